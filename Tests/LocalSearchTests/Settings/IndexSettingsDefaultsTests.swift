import InstantSearchCore
import LocalSearch
import XCTest

/// A new value, an empty object and `null` values all give Algolia's defaults.
final class IndexSettingsDefaultsTests: XCTestCase {
  func test_init_holdsAlgoliaDefaults() {
    let settings = IndexSettings()

    XCTAssertEqual(settings.searchableAttributes, [])
    XCTAssertEqual(settings.attributesForFaceting, [])
    XCTAssertEqual(settings.attributesToRetrieve, ["*"])
    XCTAssertEqual(
      settings.ranking.map(\.entry),
      ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"])
    XCTAssertEqual(settings.customRanking, [])
    XCTAssertEqual(settings.hitsPerPage, 20)
    XCTAssertEqual(settings.maxValuesPerFacet, 100)
    XCTAssertEqual(settings.paginationLimitedTo, 1000)
    XCTAssertEqual(settings.maxFacetHits, 10)
    XCTAssertEqual(settings.sortFacetValuesBy, .count)
    XCTAssertEqual(settings.distinct, 0)
    XCTAssertNil(settings.attributeForDistinct)
    XCTAssertEqual(settings.relevancyStrictness, 100)
  }

  func test_init_textAndHighlightDefaults() {
    let settings = IndexSettings()

    XCTAssertEqual(settings.highlightPreTag, "<em>")
    XCTAssertEqual(settings.highlightPostTag, "</em>")
    XCTAssertEqual(settings.snippetEllipsisText, "\u{2026}")
    XCTAssertNil(settings.attributesToHighlight)
    XCTAssertEqual(settings.attributesToSnippet, [])
    XCTAssertFalse(settings.restrictHighlightAndSnippetArrays)
    XCTAssertEqual(settings.separatorsToIndex, "")
    XCTAssertEqual(settings.keepDiacriticsOnCharacters, "")
    XCTAssertEqual(settings.customNormalization, [:])
    XCTAssertEqual(settings.responseFields, ["*"])
    XCTAssertNil(settings.userData)
    XCTAssertNil(settings.renderingContent)
  }

  func test_init_queryDefaults() {
    let settings = IndexSettings()

    XCTAssertEqual(settings.queryType, .prefixLast)
    XCTAssertEqual(settings.typoTolerance, .enabled)
    XCTAssertEqual(settings.minWordSizefor1Typo, 4)
    XCTAssertEqual(settings.minWordSizefor2Typos, 8)
    XCTAssertTrue(settings.allowTyposOnNumericTokens)
    XCTAssertEqual(settings.exactOnSingleWordQuery, .attribute)
    XCTAssertEqual(settings.alternativesAsExact, [.ignorePlurals, .singleWordSynonym])
    XCTAssertEqual(settings.ignorePlurals, .disabled)
    XCTAssertEqual(settings.removeStopWords, .disabled)
    XCTAssertEqual(settings.removeWordsIfNoResults, .none)
    XCTAssertFalse(settings.advancedSyntax)
    XCTAssertEqual(settings.advancedSyntaxFeatures, [.exactPhrase, .excludeWords])
    XCTAssertEqual(settings.optionalWords, [])
    XCTAssertEqual(settings.minProximity, 1)
  }

  func test_emptyObject_equalsDefaults() throws {
    XCTAssertEqual(try IndexSettings(json: [:]), IndexSettings())
  }

  func test_nullValues_meanDefaults() throws {
    let settings = try IndexSettings(json: [
      "hitsPerPage": nil, "typoTolerance": nil, "attributeForDistinct": nil, "synonyms": nil, "userData": nil,
    ])

    XCTAssertEqual(settings, IndexSettings())
  }

  func test_merging_nullResetsOnlyThatKey() throws {
    let settings = try IndexSettings(json: ["hitsPerPage": 5, "queryType": "prefixAll", "distinct": 2])

    let updated = try settings.merging(["hitsPerPage": nil, "distinct": 3])

    XCTAssertEqual(updated.hitsPerPage, 20)
    XCTAssertEqual(updated.distinct, 3)
    XCTAssertEqual(updated.queryType, .prefixAll, "keys not sent are left unchanged")
  }

  func test_languageOption_appliesToEnglish() {
    XCTAssertFalse(IndexSettings.LanguageOption.disabled.appliesToEnglish)
    XCTAssertTrue(IndexSettings.LanguageOption.enabled.appliesToEnglish)
    XCTAssertTrue(IndexSettings.LanguageOption.languages(["fr", "en"]).appliesToEnglish)
    XCTAssertFalse(IndexSettings.LanguageOption.languages(["fr"]).appliesToEnglish)
  }
}
