import Foundation
import InstantSearchCore
import LocalSearch
import XCTest

/// Every kind of invalid settings fails to load with the exact message Algolia's 400 answer gives.
final class IndexSettingsValidationTests: XCTestCase {
  private func message(for json: JSON, file: StaticString = #filePath, line: UInt = #line) -> String? {
    do {
      _ = try IndexSettings(json: json)
      XCTFail("expected \(json) to be rejected", file: file, line: line)
      return nil
    } catch let error as IndexSettingsError {
      return error.message
    } catch {
      XCTFail("unexpected error \(error)", file: file, line: line)
      return nil
    }
  }

  private func assertInvalid(
    _ key: String, _ value: JSON, expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(
      message(for: [key: value], file: file, line: line),
      "Invalid value for setting `\(key)`: expected \(expected)", file: file, line: line)
  }

  // MARK: Keys

  func test_unknownKey_isRejected() {
    XCTAssertEqual(
      message(for: ["hitsPerPage": 10, "searchableAttribute": ["title"]]), "Unknown setting `searchableAttribute`")
  }

  func test_unknownKey_isRejectedEvenWhenNull() {
    XCTAssertEqual(message(for: ["fooBar": nil]), "Unknown setting `fooBar`")
  }

  func test_error_carriesKeyAndValue() {
    XCTAssertThrowsError(try IndexSettings(json: ["hitsPerPage": "20"])) { error in
      let settingsError = error as? IndexSettingsError
      XCTAssertEqual(settingsError?.key, "hitsPerPage")
      XCTAssertEqual(
        settingsError,
        .invalidValue(key: "hitsPerPage", expected: "an integer from 1 to 1000", value: "20"))
      XCTAssertEqual(settingsError?.localizedDescription, settingsError?.message)
    }
  }

  func test_ignoredKeys_areAcceptedWithAnyValue() throws {
    let settings = try IndexSettings(json: [
      "replicas": ["a"], "primary": "main", "mode": "neuralSearch", "camelCaseAttributes": ["name"],
      "decompoundQuery": true, "enableRules": false, "semanticSearch": [:],
    ])

    XCTAssertEqual(settings.ignoredSettings.count, 7)
    XCTAssertEqual(settings.ignoredSettings["primary"], "main")
  }

  // MARK: Types

  func test_wrongJSONType_isRejected() {
    assertInvalid("advancedSyntax", "yes", expected: "a boolean")
    assertInvalid("highlightPreTag", 1, expected: "a string")
    assertInvalid("attributesToRetrieve", "*", expected: "an array of strings")
    assertInvalid("unretrievableAttributes", [1], expected: "an array of attribute names")
    assertInvalid("attributeForDistinct", ["speakers"], expected: "an attribute name")
    assertInvalid("optionalWords", 3, expected: "a string or an array of strings")
    assertInvalid("renderingContent", [], expected: "an object")
    assertInvalid(
      "customNormalization", ["default": ["ä": 1]],
      expected: "an object whose members are objects mapping characters to replacement strings")
  }

  func test_legacyAlias_errorNamesTheKeyAsWritten() {
    assertInvalid(
      "attributesToIndex", "title",
      expected: "an array of `attribute`, `unordered(attribute)` or comma-separated `attribute1,attribute2` entries")
  }

  // MARK: Modifiers

  func test_malformedModifier_isRejected() {
    assertInvalid(
      "attributesForFaceting", ["brand", "searchable(foo"],
      expected: "an array of `attribute`, `filterOnly(attribute)`, `searchable(attribute)`, "
        + "`afterDistinct(attribute)` or `afterDistinct(searchable(attribute))` entries")
    assertInvalid(
      "customRanking", ["desc price"], expected: "an array of `asc(attribute)` or `desc(attribute)` entries")
    assertInvalid(
      "searchableAttributes", ["unordered(title"],
      expected: "an array of `attribute`, `unordered(attribute)` or comma-separated `attribute1,attribute2` entries")
    assertInvalid(
      "numericAttributesForFiltering", ["equalOnly(price"],
      expected: "an array of `attribute` or `equalOnly(attribute)` entries")
    assertInvalid(
      "attributesToSnippet", ["title:0"],
      expected: "an array of `attribute` or `attribute:wordCount` entries "
        + "(wordCount at least 1; `*` for every attribute)")
  }

  func test_unknownRankingCriterion_isRejected() {
    assertInvalid(
      "ranking", ["typo", "relevance"],
      expected: "an array of `typo`, `geo`, `words`, `filters`, `proximity`, `attribute`, `exact`, `custom`, "
        + "`asc(attribute)` or `desc(attribute)` entries")
  }

  // MARK: Enums

  func test_enumStringOutsideItsValues_isRejected() {
    assertInvalid("queryType", "prefixFirst", expected: "one of `prefixLast`, `prefixAll`, `prefixNone`")
    assertInvalid(
      "removeWordsIfNoResults", "lastWord", expected: "one of `none`, `lastWords`, `firstWords`, `allOptional`")
    assertInvalid("sortFacetValuesBy", "name", expected: "one of `count`, `alpha`")
    assertInvalid("exactOnSingleWordQuery", "phrase", expected: "one of `attribute`, `none`, `word`")
    assertInvalid("typoTolerance", "maybe", expected: "a boolean or one of `true`, `false`, `min`, `strict`")
    assertInvalid("ignorePlurals", "yes", expected: "a boolean, `true`, `false` or an array of language codes")
    assertInvalid(
      "alternativesAsExact", ["plurals"],
      expected: "an array of `ignorePlurals`, `singleWordSynonym` or `multiWordsSynonym` entries")
    assertInvalid("advancedSyntaxFeatures", ["phrase"], expected: "an array of `exactPhrase` or `excludeWords` entries")
  }

  // MARK: Numbers

  func test_numbersOutOfRange_areRejected() {
    assertInvalid("hitsPerPage", 0, expected: "an integer from 1 to 1000")
    assertInvalid("hitsPerPage", 1001, expected: "an integer from 1 to 1000")
    assertInvalid("hitsPerPage", 2.5, expected: "an integer from 1 to 1000")
    assertInvalid("maxValuesPerFacet", 1001, expected: "an integer from 0 to 1000")
    assertInvalid("maxFacetHits", 101, expected: "an integer from 0 to 100")
    assertInvalid("minProximity", 8, expected: "an integer from 1 to 7")
    assertInvalid("minProximity", 0, expected: "an integer from 1 to 7")
    assertInvalid("distinct", 5, expected: "a boolean or an integer from 0 to 4")
    assertInvalid("paginationLimitedTo", 20001, expected: "an integer from 0 to 20000")
    assertInvalid("relevancyStrictness", 101, expected: "an integer from 0 to 100")
    assertInvalid("minWordSizefor1Typo", -1, expected: "a non-negative integer")
  }

  func test_numbersAtTheBounds_areAccepted() throws {
    let settings = try IndexSettings(json: [
      "hitsPerPage": 1000, "maxValuesPerFacet": 1000, "maxFacetHits": 100, "minProximity": 7, "distinct": 4,
      "paginationLimitedTo": 20000,
    ])

    XCTAssertEqual(settings.hitsPerPage, 1000)
    XCTAssertEqual(settings.maxFacetHits, 100)
    XCTAssertEqual(settings.minProximity, 7)
    XCTAssertEqual(settings.distinct, 4)
    XCTAssertEqual(settings.paginationLimitedTo, 20000)
  }

  // MARK: Text

  func test_topLevelNotAnObject_isRejected() {
    XCTAssertEqual(
      message(for: ["hitsPerPage"]), "Index settings must be a JSON object of setting names to values, not an array")
  }

  func test_malformedJSON_namesTheProblemAndItsLine() {
    let text = "{\n  \"hitsPerPage\": 20,\n  \"queryType\" \"prefixAll\"\n}"

    XCTAssertThrowsError(try IndexSettings(data: Data(text.utf8))) { error in
      guard case .malformedJSON(let reason)? = error as? IndexSettingsError else {
        return XCTFail("expected malformedJSON, got \(error)")
      }
      XCTAssertTrue(reason.hasSuffix("(line 3, column 15)"), reason)
      XCTAssertTrue(
        (error as? IndexSettingsError)?.message.hasPrefix("Index settings are not valid JSON: ") ?? false)
    }
  }

  func test_unreadableFile_namesThePath() {
    let url = URL(fileURLWithPath: "/nonexistent/settings.json")

    XCTAssertThrowsError(try IndexSettings(contentsOf: url)) { error in
      guard case .unreadableFile(let path, _)? = error as? IndexSettingsError else {
        return XCTFail("expected unreadableFile, got \(error)")
      }
      XCTAssertEqual(path, "/nonexistent/settings.json")
    }
  }

  func test_failedMerge_leavesSettingsUnchanged() throws {
    let settings = try IndexSettings(json: ["hitsPerPage": 5])

    XCTAssertThrowsError(try settings.merging(["maxValuesPerFacet": 7, "queryType": "bad"]))
    XCTAssertEqual(settings.hitsPerPage, 5)
    XCTAssertEqual(settings.maxValuesPerFacet, 100)
  }
}
