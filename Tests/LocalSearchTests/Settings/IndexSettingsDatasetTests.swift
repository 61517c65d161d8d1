import InstantSearchCore
import LocalSearch
import TestSupport
import XCTest

/// The settings files shipped with the datasets load, legacy keys included, with the values they hold.
final class IndexSettingsDatasetTests: XCTestCase {
  private func load(_ relativePath: String) throws -> IndexSettings {
    try IndexSettings(data: SharedFiles.require(relativePath))
  }

  // MARK: tedtalks

  func test_tedtalks_searchableAttributesComeFromLegacyAttributesToIndex() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(
      settings.searchableAttributes,
      [
        SearchableAttribute(path: "name", rank: 0, ordered: false),
        SearchableAttribute(path: "speakers", rank: 1, ordered: true),
        SearchableAttribute(path: "event_name", rank: 2, ordered: true),
        SearchableAttribute(path: "tags", rank: 3, ordered: true),
      ])
  }

  func test_tedtalks_facetsAreSearchableExceptDateAndDuration() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(
      settings.attributesForFaceting,
      [
        FacetingAttribute(path: "date"),
        FacetingAttribute(path: "duration_range"),
        FacetingAttribute(path: "tags", searchable: true),
        FacetingAttribute(path: "speakers", searchable: true),
        FacetingAttribute(path: "event_name", searchable: true),
        FacetingAttribute(path: "languages", searchable: true),
      ])
  }

  func test_tedtalks_rankingAndDistinctValues() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(settings.distinct, 1)
    XCTAssertEqual(settings.attributeForDistinct, "speakers")
    XCTAssertEqual(settings.customRanking, [CustomRankingCriterion(attribute: "date", direction: .descending)])
    XCTAssertEqual(settings.ranking, RankingCriterion.defaultRanking)
    XCTAssertEqual(settings.exactOnSingleWordQuery, .word)
    XCTAssertEqual(settings.alternativesAsExact, [.ignorePlurals, .singleWordSynonym])
  }

  func test_tedtalks_typoValues() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(settings.minWordSizefor1Typo, 3)
    XCTAssertEqual(settings.minWordSizefor2Typos, 7)
    XCTAssertEqual(settings.typoTolerance, .enabled, "the string \"true\" means enabled")
    XCTAssertTrue(settings.allowTyposOnNumericTokens)
  }

  func test_tedtalks_highlightAndSnippetValues() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(settings.snippetEllipsisText, "")
    XCTAssertEqual(settings.attributesToSnippet, [SnippetAttribute(attribute: "speakers", wordCount: 15)])
    XCTAssertNil(settings.attributesToHighlight, "null keeps the default: every searchable attribute")
    XCTAssertEqual(settings.highlightPreTag, "<em>")
    XCTAssertEqual(settings.highlightPostTag, "</em>")
  }

  func test_tedtalks_nullAndIgnoredKeys() throws {
    let settings = try load("datasets/tedtalks/talks_settings.json")

    XCTAssertEqual(settings.numericAttributesForFiltering, [], "numericAttributesToIndex: null is the default")
    XCTAssertEqual(settings.attributesToRetrieve, ["*"])
    XCTAssertEqual(settings.optionalWords, [])
    XCTAssertEqual(settings.ignoredSettings["version"], 1)
    XCTAssertEqual(settings.ignoredSettings["replicas"]?.arrayValue?.count, 12, "slaves is kept as replicas")
    XCTAssertNil(settings.ignoredSettings["slaves"])
  }

  // MARK: movies

  func test_movies_rankingPutsProximityAndAttributeFirst() throws {
    let settings = try load("datasets/movies/settings.json")

    XCTAssertEqual(
      settings.ranking, [.proximity, .attribute, .typo, .geo, .words, .filters, .exact, .custom])
    XCTAssertEqual(
      settings.customRanking,
      [
        CustomRankingCriterion(attribute: "score", direction: .descending),
        CustomRankingCriterion(attribute: "year", direction: .descending),
      ])
  }

  func test_movies_queryValues() throws {
    let settings = try load("datasets/movies/settings.json")

    XCTAssertEqual(settings.queryType, .prefixAll)
    XCTAssertEqual(settings.typoTolerance, .min)
    XCTAssertEqual(settings.optionalWords, ["the"])
    XCTAssertEqual(settings.separatorsToIndex, "&")
    XCTAssertEqual(settings.exactOnSingleWordQuery, .attribute)
    XCTAssertEqual(settings.distinct, 0)
    XCTAssertNil(settings.attributeForDistinct)
  }

  func test_movies_attributesAndFacets() throws {
    let settings = try load("datasets/movies/settings.json")

    XCTAssertEqual(settings.maxValuesPerFacet, 10)
    XCTAssertEqual(settings.attributesForFaceting.map(\.path), ["genre", "rating", "year", "actor_facets"])
    XCTAssertEqual(settings.searchableAttributes.map(\.path), ["title", "actors", "year"])
    XCTAssertEqual(settings.searchableAttributes.map(\.rank), [0, 1, 2])
    XCTAssertFalse(settings.searchableAttributes.contains(where: \.ordered))
    XCTAssertEqual(settings.attributesToSnippet, [])
  }

  func test_movies_legacySynonymsAreRead() throws {
    let settings = try load("datasets/movies/settings.json")

    XCTAssertEqual(settings.synonymGroups, [["&", "and"]])
    XCTAssertNil(settings.ignoredSettings["synonyms"])
  }

  func test_datasetSettings_surviveARoundTrip() throws {
    for path in ["datasets/tedtalks/talks_settings.json", "datasets/movies/settings.json"] {
      let settings = try load(path)
      let encoded = try JSONEncoder().encode(settings)

      XCTAssertEqual(try JSONDecoder().decode(IndexSettings.self, from: encoded), settings, path)
    }
  }

  func test_contentsOf_loadsTheFile() throws {
    _ = try SharedFiles.require("datasets/movies/settings.json")

    let settings = try IndexSettings(contentsOf: SharedFiles.url("datasets/movies/settings.json"))

    XCTAssertEqual(settings.queryType, .prefixAll)
  }
}
