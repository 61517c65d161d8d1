import InstantSearchDemoKit
import XCTest

/// The key syntax of scripted mode and the decoding of a raw terminal's bytes.
final class KeyScriptTests: XCTestCase {
  static func keys(_ script: String) -> [Key] { (try? KeyScript.parse(script)) ?? [] }

  func test_scriptSyntax() throws {
    XCTAssertEqual(
      try KeyScript.parse("a <tab><S-TAB><up><down><left><right><enter><space><esc><bs><pgdn><pgup><c-c><lt>\n"),
      [
        .character("a"), .character(" "), .tab, .backTab, .up, .down, .left, .right, .enter, .character(" "), .escape, .backspace,
        .pageDown, .pageUp, .interrupt, .character("<"),
      ])
    XCTAssertThrowsError(try KeyScript.parse("ab<tabb>")) { error in
      XCTAssertTrue(String(describing: error).contains("unknown key <tabb>"), "\(error)")
    }
    XCTAssertThrowsError(try KeyScript.parse("a<tab")) { error in
      XCTAssertTrue(String(describing: error).contains("unclosed '<'"), "\(error)")
    }
    for key in try KeyScript.parse("x<tab><space><lt><pgdn>") {
      XCTAssertEqual(try KeyScript.parse(KeyScript.spelling(of: key)), [key])
    }
  }

  func test_rawBytes() {
    var decoder = KeyDecoder()
    XCTAssertEqual(decoder.decode(Array("zü".utf8)), [.character("z"), .character("ü")])
    XCTAssertEqual(
      decoder.decode([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x5A]),
      [.up, .down, .right, .left, .backTab])
    XCTAssertEqual(decoder.decode([0x1B, 0x5B, 0x36, 0x7E, 0x1B, 0x5B, 0x35, 0x7E]), [.pageDown, .pageUp])
    XCTAssertEqual(decoder.decode([0x09, 0x0D, 0x7F, 0x03, 0x20]), [.tab, .enter, .backspace, .interrupt, .character(" ")])
    XCTAssertEqual(decoder.decode([0x1B]), [.escape], "a lone escape at the end of a read is the Escape key")
    XCTAssertEqual(decoder.decode([0x1B, 0x5B, 0x36]), [], "a sequence cut between reads waits")
    XCTAssertEqual(decoder.decode([0x7E, 0x61]), [.pageDown, .character("a")])
    let euro = Array("€".utf8)
    XCTAssertEqual(decoder.decode(Array(euro[0..<1])), [])
    XCTAssertEqual(decoder.decode(Array(euro[1...])), [.character("€")])
  }
}
