import XCTest

@testable import InstantSearchCore

/// The presenter's lower-casing of a value is `lowercased()`, scalar for scalar, over every scalar of Unicode; its
/// ASCII check finds any byte from 0x80.
final class FacetListPresenterLowercasingTests: XCTestCase {
  func test_lowercasedKey_isLowercased_forEveryScalar_aloneAndAfterASCII() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), "Ab" + String(scalar) + "Z"] where FacetListPresenter.lowercasedKey(text) != text.lowercased() {
        mismatches.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
      }
    }
    XCTAssertEqual(mismatches, [])
  }

  func test_lowercasedKey_ofTheLongestExpansions() {
    for text in ["İ", "İİİİİİİİ", "Ⱥ", "ȺȺȺȺ", "ẞ", "ΣΑΣ", "Ǆ", "e\u{301}", "日本"] {
      XCTAssertEqual(FacetListPresenter.lowercasedKey(text), text.lowercased(), text)
    }
  }

  func test_isASCII_findsAHighByteAtEveryPositionOfEveryLength() {
    for length in 0...40 {
      let ascii = [UInt8]((0..<length).map { UInt8(0x20 + $0 % 0x5F) })
      ascii.withUnsafeBufferPointer { XCTAssertTrue(FacetListPresenter.isASCII($0), "ASCII, length \(length)") }
      for position in 0..<length {
        for high: UInt8 in [0x80, 0xC3, 0xFF] {
          var bytes = ascii
          bytes[position] = high
          bytes.withUnsafeBufferPointer {
            XCTAssertFalse(FacetListPresenter.isASCII($0), "0x\(String(high, radix: 16)) at \(position) of \(length)")
          }
        }
      }
    }
    XCTAssertTrue(FacetListPresenter.isASCII(UnsafeBufferPointer(start: nil, count: 0)))
  }
}
