import XCTest

@testable import LocalSearch

/// Text is normalised before it is split: a vulgar fraction folds to `digits⁄digits` (U+2044 FRACTION SLASH),
/// and the fraction slash separates words.
final class FractionTokenizerTests: XCTestCase {
  private let tokenizer = Tokenizer()

  /// The original text of each token of `text`.
  private func originals(_ text: String) -> [String] {
    let utf8 = Array(text.utf8)
    return tokenizer.tokenize(text).map { String(decoding: utf8[$0.originalRange], as: UTF8.self) }
  }

  func test_vulgarFractions_splitIntoNumeratorAndDenominator() {
    XCTAssertEqual(tokenizer.words("¾"), ["3", "4"])
    XCTAssertEqual(tokenizer.words("½ cup"), ["1", "2", "cup"])
    XCTAssertEqual(tokenizer.words("½ cup"), tokenizer.words("1/2 cup"))
    XCTAssertEqual(tokenizer.words("⅒"), ["1", "10"])
    XCTAssertEqual(tokenizer.words("1¾"), ["13", "4"], "a digit before the fraction joins its numerator")
  }

  func test_wordsOfOneFraction_shareItsOriginalRangeAndPositionsFollowEachOther() {
    let tokens = tokenizer.tokenize("Add ½ cup", firstPosition: 5)
    XCTAssertEqual(tokens.map(\.text), ["add", "1", "2", "cup"])
    XCTAssertEqual(tokens.map(\.position), [5, 6, 7, 8])
    XCTAssertEqual(tokens.map(\.originalRange), [0..<3, 4..<6, 4..<6, 7..<10])
    XCTAssertEqual(tokens.map(\.leadingScalars), [0, 0, 2, 0])
    XCTAssertEqual(originals("Add ½ cup"), ["Add", "½", "½", "cup"])
  }

  func test_wordRunningIntoAndOutOfAFraction_keepsEveryOriginalCharacter() {
    XCTAssertEqual(tokenizer.words("x½ab"), ["x1", "2ab"])
    XCTAssertEqual(originals("x½ab"), ["x½", "½ab"])
    XCTAssertEqual(originals("Cafe\u{301} ⅒"), ["Cafe\u{301}", "⅒", "⅒"], "a removed mark stays with its word")
  }

  func test_originalSpan_ofAPrefix_startsInsideTheFoldedCharacter() {
    let text = "x½ab"
    let tokens = tokenizer.tokenize(text)
    let utf8 = Array(text.utf8)
    let second = tokens[1]
    XCTAssertEqual(second.text, "2ab")
    XCTAssertEqual(OriginalSpan.end(of: second, coveringNormalized: 1, in: utf8, normalizer: tokenizer.normalizer), 3)
    XCTAssertEqual(OriginalSpan.end(of: second, coveringNormalized: 2, in: utf8, normalizer: tokenizer.normalizer), 4)
    XCTAssertEqual(OriginalSpan.end(of: tokens[0], coveringNormalized: 1, in: utf8, normalizer: tokenizer.normalizer), 1)
  }

  func test_indexedSeparators_areComparedAfterNormalisation() {
    let ampersand = Tokenizer(separatorsToIndex: "&")
    XCTAssertEqual(ampersand.words("Tom ＆ Jerry"), ["tom", "&", "jerry"], "the full-width ampersand folds to &")
    XCTAssertEqual(ampersand.words("Tom & Jerry"), ["tom", "&", "jerry"])
  }

  func test_endsInWord_looksAtTheLastNormalisedScalar() {
    XCTAssertTrue(tokenizer.endsInWord("½"))
    XCTAssertTrue(tokenizer.endsInWord("cafe\u{301}"))
    XCTAssertFalse(tokenizer.endsInWord("⑴"), "⑴ folds to (1)")
    XCTAssertFalse(tokenizer.endsInWord("iphone \u{301}"), "a mark after a space folds to nothing")
    XCTAssertFalse(tokenizer.endsInWord("cup "))
    XCTAssertFalse(tokenizer.endsInWord(""))
  }
}
