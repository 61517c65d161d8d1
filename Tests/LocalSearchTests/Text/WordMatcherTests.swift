import XCTest

@testable import LocalSearch

final class WordMatcherTests: XCTestCase {
  func test_match_exactAndPrefix() {
    let prefix = WordMatcher(query: "iph", isPrefix: true, allowedTypos: 0)
    XCTAssertEqual(prefix.match("iphone"), WordMatch(kind: .prefix, typos: 0, matchedLength: 3))
    XCTAssertEqual(prefix.match("iph"), WordMatch(kind: .exact, typos: 0, matchedLength: 3))
    XCTAssertNil(WordMatcher(query: "iph", isPrefix: false, allowedTypos: 0).match("iphone"))
    XCTAssertNil(prefix.match("iphone", allowPrefix: false))
  }

  func test_match_transpositionIsOneTypo() {
    let matcher = WordMatcher(query: "samsnug", isPrefix: false, allowedTypos: 1)
    XCTAssertEqual(matcher.match("samsung"), WordMatch(kind: .typo, typos: 1, matchedLength: 7))
    XCTAssertNil(matcher.match("samsung", allowTypos: false))
  }

  func test_match_prefixWithTypoBeatsWholeWordTypo() {
    let matcher = WordMatcher(query: "samsnug", isPrefix: true, allowedTypos: 2)
    XCTAssertEqual(matcher.match("samsungs"), WordMatch(kind: .prefixWithTypo, typos: 1, matchedLength: 7))
    let cafe = WordMatcher(query: "cafe", isPrefix: true, allowedTypos: 1)
    XCTAssertEqual(cafe.match("camera"), WordMatch(kind: .prefixWithTypo, typos: 1, matchedLength: 4))
    XCTAssertEqual(cafe.match("case"), WordMatch(kind: .typo, typos: 1, matchedLength: 4))
  }

  func test_match_firstLetterMistakeCountsOneMore() {
    let matcher = WordMatcher(query: "phone", isPrefix: true, allowedTypos: 1)
    XCTAssertEqual(matcher.match("iphone"), WordMatch(kind: .typo, typos: 2, matchedLength: 6))
  }

  func test_editDistance_agreesWithBruteForceDefinition() {
    func reference(_ a: [Character], _ b: [Character]) -> Int {
      var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in 0...a.count { d[i][0] = i }
      for j in 0...b.count { d[0][j] = j }
      if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
      for i in 1...a.count {
        for j in 1...b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
        }
      }
      return d[a.count][b.count]
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Character] = ["a", "b", "c"]
    for _ in 0..<500 {
      let a = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let b = (0..<Int.random(in: 0...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      XCTAssertEqual(EditDistance.distance(String(a), String(b)), reference(a, b), "\(String(a)) vs \(String(b))")
    }
  }

  func test_prefixDistances_withALimit_agreeWithFullDistancesUpToTheLimit() {
    var generator = SystemRandomNumberGenerator()
    let alphabet: [Unicode.Scalar] = ["a", "b", "c"]
    for _ in 0..<500 {
      let query = (0..<Int.random(in: 0...5, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let target = (0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      let limit = Int.random(in: 0...2, using: &generator)
      let full = EditDistance.prefixDistances(query, target, limit: query.count + target.count)
      let capped = EditDistance.prefixDistances(query, target, limit: limit)
      XCTAssertEqual(capped.count, target.count + 1)
      for (exact, reported) in zip(full, capped) {
        if exact <= limit { XCTAssertEqual(reported, exact) } else { XCTAssertGreaterThan(reported, limit) }
      }
    }
  }
}
