import InstantSearchCore
import XCTest

/// The percent codec both APIs' requests use.
final class PercentEncodingTests: XCTestCase {
  func test_encode_keepsTheStandardSetLiteral_andWritesEveryOtherUTF8ByteAsUpperCaseHex() {
    XCTAssertEqual(PercentEncoding.encode(#""brand":"Apple""#), "%22brand%22:%22Apple%22")
    XCTAssertEqual(PercentEncoding.encode("AZaz09-._~!$'()*,:"), "AZaz09-._~!$'()*,:")
    XCTAssertEqual(PercentEncoding.encode("a b&c=d+e?f#g;h/i@j[k]"), "a%20b%26c%3Dd%2Be%3Ff%23g%3Bh%2Fi%40j%5Bk%5D")
    XCTAssertEqual(PercentEncoding.encode("é€😀"), "%C3%A9%E2%82%AC%F0%9F%98%80")
  }

  func test_encode_keepsTheExtraLiteralCharactersOnly() {
    XCTAssertEqual(PercentEncoding.encode("a/b;c@d[e]f g", alsoLiteral: "/;@[]"), "a/b;c@d[e]f%20g")
    XCTAssertEqual(PercentEncoding.encode("é", alsoLiteral: "é"), "%C3%A9", "only ASCII characters can stay literal")
  }

  func test_decode_readsUTF8_keepsPlus_andRefusesMalformedSequences() {
    XCTAssertEqual(PercentEncoding.decode("%22brand%22:%22Apple%22"), #""brand":"Apple""#)
    XCTAssertEqual(PercentEncoding.decode("a+b%2Bc"), "a+b+c")
    XCTAssertEqual(PercentEncoding.decode("%c3%a9"), "é", "lower-case hex reads too")
    XCTAssertNil(PercentEncoding.decode("%2"))
    XCTAssertNil(PercentEncoding.decode("%zz"))
    XCTAssertNil(PercentEncoding.decode("%FF"), "not UTF-8")
  }

  func test_decode_undoesEncode_forAnyText() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aZ09 -_.~!*'();:@&=+$,/?#[]%\"é€😀\u{0}\n")
    for _ in 0..<500 {
      let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      XCTAssertEqual(PercentEncoding.decode(PercentEncoding.encode(text)), text)
      XCTAssertEqual(PercentEncoding.decode(PercentEncoding.encode(text, alsoLiteral: "/;@[]")), text)
    }
  }
}
