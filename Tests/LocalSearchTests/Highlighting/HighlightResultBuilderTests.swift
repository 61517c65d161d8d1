import InstantSearchCore
import XCTest

@testable import LocalSearch

/// Which attributes a record's `_highlightResult` covers, and dotted paths.
final class HighlightResultBuilderTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func builder(_ query: String, excluded: Set<String> = []) -> HighlightResultBuilder {
    let highlighter = Highlighter(words: Support.words(query))
    return HighlightResultBuilder(
      highlighter: highlighter, snippeter: Snippeter(highlighter: highlighter), excludedAttributes: excluded)
  }

  private func keys(_ json: JSON?) -> Set<String> { Set(json?.objectValue.map { Array($0.keys) } ?? []) }

  func test_wildcard_coversEveryKeyButObjectIDAndGeoloc() {
    let result = builder("apple").highlightResult(for: Support.record("1"), attributes: ["*"])
    XCTAssertEqual(keys(result), ["name", "brand", "category", "price", "rating", "in_stock", "description", "_tags"])
    XCTAssertEqual(result?["price"], Support.leaf("799", "none", []))
    XCTAssertEqual(result?["in_stock"], Support.leaf("true", "none", []))
    XCTAssertEqual(result?["_tags"], [Support.leaf("new", "none", [])])
  }

  func test_objectID_highlightedWhenListedByName() {
    let result = builder("1").highlightResult(for: Support.record("1"), attributes: ["*", "objectID"])
    XCTAssertEqual(result?["objectID"], Support.leaf("<em>1</em>", "full", ["1"], fully: true))
    XCTAssertEqual(result?["name"], Support.leaf("Apple iPhone <em>1</em>3", "full", ["1"], fully: false))
  }

  func test_dottedPaths_produceNestedObjects() {
    let record: JSON = [
      "objectID": "1", "author": ["name": "Ann Apple", "email": "ann@example.com", "age": 40],
      "editors": [["name": "Apple Bob", "role": "chief"], ["name": "Cy", "role": "intern"]],
    ]
    XCTAssertEqual(
      builder("apple").highlightResult(for: record, attributes: ["author.name", "author.age", "editors.name"]),
      [
        "author": [
          "name": Support.leaf("Ann <em>Apple</em>", "full", ["apple"], fully: false),
          "age": Support.leaf("40", "none", []),
        ],
        "editors": [
          ["name": Support.leaf("<em>Apple</em> Bob", "full", ["apple"], fully: false)],
          ["name": Support.leaf("Cy", "none", [])],
        ],
      ])
  }

  func test_excludedAttributes_neverHighlighted_evenBelowASelectedAttribute() {
    let record: JSON = ["name": "Apple", "secret": "Apple", "author": ["name": "Apple", "email": "apple@x.org"]]
    let result = builder("apple", excluded: ["secret", "author.email"]).highlightResult(for: record, attributes: ["*"])
    XCTAssertEqual(keys(result), ["name", "author"])
    XCTAssertEqual(keys(result?["author"]), ["name"])
  }

  func test_emptyListOrAbsentAttributes_giveNoHighlightResult() {
    XCTAssertNil(builder("apple").highlightResult(for: Support.record("1"), attributes: []))
    XCTAssertNil(builder("apple").highlightResult(for: Support.record("1"), attributes: ["color", "size.width"]))
    XCTAssertEqual(
      keys(builder("apple").highlightResult(for: Support.record("1"), attributes: ["name", "color"])), ["name"])
  }
}

/// The stage as the engine calls it: defaults from the parameters and the index configuration.
final class HighlightStageTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  func test_stage_allAttributesSearchable_highlightsKeysSearchableByDefault() {
    var parameters = SearchParameters()
    parameters.attributesToHighlight = nil
    let stage = HighlightingStage(parameters: parameters, configuration: IndexConfiguration())
    let result = stage.highlight(Support.record("1"), words: Support.words("apple")).highlight
    XCTAssertEqual(
      Set(result?.objectValue.map { Array($0.keys) } ?? []),
      ["name", "brand", "category", "price", "rating", "in_stock", "description"])
  }

  func test_stage_attributesToHighlightEmpty_givesNoHighlightResult() {
    let stage = Support.stage { $0.attributesToHighlight = [] }
    XCTAssertNil(stage.highlight(Support.record("1"), words: Support.words("apple")).highlight)
  }

  func test_stage_unretrievableAttributes_neverHighlighted() {
    let stage = Support.stage {
      $0.attributesToHighlight = ["name", "brand"]
      $0.unretrievableAttributes = ["brand"]
    }
    let result = stage.highlight(Support.record("1"), words: Support.words("apple")).highlight
    XCTAssertEqual(result, ["name": Support.leaf("<em>Apple</em> iPhone 13", "full", ["apple"], fully: false)])
  }

  func test_stage_exactOnSingleWordQueryWord_wrapsExactMatchesOnly() {
    let stage = Support.stage { $0.exactOnSingleWordQuery = .word }
    let result = stage.highlight(Support.record("1"), words: Support.words("iph")).highlight
    XCTAssertEqual(result?["name"], Support.leaf("Apple iPhone 13", "none", []))
  }

  func test_stage_typoAndPrefixDisabledAttributes_applied() {
    let stage = Support.stage {
      $0.disableTypoToleranceOnAttributes = ["name"]
      $0.disablePrefixOnAttributes = ["description"]
    }
    let samsnug = stage.highlight(Support.record("3"), words: Support.words("samsnug")).highlight
    XCTAssertEqual(samsnug?["name"], Support.leaf("Samsung Galaxy S21", "none", []))
    XCTAssertEqual(samsnug?["brand"], Support.leaf("<em>Samsung</em>", "full", ["samsnug"], fully: true))
    let smart = stage.highlight(Support.record("3"), words: Support.words("smart")).highlight
    XCTAssertEqual(smart?["description"], Support.leaf("Android smartphone", "none", []))
  }
}
