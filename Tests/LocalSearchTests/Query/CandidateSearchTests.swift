import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The text and ranking stages on the worked examples of the `products` fixture.
final class CandidateSearchTests: XCTestCase {
  private let snapshot = ProductsFixture.snapshot()

  private func search(_ text: String, configure: (inout SearchParameters) -> Void = { _ in }) -> CandidateSearch.Outcome {
    var parameters = ProductsFixture.parameters
    parameters.query = text
    configure(&parameters)
    return CandidateSearch(snapshot: snapshot, parameters: parameters, accepts: { _ in true }, decorate: { _, _ in }).run()
  }

  private func ids(_ outcome: CandidateSearch.Outcome) -> [String] {
    outcome.ranked.map { snapshot.records[$0.slot]!.objectID }
  }

  private func values(_ outcome: CandidateSearch.Outcome, _ id: String) -> RankingValues? {
    outcome.ranked.first { snapshot.records[$0.slot]!.objectID == id }?.values
  }

  func test_emptyQuery_ordersByCustomRankingThenInsertion() {
    XCTAssertEqual(ids(search("")), ["1", "6", "2", "3", "5", "7", "10", "4", "8", "9"])
  }

  func test_oneWord_exactBrandMatches() {
    let outcome = search("apple")
    XCTAssertEqual(ids(outcome), ["1", "2", "7"])
    let first = values(outcome, "1")
    XCTAssertEqual(first?.nbTypos, 0)
    XCTAssertEqual(first?.firstMatchedWord, 0)
    XCTAssertEqual(first?.nbExactWords, 1)
    XCTAssertEqual(first?.words, 1)
  }

  func test_twoWords_proximityAndExact() {
    let outcome = search("samsung galaxy")
    XCTAssertEqual(ids(outcome), ["3", "4"])
    XCTAssertEqual(values(outcome, "3")?.proximityDistance, 1)
    XCTAssertEqual(values(outcome, "3")?.nbExactWords, 2)
    XCTAssertEqual(values(outcome, "4")?.words, 2)
  }

  func test_transposition_isOneTypo() {
    let outcome = search("samsnug")
    XCTAssertEqual(ids(outcome), ["3", "10", "4"])
    XCTAssertEqual(outcome.ranked.map(\.values.nbTypos), [1, 1, 1])
    XCTAssertEqual(outcome.ranked.map(\.values.nbExactWords), [0, 0, 0])
  }

  func test_prefix_positionsDecideAttribute() {
    let outcome = search("iph")
    XCTAssertEqual(ids(outcome), ["1", "9"])
    XCTAssertEqual(values(outcome, "1")?.firstMatchedWord, 1)
    XCTAssertEqual(values(outcome, "9")?.firstMatchedWord, 3)
  }

  func test_firstLetterTypo_countsDouble() {
    let outcome = search("phone")
    XCTAssertEqual(ids(outcome), ["9", "5", "1"])
    XCTAssertEqual(values(outcome, "9")?.firstMatchedWord, 0)
    XCTAssertEqual(values(outcome, "5")?.firstMatchedWord, 2000)
    XCTAssertEqual(values(outcome, "1")?.nbTypos, 2)
  }

  func test_accents_typoAndPrefixWithTypo() {
    let outcome = search("cafe")
    XCTAssertEqual(ids(outcome), ["8", "9", "1"])
    XCTAssertEqual(values(outcome, "9")?.firstMatchedWord, 1)
    XCTAssertEqual(values(outcome, "1")?.firstMatchedWord, 2000)
    XCTAssertEqual(ids(search("creme")), ["8"])
  }

  func test_optionalWords_rankByWordsMatched() {
    let outcome = search("apple pro") { $0.optionalWords = ["pro"] }
    XCTAssertEqual(ids(outcome), ["7", "1", "2"])
  }

  func test_removeWordsIfNoResults_lastWords() {
    XCTAssertEqual(ids(search("apple galaxy")), [])
    let outcome = search("apple galaxy") { $0.removeWordsIfNoResults = .lastWords }
    XCTAssertEqual(ids(outcome), ["1", "2", "7"])
    XCTAssertEqual(outcome.queryAfterRemoval, "apple <em>galaxy</em>")
  }

  func test_removeWordsIfNoResults_firstAndAllOptional() {
    XCTAssertEqual(ids(search("galaxy apple") { $0.removeWordsIfNoResults = .firstWords }), ["1", "2", "7"])
    XCTAssertEqual(Set(ids(search("galaxy apple") { $0.removeWordsIfNoResults = .allOptional })), ["1", "2", "3", "4", "7"])
  }

  func test_queryType_prefixNoneAndTrailingSeparator() {
    XCTAssertEqual(ids(search("iph") { $0.queryType = .prefixNone }), [])
    XCTAssertEqual(ids(search("iph ")), [], "a query ending with a separator has no prefix word")
  }

  func test_typoTolerance_falseAndMin() {
    XCTAssertEqual(ids(search("samsnug") { $0.typoTolerance = .disabled }), [])
    XCTAssertEqual(ids(search("cafe") { $0.typoTolerance = .min }), ["8"])
    XCTAssertEqual(ids(search("cafe") { $0.typoTolerance = .strict }), ["8", "9", "1"])
  }

  func test_restrictSearchableAttributes_limitsMatching() {
    XCTAssertEqual(ids(search("android") { $0.restrictSearchableAttributes = ["name"] }), [])
    XCTAssertEqual(ids(search("android")), ["3", "5", "4"])
  }

  func test_advancedSyntax_phraseAndExclusion() {
    XCTAssertEqual(ids(search("\"galaxy tab\"") { $0.advancedSyntax = true }), ["4"])
    XCTAssertEqual(ids(search("samsung -galaxy") { $0.advancedSyntax = true }), ["10"])
    XCTAssertEqual(ids(search("samsung -galaxy")), ["3", "4"], "without advanced syntax `-` is a separator")
  }

  func test_ignorePlurals_matchesSingularAndPluralExactly() {
    XCTAssertEqual(ids(search("headphone")), ["6"], "the prefix finds headphones anyway")
    XCTAssertEqual(ids(search("tvs") { $0.queryType = .prefixNone }), [], "three letters allow no typo")
    let outcome = search("tvs") {
      $0.queryType = .prefixNone
      $0.ignorePlurals = true
    }
    XCTAssertEqual(ids(outcome), ["10"])
    XCTAssertEqual(outcome.ranked.first?.values.nbTypos, 0)
    XCTAssertEqual(WordMatchFinder.pluralEquivalents(of: "city"), ["citys", "cityes", "cities"])
    XCTAssertTrue(WordMatchFinder.pluralEquivalents(of: "cities").contains("city"))
  }

  func test_filtersAndDecorations_areApplied() {
    var parameters = ProductsFixture.parameters
    parameters.query = "apple"
    let outcome = CandidateSearch(
      snapshot: snapshot, parameters: parameters, accepts: { $0 != 0 },
      decorate: { slot, values in values.filters = slot == 6 ? 5 : 0 }
    ).run()
    XCTAssertEqual(outcome.ranked.map { snapshot.records[$0.slot]!.objectID }, ["7", "2"])
  }
}
