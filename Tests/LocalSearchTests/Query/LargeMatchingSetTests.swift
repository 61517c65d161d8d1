import InstantSearchCore
import XCTest

@testable import LocalSearch

/// A matching set large enough to be gathered, selected, keyed, ranked and counted on several threads answers as
/// counting and sorting every record one by one does.
final class LargeMatchingSetTests: XCTestCase {
  /// Enough records for the prefix `a` to match more than two runs of ``ParallelRuns/smallestSearchRun``, over more
  /// than four blocks of slots, with two facets to count at once.
  private static let recordCount = 170_000
  private static let words = ["alma", "alto", "amber", "bolt", "brim", "arch", "amid", "azure", "aura", "atlas"]

  private struct Record {
    let title: [String]
    let brand: String
    let colour: String
    let popularity: Int
  }

  private static let records: [Record] = {
    var state: UInt64 = 29
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<recordCount).map { _ in
      Record(
        title: (0..<(1 + next(3))).map { _ in words[next(words.count)] }, brand: "b\(next(40))",
        colour: ["red", "green", "blue", "grey"][next(4)], popularity: next(500))
    }
  }()

  private static let index: LocalIndex? = {
    let json: [JSON] = records.enumerated().map { number, record in
      [
        "objectID": .string("r\(number)"), "title": .string(record.title.joined(separator: " ")),
        "brand": .string(record.brand), "colour": .string(record.colour),
        "popularity": .number(Double(record.popularity)),
      ]
    }
    return try? LocalIndex(
      name: "large", records: json,
      settings: try IndexSettings(json: [
        "searchableAttributes": ["title"], "attributesForFaceting": ["brand", "colour"], "customRanking": ["desc(popularity)"],
      ]))
  }()

  /// The answer to `prefix` worked out record by record: the matching records ranked by the first position of a
  /// matching word, then popularity, then insertion order; and the brand and colour counts.
  private func expected(_ prefix: String) -> (objectIDs: [String], nbHits: Int, brands: [String: Int], colours: [String: Int]) {
    var matching: [(number: Int, position: Int, popularity: Int)] = []
    var brands: [String: Int] = [:]
    var colours: [String: Int] = [:]
    for (number, record) in Self.records.enumerated() {
      guard let position = record.title.firstIndex(where: { $0.hasPrefix(prefix) }) else { continue }
      matching.append((number, position, record.popularity))
      brands[record.brand, default: 0] += 1
      colours[record.colour, default: 0] += 1
    }
    matching.sort { a, b in
      if a.position != b.position { return a.position < b.position }
      if a.popularity != b.popularity { return a.popularity > b.popularity }
      return a.number < b.number
    }
    return (matching.prefix(20).map { "r\($0.number)" }, matching.count, brands, colours)
  }

  func testShortPrefixesAnswerAsCountingEveryRecordDoes() throws {
    let index = try XCTUnwrap(Self.index)
    let client = LocalClient(indices: [index])
    // `a` matches most records, `al` and `b` a sixteenth or more, `atl` fewer.
    for prefix in ["a", "al", "b", "atl"] {
      var query = Query(prefix)
      query.hitsPerPage = 20
      query.facets = ["brand", "colour"]
      let response = try client.answer(IndexedQuery(indexName: "large", query: query))
      let expected = expected(prefix)
      XCTAssertEqual(response.nbHits, expected.nbHits, prefix)
      XCTAssertEqual(response.hits.compactMap { $0.object["objectID"]?.stringValue }, expected.objectIDs, prefix)
      let brands = Dictionary(uniqueKeysWithValues: (response.facets?["brand"] ?? []).map { ($0.value, $0.count) })
      XCTAssertEqual(brands, expected.brands, prefix)
      let colours = Dictionary(uniqueKeysWithValues: (response.facets?["colour"] ?? []).map { ($0.value, $0.count) })
      XCTAssertEqual(colours, expected.colours, prefix)
      XCTAssertEqual(response.exhaustiveNbHits, true)
      XCTAssertEqual(response.exhaustive?.facetsCount, true)
    }
  }

  func testTheBestOfManyOnSeveralThreadsAreTheSortedFirst() {
    var state: UInt64 = 3
    let keys: [Int] = (0..<300_000).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 40) % 5_000)
    }
    let precedes = { (a: Int, b: Int) in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }
    for k in [1, 20, 1_000] {
      XCTAssertEqual(Ranker.first(k, of: keys.count, by: precedes), Array((0..<keys.count).sorted(by: precedes).prefix(k)))
    }
  }
}
