import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// An index built from Foundation records refuses those JSON cannot hold, naming the record and the field.
final class LocalIndexFoundationRecordsTests: XCTestCase {
  private func nestedArray(depth: Int) -> Any {
    var value: Any = 1
    for _ in 0..<depth { value = [value] }
    return value
  }

  func test_localIndexRefusesSuchRecords_namingTheRecord() {
    let records: [[String: Any]] = [["objectID": "ok"], ["objectID": "deep", "tree": nestedArray(depth: 10_000)], ["objectID": "nan", "x": Double.nan]]
    XCTAssertThrowsError(try LocalIndex(name: "i", foundationRecords: records)) { error in
      XCTAssertTrue("\(error)".contains("nested deeper"), "\(error)")
    }
    XCTAssertThrowsError(try LocalIndex(name: "i", foundationRecords: [records[2]])) { error in
      XCTAssertTrue("\(error)".contains("`x`"), "\(error)")
    }
  }
}
