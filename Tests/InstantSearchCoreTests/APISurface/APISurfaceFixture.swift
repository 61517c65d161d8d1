import Foundation
import LocalSearch
import XCTest

import InstantSearchCore

/// A small faceted catalogue on the embedded engine, for the API-surface tests.
enum APISurfaceFixture {
  static let records: [JSON] = [
    ["objectID": "1", "name": "Galaxy phone", "brand": "Samsung", "color": "black", "price": 599, "_tags": ["new"],
     "category": ["lvl0": "Phones", "lvl1": "Phones > Android"]],
    ["objectID": "2", "name": "iPhone", "brand": "Apple", "color": "white", "price": 999, "_tags": ["sale"],
     "category": ["lvl0": "Phones", "lvl1": "Phones > iOS"]],
    ["objectID": "3", "name": "Pixel phone", "brand": "Google", "color": "black", "price": 499,
     "category": ["lvl0": "Phones", "lvl1": "Phones > Android"]],
    ["objectID": "4", "name": "TV", "brand": "Samsung", "color": "black", "price": 1299, "category": ["lvl0": "TV"]],
  ]

  static func client() throws -> LocalClient {
    let settings = try IndexSettings(json: [
      "attributesForFaceting": ["searchable(brand)", "searchable(color)", "price", "category.lvl0", "category.lvl1"],
    ])
    return LocalClient(indices: [try LocalIndex(name: "products", records: records, settings: settings)])
  }

  static func hitsSearcher(query: Query = Query()) throws -> HitsSearcher {
    HitsSearcher(client: try client(), indexName: "products", query: query)
  }
}

extension XCTestCase {
  /// Searches and waits for the next results of `searcher`.
  @discardableResult
  func searchAndWait<S: Searcher & SearchResultObservable>(_ searcher: S, timeout: TimeInterval = 10) -> S.SearchResult? {
    let delivered = expectation(description: "results")
    nonisolated(unsafe) var result: S.SearchResult?
    let token = NSObject()
    searcher.onResults.subscribeOnce(with: token) { _, value in
      result = value
      delivered.fulfill()
    }
    searcher.search()
    wait(for: [delivered], timeout: timeout)
    return result
  }
}
