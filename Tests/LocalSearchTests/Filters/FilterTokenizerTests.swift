import XCTest

@testable import LocalSearch

final class FilterTokenizerTests: XCTestCase {
  private func kinds(_ text: String) throws -> [FilterToken.Kind] {
    try FilterTokenizer.tokenize(text).map(\.kind)
  }

  func test_tokenize_reportsZeroBasedColumnsOfTokenStarts() throws {
    let tokens = try FilterTokenizer.tokenize("  brand:Apple AND (price <= 10)")
    XCTAssertEqual(tokens.map(\.column), [2, 7, 8, 14, 18, 19, 25, 28, 30, 31])
    XCTAssertEqual(tokens.last?.kind, .end)
  }

  func test_tokenize_endColumnIsTheLengthInCharacters() throws {
    XCTAssertEqual(try FilterTokenizer.tokenize("café:crème ").last?.column, 11)
    XCTAssertEqual(try FilterTokenizer.tokenize("").map(\.kind), [.end])
  }

  func test_tokenize_wordsKeepDotsDashesUnderscoresSlashesAmpersands() throws {
    XCTAssertEqual(
      try kinds("a.b-c_d/e&f"), [.word("a.b-c_d/e&f", number: nil), .end])
  }

  func test_tokenize_wordsStopAtGrammarCharacters() throws {
    XCTAssertEqual(
      try kinds("a(b)c:d<e>f=g,h"),
      [
        .word("a", number: nil), .openParenthesis, .word("b", number: nil), .closeParenthesis, .word("c", number: nil),
        .colon, .word("d", number: nil), .comparison(.less), .word("e", number: nil), .comparison(.greater),
        .word("f", number: nil), .comparison(.equal), .word("g", number: nil), .other(","), .word("h", number: nil),
        .end,
      ])
  }

  func test_tokenize_keywordsAreUpperCaseOnly() throws {
    XCTAssertEqual(
      try kinds("AND OR NOT TO and Or not to ANDROID"),
      [
        .keyword(.and), .keyword(.or), .keyword(.not), .keyword(.to), .word("and", number: nil),
        .word("Or", number: nil),
        .word("not", number: nil), .word("to", number: nil), .word("ANDROID", number: nil), .end,
      ])
  }

  func test_tokenize_operators() throws {
    XCTAssertEqual(
      try kinds("< <= = != >= > !"),
      [
        .comparison(.less), .comparison(.lessOrEqual), .comparison(.equal), .comparison(.notEqual),
        .comparison(.greaterOrEqual), .comparison(.greater), .other("!"), .end,
      ])
  }

  func test_tokenize_numbersWithSignFractionAndExponent() throws {
    XCTAssertEqual(
      try kinds("-12 +5 10.0 1e3 2.5E-07 1e+16"),
      [
        .word("-12", number: -12), .word("+5", number: 5), .word("10.0", number: 10), .word("1e3", number: 1000),
        .word("2.5E-07", number: 2.5e-7), .word("1e+16", number: 1e16), .end,
      ])
  }

  func test_tokenize_nonNumbersAreWords() throws {
    for text in [".5", "10.", "1e", "inf", "nan", "-", "1-2", "0x10", "1.2.3"] {
      XCTAssertEqual(try kinds(text), [.word(text, number: nil), .end], text)
    }
  }

  func test_tokenize_quotedStringsResolveEscapes() throws {
    XCTAssertEqual(try kinds(#""a \"b\" \\ \x""#), [.quoted(#"a "b" \ x"#), .end])
    XCTAssertEqual(try kinds(#"'it\'s' "tv's""#), [.quoted("it's"), .quoted("tv's"), .end])
    XCTAssertEqual(try kinds(#""AND (x:y)""#), [.quoted("AND (x:y)"), .end])
  }

  func test_tokenize_whitespaceIncludesTabsAndNewlines() throws {
    XCTAssertEqual(
      try kinds("a\t:\n b\r\nAND\rc"),
      [
        .word("a", number: nil), .colon, .word("b", number: nil), .keyword(.and), .word("c", number: nil), .end,
      ])
  }

  func test_tokenize_scores() throws {
    XCTAssertEqual(
      try kinds("a:b<score=12>"), [.word("a", number: nil), .colon, .word("b", number: nil), .score(12), .end])
    XCTAssertEqual(
      try kinds("a < score"), [.word("a", number: nil), .comparison(.less), .word("score", number: nil), .end])
  }

  func test_tokenize_malformedScoreFailsAtItsColumn() {
    for text in ["a:b<score=>", "a:b<score=x>", "a:b<score=3", "a:b<score=-1>", "a:b<score=99999999999999999999>"] {
      XCTAssertThrowsError(try FilterTokenizer.tokenize(text), text) { error in
        XCTAssertEqual(error as? FilterError, .filters(.invalidScore, column: 3), text)
      }
    }
  }

  func test_tokenize_unterminatedQuoteFailsAtTheEnd() {
    XCTAssertThrowsError(try FilterTokenizer.tokenize(#"a:"open \""#)) { error in
      XCTAssertEqual(
        error as? FilterError, .filters(.unexpectedToken(found: .end, expected: .closingQuote("\"")), column: 10))
    }
  }
}
