import InstantSearchCore
import XCTest

@testable import LocalSearch

/// `attributesToSnippet` entries resolved against a record.
final class SnippetResultBuilderTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func snippets(_ query: String, _ entries: [String], record: JSON) -> JSON? {
    let highlighter = Highlighter(words: Support.words(query))
    return HighlightResultBuilder(highlighter: highlighter, snippeter: Snippeter(highlighter: highlighter))
      .snippetResult(for: record, attributes: entries)
  }

  func test_snippetEntries_wildcardWithCount_namedEntryOverridesIt() {
    let record: JSON = ["objectID": "1", "title": "one two three", "body": "one two three four", "year": 2010]
    XCTAssertEqual(
      snippets("two", ["*:1", "body:3"], record: record),
      [
        "title": Support.snippet("…<em>two</em>…", "full"),
        "body": Support.snippet("…<em>two</em> three four", "full"),
        "year": Support.snippet("2010", "none"),
      ])
  }

  func test_snippetEntries_defaultIsTenWords() {
    let record: JSON = ["body": "w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12"]
    XCTAssertEqual(
      snippets("w12", ["body"], record: record),
      ["body": Support.snippet("…w3 w4 w5 w6 w7 w8 w9 w10 w11 <em>w12</em>", "full")])
  }

  func test_snippetEntries_dottedPathAndMalformedEntries() {
    let record: JSON = ["author": ["bio": "likes apple pie a lot", "name": "Ann"], "title": "apple"]
    XCTAssertEqual(
      snippets("apple", ["author.bio:2", "title:0", "title:x"], record: record),
      ["author": ["bio": Support.snippet("…<em>apple</em> pie…", "full")]])
    XCTAssertNil(snippets("apple", [], record: record))
  }
}
