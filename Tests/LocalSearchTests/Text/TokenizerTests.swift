import XCTest

@testable import LocalSearch

final class TokenizerTests: XCTestCase {
  func test_tokenize_splitsOnSeparatorsAndKeepsDigits() {
    let tokenizer = Tokenizer()
    XCTAssertEqual(tokenizer.words("Sony WH-1000XM4"), ["sony", "wh", "1000xm4"])
    XCTAssertEqual(tokenizer.words("De'Longhi"), ["de", "longhi"])
    XCTAssertEqual(tokenizer.words("19.5"), ["19", "5"])
    XCTAssertEqual(tokenizer.words("  -- "), [])
  }

  func test_tokenize_indexesListedSeparatorsAsWords() {
    let tokenizer = Tokenizer(separatorsToIndex: "&")
    XCTAssertEqual(tokenizer.words("Tom & Jerry"), ["tom", "&", "jerry"])
  }

  func test_tokenize_ideographsAreWordsOfTheirOwn() {
    XCTAssertEqual(Tokenizer().words("東京 tower"), ["東", "京", "tower"])
  }

  func test_tokenize_positionsAndOriginalRanges() {
    let text = "Café Crème, Espresso"
    let tokens = Tokenizer().tokenize(text, firstPosition: 3)
    XCTAssertEqual(tokens.map(\.position), [3, 4, 5])
    let utf8 = Array(text.utf8)
    XCTAssertEqual(tokens.map { String(decoding: utf8[$0.originalRange], as: UTF8.self) }, ["Café", "Crème", "Espresso"])
  }
}
