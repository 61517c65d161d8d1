import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Vulgar fractions through `LocalClient`, on a small made-up recipe index: `½` is indexed, searched and
/// highlighted as the words `1` and `2`, like `1/2`.
final class FractionSearchTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let records: [JSON] = [
      ["objectID": "r1", "title": "Vanilla custard", "ingredient": "1/2 cup"],
      ["objectID": "r2", "title": "Oat porridge", "ingredient": "½ cup"],
      ["objectID": "r3", "title": "Shortbread", "ingredient": "¾ cup butter"],
      ["objectID": "r4", "title": "Omelette", "ingredient": "2 eggs"],
      ["objectID": "r5", "title": "Lemonade", "ingredient": "1 ¼ cups sugar"],
      ["objectID": "r6", "title": "Rice pudding", "ingredient": "3/4 teaspoon vanilla"],
      ["objectID": "r7", "title": "Brown bread", "ingredient": "⅔ cup brown sugar"],
      ["objectID": "r8", "title": "Crème fraîche dip", "ingredient": "Crème fraîche ½ tsp"],
    ]
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["title", "ingredient"],
      "attributesForFaceting": ["searchable(ingredient)"],
    ])
    client = LocalClient(indices: [try LocalIndex(name: "recipes", records: records, settings: settings)])
  }

  private func search(_ query: String, _ extra: (inout Query) -> Void = { _ in }) throws -> SearchResponse {
    var request = Query(query)
    extra(&request)
    return try client.answer(IndexedQuery(indexName: "recipes", query: request))
  }

  private func ids(_ response: SearchResponse) -> Set<String> {
    Set(response.hits.compactMap { $0["objectID"]?.stringValue })
  }

  private func highlighted(_ response: SearchResponse, _ objectID: String, _ attribute: String = "ingredient") -> JSON? {
    response.hits.first { $0["objectID"] == .string(objectID) }?["_highlightResult"]?[attribute]?["value"]
  }

  func test_halfQuery_findsTheSlashSpelling_andDigitQuery_findsTheFraction() throws {
    let half = try search("½")
    XCTAssertTrue(ids(half).contains("r1"), "½ finds 1/2 cup")
    XCTAssertEqual(ids(half), ["r1", "r2", "r8"])
    XCTAssertEqual(half.parsedQuery, "1 2")
    let two = try search("2")
    XCTAssertTrue(ids(two).contains("r2"), "2 finds ½ cup")
    XCTAssertEqual(ids(two), ["r1", "r2", "r4", "r7", "r8"])
    XCTAssertEqual(ids(try search("1/2")), ids(half))
  }

  func test_threeQuarters_isTheWordsThreeAndFour() throws {
    let quarters = try search("¾")
    XCTAssertEqual(quarters.parsedQuery, "3 4")
    XCTAssertEqual(ids(quarters), ["r3", "r6"])
    XCTAssertEqual(ids(try search("3 4")), ids(quarters))
    XCTAssertEqual(ids(try search("¼")), ["r5"])
  }

  func test_nbHits_countsFractionsAsTheirWords() throws {
    let expected: [String: Int] = ["½": 3, "2": 5, "¾": 2, "3/4": 2, "¼": 1, "cup": 5, "⅔ sugar": 1, "½ tsp": 1, "⅓": 0]
    for (query, count) in expected {
      let response = try search(query)
      XCTAssertEqual(response.nbHits, count, query)
      XCTAssertEqual(response.hits.count, count, query)
    }
  }

  func test_highlight_wrapsTheWholeFraction() throws {
    let half = try search("½")
    XCTAssertEqual(highlighted(half, "r1"), "<em>1</em>/<em>2</em> cup")
    XCTAssertEqual(highlighted(half, "r2"), "<em>½</em> cup")
    XCTAssertEqual(highlighted(half, "r8"), "Crème fraîche <em>½</em> tsp")
    let leaf = half.hits.first { $0["objectID"] == "r2" }?["_highlightResult"]?["ingredient"]
    XCTAssertEqual(leaf?["matchLevel"], "full")
    XCTAssertEqual(leaf?["matchedWords"], ["1", "2"])
    XCTAssertEqual(highlighted(try search("2"), "r2"), "<em>½</em> cup", "one word of the fraction wraps all of it")
    XCTAssertEqual(highlighted(try search("1 2"), "r1"), "<em>1</em>/<em>2</em> cup")
    let creme = try search("creme ½")
    XCTAssertEqual(ids(creme), ["r8"])
    XCTAssertEqual(highlighted(creme, "r8"), "<em>Crème</em> fraîche <em>½</em> tsp")
    XCTAssertEqual(highlighted(creme, "r8", "title"), "<em>Crème</em> fraîche dip")
  }

  func test_snippet_windowStartingInsideAFraction() throws {
    let response = try search("½") { $0.attributesToSnippet = ["ingredient:3"] }
    let snippet = response.hits.first { $0["objectID"] == "r8" }?["_snippetResult"]?["ingredient"]
    XCTAssertEqual(snippet?["value"], "…<em>½</em> tsp")
    XCTAssertEqual(snippet?["matchLevel"], "full")
  }

  func test_phrase_ofAFraction_matchesBothSpellings() throws {
    let phrase = try search("\"½ cup\"") { $0.advancedSyntax = true }
    XCTAssertEqual(ids(phrase), ["r1", "r2"])
  }

  func test_queryAfterRemoval_wrapsARemovedFractionOnce() throws {
    let response = try search("⅔ eggs") { $0.removeWordsIfNoResults = .firstWords }
    XCTAssertEqual(ids(response), ["r4"])
    XCTAssertEqual(response.queryAfterRemoval, "<em>⅔</em> eggs")
  }

  func test_facetSearch_highlightsFractionsWithoutNestingTags() throws {
    func facetHits(_ text: String) throws -> [String: String?] {
      let hits = try client.answer(FacetIndexQuery(indexName: "recipes", attribute: "ingredient", facetQuery: text))
        .facetHits
      return Dictionary(uniqueKeysWithValues: hits.map { ($0.value, $0.highlighted) })
    }
    XCTAssertEqual(
      try facetHits("½"),
      [
        "1/2 cup": "<em>1</em>/<em>2</em> cup", "½ cup": "<em>½</em> cup",
        "Crème fraîche ½ tsp": "Crème fraîche <em>½</em> tsp",
      ])
    XCTAssertEqual(try facetHits("2")["⅔ cup brown sugar"], "<em>⅔</em> cup brown sugar")
    XCTAssertEqual(try facetHits("¾")["¾ cup butter"], "<em>¾</em> cup butter")
  }
}
