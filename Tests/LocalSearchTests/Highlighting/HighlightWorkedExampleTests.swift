import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The highlighting and snippeting worked examples on the `products` fixture.
final class HighlightWorkedExampleTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func highlight(
    _ objectID: String, _ query: String, optional: Set<String> = [],
    _ configure: (inout SearchParameters) -> Void = { _ in }
  ) -> JSON? {
    let words = Support.words(query, optional: optional)
    return Support.stage(configure).highlight(Support.record(objectID), words: words).highlight
  }

  func test_rowNine_apple_highlightsEverySearchableAttributeAndNothingElse() {
    XCTAssertEqual(
      highlight("1", "apple"),
      [
        "name": Support.leaf("<em>Apple</em> iPhone 13", "full", ["apple"], fully: false),
        "brand": Support.leaf("<em>Apple</em>", "full", ["apple"], fully: true),
        "description": Support.leaf("Smartphone with dual camera", "none", []),
      ])
  }

  func test_rowEleven_samsnug_wrapsTheTypoMatchWhole() {
    XCTAssertEqual(
      highlight("3", "samsnug")?["name"],
      Support.leaf("<em>Samsung</em> Galaxy S21", "full", ["samsnug"], fully: false))
    XCTAssertEqual(
      highlight("3", "samsnug")?["brand"], Support.leaf("<em>Samsung</em>", "full", ["samsnug"], fully: true))
  }

  func test_rowTwelve_iph_wrapsTheMatchedPrefixOnly() {
    XCTAssertEqual(
      highlight("1", "iph")?["name"], Support.leaf("Apple <em>iPh</em>one 13", "full", ["iph"], fully: false))
    XCTAssertEqual(
      highlight("9", "iph")?["name"], Support.leaf("Phone case for <em>iPh</em>one", "full", ["iph"], fully: false))
  }

  func test_rowThirteen_phone_wrapsTheFirstLetterTypoWhole() {
    XCTAssertEqual(
      highlight("1", "phone")?["name"], Support.leaf("Apple <em>iPhone</em> 13", "full", ["phone"], fully: false))
    XCTAssertEqual(
      highlight("9", "phone")?["name"],
      Support.leaf("<em>Phone</em> case for <em>iPhone</em>", "full", ["phone"], fully: false))
  }

  func test_rowFourteen_cafe_wrapsAccentedWordsAndTheTypoPrefix() {
    XCTAssertEqual(
      highlight("8", "cafe"),
      [
        "name": Support.leaf("<em>Café</em> Crème Espresso Machine", "full", ["cafe"], fully: false),
        "brand": Support.leaf("De'Longhi", "none", []),
        "description": Support.leaf("Makes crème and <em>café</em>", "full", ["cafe"], fully: false),
      ])
    XCTAssertEqual(
      highlight("1", "cafe")?["description"],
      Support.leaf("Smartphone with dual <em>came</em>ra", "full", ["cafe"], fully: false))
    XCTAssertEqual(
      highlight("9", "cafe")?["name"], Support.leaf("Phone <em>case</em> for iPhone", "full", ["cafe"], fully: false))
  }

  func test_rowFifteen_creme_wrapsTheAccentedWordInNameAndDescription() {
    let result = highlight("8", "creme")
    XCTAssertEqual(
      result?["name"], Support.leaf("Café <em>Crème</em> Espresso Machine", "full", ["creme"], fully: false))
    XCTAssertEqual(
      result?["description"], Support.leaf("Makes <em>crème</em> and café", "full", ["creme"], fully: false))
  }

  func test_rowSeventeen_customTags_wrapWithTheGivenTags() {
    let result = highlight("3", "android") {
      $0.highlightPreTag = "<b>"
      $0.highlightPostTag = "</b>"
    }
    XCTAssertEqual(
      result?["description"], Support.leaf("<b>Android</b> smartphone", "full", ["android"], fully: false))
  }

  func test_rowEighteen_optionalWord_countsForFullMatchLevel() {
    XCTAssertEqual(
      highlight("7", "apple pro", optional: ["pro"])?["name"],
      Support.leaf("<em>Apple</em> AirPods <em>Pro</em>", "full", ["apple", "pro"], fully: false))
    XCTAssertEqual(
      highlight("7", "apple pro", optional: ["pro"])?["brand"],
      Support.leaf("<em>Apple</em>", "partial", ["apple"], fully: true))
    XCTAssertEqual(
      highlight("1", "apple pro", optional: ["pro"])?["name"],
      Support.leaf("<em>Apple</em> iPhone 13", "partial", ["apple"], fully: false))
    XCTAssertEqual(
      highlight("2", "apple pro", optional: ["pro"])?["name"],
      Support.leaf("<em>Apple</em> iPad Air", "partial", ["apple"], fully: false))
  }
}

/// Snippets of two words.
final class SnippetWorkedExampleTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  func test_rowSixteen_androidDescriptionTwoWords_windowsAndEllipsis() {
    let stage = Support.stage { $0.attributesToSnippet = ["description:2"] }
    func snippet(_ objectID: String) -> JSON? {
      stage.highlight(Support.record(objectID), words: Support.words("android")).snippet
    }
    XCTAssertEqual(snippet("3"), ["description": Support.snippet("<em>Android</em> smartphone", "full")])
    XCTAssertEqual(snippet("5"), ["description": Support.snippet("<em>Android</em> phone…", "full")])
    XCTAssertEqual(snippet("4"), ["description": Support.snippet("<em>Android</em> tablet", "full")])
  }

  func test_rowSixteen_withoutAttributesToSnippet_hasNoSnippetResult() {
    XCTAssertNil(Support.stage().highlight(Support.record("3"), words: Support.words("android")).snippet)
  }
}
