import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Mapping normalised prefixes back to original characters.
final class HighlightMappingTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func value(_ text: String, _ query: String) -> String? {
    Highlighter(words: Support.words(query)).highlight(.string(text), attributePath: "title")?["value"]?.stringValue
  }

  func test_sharpS_prefixEndingInsideTheFold_wrapsTheWholeLetter() {
    XCTAssertEqual(value("Straße", "stra"), "<em>Stra</em>ße")
    XCTAssertEqual(value("Straße", "stras"), "<em>Straß</em>e")
    XCTAssertEqual(value("Straße", "strass"), "<em>Straß</em>e")
    XCTAssertEqual(value("Straße", "strasse"), "<em>Straße</em>")
  }

  func test_combiningMark_staysWithItsBaseLetter() {
    let text = "Cafe\u{301}s noirs"
    XCTAssertEqual(value(text, "cafe").map { Array($0.utf8) }, Array("<em>Cafe\u{301}</em>s noirs".utf8))
    XCTAssertEqual(value(text, "caf").map { Array($0.utf8) }, Array("<em>Caf</em>e\u{301}s noirs".utf8))
  }

  func test_precomposedAccent_wrappedWhole() {
    XCTAssertEqual(value("Crème brûlée", "brule"), "Crème <em>brûlé</em>e")
  }

  func test_ligature_prefixInsideTheLigature_wrapsIt() {
    XCTAssertEqual(value("ﬁne art", "f"), "<em>ﬁ</em>ne art")
  }
}
