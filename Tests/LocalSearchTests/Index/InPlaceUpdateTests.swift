import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// Random sequences of additions, replacements and deletions applied to a built index must leave it
/// answering every search exactly as an index freshly built on the same records does.
final class InPlaceUpdateTests: XCTestCase {
  private static let words = ["red", "read", "reading", "rod", "blue", "blues", "bluetooth", "lamp", "lamps", "lump",
    "table", "tablet", "cable", "chair", "chairs", "charm", "sofa", "soft", "desk", "disk", "oak", "oaks", "steel"]
  private static let brands = ["Acme", "Bolt", "Crux", "Dyna", "Echo", "Zeta", "Amber"]

  private func randomRecord(_ id: String, _ random: inout SplitMix64, extraKeys: Bool) -> JSON {
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    let title = (0..<(1 + Int(random.next() % 4))).map { _ in pick(Self.words) }.joined(separator: " ")
    var members: [String: JSON] = [
      "objectID": .string(id), "title": .string(title), "brand": .string(pick(Self.brands)),
      "tags": .array((0..<Int(random.next() % 3)).map { _ in .string(pick(Self.words)) }),
      "price": .number(Double(random.next() % 40)), "group": .string("g\(random.next() % 6)"),
    ]
    if random.next() % 5 == 0 { members["price"] = nil }
    if extraKeys, random.next() % 3 == 0 { members["note\(random.next() % 4)"] = .string(pick(Self.words)) }
    return .object(members)
  }

  private func queries() -> [Query] {
    let texts = ["", "r", "re", "red", "rea", "bl", "blue", "lmp", "tabel", "chiar", "soft desk", "oak st", "l", "c",
      "red lamp", "bluetoth", "zz", "acme", "d"]
    var result: [Query] = []
    for (number, text) in texts.enumerated() {
      var query = Query(text)
      query.facets = ["*"]
      query.hitsPerPage = 5
      query.page = number % 3 == 0 ? 1 : 0
      if number % 4 == 1 { query.distinct = 1 }
      if number % 5 == 2 { query.sortFacetValuesBy = .alpha }
      if number % 6 == 3 { query.getRankingInfo = true }
      result.append(query)
    }
    return result
  }

  /// The response as JSON without the fields that differ between runs.
  private func answer(_ client: LocalClient, _ name: String, _ query: Query) throws -> JSON {
    var response = try client.answer(IndexedQuery(indexName: name, query: query))
    response.processingTimeMS = nil
    return try JSON(encoding: response)
  }

  private func assertSameAnswers(
    _ index: LocalIndex, _ model: [(id: String, record: JSON)], settings: IndexSettings, step: String
  ) throws {
    let fresh = try LocalIndex(name: index.name, records: model.map(\.record), settings: settings)
    let updated = LocalClient(indices: [index])
    let rebuilt = LocalClient(indices: [fresh])
    for query in queries() {
      let got = try answer(updated, index.name, query)
      let expected = try answer(rebuilt, index.name, query)
      XCTAssertEqual(got, expected, "\(step), query \"\(query.query ?? "")\"")
      if got != expected { return }
    }
  }

  private func runRandomSequence(settings: IndexSettings, extraKeys: Bool, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var model: [(id: String, record: JSON)] = (0..<40).map { ("r\($0)", JSON.null) }
    for position in model.indices { model[position].record = randomRecord(model[position].id, &random, extraKeys: extraKeys) }
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
          let record = randomRecord(id, &random, extraKeys: extraKeys)
          saves.append(record)
          model.append((id, record))
          description.append("add \(id)")
        case 1 where !model.isEmpty:
          let position = Int(random.next() % UInt64(model.count))
          let record = randomRecord(model[position].id, &random, extraKeys: extraKeys)
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
      index.deleteObjects(withIDs: deletions + ["unknown"])
      XCTAssertTrue(index.isPrepared, "a small change updates the built index instead of dropping it")
      XCTAssertEqual(index.count, model.count)
      try assertSameAnswers(index, model, settings: settings, step: "step \(step) (\(description.joined(separator: ", ")))")
    }
  }

  func test_randomChanges_answerAsAFreshBuild_withSearchableAttributes() throws {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["title", "brand", "tags"],
      "attributesForFaceting": ["brand", "tags", "price", "searchable(group)"],
      "customRanking": ["desc(price)"], "attributeForDistinct": "group",
      "attributesToSnippet": ["title:2"],
    ])
    try runRandomSequence(settings: settings, extraKeys: false, seed: 7)
  }

  func test_randomChanges_answerAsAFreshBuild_withEveryAttributeSearchable() throws {
    let settings = try IndexSettings(json: ["attributesForFaceting": ["brand", "tags"], "ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"]])
    try runRandomSequence(settings: settings, extraKeys: true, seed: 11)
  }

  func test_changeWhileASearchHoldsTheSnapshot_leavesThatSnapshotUntouched() throws {
    let index = try LocalIndex(name: "i", records: [["objectID": "a", "title": "red lamp"], ["objectID": "b", "title": "blue lamp"]])
    index.prepare()
    let (held, _) = index.snapshot()
    try index.saveObjects([["objectID": "a", "title": "green chair"], ["objectID": "c", "title": "red chair"]])
    index.deleteObjects(withIDs: ["b"])
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
}
