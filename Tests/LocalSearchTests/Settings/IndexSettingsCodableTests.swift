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
    XCTAssertEqual(settings.synonymGroups, [["tv", "television"]])
    XCTAssertEqual(settings.ignoredSettings, ["replicas": ["products_price_asc"]])
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
    XCTAssertEqual(json["slaves"], ["products_price_asc"], "a setting given under a legacy name is written back under it")
    XCTAssertNil(json["replicas"])
  }

  func test_encoding_writesDefaults_andNullForEveryUnsetSetting() {
    let json = IndexSettings().json

    XCTAssertEqual(json["hitsPerPage"], 20)
    XCTAssertEqual(json["typoTolerance"], true)
    XCTAssertEqual(json["snippetEllipsisText"], "\u{2026}")
    XCTAssertEqual(json["ignorePlurals"], false)
    XCTAssertEqual(json["attributeForDistinct"], .null)
    XCTAssertEqual(json["attributesToHighlight"], .null)
    XCTAssertEqual(json["userData"], .null)
    XCTAssertEqual(json["replicas"], .null, "settings the engine keeps without modelling are listed too")
    XCTAssertEqual(json["camelCaseAttributes"], .null)
  }

  func test_legacyNames_areWrittenBack_untilTheCurrentNameIsGiven() throws {
    let settings = try IndexSettings(json: ["attributesToIndex": ["title"], "numericAttributesToIndex": ["year"]])
    XCTAssertEqual(settings.json["attributesToIndex"], ["title"])
    XCTAssertNil(settings.json["searchableAttributes"])
    XCTAssertEqual(settings.json["numericAttributesToIndex"], ["year"])
    XCTAssertEqual(try IndexSettings(json: settings.json), settings, "the written form loads back into equal settings")
    let renamed = try settings.merging(["searchableAttributes": ["name"]])
    XCTAssertEqual(renamed.json["searchableAttributes"], ["name"])
    XCTAssertNil(renamed.json["attributesToIndex"])
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
