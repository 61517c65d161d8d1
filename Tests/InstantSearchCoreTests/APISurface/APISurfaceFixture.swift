import Foundation
import InstantSearchTestKit
import XCTest

import InstantSearchCore

/// A small faceted catalogue behind a scripted client, for the API-surface tests.
///
/// The client answers every query from ``records``: the records whose name contains the text query (ignoring
/// case) and that pass the query's filters, one of the filter strings ``filterScripts`` knows (anything else fails
/// the query with a message naming it), with the counts of the requested facets (hierarchical levels included)
/// over those records. A search for facet values lists the values of the facet starting with the facet query.
/// Index `missing` answers as Algolia does for an index that does not exist.
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

  /// The filter strings the catalogue understands, with the records each keeps.
  static let filterScripts: [String: @Sendable (JSON) -> Bool] = [
    #"( "brand":"Apple" )"#: { $0["brand"] == "Apple" },
    "brand:Samsung": { $0["brand"] == "Samsung" },
    #"( "color":"black" )"#: { $0["color"] == "black" },
    #"( "category.lvl0":"Phones" )"#: { $0[path: "category.lvl0"] == "Phones" },
    #"( "category.lvl1":"Phones > Android" )"#: { $0[path: "category.lvl1"] == "Phones > Android" },
  ]

  static func client() -> ScriptedSearchClient {
    ScriptedSearchClient(defaultReply: { answer($0) })
  }

  static func hitsSearcher(query: Query = Query()) throws -> HitsSearcher {
    HitsSearcher(client: client(), indexName: "products", query: query)
  }

  /// The queries a searcher built on ``client()`` sent, in order (`client` may be the searcher's `SearchClient`
  /// wrapping it).
  static func requests(of client: SearchBackend) -> [SentRequest] {
    (((client as? SearchClient)?.backend ?? client) as? ScriptedSearchClient)?.requests ?? []
  }

  /// The catalogue's answer to one query.
  static func answer(_ request: SentRequest) -> ScriptedSearchClient.Reply {
    if request.indexName == "missing" { return .failure(.httpError(status: 404, message: "Index does not exist")) }
    var keep: (JSON) -> Bool = { _ in true }
    if let filters = request.filters, !filters.isEmpty {
      guard let script = filterScripts[filters] else {
        return .failure(.decoding(message: "APISurfaceFixture has no script for the filters \(filters)"))
      }
      keep = script
    }
    let text = request.queryText.lowercased()
    let matching = records.filter { record in
      keep(record) && (text.isEmpty || (record["name"]?.stringValue?.lowercased().contains(text) ?? false))
    }
    if let attribute = request.facetAttribute {
      let prefix = (request.facetQuery ?? "").lowercased()
      let facets = counts(of: attribute, in: matching).filter { $0.key.lowercased().hasPrefix(prefix) }
        .map { Facet(value: $0.key, count: $0.value) }.sorted { ($1.count, $0.value) < ($0.count, $1.value) }
      return .facetValues(FacetSearchResponse(facetHits: facets))
    }
    var response = SearchResponse(hits: matching.map(Hit.init), nbHits: matching.count, page: 0, nbPages: 1, hitsPerPage: 20)
    response.query = request.queryText
    let facets = request.query.facets ?? []
    if !facets.isEmpty {
      response.facets = Dictionary(uniqueKeysWithValues: facets.map { ($0, Facet.list(from: counts(of: $0, in: matching))) })
    }
    return .response(response)
  }

  /// How many of some records hold each value of an attribute (a dotted path).
  static func counts(of attribute: String, in records: [JSON]) -> [String: Int] {
    records.reduce(into: [:]) { counts, record in
      if let value = record[path: attribute]?.stringValue { counts[value, default: 0] += 1 }
    }
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
