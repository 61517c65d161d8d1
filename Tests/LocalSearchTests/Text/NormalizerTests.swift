import XCTest

@testable import LocalSearch

final class NormalizerTests: XCTestCase {
  func test_normalize_foldsCaseAccentsAndSpecialLetters() {
    let normalizer = Normalizer()
    XCTAssertEqual(normalizer.normalize("Café Crème"), "cafe creme")
    XCTAssertEqual(normalizer.normalize("Ça GRÜẞT Łódź Œuvre Æsir ﬁne ñ"), "ca grusst lodz oeuvre aesir fine n")
    XCTAssertEqual(normalizer.normalize("e\u{301}"), "e", "combining marks are removed")
  }

  func test_normalize_keepsListedDiacriticsAndAppliesCustomReplacements() {
    let normalizer = Normalizer(keepDiacriticsOnCharacters: "é", customReplacements: ["ä": "ae"])
    XCTAssertEqual(normalizer.normalize("Été à"), "été a")
    let german = Normalizer(keepDiacriticsOnCharacters: "ä", customReplacements: ["ä": "ae"])
    XCTAssertEqual(german.normalize("Bär"), "baer")
  }
}
