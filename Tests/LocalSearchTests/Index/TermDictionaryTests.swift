import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// The dictionary's lookups agree with matching every term one by one.
final class TermDictionaryTests: XCTestCase {
  private func bruteForce(_ dictionary: TermDictionary, _ matcher: WordMatcher) -> [Int: WordMatch] {
    var result: [Int: WordMatch] = [:]
    for index in 0..<dictionary.count {
      if let match = matcher.match(Array(dictionary.term(at: index))) { result[index] = match }
    }
    return result
  }

  private func dictionary(words: [String]) -> TermDictionary {
    var table: [String: [Posting]] = [:]
    for (slot, word) in words.enumerated() {
      table[word, default: []].append(Posting(slot: Int32(slot), attribute: 0, element: 0, position: 0, isSoleWord: true))
    }
    return TermDictionary(table)
  }

  func test_lookup_exactPrefixAndTypo() {
    let dictionary = dictionary(words: ["camera", "came", "case", "cafe", "cat", "apple", "iphone", "phone"])
    let names = { (results: [(term: Int, match: WordMatch)]) in Set(results.map { String(String.UnicodeScalarView(dictionary.term(at: $0.term))) }) }
    XCTAssertEqual(names(dictionary.lookup(WordMatcher(query: "cafe", isPrefix: false, allowedTypos: 0))), ["cafe"])
    XCTAssertEqual(names(dictionary.lookup(WordMatcher(query: "ca", isPrefix: true, allowedTypos: 0))), ["camera", "came", "case", "cafe", "cat"])
    XCTAssertEqual(names(dictionary.lookup(WordMatcher(query: "cafe", isPrefix: true, allowedTypos: 1))), ["camera", "came", "case", "cafe"])
    XCTAssertEqual(names(dictionary.lookup(WordMatcher(query: "phone", isPrefix: false, allowedTypos: 1))), ["iphone", "phone"])
  }

  func test_lookup_agreesWithBruteForceOnRandomWords() {
    var generator = SplitMix64(seed: 42)
    let alphabet = Array("abcde")
    func word(_ length: Int) -> String { String((0..<length).map { _ in alphabet[Int(generator.next() % 5)] }) }
    let words = (0..<2000).map { _ in word(1 + Int(generator.next() % 8)) }
    let dictionary = dictionary(words: words)
    for _ in 0..<300 {
      let matcher = WordMatcher(
        query: word(1 + Int(generator.next() % 8)), isPrefix: generator.next() % 2 == 0, allowedTypos: Int(generator.next() % 3))
      let found = Dictionary(uniqueKeysWithValues: dictionary.lookup(matcher).map { ($0.term, $0.match) })
      XCTAssertEqual(found, bruteForce(dictionary, matcher), "query \(String(String.UnicodeScalarView(matcher.query)))")
    }
  }

  func test_lookup_agreesWithBruteForceOnTwoLetterWordsFullOfTranspositions() {
    var generator = SplitMix64(seed: 3)
    func word(_ length: Int) -> String { String((0..<length).map { _ in generator.next() % 2 == 0 ? "a" : "b" }) }
    let dictionary = dictionary(words: (0..<1500).map { _ in word(1 + Int(generator.next() % 10)) })
    for _ in 0..<400 {
      let matcher = WordMatcher(
        query: word(1 + Int(generator.next() % 10)), isPrefix: generator.next() % 2 == 0,
        allowedTypos: 1 + Int(generator.next() % 2))
      let found = Dictionary(uniqueKeysWithValues: dictionary.lookup(matcher).map { ($0.term, $0.match) })
      XCTAssertEqual(found, bruteForce(dictionary, matcher), "query \(String(String.UnicodeScalarView(matcher.query)))")
    }
  }

  func test_lookup_agreesWithBruteForceAfterInsertionsAndRemovals() {
    var generator = SplitMix64(seed: 7)
    let alphabet = Array("abc")
    func word(_ length: Int) -> String { String((0..<length).map { _ in alphabet[Int(generator.next() % 3)] }) }
    let words = (0..<300).map { _ in word(1 + Int(generator.next() % 6)) }
    var dictionary = dictionary(words: words)
    for slot in 0..<200 {
      let posting = Posting(slot: Int32(1000 + slot), attribute: 0, element: 0, position: 0, isSoleWord: true)
      dictionary.insert([posting], for: Array(word(1 + Int(generator.next() % 7)).unicodeScalars))
    }
    for (slot, word) in words.enumerated() where slot % 2 == 0 {
      dictionary.remove(slot: Int32(slot), from: Array(word.unicodeScalars))
    }
    for _ in 0..<200 {
      let matcher = WordMatcher(
        query: word(1 + Int(generator.next() % 6)), isPrefix: generator.next() % 2 == 0, allowedTypos: Int(generator.next() % 3))
      let found = Dictionary(uniqueKeysWithValues: dictionary.lookup(matcher).map { ($0.term, $0.match) })
      XCTAssertEqual(found, bruteForce(dictionary, matcher), "query \(String(String.UnicodeScalarView(matcher.query)))")
    }
  }

  func test_lookup_agreesWithBruteForceOnConcertNames() throws {
    let data = try SharedFiles.require("datasets/concerts/alternative_rock_artists.json")
    let records = try JSON(data: data).arrayValue ?? []
    let tokenizer = Tokenizer()
    var table: [String: [Posting]] = [:]
    for (slot, record) in records.prefix(3000).enumerated() {
      for token in tokenizer.tokenize(record["name"]?.stringValue ?? "") {
        table[token.text, default: []].append(Posting(slot: Int32(slot), attribute: 0, element: 0, position: 0, isSoleWord: false))
      }
    }
    let dictionary = TermDictionary(table)
    for query in ["metalica", "radiohed", "the", "smshng", "pumpkins", "nirv", "foo", "killrs", "arcade"] {
      let matcher = WordMatcher(query: query, isPrefix: true, allowedTypos: query.count >= 8 ? 2 : (query.count >= 4 ? 1 : 0))
      let found = Dictionary(uniqueKeysWithValues: dictionary.lookup(matcher).map { ($0.term, $0.match) })
      XCTAssertEqual(found, bruteForce(dictionary, matcher), query)
    }
  }
}
