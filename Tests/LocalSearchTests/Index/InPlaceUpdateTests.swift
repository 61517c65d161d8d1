import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// Random sequences of additions, replacements and deletions applied to a built index must leave it
/// answering every search exactly as an index freshly built on the same records does.
final class InPlaceUpdateTests: XCTestCase {
  private func assertSameAnswers(
    _ index: LocalIndex, _ model: [(id: String, record: JSON)], settings: IndexSettings, step: String
  ) throws {
    let fresh = try LocalIndex(name: index.name, records: model.map(\.record), settings: settings)
    try EquivalenceQueries.assertSameAnswers(index, as: fresh, step)
  }

  private func runRandomSequence(settings: IndexSettings, extraKeys: Bool, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var model: [(id: String, record: JSON)] = (0..<40).map { ("r\($0)", JSON.null) }
    for position in model.indices { model[position].record = EquivalenceRecords.record(model[position].id, &random, extraKeys: extraKeys) }
    let index = try LocalIndex(name: "updates", records: model.map(\.record), settings: settings)
    index.prepare()
    var nextID = model.count
    for step in 0..<60 {
      let batchSize = random.next() % 4 == 0 ? 3 : 1
      var description: [String] = []
      var saves: [JSON] = []
      var deletions: [String] = []
      for _ in 0..<batchSize {
        switch random.next() % 3 {
        case 0:
          let id = "r\(nextID)"
          nextID += 1
          let record = EquivalenceRecords.record(id, &random, extraKeys: extraKeys)
          saves.append(record)
          model.append((id, record))
          description.append("add \(id)")
        case 1 where !model.isEmpty:
          let position = Int(random.next() % UInt64(model.count))
          let record = EquivalenceRecords.record(model[position].id, &random, extraKeys: extraKeys)
          saves.append(record)
          model[position].record = record
          description.append("replace \(model[position].id)")
        default:
          guard !model.isEmpty else { continue }
          let position = Int(random.next() % UInt64(model.count))
          deletions.append(model[position].id)
          description.append("delete \(model[position].id)")
          model.remove(at: position)
        }
      }
      // Saves first, then deletions: the model above may delete a record saved in this step.
      try index.saveObjects(saves)
      try index.deleteObjects(withIDs: deletions + ["unknown"])
      XCTAssertTrue(index.isPrepared, "a small change updates the built index instead of dropping it")
      XCTAssertEqual(index.count, model.count)
      try assertSameAnswers(index, model, settings: settings, step: "step \(step) (\(description.joined(separator: ", ")))")
    }
  }

  func test_randomChanges_answerAsAFreshBuild_withSearchableAttributes() throws {
    try runRandomSequence(settings: EquivalenceRecords.searchableSettings, extraKeys: false, seed: 7)
  }

  func test_randomChanges_answerAsAFreshBuild_withEveryAttributeSearchable() throws {
    try runRandomSequence(settings: EquivalenceRecords.everyAttributeSettings, extraKeys: true, seed: 11)
  }

  func test_changeWhileASearchHoldsTheSnapshot_leavesThatSnapshotUntouched() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "title": "red lamp"], ["objectID": "b", "title": "blue lamp"]])
    index.prepare()
    let (held, _) = index.snapshot()
    try index.saveObjects([["objectID": "a", "title": "green chair"], ["objectID": "c", "title": "red chair"]])
    try index.deleteObjects(withIDs: ["b"])
    XCTAssertEqual((0..<held.records.count).compactMap { held.records[$0]?.json["title"]?.stringValue }, ["red lamp", "blue lamp"])
    XCTAssertEqual(held.liveSlots, [0, 1])
    let client = LocalClient(indices: [index])
    let hits = try client.answer(IndexedQuery(indexName: "i", query: Query("chair"))).hits
    XCTAssertEqual(hits.compactMap { $0["objectID"]?.stringValue }, ["a", "c"])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("lamp"))).nbHits, 0)
  }

  func test_largeChange_rebuildsAtTheNextSearch() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "title": "red"]])
    index.prepare()
    let many: [JSON] = (0...LocalIndex.largestInPlaceChange).map { ["objectID": .string("n\($0)"), "title": "blue"] }
    try index.saveObjects(many)
    XCTAssertFalse(index.isPrepared)
    let client = LocalClient(indices: [index])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("blue"))).nbHits, many.count)
  }

  func test_inPlaceChanges_keepTheCountOfLiveSlots() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "title": "red"], ["objectID": "b", "title": "red"]])
    index.prepare()
    XCTAssertFalse(index.searchState().snapshot.hasFreedSlots)
    try index.deleteObjects(withIDs: ["a"])
    var snapshot = index.searchState().snapshot
    XCTAssertTrue(snapshot.hasFreedSlots)
    XCTAssertEqual(snapshot.liveCount, 1)
    try index.saveObjects([["objectID": "c", "title": "red"], ["objectID": "b", "title": "blue"]])
    snapshot = index.searchState().snapshot
    XCTAssertEqual(snapshot.liveCount, 2)
    XCTAssertEqual(snapshot.liveCount, snapshot.isLive.filter { $0 }.count)
    let client = LocalClient(indices: [index])
    XCTAssertEqual(try client.answer(IndexedQuery(indexName: "i", query: Query("red"))).nbHits, 1)
  }
}
