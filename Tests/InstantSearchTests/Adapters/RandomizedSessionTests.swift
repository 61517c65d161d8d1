import InstantSearch
import InstantSearchCore
import InstantSearchTestKit
import TestSupport
import XCTest

/// Randomised interleavings of typing, refinements, pagination and v2 searches on one session, with answers
/// released in a random order between the operations: whatever the order answers come back in, the widgets end on
/// the latest state and no response is delivered twice or out of order.
final class RandomizedSessionTests: XCTestCase {
  /// Records every delivery's sequence number and whether it was a result.
  private final class Deliveries: SearcherDelegate {
    var seqNos: [Int] = []
    var errors: [Error] = []
    func searcher(_ searcher: V1Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
      if let seqNo = userInfo[V1Searcher.userInfoSeqNoKey] as? Int { seqNos.append(seqNo) }
      if let error { errors.append(error) }
    }
  }

  /// How many seeded trials run: 500, or `RANDOMIZED_SESSION_TRIALS` (CI's ThreadSanitizer run asks for 2,000).
  static let trials = ProcessInfo.processInfo.environment["RANDOMIZED_SESSION_TRIALS"].flatMap { Int($0) } ?? 500
  static let words = ["s", "so", "son", "sony", "b", "bo", "bose", "a", "ap", "apple", "tv", "phone", "max", ""]

  func test_randomInterleavings_endOnTheLatestState() throws {
    let (index, client) = try DelayedSearchClient.index(delay: 0)
    var operationsRun = 0
    for trial in 0..<Self.trials {
      var random = SplitMix64(seed: UInt64(trial) &* 7919 &+ 17)
      client.holdsAnswers = true
      let instantSearch = InstantSearch(searcher: V1Searcher(index: index))
      let searcher = instantSearch.getSearcher()
      let deliveries = Deliveries()
      searcher.delegate = deliveries
      let hits = HitsViewDouble()
      hits.hitsPerPage = 4
      hits.remainingItemsBeforeLoading = 1
      let stats = StatsViewDouble()
      let brands = RefinementViewDouble(attribute: "brand")
      instantSearch.register(widget: hits)
      instantSearch.register(widget: stats)
      instantSearch.register(widget: brands)
      for _ in 0..<Int.random(in: 3...9, using: &random) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
          instantSearch.searchBar(HeadlessSearchBar(), textDidChange: Self.words.randomElement(using: &random)!)
        case 5..<7:
          searcher.params.setFacet(withName: "brand", disjunctive: Bool.random(using: &random))
          searcher.params.toggleFacetRefinement(name: "brand", value: V1Fixtures.brands.randomElement(using: &random)!)
          searcher.search()
        case 7..<9:
          let rows = hits.viewModel.numberOfRows()
          if rows > 0 { _ = hits.viewModel.hitForRow(at: IndexPath(row: rows - 1, section: 0)) }
        default:
          searcher.hitsSearcher.search()
        }
        operationsRun += 1
        // Between operations: nothing, what the main queue holds, or one of the answers that arrived, picked at
        // random, with what its delivery queued.
        switch Int.random(in: 0..<3, using: &random) {
        case 0: break
        case 1: drainMainQueue()
        default:
          let waiting = client.heldAnswerCount
          if waiting > 0 { client.releaseHeldAnswer(at: Int.random(in: 0..<waiting, using: &random)) }
          drainMainQueue()
        }
      }
      client.holdsAnswers = false
      searcher.search()
      awaitSettled(searcher)
      awaitLoadingEnds(of: searcher.hitsSearcher)
      drainMainQueue()
      XCTAssertEqual(searcher.results?.query, searcher.params.query ?? "", "trial \(trial): the last search's results")
      XCTAssertEqual(deliveries.seqNos, deliveries.seqNos.sorted(), "trial \(trial): delivered in launch order")
      XCTAssertEqual(Set(deliveries.seqNos).count, deliveries.seqNos.count, "trial \(trial): nothing delivered twice")
      XCTAssertTrue(deliveries.errors.isEmpty, "trial \(trial): \(deliveries.errors)")
      let expected = try expectedHitCount(of: searcher.params, on: index)
      XCTAssertEqual(searcher.results?.nbHits, expected, "trial \(trial): the last results are the latest state's")
      XCTAssertEqual(stats.texts.last, "\(expected) results", "trial \(trial): stats show the latest state")
      XCTAssertEqual(hits.viewModel.numberOfRows(), min(expected, 4), "trial \(trial): the hits view shows the latest first page")
    }
    XCTAssertGreaterThan(operationsRun, Self.trials * 3)
    print("\(name): \(Self.trials) trials, \(operationsRun) interleaved operations")
  }

  /// The hit count the engine gives for parameters, asked directly.
  private func expectedHitCount(of params: SearchParameters, on index: V1Index) throws -> Int {
    var count: Int?
    let answered = expectation(description: "the engine's count")
    index.search(SearchParameters(from: params), requestOptions: nil) { content, _ in
      count = content?["nbHits"] as? Int
      answered.fulfill()
    }
    wait(for: [answered], timeout: 10)
    return try XCTUnwrap(count)
  }
}
