import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// The journal file: a torn last frame is left out and overwritten, damage before a whole frame is reported naming
/// the journal and the frame, a failed append changes nothing, and no bytes make opening trap.
final class IndexJournalTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("IndexJournalTests") }

  override func tearDownWithError() throws { try folder.remove() }

  private var directory: URL { folder.url.appendingPathComponent("index") }
  private var journalPath: String { folder.path("index/journal-1.lsj") }

  private func reopen() throws -> LocalIndex { try LocalIndex(name: "journaled", directory: directory) }

  /// An attached index of 30 records under the searchable settings, with `frames` frames in its journal.
  private func journaledIndex(frames: Int) throws -> LocalIndex {
    let index = try JournalTesting.attachedIndex(JournalTesting.records(30, seed: 21), settings: try EquivalenceRecords.searchableSettings, in: directory)
    for number in 0..<frames {
      try index.apply([.save([["objectID": .string("r\(number)"), "title": .string("oak desk \(number)"), "price": .number(Double(number))], ["title": "blue sofa"]]),
        .delete(objectIDs: ["r\(number + 10)"])])
    }
    return index
  }

  /// Opening `bytes` as the journal: the error, or `nil` when it opens.
  private func opening(_ bytes: [UInt8]) throws -> IndexFileError? {
    try JournalTesting.write(bytes, to: journalPath)
    do {
      _ = try reopen()
      return nil
    } catch let error as IndexFileError {
      return error
    }
  }

  /// Sets the checksum of the frame at `offset` to what its bytes give.
  private func resum(_ bytes: inout [UInt8], frameAt offset: Int) {
    let length = bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
    let checksum = CRC32C.checksum(Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)]))
    for index in 0..<4 { bytes[offset + 4 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt32(index))) }
  }

  func test_lastFrameCut_atEveryByte_opensThePreviousState_andTheNextAppendReplacesIt() throws {
    let index = try journaledIndex(frames: 1)
    let before = try JournalTesting.freshBuild(of: index)
    let previousEnd = try XCTUnwrap(JournalTesting.bytes(journalPath)).count
    try index.apply([.save([["objectID": "r2", "title": "red lamp"], ["title": "steel chair", "tags": ["oak"]]]), .delete(objectIDs: ["r3"])])
    let full = try XCTUnwrap(JournalTesting.bytes(journalPath))
    let after = try JournalTesting.freshBuild(of: index)
    let queries = Array(JournalTesting.queries.prefix(5))
    for cut in previousEnd..<full.count {
      let torn = Array(full[..<cut])
      try JournalTesting.write(torn, to: journalPath)
      let opened = try reopen()
      XCTAssertEqual(opened.count, before.count, "cut at \(cut)")
      guard try EquivalenceQueries.assertSameAnswers(opened, as: before, queries: queries, "cut at \(cut)") else { return }
      XCTAssertEqual(JournalTesting.bytes(journalPath), torn, "opening writes nothing")
      XCTAssertEqual(try opened.saveObjects([["objectID": "next", "title": "red chair"]]), ["next"])
      let appended = try XCTUnwrap(JournalTesting.bytes(journalPath))
      let frames = try JournalTesting.frames(journalPath, generation: 1)
      XCTAssertEqual(frames.map(\.sequence), [1, 2], "cut at \(cut)")
      XCTAssertEqual(frames.last?.body.upperBound, appended.count, "cut at \(cut): the torn frame was overwritten, nothing follows")
      let reopened = try reopen()
      XCTAssertEqual(reopened.count, before.count + 1, "cut at \(cut)")
      XCTAssertEqual(reopened.object(withID: "next")?["title"], "red chair", "cut at \(cut)")
    }
    try JournalTesting.write(full, to: journalPath)
    try EquivalenceQueries.assertSameAnswers(try reopen(), as: after, queries: JournalTesting.queries, "the whole journal")
    var flipped = full
    flipped[full.count - 3] ^= 0x40
    try JournalTesting.write(flipped, to: journalPath)
    try EquivalenceQueries.assertSameAnswers(try reopen(), as: before, queries: JournalTesting.queries, "a last frame failing its checksum is left out")
  }

  func test_damagedFrameBeforeAWholeOne_isCorrupt_namingTheJournalAndTheFrame() throws {
    _ = try journaledIndex(frames: 3)
    let frames = try JournalTesting.frames(journalPath, generation: 1)
    XCTAssertEqual(frames.map(\.sequence), [1, 2, 3])
    let full = try XCTUnwrap(JournalTesting.bytes(journalPath))
    let second = "frame 2 at offset \(frames[1].offset)"
    func assertCorrupt(_ bytes: [UInt8], section: String, detail: String, line: UInt = #line) throws {
      let error = try opening(bytes)
      guard case .corrupt(journalPath, section, let found)? = error else { return XCTFail("\(String(describing: error))", line: line) }
      XCTAssertTrue(found.contains(detail), found, line: line)
      XCTAssertTrue(error?.description.contains(journalPath) == true, line: line)
    }
    var damaged = full
    damaged[frames[1].body.lowerBound + 3] ^= 0x01
    try assertCorrupt(damaged, section: second, detail: "checksum mismatch, yet a whole frame follows at offset \(frames[2].offset)")
    damaged = full
    damaged[frames[1].offset + 3] = 0x70
    try assertCorrupt(damaged, section: second, detail: "running past the end")
    damaged = full
    damaged[frames[1].offset + 8] = 9
    resum(&damaged, frameAt: frames[1].offset)
    try assertCorrupt(damaged, section: second, detail: "sequence number 9 where 2 comes next")
    damaged = full
    damaged[frames[1].body.lowerBound + 1] = 0x7E
    resum(&damaged, frameAt: frames[1].offset)
    try assertCorrupt(damaged, section: second, detail: "a change of unknown kind 126")
    damaged = full
    damaged[12] ^= 0x01
    try assertCorrupt(damaged, section: "header", detail: "checksum mismatch")
    damaged = IndexJournal.header(generation: 7, baseSequence: 0) + full.dropFirst(IndexJournal.headerBytes)
    try assertCorrupt(damaged, section: "header", detail: "it follows generation 7")
    XCTAssertEqual(try opening(Array(full.prefix(20))), .truncated(file: journalPath, expectedBytes: 40, actualBytes: 20))
    XCTAssertEqual(try opening(Array("[{\"objectID\": 1}]".utf8)), .notAnIndex(file: journalPath))
    var newer = full
    newer[8] = UInt8(IndexJournal.formatVersion + 1)
    guard case .newerFormat(journalPath, _)? = try opening(newer) else { return XCTFail("a newer journal") }
    XCTAssertNil(try opening(full), "the whole journal opens again")
  }

  /// Frames whose checksums hold but whose bodies were changed at random, cut or extended: opening replays them
  /// or reports the frame as damaged, and never traps.
  func test_hostileFrameBodies_neverTrap() throws {
    let index = try journaledIndex(frames: 0)
    try JournalTesting.appendOnly(index, [.save([["objectID": "a", "title": "red lamp", "tags": ["x", ["nested": [1, 2.5, true, nil]]]], ["title": "blue"]]),
      .delete(objectIDs: ["r1", "r2"]), .setSettings(try EquivalenceRecords.searchableSettings), .clear])
    let clean = try XCTUnwrap(JournalTesting.bytes(journalPath))
    let frame = try XCTUnwrap(JournalTesting.frames(journalPath, generation: 1).first)
    var random = SplitMix64(seed: 99)
    var outcomes = (opened: 0, corrupt: 0)
    for round in 0..<400 {
      var body = Array(clean[frame.body])
      switch round % 4 {
      case 0: body[Int(random.next() % UInt64(body.count))] ^= UInt8(truncatingIfNeeded: 1 + random.next() % 255)
      case 1: body = Array(body.prefix(Int(random.next() % UInt64(body.count))))
      case 2: body.insert(UInt8(truncatingIfNeeded: random.next()), at: Int(random.next() % UInt64(body.count)))
      default: body[Int(random.next() % UInt64(body.count))] = 0xFF
      }
      var bytes = Array(clean[..<frame.offset])
      let length = UInt32(8 + body.count)
      for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: length >> (8 * UInt32(index)))) }
      bytes += [0, 0, 0, 0] + clean[frame.body.lowerBound - 8..<frame.body.lowerBound] + body
      resum(&bytes, frameAt: frame.offset)
      switch try opening(bytes) {
      case nil: outcomes.opened += 1
      case .corrupt(journalPath, "frame 1 at offset \(frame.offset)", _)?: outcomes.corrupt += 1
      case let other?: XCTFail("round \(round): \(other)")
      }
    }
    XCTAssertGreaterThan(outcomes.corrupt, 100)
  }

  /// A frame whose checksum holds but whose automatic-id counter would overflow when the next id is assigned.
  func test_counterNearTheLargestInteger_isCorrupt() throws {
    _ = try journaledIndex(frames: 0)
    let batch = RecordStore.PreparedBatch(records: [["objectID": "a"]], objectIDs: ["a"], nextAutomaticID: Int.max, assignedIDs: [])
    let bytes = IndexJournal.header(generation: 1, baseSequence: 0) + (try JournalFrame.encode([.save(batch)], sequence: 1))
    guard case .corrupt(journalPath, "frame 1 at offset 40", let detail)? = try opening(bytes) else { return XCTFail("a counter of Int.max") }
    XCTAssertTrue(detail.contains("the automatic-id counter"), detail)
  }

  func test_failedAppend_throws_andLeavesMemoryAndDiskAsTheyWere() throws {
    let index = try journaledIndex(frames: 1)
    let expected = try JournalTesting.freshBuild(of: index)
    let written = try XCTUnwrap(JournalTesting.bytes(journalPath))
    var faults: [(String, StorageFaults)] = []
    for bytes in [0, 1, 8, 30] { faults.append(("failed after \(bytes) bytes", StorageFaults(failAfterBytes: bytes))) }
    faults.append(("failed at fdatasync", StorageFaults(failing: "fdatasync")))
    faults.append(("killed after 30 bytes", StorageFaults(failAfterBytes: 30, asIfKilled: true)))
    for (name, injected) in faults {
      index.journal?.faults = injected
      XCTAssertThrowsError(try index.apply([.save([["objectID": "r1", "title": "changed"]]), .delete(objectIDs: ["r5"])]), name) { error in
        guard case .unwritable(_, _, "injected fault")? = error as? IndexFileError else { return XCTFail("\(name): \(error)") }
      }
      index.journal?.faults = nil
      XCTAssertTrue(injected.hasFailed, name)
      if !injected.asIfKilled { XCTAssertEqual(JournalTesting.bytes(journalPath), written, "\(name): the journal was cut back") }
      XCTAssertEqual(index.count, expected.count, name)
      XCTAssertNotNil(index.object(withID: "r5"), name)
      try EquivalenceQueries.assertSameAnswers(index, as: expected, queries: JournalTesting.queries, "\(name): memory unchanged")
      try EquivalenceQueries.assertSameAnswers(try reopen(), as: expected, queries: JournalTesting.queries, "\(name): reopened")
    }
    try index.apply([.save([["objectID": "r1", "title": "changed"]]), .delete(objectIDs: ["r5"])])
    XCTAssertNil(try reopen().object(withID: "r5"))
    try EquivalenceQueries.assertSameAnswers(try reopen(), as: try JournalTesting.freshBuild(of: index), queries: JournalTesting.queries, "the next append")
  }

  /// The first change creates the journal beside the snapshot and renames it into place; a failure at any step
  /// leaves no journal, and the next change creates it.
  func test_failedJournalCreation_leavesNoJournal() throws {
    let index = try journaledIndex(frames: 0)
    let expected = try JournalTesting.freshBuild(of: index)
    let faults = [StorageFaults(failAfterBytes: 10), StorageFaults(failing: "fsync"), StorageFaults(failing: "rename"),
      StorageFaults(failing: "fsync the directory"), StorageFaults(failAfterBytes: IndexJournal.headerBytes + 5)]
    for (number, injected) in faults.enumerated() {
      index.journal?.faults = injected
      XCTAssertThrowsError(try index.saveObjects([["objectID": "new", "title": "x"]]), "fault \(number)")
      index.journal?.faults = nil
      XCTAssertTrue(injected.hasFailed)
      let expectedNames = number == 4 ? ["CURRENT", "LOCK", "journal-1.lsj", "snapshot-1.lsx"] : ["CURRENT", "LOCK", "snapshot-1.lsx"]
      XCTAssertEqual(folder.names(in: "index"), expectedNames, "fault \(number)")
      XCTAssertNil(index.object(withID: "new"))
      try EquivalenceQueries.assertSameAnswers(try reopen(), as: expected, queries: JournalTesting.queries, "fault \(number): reopened")
    }
    try index.saveObjects([["objectID": "new", "title": "x"]])
    XCTAssertEqual(try reopen().object(withID: "new")?["title"], "x")
  }
}
