import Foundation
import InstantSearch
import InstantSearchTestKit
import LocalSearch
import XCTest

/// v1 read hits and content as `JSONSerialization` gave them: every number an `NSNumber`, so `as? Double`
/// reads a whole-number price, `as? Int` a count, `as? NSNumber` either, and a boolean reads as `Bool`. The
/// package hands out the same bridging on every v1 path: a searcher's hits and content, highlight results, an
/// index's completion content, offline answers.
final class FoundationNumbersTests: XCTestCase {
  private let records: [[String: Any]] = [
    ["objectID": "1", "name": "Espresso machine", "salePrice": 999, "rating": 4.5, "lat": 48, "available": true],
    ["objectID": "2", "name": "Espresso cups", "salePrice": 12.25, "rating": 4, "lat": -33.86, "available": false],
  ]

  private func index() throws -> Index {
    let settings = try IndexSettings(data: Data(#"{"searchableAttributes": ["name"], "attributesForFaceting": ["salePrice"]}"#.utf8))
    return Index(client: LocalClient(indices: [try LocalIndex(name: "shop", foundationRecords: records, settings: settings)]), name: "shop")
  }

  /// The checks a v1 price label or map annotation makes on a hit.
  private func assertBridged(_ hit: [String: Any], file: StaticString = #filePath, line: UInt = #line) {
    switch hit["objectID"] as? String {
    case "1":
      XCTAssertEqual(hit["salePrice"] as? Double, 999, "a whole number reads as Double", file: file, line: line)
      XCTAssertEqual(hit["salePrice"] as? Int, 999, file: file, line: line)
      XCTAssertEqual((hit["salePrice"] as? NSNumber)?.doubleValue, 999, file: file, line: line)
      XCTAssertEqual(hit["lat"] as? Double, 48, "a whole-number latitude reads as Double", file: file, line: line)
      XCTAssertEqual(hit["rating"] as? Double, 4.5, file: file, line: line)
      XCTAssertNil(hit["rating"] as? Int, "a fraction is no Int, as with JSONSerialization", file: file, line: line)
      XCTAssertEqual(hit["available"] as? Bool, true, file: file, line: line)
    case "2":
      XCTAssertEqual(hit["salePrice"] as? Double, 12.25, file: file, line: line)
      XCTAssertEqual(hit["rating"] as? Double, 4, file: file, line: line)
      XCTAssertEqual(hit["available"] as? Bool, false, file: file, line: line)
    default: XCTFail("unexpected hit \(hit)", file: file, line: line)
    }
  }

  func test_searcherHitsAndContent_bridgeNumbersAsJSONSerialization() throws {
    let searcher = Searcher(index: try index())
    searcher.params.query = "espresso"
    let results = try XCTUnwrap(awaitNextResults(of: searcher) { searcher.search() })
    XCTAssertEqual(results.hits.count, 2)
    results.hits.forEach { assertBridged($0) }
    searcher.hits.forEach { assertBridged($0) }
    XCTAssertEqual(results.content["nbHits"] as? Double, 2)
    XCTAssertEqual(results.content["nbHits"] as? NSNumber, NSNumber(value: 2))
    let contentHits = try XCTUnwrap(results.content["hits"] as? [[String: Any]])
    contentHits.forEach { assertBridged($0) }
    let text = try XCTUnwrap(results.highlightResult(at: 0, path: "name")?.value)
    XCTAssertTrue(text.contains("<em>Espresso</em>"), text)
  }

  func test_indexCompletionContent_bridgesNumbersAsJSONSerialization() throws {
    let answer = completion { try! self.index().search(Query(query: "espresso"), completionHandler: $0) }
    XCTAssertNil(answer.error)
    let hits = try XCTUnwrap(answer.content?["hits"] as? [[String: Any]])
    XCTAssertEqual(hits.count, 2)
    hits.forEach { assertBridged($0) }
    XCTAssertEqual(answer.content?["page"] as? Double, 0)
  }
}
