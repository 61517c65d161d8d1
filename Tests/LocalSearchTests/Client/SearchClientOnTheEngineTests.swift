import Foundation
import LocalSearch
import XCTest

@testable import InstantSearchCore

/// InstantSearch 7.27.1 code on the embedded engine: `SearchClient(backend: LocalClient(...))` is the one line
/// that picks the engine; the client-8 calls and a `HitsSearcher` then answer from it as from Algolia.
final class SearchClientOnTheEngineTests: XCTestCase {
  private func engine() throws -> LocalClient {
    let records: [JSON] = [
      ["objectID": "1", "name": "Sony headphones", "brand": "Sony"],
      ["objectID": "2", "name": "Sony television", "brand": "Sony"],
      ["objectID": "3", "name": "Bose headphones", "brand": "Bose"],
    ]
    let settings = try IndexSettings(json: ["searchableAttributes": ["name"], "attributesForFaceting": ["searchable(brand)"]])
    return LocalClient(indices: [try LocalIndex(name: "products", records: records, settings: settings)])
  }

  func test_theClientCalls_answerFromTheEngine() throws {
    let local = try engine()
    let client = SearchClient(backend: local)
    let index = client.index(withName: "products")
    let response = try index.search(query: Query("headphones"))
    XCTAssertEqual(Set(response.hits.compactMap { $0["objectID"]?.stringValue }), ["1", "3"])
    var sony = Query("")
    sony.filters = "brand:Sony"
    let values = try index.searchForFacetValues(of: "brand", matching: "s", applicableFor: sony)
    XCTAssertEqual(values.facetHits.map(\.value), ["Sony"])
    XCTAssertEqual(values.facetHits.first?.count, 2)
    let both = try client.multipleQueries(queries: [
      IndexedQuery(indexName: "products", query: Query("sony")), IndexedQuery(indexName: "products", query: Query("bose")),
    ])
    XCTAssertEqual(both.results.map(\.nbHits), [2, 1])
    XCTAssertThrowsError(try client.index(withName: "missing").search(query: Query())) { error in
      XCTAssertEqual(error as? SearchClientError, .httpError(status: 404, message: "Index does not exist"))
    }
  }

  func test_aHitsSearcher_onTheClient_searchesTheEngine() throws {
    let local = try engine()
    let searcher = HitsSearcher(client: SearchClient(backend: local), indexName: "products")
    XCTAssertTrue(searcher.client.backend === local)
    let answered = expectation(description: "results")
    nonisolated(unsafe) var ids: Set<String> = []
    searcher.onResults.subscribeOnce(with: self) { _, response in
      ids = Set(response.hits.compactMap { $0["objectID"]?.stringValue })
      answered.fulfill()
    }
    searcher.setQuery("television")
    searcher.search()
    wait(for: [answered], timeout: 10)
    XCTAssertEqual(ids, ["2"])
  }
}
