import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1's related items: `connectSearcher(_:withRelatedItemsTo:with:)` sets
/// `sumOrFiltersScores`, excludes the hit (`facetFilters: ["objectID:-<id>"]`) and builds `optionalFilters` from
/// the hit's values, each pattern's score on its filters: one value an and-group of one filter, a list an
/// or-group. `MultiSourceReloadNotifier` reloads its target once every registered source applied its results.
final class RelatedItemsTests: XCTestCase {
  private struct Product: Codable {
    let name: String
    let brand: String
    let categories: [String]
  }

  func test_relatedItemsQuery() throws {
    let client = ScriptedSearchClient()
    let searcher = HitsSearcher(client: client, indexName: "products")
    let interactor = HitsInteractor<Product>()
    let hit = ObjectWrapper(objectID: "42", object: Product(name: "iPhone", brand: "Apple", categories: ["phone", "ios"]))
    interactor.connectSearcher(
      searcher, withRelatedItemsTo: hit,
      with: [
        MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand),
        MatchingPattern(attribute: "categories", score: 2, filterPath: \.categories),
      ])
    let query = searcher.request.query
    XCTAssertEqual(query.sumOrFiltersScores, true)
    XCTAssertEqual(query.facetFilters, ["objectID:-42"])
    XCTAssertEqual(query.optionalFilters, ["brand:Apple<score=3>", ["categories:phone<score=2>", "categories:ios<score=2>"]])
    awaitNextResult(of: searcher) { searcher.search() }
    XCTAssertEqual(client.requests.last?.query.optionalFilters, query.optionalFilters)
  }

  func test_objectWrapper_decodesTheRecordWithItsID() throws {
    let decoded = try JSONDecoder().decode(
      ObjectWrapper<Product>.self, from: Data(#"{"objectID":"1","name":"A","brand":"Apple","categories":["phone"]}"#.utf8))
    XCTAssertEqual(decoded.objectID, "1")
    XCTAssertEqual(decoded.object.brand, "Apple")
    let wrapped = ObjectWrapper(Hit(object: decoded.object, objectID: "1"))
    XCTAssertEqual(wrapped.objectID, "1")
  }

  func test_reloadNotifier_waitsForEverySource() {
    let first = HitsInteractor<JSON>()
    let second = HitsInteractor<JSON>()
    let target = ReloadCounter()
    let notifier = MultiSourceReloadNotifier(target: target)
    notifier.register(first)
    notifier.register(second)
    first.update(SearchResponse(hits: [Hit(["objectID": "1"] as JSON)])).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(target.count, 0)
    second.update(SearchResponse(hits: [])).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(target.count, 1)
    first.update(SearchResponse(hits: [])).waitUntilFinished()
    notifier.notifyReload()
    second.update(SearchResponse(hits: [])).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(target.count, 1, "after notifyReload both wait again")
    first.update(SearchResponse(hits: [])).waitUntilFinished()
    drainMainQueue()
    XCTAssertEqual(target.count, 2)
  }
}

private final class ReloadCounter: Reloadable {
  var count = 0
  func reload() { count += 1 }
}
