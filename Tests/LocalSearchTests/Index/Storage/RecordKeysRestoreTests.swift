import XCTest

@testable import LocalSearch

final class RecordKeysRestoreTests: XCTestCase {
  func test_restoring_numbersTheNamesInOrder() throws {
    let keys = try RecordKeys(restoring: ["objectID", "title", "café"])
    XCTAssertEqual(keys.numberedNames, ["objectID", "title", "café"])
    XCTAssertEqual(keys.number(of: "title"), 1)
    XCTAssertEqual(keys.number(of: "new"), 3, "names added later follow")
  }

  func test_restoring_aRepeatedOrTooLongName_throws() {
    XCTAssertThrowsError(try RecordKeys(restoring: ["a", "b", "a"])) { error in
      XCTAssertEqual((error as? StorageDamage)?.section, "KEYS")
      XCTAssertTrue((error as? StorageDamage)?.detail.contains("member name 2") == true, "\(error)")
    }
    XCTAssertThrowsError(try RecordKeys(restoring: ["e\u{301}", "\u{E9}"]), "names equal as strings are one name")
    XCTAssertThrowsError(try RecordKeys(restoring: [String(repeating: "n", count: RecordKeys.longestName + 1)]))
  }
}
