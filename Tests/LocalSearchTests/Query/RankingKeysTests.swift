import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The ranker's keys order candidates criterion by criterion, then by slot, whether they are packed into one
/// integer each or, when their ranges are too wide for that, kept as one integer per criterion.
final class RankingKeysTests: XCTestCase {
  /// A ranker with the default ranking and `desc(score)`, over records whose score is `slot % 17`.
  private func ranker() throws -> Ranker {
    let records: [JSON] = (0..<300).map { ["objectID": .string("r\($0)"), "score": .number(Double($0 % 17))] }
    let index = try LocalIndex(
      name: "k", records: records, settings: try IndexSettings(json: ["customRanking": ["desc(score)"]]))
    let (snapshot, settings) = index.snapshot()
    return Ranker(parameters: SearchParameters(settings: settings), snapshot: snapshot)
  }

  /// Candidates on every slot, in a shuffled order, with the geo distance, filters score and attribute value drawn
  /// below `wideBound`.
  private func candidates(wideBound: Int) -> [RankedCandidate] {
    var state: UInt64 = 11
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 17) % UInt64(bound))
    }
    var slots = Array(0..<300)
    for index in slots.indices.reversed() { slots.swapAt(index, next(index + 1)) }
    return slots.map { slot in
      var values = RankingValues()
      values.nbTypos = next(3)
      values.geoDistance = next(wideBound)
      values.words = 1 + next(3)
      values.filters = next(wideBound)
      values.proximityDistance = next(4)
      values.firstMatchedWord = next(wideBound)
      values.nbExactWords = next(2)
      return RankedCandidate(slot: slot, values: values)
    }
  }

  /// The order the default ranking then `desc(score)` gives, spelled out criterion by criterion.
  private func expectedOrder(_ candidates: [RankedCandidate]) -> [Int] {
    func key(_ candidate: RankedCandidate) -> [Int] {
      let values = candidate.values
      return [
        values.nbTypos, values.geoDistance, -values.words, -values.filters, values.proximityDistance,
        values.firstMatchedWord, -values.nbExactWords, -(candidate.slot % 17), candidate.slot,
      ]
    }
    return candidates.indices.sorted { key(candidates[$0]).lexicographicallyPrecedes(key(candidates[$1])) }
  }

  func test_narrowRanges_arePackedAndOrderCriterionByCriterion() throws {
    let ranker = try ranker()
    let candidates = candidates(wideBound: 5_000)
    guard case .packed = ranker.keys(candidates) else { return XCTFail("narrow ranges fit in one integer") }
    XCTAssertEqual(ranker.withOrder(candidates) { candidates.indices.sorted(by: $0) }, expectedOrder(candidates))
  }

  func test_wideRanges_areKeptPerCriterionAndOrderTheSameWay() throws {
    let ranker = try ranker()
    let candidates = candidates(wideBound: 1 << 30)
    guard case .matrix = ranker.keys(candidates) else { return XCTFail("three 30-bit ranges and the others overflow 64 bits") }
    XCTAssertEqual(ranker.withOrder(candidates) { candidates.indices.sorted(by: $0) }, expectedOrder(candidates))
  }

  func test_recordsWithoutASortValue_comeLastInEitherForm() throws {
    var records: [JSON] = (0..<40).map { ["objectID": .string("r\($0)"), "score": .number(Double($0 % 5))] }
    for slot in [3, 17, 29] { records[slot] = ["objectID": .string("r\(slot)")] }
    let index = try LocalIndex(
      name: "m", records: records, settings: try IndexSettings(json: ["customRanking": ["asc(score)"]]))
    let (snapshot, settings) = index.snapshot()
    let ranker = Ranker(parameters: SearchParameters(settings: settings), snapshot: snapshot)
    let candidates = (0..<40).reversed().map { RankedCandidate(slot: $0, values: RankingValues()) }
    let order = ranker.withOrder(candidates) { candidates.indices.sorted(by: $0) }.map { candidates[$0].slot }
    XCTAssertEqual(Array(order.suffix(3)), [3, 17, 29])
    XCTAssertEqual(Array(order.prefix(8)), [0, 5, 10, 15, 20, 25, 30, 35])
  }

  func test_fewCandidatesAndMany_orderAsTheirKeysSay() throws {
    let ranker = try ranker()
    let all = candidates(wideBound: 5_000)
    // Under an eighth of the records, the sort-rank range is the candidates'; from it on, every record's.
    for subset in [Array(all.prefix(20)), Array(all.prefix(40)), all.filter { $0.slot % 17 == 3 }, all] {
      XCTAssertEqual(ranker.withOrder(subset) { subset.indices.sorted(by: $0) }, expectedOrder(subset), "\(subset.count) candidates")
    }
  }

  /// A matching set holds a candidate per record: 24 bytes each, values clamped to the ranges they are kept in.
  func testCandidatesAreSmallAndClampWhatTheirFieldsCannotHold() {
    XCTAssertEqual(MemoryLayout<RankedCandidate>.stride, 24)
    var values = RankingValues()
    values.proximityDistance = 1 << 20
    values.filters = -(1 << 40)
    values.geoDistance = .max
    XCTAssertEqual(values.proximityDistance, Int(Int16.max))
    XCTAssertEqual(values.filters, Int(Int32.min))
    XCTAssertEqual(values.geoDistance, .max)
  }
}
