import XCTest

@testable import LocalSearch

final class TokenizerProbeTests: XCTestCase {
  func test_containsWord_seesTheWordsTokenizeGivesAndStopsAtTheFirstHit() {
    let tokenizer = Tokenizer()
    let text = "Ça GRÜẞT, ¾ cup of 東京 l'été"
    var seen: [String] = []
    XCTAssertFalse(tokenizer.containsWord(in: text) { word in
      seen.append(String(String.UnicodeScalarView(word)))
      return false
    })
    XCTAssertEqual(seen, tokenizer.words(text))
    seen = []
    XCTAssertTrue(tokenizer.containsWord(in: text) { word in
      seen.append(String(String.UnicodeScalarView(word)))
      return word == Array("3".unicodeScalars)
    })
    XCTAssertEqual(seen, Array(tokenizer.words(text).prefix(3)))
  }
}
