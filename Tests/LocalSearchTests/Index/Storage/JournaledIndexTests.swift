import Dispatch
import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// An index attached to a directory writes every change to its journal before making it: reopening the directory
/// gives the index as it was after the last change, answering as a fresh build of its records does; the journal is
/// compacted into new generations as it grows.
final class JournaledIndexTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("JournaledIndexTests") }

  override func tearDownWithError() throws { try folder.remove() }

  private var directory: URL { folder.url.appendingPathComponent("index") }

  private func reopen(_ name: String = "journaled") throws -> LocalIndex { try LocalIndex(name: name, directory: directory) }

  /// Asserts that the directory reopens to an index answering as `index` and as a fresh build of its records.
  @discardableResult
  private func assertReopensAlike(_ index: LocalIndex, _ step: String, line: UInt = #line) throws -> LocalIndex {
    let reopened = try reopen(index.name)
    XCTAssertEqual(reopened.count, index.count, step, line: line)
    XCTAssertEqual(reopened.settings, index.settings, step, line: line)
    try EquivalenceQueries.assertSameAnswers(reopened, as: try JournalTesting.freshBuild(of: index), queries: JournalTesting.queries, "\(step): reopened against a fresh build", line: line)
    try EquivalenceQueries.assertSameAnswers(index, as: try JournalTesting.freshBuild(of: index), queries: JournalTesting.queries, "\(step): in memory against a fresh build", line: line)
    return reopened
  }

  func test_eachKindOfChange_survivesAReopen() throws {
    let settings = try EquivalenceRecords.searchableSettings
    let index = try JournalTesting.attachedIndex(JournalTesting.records(60, seed: 1), settings: settings, in: directory)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-1.lsx"])
    XCTAssertEqual(try index.saveObjects([JSON]()), [])
    XCTAssertEqual(try index.apply([.delete(objectIDs: [])]), [.deleted(objectIDs: [])])
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-1.lsx"], "changing nothing writes nothing")

    XCTAssertEqual(try index.saveObjects([["objectID": "new", "title": "oak desk", "brand": "Acme", "price": 3]]), ["new"])
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "journal-1.lsj", "snapshot-1.lsx"], "the first change creates the journal")
    try assertReopensAlike(index, "an added record")
    try index.saveObjects([["objectID": "r3", "title": "blue sofa", "tags": ["soft"], "group": "g1"]])
    try assertReopensAlike(index, "a replaced record")
    let assigned = try index.saveObjects([["title": "red chair"], ["title": "red lamp", "objectID": 7]])
    XCTAssertEqual(assigned, ["1", "7"])
    try assertReopensAlike(index, "an automatic id and a numeric id")
    XCTAssertEqual(try reopen().object(withID: "1")?["title"], "red chair")
    XCTAssertEqual(try index.saveObjects([["title": "steel table"]]), ["2"], "the counter follows the journal")
    XCTAssertEqual(try reopen().saveObjects([["title": "x"]]), ["3"], "and survives a reopen")
    XCTAssertThrowsError(try index.saveObjects([["title": "y"]]), "another index appended to the journal") { error in
      guard case .superseded(folder.path("index/journal-1.lsj"), _)? = error as? IndexFileError else { return XCTFail("\(error)") }
    }
    let reopened = try reopen()
    XCTAssertEqual(try reopened.deleteObjects(withIDs: ["r4", "3", "unknown"]), ["r4", "3"])
    try assertReopensAlike(reopened, "deletions")
    XCTAssertTrue(try reopen().isPrepared, "replay changes the built index in place")

    // Settings and clear are compacted right away; written as a crash right after the append leaves them, they replay.
    let everyAttribute = try EquivalenceRecords.everyAttributeSettings
    try JournalTesting.appendOnly(reopened, [.setSettings(everyAttribute)])
    let withSettings = try reopen()
    XCTAssertEqual(withSettings.settings, everyAttribute)
    XCTAssertFalse(withSettings.isPrepared, "built again at the first search")
    try EquivalenceQueries.assertSameAnswers(withSettings, as: try JournalTesting.freshBuild(of: withSettings), queries: JournalTesting.queries, "settings replayed")
    try withSettings.setSettings(settings)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-2.lsx"], "a settings change compacts")
    try assertReopensAlike(withSettings, "settings compacted")

    let cleared = try reopen()
    try JournalTesting.appendOnly(cleared, [.clear, .save([["title": "lone"]])])
    let afterClear = try reopen()
    XCTAssertEqual(afterClear.count, 1)
    XCTAssertEqual(afterClear.object(withID: "1")?["title"], "lone", "automatic ids start again after a clear")
    try afterClear.clearObjects()
    XCTAssertEqual(afterClear.count, 0)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-3.lsx"], "a clear compacts")
    try assertReopensAlike(afterClear, "cleared")
  }

  /// Random additions, replacements and deletions, each step one `apply` of a save and a deletion list, with the
  /// directory reopened every 7 steps: the index and the reopened one answer as a fresh build.
  private func runRandomSequence(settings: IndexSettings, extraKeys: Bool, seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var model: [(id: String, record: JSON)] = (0..<40).map { ("r\($0)", JSON.null) }
    for position in model.indices { model[position].record = EquivalenceRecords.record(model[position].id, &random, extraKeys: extraKeys) }
    var index = try JournalTesting.attachedIndex(model.map(\.record), settings: settings, in: directory, name: "updates")
    var nextID = model.count
    for step in 0..<70 {
      var saves: [JSON] = []
      var deletions: [String] = []
      for _ in 0..<(random.next() % 4 == 0 ? 3 : 1) {
        switch random.next() % 3 {
        case 0:
          let record = EquivalenceRecords.record("r\(nextID)", &random, extraKeys: extraKeys)
          nextID += 1
          saves.append(record)
          model.append((record["objectID"]?.stringValue ?? "", record))
        case 1 where !model.isEmpty:
          let position = Int(random.next() % UInt64(model.count))
          let record = EquivalenceRecords.record(model[position].id, &random, extraKeys: extraKeys)
          saves.append(record)
          model[position].record = record
        default:
          guard !model.isEmpty else { continue }
          let position = Int(random.next() % UInt64(model.count))
          deletions.append(model[position].id)
          model.remove(at: position)
        }
      }
      try index.apply([.save(saves), .delete(objectIDs: deletions + ["unknown"])])
      if step % 7 == 6 {
        index = try LocalIndex(name: "updates", directory: directory)
        XCTAssertTrue(index.isPrepared, "step \(step): replayed in place")
      }
      let fresh = try LocalIndex(name: "updates", records: model.map(\.record), settings: settings)
      XCTAssertEqual(index.count, model.count)
      guard try EquivalenceQueries.assertSameAnswers(index, as: fresh, "step \(step)") else { return }
    }
  }

  func test_randomChanges_withReopens_answerAsAFreshBuild_withSearchableAttributes() throws {
    try runRandomSequence(settings: EquivalenceRecords.searchableSettings, extraKeys: false, seed: 7)
  }

  func test_randomChanges_withReopens_answerAsAFreshBuild_withEveryAttributeSearchable() throws {
    try runRandomSequence(settings: EquivalenceRecords.everyAttributeSettings, extraKeys: true, seed: 11)
  }

  /// A list of changes is validated whole before anything is written or changed, and each change is planned as the
  /// ones before it leave the index.
  func test_apply_isAllOrNothing() throws {
    let index = try JournalTesting.attachedIndex(JournalTesting.records(20, seed: 3), settings: try EquivalenceRecords.searchableSettings, in: directory)
    try index.saveObjects([["objectID": "kept", "title": "oak"]])
    let journal = folder.path("index/journal-1.lsj")
    let before = JournalTesting.bytes(journal)
    let snapshot = try JournalTesting.freshBuild(of: index)
    XCTAssertThrowsError(
      try index.apply([.save([["objectID": "a", "title": "red"]]), .delete(objectIDs: ["r1", "kept"]), .setSettings(IndexSettings()), .clear,
        .save([["title": "fine"], .string("not a record")])])
    ) { error in
      XCTAssertEqual(error as? LocalIndexError, .recordNotAnObject(index: 1))
    }
    XCTAssertEqual(JournalTesting.bytes(journal), before, "nothing written")
    XCTAssertEqual(index.count, 21)
    XCTAssertNil(index.object(withID: "a"))
    XCTAssertNotNil(index.object(withID: "kept"))
    try EquivalenceQueries.assertSameAnswers(index, as: snapshot, queries: JournalTesting.queries, "nothing applied")
    try EquivalenceQueries.assertSameAnswers(try reopen(), as: snapshot, queries: JournalTesting.queries, "nothing applied, reopened")

    // Planned in order: ids an earlier change frees or takes count for the automatic ids of a later one.
    let list: [LocalIndex.Change] = [
      .save([["objectID": "1", "title": "taken"], ["title": "auto"]]), .delete(objectIDs: ["1", "r5", "nope"]),
      .save([["title": "again"], ["objectID": "3", "title": "three"], ["title": "more"]]), .delete(objectIDs: ["3"]),
    ]
    let single = try LocalIndex(name: "journaled", records: JournalTesting.records(20, seed: 3), settings: try EquivalenceRecords.searchableSettings)
    try single.saveObjects([["objectID": "kept", "title": "oak"]])
    var expected: [LocalIndex.ChangeResult] = []
    for change in list { expected += try single.apply([change]) }
    let results = try index.apply(list)
    XCTAssertEqual(results, expected)
    XCTAssertEqual(results, [.saved(objectIDs: ["1", "2"]), .deleted(objectIDs: ["1", "r5"]), .saved(objectIDs: ["4", "3", "5"]), .deleted(objectIDs: ["3"])])
    XCTAssertEqual(try JournalTesting.frames(journal, generation: 1).count, 2, "one frame per list")
    try EquivalenceQueries.assertSameAnswers(index, as: single, queries: JournalTesting.queries, "a list against single changes")
    try assertReopensAlike(index, "a list of changes")

    let unattached = try LocalIndex(name: "u", records: [["objectID": "a"]])
    XCTAssertThrowsError(try unattached.apply([.delete(objectIDs: ["a"]), .save([.null])]))
    XCTAssertEqual(unattached.count, 1)
    XCTAssertEqual(try unattached.apply([]), [])
  }

  func test_compaction_whenTheJournalGrows_orAfterALargeChange() throws {
    let index = try JournalTesting.attachedIndex(JournalTesting.records(30, seed: 5), settings: try EquivalenceRecords.searchableSettings, in: directory)
    var random = SplitMix64(seed: 6)
    for number in 0..<IndexJournal.mostRecords {
      try index.saveObjects([EquivalenceRecords.record("n\(number)", &random, extraKeys: false, locations: true)])
    }
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "journal-1.lsj", "snapshot-1.lsx"], "128 records stay in the journal")
    try index.deleteObjects(withIDs: ["n0"])
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-2.lsx"], "the 129th compacts")
    XCTAssertEqual(try IndexFileReader.read(folder.path("index/snapshot-2.lsx")).header.journalSequence, 129)
    try assertReopensAlike(index, "compacted")
    try index.saveObjects([["objectID": "after", "title": "red sofa"]])
    XCTAssertEqual(try JournalTesting.frames(folder.path("index/journal-2.lsj"), generation: 2, base: 129).map(\.sequence), [130])
    try assertReopensAlike(index, "a frame after the compaction")

    let text = String(repeating: "unsearched ", count: 60_000)
    try index.saveObjects([["objectID": "big1", "blob": .string(text)]])
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "journal-2.lsj", "snapshot-2.lsx"])
    try index.saveObjects([["objectID": "big2", "blob": .string(text)]])
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-3.lsx"], "more than 1 MiB compacts")

    try index.saveObjects((0...LocalIndex.largestInPlaceChange).map { ["objectID": .string("many\($0)"), "title": "blue"] })
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-4.lsx"], "a change of more than 1,000 records compacts")
    try assertReopensAlike(index, "after a large change")

    try index.saveObjects([["objectID": "x", "title": "oak"]])
    try index.compact()
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-5.lsx"])
    try index.saveObjects([["objectID": "y", "title": "oak"]])
    try index.save(to: directory)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-6.lsx"], "saving to its own directory compacts")
    try assertReopensAlike(index, "compacted explicitly")
    try index.saveObjects([["objectID": "z", "title": "oak"]])
    try assertReopensAlike(index, "a frame after the explicit compactions")
  }

  /// Another save moving the directory to a newer generation: the attached index refuses to write to the generation
  /// it opened, changes nothing, and the directory holds the other save's index.
  func test_anotherSaveMovesTheDirectory_changesAreRefused() throws {
    let index = try JournalTesting.attachedIndex(JournalTesting.records(20, seed: 8), settings: IndexSettings(), in: directory)
    try index.saveObjects([["objectID": "mine", "title": "oak"]])
    let other = try LocalIndex(name: "journaled", records: [["objectID": "theirs", "title": "steel"]])
    try other.save(to: directory)
    let pointer = folder.path("index/CURRENT")
    for (step, change) in [("save", { try index.saveObjects([["objectID": "late", "title": "x"]]) }), ("compact", { try index.compact() }),
      ("save to its directory", { try index.save(to: self.directory) }), ("settings", { try index.setSettings(IndexSettings()) })] as [(String, () throws -> Any)]
    {
      XCTAssertThrowsError(try change(), step) { error in
        XCTAssertEqual(error as? IndexFileError, .superseded(file: pointer, detail: "generation 2 is current, not 1, the one the index holds"), step)
      }
    }
    XCTAssertEqual(index.count, 21)
    XCTAssertNil(index.object(withID: "late"))
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-2.lsx"])
    let reopened = try reopen()
    XCTAssertEqual(reopened.count, 1)
    try EquivalenceQueries.assertSameAnswers(reopened, as: other, queries: JournalTesting.queries, "the other save's index")
    try index.save(to: folder.url.appendingPathComponent("elsewhere"))
    XCTAssertEqual(try LocalIndex(name: "journaled", directory: folder.url.appendingPathComponent("elsewhere")).count, 21, "a copy elsewhere still saves")
  }

  /// Searches on two threads while a third applies changes that are appended and compacted again and again; every
  /// search answers, and the directory reopens to the index as it ended.
  func test_searches_duringAppendsAndCompactions() throws {
    let settings = try EquivalenceRecords.searchableSettings
    let index = try JournalTesting.attachedIndex(
      JournalTesting.records(200, seed: 9), settings: settings, in: folder.url.appendingPathComponent("busy"), name: "busy")
    let client = LocalClient(indices: [index])
    let queries = EquivalenceQueries.queries()
    let failures = Counter()
    let stop = Counter()
    let group = DispatchGroup()
    for thread in 0..<2 {
      DispatchQueue.global().async(group: group) {
        var round = 0
        while stop.value == 0 {
          if (try? client.answer(IndexedQuery(indexName: "busy", query: queries[(round + thread * 7) % queries.count]))) == nil { failures.increment() }
          round += 1
        }
      }
    }
    var random = SplitMix64(seed: 10)
    var generations = Set<String>()
    for number in 0..<300 {
      let record = EquivalenceRecords.record("r\(random.next() % 260)", &random, extraKeys: false, locations: true)
      try index.apply([.save([record]), .delete(objectIDs: ["r\(random.next() % 260)"])])
      if number % 100 == 99 { try index.setSettings(settings) }
      generations.formUnion(folder.names(in: "busy").filter { $0.hasPrefix("snapshot-") })
    }
    stop.increment()
    group.wait()
    XCTAssertEqual(failures.value, 0, "every search answered")
    XCTAssertGreaterThanOrEqual(generations.count, 5, "compacted several times")
    let reopened = try LocalIndex(name: "busy", directory: folder.url.appendingPathComponent("busy"))
    try EquivalenceQueries.assertSameAnswers(reopened, as: try JournalTesting.freshBuild(of: index), queries: JournalTesting.queries, "reopened after the busy run")
  }
}

/// A counter several threads change and read.
private final class Counter: @unchecked Sendable {  // `count` is only touched under `lock`
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
