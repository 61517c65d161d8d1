import Foundation
import InstantSearchCore
import XCTest

import LocalSearch

/// The engine's public errors read the same through `localizedDescription` as through `"\(error)"`.
final class LocalErrorDescriptionTests: XCTestCase {
  func test_localIndexError_readsLikeItsDescription() {
    XCTAssertThrowsError(try LocalIndex(name: "movies", records: [["objectID": .bool(true)]])) { error in
      XCTAssertTrue(error is LocalIndexError)
      XCTAssertEqual(error.localizedDescription, "\(error)")
      XCTAssertEqual(error.localizedDescription, "Record at index 0: objectID must be a string. Nothing was indexed.")
    }
    let cases: [LocalIndexError] = [
      .malformedJSON(source: "a.json", detail: "line 1"), .notAnArray(source: "a.json"), .recordNotAnObject(index: 2),
      .invalidObjectID(index: 3), .unconvertibleRecord(index: 4, detail: "a Date"),
    ]
    for error in cases { XCTAssertEqual(error.localizedDescription, "\(error)") }
  }

  func test_indexSettingsError_readsLikeItsDescription() {
    let error = IndexSettingsError.unknownSetting(key: "rankingg")
    XCTAssertEqual(error.localizedDescription, "\(error)")
    XCTAssertTrue(error.localizedDescription.contains("rankingg"))
  }
}
