import TestSupport
import XCTest

@testable import LocalSearch

final class TermTableTests: XCTestCase {
  /// Ids agree with a dictionary numbering words in the order they are first met, through the table's growth.
  func test_ids_numberWordsInOrderOfFirstUse() {
    var random = SplitMix64(seed: 11)
    var table = TermTable()
    var model: [String: Int] = [:]
    let alphabet: [Unicode.Scalar] = ["a", "b", "é", "ß", "1", "⁄", "中"]
    for _ in 0..<20_000 {
      let word = String(String.UnicodeScalarView((0..<(Int(random.next() % 6))).map { _ in alphabet[Int(random.next() % 7)] }))
      let expected = model[word] ?? model.count
      model[word] = expected
      XCTAssertEqual(table.id(of: Array(word.unicodeScalars)), expected, word)
    }
    XCTAssertEqual(table.count, model.count)
    for (word, id) in model { XCTAssertEqual(Array(table[id]), Array(word.unicodeScalars)) }
  }
}
