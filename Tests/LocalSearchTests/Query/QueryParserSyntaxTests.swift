import XCTest

@testable import LocalSearch

/// The advanced-syntax characters of a query (`"`, space, `-`) are found scalar by scalar, and the prefix
/// word is decided on the normalised query.
final class QueryParserSyntaxTests: XCTestCase {
  private func parse(_ query: String, advanced: Bool = true) -> QueryParser.Parsed {
    var parameters = SearchParameters()
    parameters.query = query
    parameters.advancedSyntax = advanced
    return QueryParser(parameters: parameters, tokenizer: Tokenizer()).parse()
  }

  func test_combiningMarkAfterAQuote_doesNotHideIt() {
    let parsed = parse("\"\u{301}cup ½\" milk")
    XCTAssertEqual(parsed.words.map(\.text), ["cup", "1", "2", "milk"])
    XCTAssertEqual(parsed.words.map(\.phraseID), [1, 1, 1, nil])
  }

  func test_combiningMarkAfterAMinus_stillExcludes() {
    let parsed = parse("cup -\u{301}milk")
    XCTAssertEqual(parsed.words.map(\.text), ["cup"])
    XCTAssertEqual(parsed.excludedWords, ["milk"])
  }

  func test_prefixWord_isTheLastWordOfTheNormalisedQuery() {
    XCTAssertEqual(parse("cup ½", advanced: false).words.map(\.isPrefix), [false, false, true])
    XCTAssertEqual(parse("cup ⑴", advanced: false).words.map(\.isPrefix), [false, false], "⑴ folds to (1)")
    XCTAssertEqual(parse("cup \u{301}", advanced: false).words.map(\.isPrefix), [false])
  }
}
