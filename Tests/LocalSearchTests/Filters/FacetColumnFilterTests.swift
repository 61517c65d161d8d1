import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Facet filters bound to a snapshot's facet columns answer as the same filters reading each record: for values
/// of every kind (strings in any case, numbers, numeric strings, booleans, arrays, missing ones), in `filters`, the
/// legacy arrays, negations and optional filters, before and after records change in place.
final class FacetColumnFilterTests: XCTestCase {
  private static let records: [JSON] = [
    ["objectID": "1", "brand": "Apple", "size": 5, "tags": ["Sale", "new"], "flag": true],
    ["objectID": "2", "brand": "apple", "size": "5.00", "tags": ["sale"], "flag": false],
    ["objectID": "3", "brand": "Ápple", "size": 5.5, "tags": [], "flag": "true"],
    ["objectID": "4", "brand": "Sony", "size": "XL", "tags": ["new", "5"]],
    ["objectID": "5", "size": 12, "flag": "TRUE"],
    ["objectID": "6", "brand": "", "tags": ["", "Sale"], "flag": 1],
  ]

  private static let filters: [(filters: String?, facetFilters: FiltersParameter?, optional: FiltersParameter?)] = [
    ("brand:apple", nil, nil), ("brand:APPLE OR brand:sony", nil, nil), ("NOT brand:Apple", nil, nil), ("size:5", nil, nil),
    ("size:5.0", nil, nil), ("size:xl", nil, nil), ("tags:sale AND tags:new", nil, nil), ("tags:5", nil, nil), ("flag:true", nil, nil),
    ("flag:1", nil, nil), ("brand:\"\"", nil, nil), ("brand:ápple", nil, nil), (nil, [["brand:Apple", "size:12"]], nil),
    (nil, ["brand:-Apple"], nil), ("size:5 AND NOT tags:new", nil, nil), (nil, nil, ["brand:Sony<score=3>", "tags:sale"]),
  ]

  func test_boundFacetFilters_answerAsTheRecordsDo() throws {
    let settings = try IndexSettings(json: ["attributesForFaceting": ["brand", "size", "tags", "flag"], "searchableAttributes": ["brand"]])
    let index = try LocalIndex(name: "items", records: Self.records, settings: settings)
    let client = LocalClient(indices: [index])
    func check(_ records: [JSON], _ label: String) throws {
      for entry in Self.filters {
        var query = Query()
        query.filters = entry.filters
        query.facetFilters = entry.facetFilters
        query.optionalFilters = entry.optional
        query.getRankingInfo = true
        let matcher = try XCTUnwrap(try FilterMatcher.make(query: query, settings: settings))
        let expected = records.filter { matcher.matches(record: $0) }
        let response = try client.answer(IndexedQuery(indexName: "items", query: query))
        XCTAssertEqual(
          Set(response.hits.compactMap { $0.object["objectID"]?.stringValue }), Set(expected.compactMap { $0["objectID"]?.stringValue }),
          "\(label): \(entry)")
        for hit in response.hits {
          let record = try XCTUnwrap(records.first { $0["objectID"] == hit.object["objectID"] })
          XCTAssertEqual(hit.object["_rankingInfo"]?["filters"], .number(Double(matcher.score(record: record))), "\(label): \(entry)")
        }
      }
    }
    try check(Self.records, "built")
    try checkWithText(client, settings: settings, records: Self.records)
    let changed: [JSON] = [["objectID": "7", "brand": "SONY", "size": "5", "tags": ["sale"]], ["objectID": "2", "brand": "Sony", "size": 12]]
    try index.saveObjects(changed)
    try index.deleteObjects(withIDs: ["3"])
    var records = Self.records.filter { $0["objectID"] != "3" && $0["objectID"] != "2" }
    records += changed
    try check(records, "changed in place")
    try checkWithText(client, settings: settings, records: records)
  }

  /// With query words, the filtered hits are the unfiltered hits the filter accepts.
  private func checkWithText(_ client: LocalClient, settings: IndexSettings, records: [JSON]) throws {
    for text in ["apple", "s", "ápp"] {
      let unfiltered = try client.answer(IndexedQuery(indexName: "items", query: Query(text)))
      for entry in Self.filters where entry.optional == nil {
        var query = Query(text)
        query.filters = entry.filters
        query.facetFilters = entry.facetFilters
        let matcher = try XCTUnwrap(try FilterMatcher.make(query: query, settings: settings))
        let expected = unfiltered.hits.compactMap { hit -> String? in
          guard let record = records.first(where: { $0["objectID"] == hit.object["objectID"] }), matcher.matches(record: record) else { return nil }
          return record["objectID"]?.stringValue
        }
        let response = try client.answer(IndexedQuery(indexName: "items", query: query))
        XCTAssertEqual(response.hits.compactMap { $0.object["objectID"]?.stringValue }, expected, "\(text): \(entry)")
      }
    }
  }
}
