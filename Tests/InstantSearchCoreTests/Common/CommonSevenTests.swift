import Foundation
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's Common folder: `AsyncOperation` (an operation finished when its work says so),
/// `Constants.Defaults`, `GeoLocation` ("lat,lng" raw value), `QuerySuggestion` (query, popularity and the
/// highlighted query of a suggestions record), `Hit.getBestHighlightedForm` and `Hit.description`.
final class CommonSevenTests: XCTestCase {
  private final class Delayed: AsyncOperation, @unchecked Sendable {
    // @unchecked: `ran` is written once on the operation's queue before `finished` is set, and read after.
    var ran = false
    override func main() {
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
        self.ran = true
        self.state = .finished
      }
    }
  }

  func test_asyncOperation_finishesWhenItsWorkSaysSo() {
    let queue = OperationQueue()
    let operation = Delayed()
    XCTAssertEqual(operation.state, .ready)
    let done = expectation(description: "finished")
    let after = BlockOperation { done.fulfill() }
    after.addDependency(operation)
    queue.addOperations([operation, after], waitUntilFinished: false)
    wait(for: [done], timeout: 10)
    XCTAssertTrue(operation.ran)
    XCTAssertTrue(operation.isFinished)
    XCTAssertFalse(operation.isExecuting)
    XCTAssertTrue(operation.isAsynchronous)
    let cancelled = Delayed()
    cancelled.cancel()
    cancelled.start()
    XCTAssertTrue(cancelled.isFinished)
    XCTAssertFalse(cancelled.ran)
  }

  func test_constantsDefaults() {
    XCTAssertEqual(Constants.Defaults.hitsPerPage, 20)
    XCTAssertEqual(Constants.Defaults.infiniteScrolling, .on(withOffset: 5))
    XCTAssertTrue(Constants.Defaults.showItemsOnEmptyQuery)
    XCTAssertEqual(Constants.Defaults.operatorRefinement, "or")
    XCTAssertEqual(Constants.Defaults.refinementOperator, .or)
    XCTAssertTrue(Constants.Defaults.refinedFirst)
    XCTAssertEqual(Constants.Defaults.limit, 10)
    XCTAssertFalse(Constants.Defaults.areMultipleSelectionsAllowed)
  }

  func test_geoLocation_rawValue() throws {
    let location = try XCTUnwrap(GeoLocation(rawValue: "48.8566,2.3522"))
    XCTAssertEqual(location.latitude, 48.8566)
    XCTAssertEqual(location.longitude, 2.3522)
    XCTAssertEqual(GeoLocation(latitude: -33.5, longitude: 151).rawValue, "-33.5,151")
    XCTAssertNil(GeoLocation(rawValue: "north"))
  }

  func test_querySuggestion_decodesTheSuggestionsRecord() throws {
    let text = #"{"query":"iphone case","popularity":1200,"objectID":"iphone case","_highlightResult":{"query":{"value":"<em>iph</em>one case","matchLevel":"partial"}}}"#
    let suggestion = try JSONDecoder().decode(QuerySuggestion.self, from: Data(text.utf8))
    XCTAssertEqual(suggestion, QuerySuggestion(query: "iphone case", highlighted: "<em>iph</em>one case", popularity: 1200))
    let plain = try JSONDecoder().decode(QuerySuggestion.self, from: Data(#"{"query":"tv","popularity":3}"#.utf8))
    XCTAssertNil(plain.highlighted)
    let again = try JSONDecoder().decode(QuerySuggestion.self, from: JSONEncoder().encode(suggestion))
    XCTAssertEqual(again, suggestion)
    XCTAssertThrowsError(try JSONDecoder().decode(QuerySuggestion.self, from: Data(#"{"query":"tv"}"#.utf8)))
  }

  func test_bestHighlightedForm() throws {
    let text = #"""
      {"objectID":"1","name":"Snoopy","tags":["dog","beagle dog"],
       "_highlightResult":{"name":{"value":"<em>Snoopy</em>","matchLevel":"full","matchedWords":["snoopy"]},
         "tags":[{"value":"<em>dog</em>","matchLevel":"partial","matchedWords":["dog"]},
                 {"value":"<em>beagle</em> <em>dog</em>","matchLevel":"full","matchedWords":["beagle","dog"]}]}}
      """#
    let hit = try JSONDecoder().decode(Hit<JSON>.self, from: Data(text.utf8))
    XCTAssertEqual(hit.getBestHighlightedForm(forKey: "tags")?.string, "<em>beagle</em> <em>dog</em>")
    XCTAssertEqual(hit.getBestHighlightedForm(forKey: "name")?.string, "<em>Snoopy</em>")
    XCTAssertNil(hit.getBestHighlightedForm(forKey: "owner"))
    XCTAssertNil(hit.getBestHighlightedForm(from: []))
    XCTAssertTrue(hit.description.hasPrefix("Hit(1): "), hit.description)
  }
}
