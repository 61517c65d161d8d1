import Foundation
import InstantSearchCore
import XCTest

/// Foundation values that are not JSON, or nested beyond what JSON text allows, are refused with a clear error
/// (the embedded engine's records: `LocalIndexFoundationRecordsTests`).
final class JSONFoundationLimitsTests: XCTestCase {
  private func nestedArray(depth: Int) -> Any {
    var value: Any = 1
    for _ in 0..<depth { value = [value] }
    return value
  }

  private func nestedObject(depth: Int) -> Any {
    var value: Any = "leaf"
    for _ in 0..<depth { value = ["child": value] as [String: Any] }
    return value
  }

  func test_depthUpToTheLimitConverts() throws {
    let json = try JSON(foundationValue: nestedArray(depth: JSON.maximumFoundationDepth))
    var current: JSON? = json
    var depth = 0
    while case .array(let elements)? = current {
      current = elements.first
      depth += 1
    }
    XCTAssertEqual(depth, JSON.maximumFoundationDepth)
    XCTAssertEqual(current, .number(1))
  }

  func test_deeperValuesAreRefused_evenTenThousandLevels() {
    for value in [nestedArray(depth: JSON.maximumFoundationDepth + 1), nestedArray(depth: 10_000), nestedObject(depth: 10_000)] {
      XCTAssertThrowsError(try JSON(foundationValue: value)) { error in
        let conversion = error as? JSON.ConversionError
        XCTAssertEqual(conversion?.reason, .tooDeep)
        XCTAssertEqual(conversion?.path.split(separator: ".").count, JSON.maximumFoundationDepth)
        XCTAssertTrue("\(error)".contains("nested deeper than 512 levels"), "\(error)")
      }
    }
  }

  func test_conversionTimeGrowsWithSizeNotWithTheSquareOfDepth() throws {
    // 500 levels of 200-element arrays would take seconds if every level copied or re-described its path.
    var value: Any = Array(repeating: 1, count: 200)
    for _ in 0..<500 { value = [value, Array(repeating: "x", count: 200)] }
    let json = try JSON(foundationValue: value)
    var levels = 0
    var current = json
    while case .array(let elements) = current, let first = elements.first, case .array = first {
      current = first
      levels += 1
    }
    XCTAssertEqual(levels, 500)
  }

  func test_nanAndInfinityAreRefused_withTheirPath() {
    let record: [String: Any] = ["objectID": "1", "prices": [1.5, Double.nan]]
    XCTAssertThrowsError(try JSON(foundationValue: record)) { error in
      XCTAssertEqual(error as? JSON.ConversionError, JSON.ConversionError(path: "prices.1", typeName: "Double", reason: .notFinite))
      XCTAssertTrue("\(error)".contains("NaN and infinite numbers have no JSON form"))
    }
    XCTAssertThrowsError(try JSON(foundationValue: NSNumber(value: Double.infinity)))
    XCTAssertThrowsError(try JSON(foundationValue: Float.infinity))
  }
}
