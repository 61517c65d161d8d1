import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Relevant sort on a virtual replica, as Algolia answers it: the matches ranked by relevance, the relevant
/// ones kept (`relevancyStrictness` from the query, else the replica's settings, 100 by default) and ordered by
/// the replica's `customRanking`; `nbSortedHits` counts them, `nbHits` every match, and
/// `appliedRelevancyStrictness` echoes the strictness. Other indices sort every match and say none of it.
final class RelevantSortEngineTests: XCTestCase {
  private let records: [JSON] = [
    ["objectID": "phone-13", "title": "Apple iPhone 13", "price": 799],
    ["objectID": "phone-13-mini", "title": "Apple iPhone 13 mini", "price": 699],
    ["objectID": "case-1", "title": "iPhone case, red", "price": 9],
    ["objectID": "case-2", "title": "iPhone case, clear", "price": 5],
    ["objectID": "cable", "title": "Lightning cable for iPhone", "price": 12],
    ["objectID": "tv", "title": "OLED TV 55", "price": 1200],
  ]

  private func client(replicaSettings: JSON = ["customRanking": ["asc(price)"]]) throws -> LocalClient {
    let primary = try LocalIndex(
      name: "products", records: records,
      settings: IndexSettings(json: ["searchableAttributes": ["title"], "replicas": ["products_price_desc", "virtual(products_price_asc)"]]))
    var settings = try IndexSettings(json: replicaSettings)
    settings.searchableAttributes = primary.settings.searchableAttributes
    let virtual = try LocalIndex(name: "products_price_asc", records: records, settings: settings)
    let standard = try LocalIndex(name: "products_price_desc", records: records, settings: settings)
    return LocalClient(indices: [primary, virtual, standard])
  }

  private func search(_ client: LocalClient, _ index: String, _ text: String, strictness: Int? = nil) throws -> SearchResponse {
    var query = Query(text)
    query.relevancyStrictness = strictness
    return try client.answer(IndexedQuery(indexName: index, query: query))
  }

  private func ids(_ response: SearchResponse) -> [String] { response.hits.map(\.objectID) }

  func test_virtualReplica_sortsTheRelevantMatchesOnly() throws {
    let client = try client()
    let relevant = try search(client, "products_price_asc", "iphone 13")
    XCTAssertEqual(ids(relevant), ["phone-13-mini", "phone-13"], "both words matched, cheapest first")
    XCTAssertEqual(relevant.nbSortedHits, 2)
    XCTAssertEqual(relevant.nbHits, 2, "'iphone 13' needs both words: the cases do not match at all")
    XCTAssertEqual(relevant.appliedRelevancyStrictness, 100)
  }

  func test_strictness_widensTheSortedSet_downToAnExhaustiveSort() throws {
    let client = try client()
    var query = Query("iphone 13")
    query.optionalWords = ["13"]
    let relevant = try client.answer(IndexedQuery(indexName: "products_price_asc", query: query))
    XCTAssertEqual(ids(relevant), ["phone-13-mini", "phone-13"])
    XCTAssertEqual(relevant.nbHits, 5)
    XCTAssertEqual(relevant.nbSortedHits, 2)
    query.relevancyStrictness = 50
    let half = try client.answer(IndexedQuery(indexName: "products_price_asc", query: query))
    XCTAssertEqual(ids(half), ["case-2", "case-1", "cable", "phone-13-mini", "phone-13"], "half the words is similar enough")
    query.relevancyStrictness = 0
    let all = try client.answer(IndexedQuery(indexName: "products_price_asc", query: query))
    XCTAssertEqual(all.nbSortedHits, 5)
    XCTAssertEqual(all.appliedRelevancyStrictness, 0)
    XCTAssertEqual(ids(all).first, "case-2")
  }

  func test_settingsStrictness_andTypos() throws {
    let client = try client(replicaSettings: ["customRanking": ["asc(price)"], "relevancyStrictness": 0])
    let all = try search(client, "products_price_asc", "iphone")
    XCTAssertEqual(all.appliedRelevancyStrictness, 0)
    XCTAssertEqual(ids(all), ["case-2", "case-1", "cable", "phone-13-mini", "phone-13"])
    let strict = try search(client, "products_price_asc", "iphine", strictness: 100)
    XCTAssertEqual(strict.nbSortedHits, 5, "every match has the same one typo")
    XCTAssertEqual(try search(client, "products_price_asc", "", strictness: 100).nbSortedHits, 6, "an empty query keeps every record")
  }

  func test_otherIndices_sortEveryMatch_andSayNothingOfRelevantSort() throws {
    let client = try client()
    for index in ["products", "products_price_desc"] {
      let response = try search(client, index, "iphone", strictness: 100)
      XCTAssertEqual(response.nbHits, 5, index)
      XCTAssertEqual(response.hits.count, 5, index)
      XCTAssertNil(response.nbSortedHits, index)
      XCTAssertNil(response.appliedRelevancyStrictness, index)
    }
    XCTAssertThrowsError(try search(client, "products", "iphone", strictness: 101)) { error in
      XCTAssertTrue("\(error)".contains("relevancyStrictness"), "\(error)")
    }
  }

  func test_paginationCountsTheSortedHits() throws {
    let client = try client(replicaSettings: ["customRanking": ["asc(price)"], "relevancyStrictness": 0])
    var query = Query("iphone")
    query.hitsPerPage = 2
    query.page = 2
    let last = try client.answer(IndexedQuery(indexName: "products_price_asc", query: query))
    XCTAssertEqual(last.nbPages, 3)
    XCTAssertEqual(ids(last), ["phone-13"])
  }
}
