import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class FacetCounterTests: XCTestCase {
  private let snapshot = ProductsFixture.snapshot()

  private func counter(max: Int = 100, alpha: Bool = false) -> FacetCounter {
    FacetCounter(snapshot: snapshot, maxValuesPerFacet: max, sortAlphabetically: alpha)
  }

  func test_count_brandOverWholeSet_inCountThenValueOrder() {
    let counter = counter()
    let result = counter.count(counter.requestedEntries(["brand"]), slots: snapshot.liveSlots)
    XCTAssertEqual(result.facets["brand"]?.map(\.value), ["Apple", "Samsung", "De'Longhi", "Google", "Sony", "Spigen"])
    XCTAssertEqual(result.facets["brand"].map(Facet.counts(of:)), ["Apple": 3, "Samsung": 3, "De'Longhi": 1, "Google": 1, "Sony": 1, "Spigen": 1])
    XCTAssertNil(result.stats["brand"])
  }

  func test_count_star_skipsFilterOnlyAndComputesStats() throws {
    let counter = counter()
    let entries = counter.requestedEntries(["*"])
    XCTAssertEqual(entries.map { snapshot.configuration.faceting[$0].path.rawValue }, ["brand", "category", "price"])
    let result = counter.count(entries, slots: snapshot.liveSlots)
    XCTAssertEqual(result.facets["category"]?.map(\.value), ["phone", "audio", "tablet", "accessory", "kitchen", "tv"])
    XCTAssertEqual(result.facets["category"]?.first { $0.value == "phone" }?.count, 4)
    XCTAssertEqual(
      result.facets["price"]?.map(\.value), ["599", "1099", "19.5", "199.99", "249", "349", "649", "699", "799"])
    let stats = try XCTUnwrap(result.stats["price"])
    XCTAssertEqual(stats.min, 19.5)
    XCTAssertEqual(stats.max, 1099)
    XCTAssertEqual(stats.avg!, 526.149, accuracy: 1e-9)
    XCTAssertEqual(stats.sum!, 5261.49, accuracy: 1e-9)
  }

  func test_count_unknownAndFilterOnlyAttributesAreOmitted() {
    let counter = counter()
    XCTAssertEqual(counter.requestedEntries(["color", "in_stock"]), [])
  }

  func test_count_truncatesAndReportsNonExhaustiveValues() {
    let counter = counter(max: 2)
    let result = counter.count(counter.requestedEntries(["category"]), slots: snapshot.liveSlots)
    XCTAssertEqual(result.facets["category"]?.map(\.value), ["phone", "audio"])
    XCTAssertFalse(result.exhaustiveValues)
  }

  func test_count_truncatedAlphabetical_keepsTheFirstValuesInOrder() {
    let counter = counter(max: 3, alpha: true)
    let result = counter.count(counter.requestedEntries(["brand"]), slots: snapshot.liveSlots.reversed())
    XCTAssertEqual(result.facets["brand"]?.map(\.value), ["Apple", "De'Longhi", "Google"])
    XCTAssertEqual(result.facets["brand"].map(Facet.counts(of:)), ["Apple": 3, "De'Longhi": 1, "Google": 1])
    XCTAssertFalse(result.exhaustiveValues)
  }

  func test_count_alphabeticalOrder() {
    let counter = counter(alpha: true)
    let result = counter.count(counter.requestedEntries(["brand"]), slots: snapshot.liveSlots)
    XCTAssertEqual(result.facets["brand"]?.map(\.value), ["Apple", "De'Longhi", "Google", "Samsung", "Sony", "Spigen"])
  }

  func test_responseOrder_agreesWithSortingByCountThenRankThenId() {
    var generator = SplitMix64(seed: 11)
    for round in 0..<200 {
      let count = 1 + Int(generator.next() % 60)
      // Small counts take a counting sort, large ones a sort of keys.
      let largest: UInt64 = round % 4 < 2 ? 5 : 1000
      let tally = (0..<count).map { _ in generator.next() % 3 == 0 ? 0 : Int(generator.next() % largest) }
      // Half the rounds use a permutation as an index builds it, the others ranks with ties.
      let ranks: [Int32] = round % 2 == 0
        ? (0..<count).map(Int32.init).shuffled(using: &generator)
        : (0..<count).map { _ in Int32(generator.next() % 10) }
      for byCount in [true, false] {
        let expected = tally.indices.filter { tally[$0] > 0 }.sorted { a, b in
          if byCount, tally[a] != tally[b] { return tally[a] > tally[b] }
          return ranks[a] != ranks[b] ? ranks[a] < ranks[b] : a < b
        }
        let present = tally.indices.filter { tally[$0] > 0 }.shuffled(using: &generator)
        XCTAssertEqual(FacetCounter.responseOrder(tally: tally, present: present, ranks: ranks, byCount: byCount), expected)
        // Fewer wanted than present: the first ones of the same order.
        let limit = Int(generator.next() % UInt64(count + 1))
        XCTAssertEqual(
          FacetCounter.responseOrder(tally: tally, present: present, ranks: ranks, byCount: byCount, limit: limit),
          Array(expected.prefix(limit)), "limit \(limit)")
      }
    }
  }

  func test_count_agreesWithBruteForceOnConcerts() throws {
    let data = try SharedFiles.require("datasets/concerts/alternative_rock_artists.json")
    let records = try XCTUnwrap(JSON(data: data).arrayValue)
    let configuration = IndexConfiguration(faceting: [.init(path: AttributePath("name")), .init(path: AttributePath("location"))])
    let snapshot = IndexSnapshot(records: RecordTable.encoding(records), configuration: configuration)
    let slots = Array(stride(from: 0, to: records.count, by: 3))
    let counter = FacetCounter(snapshot: snapshot, maxValuesPerFacet: 1000, sortAlphabetically: false)
    let result = counter.count([0, 1], slots: slots)
    var expected: [String: Int] = [:]
    for slot in slots { if let name = records[slot]["name"]?.stringValue, !name.isEmpty { expected[name, default: 0] += 1 } }
    let top = expected.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
    XCTAssertEqual(result.facets["name"]?.map(\.value), Array(top.prefix(1000).map(\.key)))
    XCTAssertEqual(result.facets["name"]?.map(\.count), Array(top.prefix(1000).map(\.value)))
  }
}
