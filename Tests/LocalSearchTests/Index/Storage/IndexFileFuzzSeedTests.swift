import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The seeds of the `indexfile` fuzz target (Fuzz/indexfile.swift): tiny saved indices with facets, a custom
/// ranking, `_geoloc`, distinct, every attribute searchable and freed slots, each once as it is (first byte 0) and
/// once to be resealed (first byte 1); and a journal of changes to the harness's fixed two-record snapshot (first
/// byte 2 and 3). The committed seeds must still read and answer like the indices they were made from;
/// `INSTANTSEARCH_REGENERATE_SOURCES=1` writes them again.
final class IndexFileFuzzSeedTests: XCTestCase {
  private static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/indexfile")

  /// The seed indices, by name.
  private static func seeds() throws -> [(name: String, index: LocalIndex)] {
    let catalogue = try LocalIndex(
      name: "fuzz",
      records: [
        ["objectID": "1", "name": "Lamp", "brand": "Acme", "price": 12],
        ["objectID": "2", "name": "Large lamp", "brand": "Bolt", "price": 30],
        ["objectID": "3", "name": "Table", "brand": "Acme", "price": 45.5],
      ],
      settings: try IndexSettings(json: [
        "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand", "price"], "customRanking": ["desc(price)"],
      ]))
    let places = try LocalIndex(
      name: "fuzz",
      records: [
        ["objectID": "1", "name": "Paris", "_geoloc": ["lat": 48.85, "lng": 2.35], "price": 2],
        ["objectID": "2", "name": "Amiens", "_geoloc": [["lat": 49.89, "lng": 2.3], ["lat": 49.9, "lng": 2.29]], "price": 5],
      ])
    let grouped = try LocalIndex(
      name: "fuzz",
      records: [
        ["objectID": "1", "name": "a shirt", "group": "s", "price": 3],
        ["objectID": "2", "name": "a small shirt", "group": "s", "price": 4],
        ["objectID": "3", "name": "a hat", "group": "h", "price": 6],
      ],
      settings: try IndexSettings(json: ["attributeForDistinct": "group", "distinct": 1, "customRanking": ["asc(price)"]]))
    let freed = try LocalIndex(
      name: "fuzz",
      records: (1...6).map { ["objectID": .string("\($0)"), "title": .string("item \($0) alpha"), "tags": ["x", .string("t\($0)")]] })
    try freed.deleteObjects(withIDs: ["2", "5"])
    try freed.saveObjects([["objectID": "3", "title": "another alpha", "tags": ["y"]]])
    return [("catalogue", catalogue), ("geo", places), ("distinct", grouped), ("freed-slots", freed)]
  }

  /// Searches answered the same way by an index and its saved copy.
  private func answers(_ index: LocalIndex) throws -> [String] {
    let client = LocalClient(indices: [index])
    let queries: [[String: JSON]] = [
      ["query": "a", "facets": ["*"]], ["query": "", "distinct": 1], ["query": "", "aroundLatLng": "48.85, 2.35", "aroundRadius": 1_000_000],
      ["query": "lamp alpha shirt"],
    ]
    return try queries.map { fields in
      var response = try client.answer(IndexedQuery(indexName: index.name, query: try Query(fields: fields)))
      response.processingTimeMS = 0
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return String(decoding: try encoder.encode(response), as: UTF8.self)
    }
  }

  func test_seeds_readAndAnswerLikeTheirIndices() throws {
    let folder = try TemporaryFolder("fuzz-seeds")
    defer { try? folder.remove() }
    let regenerate = ProcessInfo.processInfo.environment["INSTANTSEARCH_REGENERATE_SOURCES"] == "1"
    if regenerate { try FileManager.default.createDirectory(at: Self.corpus, withIntermediateDirectories: true) }
    for (name, index) in try Self.seeds() {
      if regenerate {
        let path = folder.path(name)
        try index.write(toNewFile: path, generation: 1)
        let file = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertLessThanOrEqual(file.count + 1, 4096, "\(name): a seed fits the fuzzer's -max_len")
        for mode: UInt8 in [0, 1] {
          try (Data([mode]) + file).write(to: Self.corpus.appendingPathComponent("\(name)-\(mode)"))
        }
      }
      for mode: UInt8 in [0, 1] {
        let seed = Self.corpus.appendingPathComponent("\(name)-\(mode)")
        let bytes = try Data(contentsOf: seed, options: [])
        XCTAssertEqual(bytes.first, mode, seed.path)
        XCTAssertLessThanOrEqual(bytes.count, 4096, "\(seed.path) fits the fuzzer's -max_len")
        let path = folder.path("\(name)-\(mode).lsx")
        try bytes.dropFirst().write(to: URL(fileURLWithPath: path))
        let opened: LocalIndex
        do {
          opened = try LocalIndex(name: "fuzz", indexFile: path)
        } catch {
          return XCTFail("\(seed.path) no longer reads (\(error)); regenerate the seeds with INSTANTSEARCH_REGENERATE_SOURCES=1")
        }
        XCTAssertEqual(opened.count, index.count, seed.path)
        XCTAssertEqual(try answers(opened), try answers(index), "\(seed.path) answers like the index it was made from")
      }
    }
  }

  /// The fuzz harness's fixed snapshot.
  private static func fixedSnapshot() throws -> LocalIndex {
    try LocalIndex(name: "fuzz", records: [["objectID": "1", "name": "lamp", "price": 2], ["objectID": "2", "name": "table", "price": 9]])
  }

  func test_journalSeeds_replayOnTheHarnessSnapshot() throws {
    let folder = try TemporaryFolder("fuzz-journal-seeds")
    defer { try? folder.remove() }
    let changed = try Self.fixedSnapshot()
    let written = folder.url.appendingPathComponent("written")
    try changed.attach(to: written)
    try changed.saveObjects([["objectID": "3", "name": "desk lamp", "price": 4, "tags": ["a", "b"]], ["name": "automatic id"]])
    try changed.apply([.delete(objectIDs: ["2"]), .save([["objectID": "1", "name": "lamp", "price": 3, "_geoloc": ["lat": 1.5, "lng": 2]]])])
    try changed.deleteObjects(withIDs: ["missing"])
    let generation = try IndexDirectory(written).currentGeneration()
    let journal = try Data(contentsOf: written.appendingPathComponent(IndexDirectory.journalName(generation)))
    if ProcessInfo.processInfo.environment["INSTANTSEARCH_REGENERATE_SOURCES"] == "1" {
      XCTAssertLessThanOrEqual(journal.count + 1, 4096)
      for mode: UInt8 in [2, 3] { try (Data([mode]) + journal).write(to: Self.corpus.appendingPathComponent("journal-\(mode)")) }
    }
    for mode: UInt8 in [2, 3] {
      let seed = Self.corpus.appendingPathComponent("journal-\(mode)")
      let bytes = try Data(contentsOf: seed)
      XCTAssertEqual(bytes.first, mode, seed.path)
      let directory = folder.url.appendingPathComponent("replayed-\(mode)")
      try Self.fixedSnapshot().save(to: directory)
      let base = try IndexDirectory(directory).currentGeneration()
      try bytes.dropFirst().write(to: directory.appendingPathComponent(IndexDirectory.journalName(base)))
      let replayed: LocalIndex
      do {
        replayed = try LocalIndex(name: "fuzz", directory: directory, attaching: false)
      } catch {
        return XCTFail("\(seed.path) no longer replays (\(error)); regenerate the seeds with INSTANTSEARCH_REGENERATE_SOURCES=1")
      }
      XCTAssertEqual(replayed.count, 3, seed.path)
      XCTAssertEqual(try answers(replayed), try answers(changed), "\(seed.path) replays to the index it was written by")
    }
  }
}
