import Dispatch
import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// A saved index reopened answers exactly as the index that was saved and as a fresh build of the same records, for
/// each kind of settings; searches and changes run safely while it is saved.
final class SavedIndexEquivalenceTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("SavedIndexEquivalenceTests") }

  override func tearDownWithError() throws { try folder.remove() }

  /// Builds an index of random records under `settings`, changes it in place, saves and reopens it, and compares
  /// the reopened index with the saved one and with a fresh build of its records.
  private func assertReopenedAnswersAlike(_ settings: IndexSettings, extraKeys: Bool, seed: UInt64, line: UInt = #line) throws {
    var random = SplitMix64(seed: seed)
    let index = try LocalIndex(
      name: "equivalence", records: (0..<80).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: extraKeys, locations: true) },
      settings: settings)
    index.prepare()
    for number in 0..<25 {
      try index.saveObjects([EquivalenceRecords.record("r\(random.next() % 100)", &random, extraKeys: extraKeys, locations: true)])
      if number % 3 == 0 { try index.deleteObjects(withIDs: ["r\(random.next() % 100)"]) }
    }
    let directory = folder.url.appendingPathComponent("index-\(seed)")
    try index.save(to: directory)
    let reopened = try LocalIndex(name: "equivalence", directory: directory)
    let table = index.parts().records
    let fresh = try LocalIndex(name: "equivalence", records: (0..<table.count).compactMap { table[$0]?.json }, settings: settings)
    let queries = EquivalenceQueries.queries(around: Point(lat: 48.9, lng: 2.4))
    try EquivalenceQueries.assertSameAnswers(reopened, as: index, queries: queries, "reopened against saved", line: line)
    try EquivalenceQueries.assertSameAnswers(reopened, as: fresh, queries: queries, "reopened against a fresh build", line: line)
  }

  func test_reopened_searchableAttributesWithDistinctAndCustomRanking() throws {
    try assertReopenedAnswersAlike(try EquivalenceRecords.searchableSettings, extraKeys: false, seed: 31)
  }

  func test_reopened_everyAttributeWithAscendingPrice() throws {
    try assertReopenedAnswersAlike(try EquivalenceRecords.everyAttributeSettings, extraKeys: true, seed: 32)
  }

  func test_reopened_facetsAndLocationsOnly() throws {
    let settings = try IndexSettings(json: [
      "attributesForFaceting": ["brand", "searchable(tags)", "price", "filterOnly(group)"], "sortFacetValuesBy": "alpha",
      "ranking": ["geo", "typo", "words", "filters", "proximity", "attribute", "exact", "custom"], "customRanking": ["asc(brand)"],
    ])
    try assertReopenedAnswersAlike(settings, extraKeys: false, seed: 33)
  }

  /// Searches on two threads and changes on a third run while the index is saved again and again; every search
  /// answers, and each saved generation reopens as a consistent index: one a fresh build of its records answers alike.
  func test_searchesAndChanges_duringSaves() throws {
    var random = SplitMix64(seed: 40)
    let settings = try EquivalenceRecords.searchableSettings
    let index = try LocalIndex(
      name: "busy", records: (0..<300).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: false, locations: true) }, settings: settings)
    index.prepare()
    let client = LocalClient(indices: [index])
    let directory = folder.url.appendingPathComponent("busy")
    let queries = EquivalenceQueries.queries()
    let failures = ThreadSafeCounter()
    let group = DispatchGroup()
    let stop = ThreadSafeCounter()
    for thread in 0..<2 {
      DispatchQueue.global().async(group: group) {
        var round = 0
        while stop.value == 0 {
          let query = queries[(round + thread * 7) % queries.count]
          if (try? client.answer(IndexedQuery(indexName: "busy", query: query))) == nil { failures.increment() }
          round += 1
        }
      }
    }
    DispatchQueue.global().async(group: group) {
      var changes = SplitMix64(seed: 41)
      var number = 0
      while stop.value == 0 {
        let record = EquivalenceRecords.record("r\(changes.next() % 320)", &changes, extraKeys: false, locations: true)
        if (try? index.saveObjects([record])) == nil { failures.increment() }
        if (try? index.deleteObjects(withIDs: ["r\(changes.next() % 320)"])) == nil { failures.increment() }
        number += 1
      }
    }
    for _ in 0..<6 {
      try index.save(to: directory)
      let reopened = try LocalIndex(name: "busy", directory: directory)
      let table = reopened.parts().records
      let fresh = try LocalIndex(name: "busy", records: (0..<table.count).compactMap { table[$0]?.json }, settings: settings)
      try EquivalenceQueries.assertSameAnswers(reopened, as: fresh, queries: Array(queries.prefix(8)), "a generation saved while busy")
    }
    stop.increment()
    group.wait()
    XCTAssertEqual(failures.value, 0, "every search and change succeeded")
  }
}

/// A counter several threads change and read.
private final class ThreadSafeCounter: @unchecked Sendable {  // `count` is only touched under `lock`
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
