import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Values in each of Algolia's accepted JSON forms load, and encoding writes a form that loads back equal.
final class IndexSettingsCodableTests: XCTestCase {
  private let everyForm: JSON = [
    "searchableAttributes": ["title,alternative_title", "unordered(description)", "brand"],
    "attributesForFaceting": ["filterOnly(price)", "afterDistinct(searchable(brand))", "afterDistinct(type)"],
    "numericAttributesForFiltering": ["equalOnly(year)", "price"],
    "ranking": ["desc(popularity)", "typo", "words", "custom"],
    "customRanking": ["asc(price)", "desc(rating)"],
    "attributesToSnippet": ["description:20", "*"],
    "attributesToHighlight": [],
    "unretrievableAttributes": ["cost"],
    "typoTolerance": "strict",
    "ignorePlurals": ["en", "fr"],
    "removeStopWords": "true",
    "distinct": 3,
    "attributeForDistinct": "url",
    "optionalWords": "the a",
    "alternativesAsExact": ["multiWordsSynonym"],
    "advancedSyntaxFeatures": ["excludeWords"],
    "customNormalization": ["default": ["ä": "ae"]],
    "userData": ["banner": "sale", "items": [1, 2]],
    "renderingContent": ["facetOrdering": ["facets": ["order": ["brand"]]]],
    "sortFacetValuesBy": "alpha",
    "removeWordsIfNoResults": "allOptional",
    "queryType": "prefixNone",
    "hitsPerPage": 50,
    "slaves": ["products_price_asc"],
    "synonyms": [["tv", "television"]],
  ]

  func test_roundTrip_decodeOfEncodeIsEqual() throws {
    let settings = try IndexSettings(json: everyForm)

    let data = try JSONEncoder().encode(settings)

    XCTAssertEqual(try IndexSettings(data: data), settings)
  }

  func test_roundTrip_ofDefaults() throws {
    XCTAssertEqual(try IndexSettings(json: IndexSettings().json), IndexSettings())
  }

  func test_decoding_readsEveryForm() throws {
    let settings = try IndexSettings(json: everyForm)

    XCTAssertEqual(settings.typoTolerance, .strict)
    XCTAssertEqual(settings.ignorePlurals, .languages(["en", "fr"]))
    XCTAssertEqual(settings.removeStopWords, .enabled)
    XCTAssertEqual(settings.distinct, 3)
    XCTAssertEqual(settings.optionalWords, ["the a"], "a single string is one entry")
    XCTAssertEqual(settings.attributesToHighlight, [])
    XCTAssertEqual(settings.ranking.first, .desc("popularity"))
    XCTAssertEqual(settings.customNormalization, ["default": ["ä": "ae"]])
    XCTAssertEqual(settings.userData, ["banner": "sale", "items": [1, 2]])
    XCTAssertEqual(settings.renderingContent?["facetOrdering"], ["facets": ["order": ["brand"]]])
    XCTAssertEqual(settings.ignoredSettings, ["replicas": ["products_price_asc"], "synonyms": [["tv", "television"]]])
  }

  func test_booleanForms_readAsTheirMeaning() throws {
    let strings = try IndexSettings(json: ["typoTolerance": "false", "ignorePlurals": "true", "distinct": true])
    let booleans = try IndexSettings(json: ["typoTolerance": false, "ignorePlurals": true, "distinct": 1])

    XCTAssertEqual(strings, booleans)
    XCTAssertEqual(strings.typoTolerance, .disabled)
    XCTAssertEqual(strings.ignorePlurals, .enabled)
    XCTAssertEqual(strings.distinct, 1)
  }

  func test_encoding_writesAlgoliaForms() throws {
    let json = try IndexSettings(json: everyForm).json

    XCTAssertEqual(json["searchableAttributes"], ["title,alternative_title", "unordered(description)", "brand"])
    XCTAssertEqual(
      json["attributesForFaceting"], ["filterOnly(price)", "afterDistinct(searchable(brand))", "afterDistinct(type)"])
    XCTAssertEqual(json["numericAttributesForFiltering"], ["equalOnly(year)", "price"])
    XCTAssertEqual(json["ranking"], ["desc(popularity)", "typo", "words", "custom"])
    XCTAssertEqual(json["customRanking"], ["asc(price)", "desc(rating)"])
    XCTAssertEqual(json["attributesToSnippet"], ["description:20", "*"])
    XCTAssertEqual(json["typoTolerance"], "strict")
    XCTAssertEqual(json["optionalWords"], ["the a"])
    XCTAssertEqual(json["replicas"], ["products_price_asc"])
    XCTAssertNil(json["slaves"], "legacy names are written under their current name")
  }

  func test_encoding_writesDefaultsAndLeavesOutUnsetOptionals() {
    let json = IndexSettings().json

    XCTAssertEqual(json["hitsPerPage"], 20)
    XCTAssertEqual(json["typoTolerance"], true)
    XCTAssertEqual(json["snippetEllipsisText"], "\u{2026}")
    XCTAssertEqual(json["ignorePlurals"], false)
    XCTAssertNil(json["attributeForDistinct"])
    XCTAssertNil(json["attributesToHighlight"])
    XCTAssertNil(json["userData"])
  }

  func test_legacyAliases_loadIntoCurrentNames() throws {
    let settings = try IndexSettings(json: [
      "attributesToIndex": ["title"], "numericAttributesToIndex": ["equalOnly(year)"],
    ])

    XCTAssertEqual(settings.searchableAttributes, [SearchableAttribute(path: "title", rank: 0)])
    XCTAssertEqual(settings.numericAttributesForFiltering, [NumericFilteringAttribute(path: "year", equalOnly: true)])
  }

  func test_legacyAliases_currentNameWinsWhenBothArePresent() throws {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name"], "attributesToIndex": ["title"], "slaves": ["old"], "replicas": ["new"],
    ])

    XCTAssertEqual(settings.searchableAttributes.map(\.path), ["name"])
    XCTAssertEqual(settings.ignoredSettings["replicas"], ["new"])
  }

  func test_decodable_worksInsideALargerDocument() throws {
    struct Export: Decodable { let settings: IndexSettings }
    let text = #"{"settings": {"hitsPerPage": 7, "queryType": "prefixAll"}}"#

    let export = try JSONDecoder().decode(Export.self, from: Data(text.utf8))

    XCTAssertEqual(export.settings.hitsPerPage, 7)
    XCTAssertEqual(export.settings.queryType, .prefixAll)
  }
}
