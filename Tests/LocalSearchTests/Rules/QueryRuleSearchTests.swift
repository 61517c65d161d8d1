import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Query rules on the embedded engine, after the worked examples of Algolia's rules guides and the CTS rule shapes;
/// each test names the behaviour it pins.
final class QueryRuleSearchTests: XCTestCase {
  private var client: LocalClient!

  override func setUpWithError() throws {
    let records: [JSON] = [
      ["objectID": "1", "name": "iPhone 12", "brand": "Apple", "color": "black", "price": 800, "product_type": "phone"],
      ["objectID": "2", "name": "Galaxy S21", "brand": "Samsung", "color": "red", "price": 700, "product_type": "phone"],
      ["objectID": "3", "name": "Red toaster", "brand": "Acme", "color": "red", "price": 12, "product_type": "toaster"],
      ["objectID": "4", "name": "Chrome toaster", "brand": "Acme", "color": "grey", "price": 30, "product_type": "toaster"],
      ["objectID": "5", "name": "Cheap cable", "brand": "Acme", "color": "black", "price": 5, "product_type": "cable"],
      ["objectID": "6", "name": "Apple watch", "brand": "Apple", "color": "white", "price": 300, "product_type": "watch"],
      ["objectID": "7", "name": "Sky Blue Apple case", "brand": "Sky Blue", "color": "blue", "price": 20, "product_type": "case"],
    ]
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand", "color", "product_type", "price"],
    ])
    client = LocalClient(indices: [try LocalIndex(name: "shop", records: records, settings: settings)])
  }

  private func save(_ rules: [JSON]) throws {
    _ = try client.answer(.saveRules(indexName: "shop", rules: rules, forwardToReplicas: nil, clearExistingRules: true))
  }

  private func search(_ text: String, _ configure: (inout Query) -> Void = { _ in }) throws -> SearchResponse {
    var query = Query(text)
    configure(&query)
    return try client.answer(IndexedQuery(indexName: "shop", query: query))
  }

  private func ids(_ response: SearchResponse) -> [String] { response.hits.compactMap { $0.object["objectID"]?.stringValue } }

  private func applied(_ response: SearchResponse) -> [String] { (response.appliedRules ?? []).compactMap { $0["objectID"]?.stringValue } }

  func test_promote_putsRecordsAtTheirPositions_matchingOrNot() throws {
    try save([
      ["objectID": "watch-first", "conditions": [["pattern": "apple", "anchoring": "is"]], "consequence": ["promote": [["objectID": "6", "position": 0]]]],
      ["objectID": "cable-second", "conditions": [["pattern": "toaster", "anchoring": "contains"]],
       "consequence": ["promote": [["objectIDs": ["5", "1"], "position": 1]]]],
    ])
    let apple = try search("apple") { $0.getRankingInfo = true }
    XCTAssertEqual(ids(apple).first, "6", "moved from where it ranked to position 0")
    XCTAssertEqual(Set(ids(apple)), ["1", "6", "7"])
    XCTAssertEqual(apple.hits.first?.object["_rankingInfo"]?["promoted"], true)
    let toaster = try search("toaster")
    XCTAssertEqual(ids(toaster), ["3", "5", "1", "4"], "records that do not match are promoted too, one after the other")
    XCTAssertEqual(toaster.nbHits, 4)
    XCTAssertEqual(applied(toaster), ["cable-second"])
  }

  func test_filterPromotes_dropsAPromotedRecordTheFiltersRefuse() throws {
    try save([[
      "objectID": "promote-cable", "conditions": [["pattern": "toaster", "anchoring": "contains"]],
      "consequence": ["promote": [["objectID": "5", "position": 0]], "filterPromotes": true],
    ]])
    XCTAssertEqual(ids(try search("toaster") { $0.filters = "product_type:toaster" }), ["3", "4"])
    XCTAssertEqual(ids(try search("toaster") { $0.filters = "brand:Acme" }).first, "5")
  }

  func test_hide_leavesRecordsOutOfHitsAndCounts() throws {
    try save([["objectID": "hide-cable", "conditions": [["pattern": "cheap", "anchoring": "contains"]], "consequence": ["hide": [["objectID": "5"]]]]])
    let response = try search("cheap")
    XCTAssertEqual(ids(response), [])
    XCTAssertEqual(response.nbHits, 0)
    XCTAssertEqual(ids(try search("cable")), ["5"], "only searches the rule matches hide it")
  }

  func test_dynamicFiltering_removesTheWords_andFiltersOnWhatTheyMeant() throws {
    try save([
      ["objectID": "toaster", "conditions": [["pattern": "toaster", "anchoring": "contains"]],
       "consequence": ["params": ["query": ["remove": ["toaster"]], "filters": "product_type:toaster"]]],
      ["objectID": "cheap", "conditions": [["pattern": "cheap", "anchoring": "contains"]],
       "consequence": ["params": ["query": ["remove": ["cheap"]], "filters": "price < 15"]]],
    ])
    let response = try search("cheap toaster")
    XCTAssertEqual(ids(response), ["3"], "both rules apply: their words do not overlap, and their filters are ANDed")
    XCTAssertEqual(applied(response), ["cheap", "toaster"], "in the order of their matches in the query")
    XCTAssertEqual(ids(try search("toaster") { $0.filters = "color:grey" }), ["4"], "the search's own filters still hold")
  }

  func test_facetPlaceholders_matchFacetValues_andBecomeAutomaticFilters() throws {
    try save([
      ["objectID": "colors", "conditions": [["pattern": "{facet:color}", "anchoring": "contains"]],
       "consequence": ["params": ["automaticFacetFilters": [["facet": "color"]], "query": ["remove": ["{facet:color}"]]]]],
      ["objectID": "brands", "conditions": [["pattern": "brand: {facet:brand}", "anchoring": "contains", "alternatives": false]],
       "consequence": ["params": ["automaticFacetFilters": [["facet": "brand"]], "query": ["remove": ["brand:", "{facet:brand}"]]]]],
    ])
    XCTAssertEqual(ids(try search("red toaster")), ["3"], "red became color:red and left the query")
    XCTAssertEqual(Set(ids(try search("red"))), ["2", "3"])
    XCTAssertEqual(Set(ids(try search("brand: sky blue"))), ["7"], "a facet value of several words")
    XCTAssertEqual(Set(ids(try search("brand: apple"))), ["1", "6"], "the removed words leave an empty query, filtered")
  }

  func test_automaticOptionalFacetFilters_boostWithoutFiltering() throws {
    try save([[
      "objectID": "boost-color", "conditions": [["pattern": "{facet:color}", "anchoring": "contains"]],
      "consequence": ["params": ["automaticOptionalFacetFilters": [["facet": "color", "score": 2]], "query": ["remove": ["{facet:color}"]]]],
    ]])
    let response = try search("black") { $0.getRankingInfo = true }
    XCTAssertEqual(response.nbHits, 7, "nothing is filtered out")
    XCTAssertEqual(Set(ids(response).prefix(2)), ["1", "5"], "the black records come first")
    XCTAssertEqual(response.hits.first?.object["_rankingInfo"]?["filters"], 2, "with the filter's score")
  }

  func test_anchoring_userData_renderingContent_andParameters() throws {
    try save([
      ["objectID": "is-apple", "conditions": [["pattern": "apple", "anchoring": "is"]],
       "consequence": ["userData": ["banner": "apple-is"], "params": ["hitsPerPage": 1, "renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]]]]],
      ["objectID": "starts-apple", "conditions": [["pattern": "apple", "anchoring": "startsWith"]], "consequence": ["userData": ["banner": "apple-starts"]]],
      ["objectID": "ends-watch", "conditions": [["pattern": "watch", "anchoring": "endsWith"]], "consequence": ["userData": ["banner": "watch-ends"]]],
    ])
    let exactly = try search("apple")
    XCTAssertEqual(applied(exactly), ["is-apple"], "is wins over startsWith on the same word, which then conflicts")
    XCTAssertEqual(exactly.userData, [["banner": "apple-is"]])
    XCTAssertEqual(exactly.hitsPerPage, 1, "a rule sets search parameters")
    XCTAssertEqual(exactly.renderingContent?.facetOrdering?.facets.order, ["brand"])
    let phrase = try search("apple watch")
    XCTAssertEqual(applied(phrase), ["starts-apple", "ends-watch"])
    XCTAssertEqual(phrase.userData, [["banner": "apple-starts"], ["banner": "watch-ends"]])
    XCTAssertNil(try search("watch apple").appliedRules, "no rule's anchoring holds")
  }

  func test_contexts_enabling_validity_andRulesWithoutConditions() throws {
    try save([
      ["objectID": "mobile", "conditions": [["context": "mobile"]], "consequence": ["userData": ["ui": "mobile"]]],
      ["objectID": "always", "consequence": ["userData": ["ui": "always"]]],
      ["objectID": "off", "enabled": false, "consequence": ["userData": ["ui": "off"]]],
      ["objectID": "past", "validity": [["from": 1_000, "until": 2_000]], "consequence": ["userData": ["ui": "past"]]],
      ["objectID": "now", "validity": [["from": 1_000, "until": 4_000_000_000]], "consequence": ["userData": ["ui": "now"]]],
    ])
    XCTAssertEqual(applied(try search("")), ["now", "always"], "temporary before permanent; disabled and expired rules never apply")
    XCTAssertEqual(applied(try search("") { $0.ruleContexts = ["mobile"] }), ["mobile", "now", "always"], "a context rule needs its context")
    XCTAssertNil(try search("") { $0.enableRules = false }.appliedRules)
    _ = try client.answer(.setSettings(indexName: "shop", settings: ["enableRules": false], forwardToReplicas: nil))
    XCTAssertNil(try search("").appliedRules, "the setting turns them off")
    XCTAssertEqual(applied(try search("") { $0.enableRules = true }), ["now", "always"], "and the query back on")
  }

  func test_aConditionsFilters_mustBeAmongTheSearchsFilters() throws {
    try save([[
      "objectID": "apple-filtered", "conditions": [["filters": "brand:Apple"]], "consequence": ["userData": ["brand": "apple"]],
    ]])
    XCTAssertNil(try search("").appliedRules, "a search without the filter")
    XCTAssertEqual(applied(try search("") { $0.filters = "brand:apple AND price > 10" }), ["apple-filtered"], "values compared without case")
    XCTAssertEqual(applied(try search("") { $0.facetFilters = [["brand:Apple", "brand:Sony"]] }), ["apple-filtered"], "in the legacy arrays too")
    XCTAssertNil(try search("") { $0.filters = "brand:Samsung" }.appliedRules)
  }

  func test_alternatives_letAPatternMatchPluralsAndSynonyms() throws {
    try save([
      ["objectID": "literal", "conditions": [["pattern": "toaster", "anchoring": "is"]], "consequence": ["userData": ["rule": "literal"]]],
      ["objectID": "loose", "conditions": [["pattern": "mobile", "anchoring": "is", "alternatives": true]], "consequence": ["userData": ["rule": "loose"]]],
    ])
    _ = try client.answer(.saveSynonym(
      indexName: "shop", objectID: "m", synonym: ["objectID": "m", "type": "synonym", "synonyms": ["mobile", "cellphone"]], forwardToReplicas: nil))
    XCTAssertNil(try search("toasters").appliedRules, "without alternatives a plural does not match")
    XCTAssertEqual(applied(try search("mobiles")), ["loose"])
    XCTAssertEqual(applied(try search("cellphone")), ["loose"])
  }

  func test_queryReplacement_andEdits() throws {
    try save([
      ["objectID": "replace", "conditions": [["pattern": "cellphone", "anchoring": "is"]], "consequence": ["params": ["query": "iphone"]]],
      ["objectID": "edit", "conditions": [["pattern": "mobile galaxy", "anchoring": "is"]],
       "consequence": ["params": ["query": ["edits": [["type": "remove", "delete": "mobile"], ["type": "replace", "delete": "galaxy", "insert": "samsung"]]]]]],
    ])
    let replaced = try search("cellphone")
    XCTAssertEqual(ids(replaced), ["1"])
    XCTAssertEqual(replaced.query, "cellphone", "the answer echoes the query as sent")
    XCTAssertEqual(ids(try search("mobile galaxy")), ["2"])
  }
}
