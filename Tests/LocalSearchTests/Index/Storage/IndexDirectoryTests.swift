import Foundation
import InstantSearchCore
import TestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@testable import LocalSearch

/// Saving to a directory switches to a new generation only once it is complete; whatever fails or stops a save,
/// the directory opens to the last generation saved, with the same answers; opening never writes.
final class IndexDirectoryTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("IndexDirectoryTests") }

  override func tearDownWithError() throws { try folder.remove() }

  private var directory: URL { folder.url.appendingPathComponent("index") }

  /// An index of 60 random records with `_geoloc`, under the searchable settings (distinct, custom ranking, facets).
  private func index(seed: UInt64 = 1) throws -> LocalIndex {
    var random = SplitMix64(seed: seed)
    return try LocalIndex(
      name: "saved", records: (0..<60).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: false, locations: true) },
      settings: try EquivalenceRecords.searchableSettings)
  }

  private let queries = EquivalenceQueries.queries(around: Point(lat: 48.9, lng: 2.4))

  /// The files of the index directory, with their sizes and modification times.
  private func listing() throws -> [String: [FileAttributeKey: Any]] {
    var files: [String: [FileAttributeKey: Any]] = [:]
    for name in folder.names(in: "index") {
      files[name] = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
    }
    return files
  }

  func test_save_thenOpen_answersAsTheSavedIndex_andGenerationsReplaceOneAnother() throws {
    let index = try index()
    XCTAssertEqual(try index.save(to: directory, faults: nil), 1)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-1.lsx"])
    let opened = try LocalIndex(name: "saved", directory: directory)
    XCTAssertTrue(opened.isPrepared)
    try EquivalenceQueries.assertSameAnswers(opened, as: index, queries: queries, "generation 1")
    try index.saveObjects([["objectID": "r1", "title": "oak desk"]])
    XCTAssertEqual(try index.save(to: directory, faults: nil), 2)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-2.lsx"], "the older generation is removed")
    try EquivalenceQueries.assertSameAnswers(try LocalIndex(name: "saved", directory: directory), as: index, queries: queries, "generation 2")
  }

  func test_open_neverWrites() throws {
    try index().save(to: directory)
    try Data([1, 2]).write(to: URL(fileURLWithPath: directory.appendingPathComponent("snapshot-9.lsx.tmp").path))
    let before = try listing()
    _ = try LocalIndex(name: "saved", directory: directory)
    let after = try listing()
    XCTAssertEqual(Set(after.keys), Set(before.keys), "nothing created or removed, leftovers included")
    for (name, attributes) in before {
      XCTAssertEqual(after[name]?[.modificationDate] as? Date, attributes[.modificationDate] as? Date, name)
      XCTAssertEqual(after[name]?[.size] as? Int, attributes[.size] as? Int, name)
    }
  }

  /// Every failure a save can meet (its writes stopping after any number of bytes, an fsync, a rename, the flush of the
  /// directory), cleaned up after or left as by a killed process: the directory opens to the previous generation,
  /// answering as before; the next save succeeds and leaves only its own generation.
  func test_save_interruptedAnywhere_leavesThePreviousGenerationOpenable() throws {
    let index = try index()
    try index.save(to: directory)
    let previous = try LocalIndex(name: "saved", directory: directory)
    try index.saveObjects([["objectID": "r1", "title": "steel chair"], ["objectID": "new", "title": "blue sofa", "price": 3]])
    try index.deleteObjects(withIDs: ["r2", "r3"])
    let sizing = folder.url.appendingPathComponent("sizing")
    try index.save(to: sizing)
    let snapshotBytes = try Data(contentsOf: sizing.appendingPathComponent("snapshot-1.lsx")).count
    let pointerBytes = try Data(contentsOf: sizing.appendingPathComponent("CURRENT")).count
    var faults: [(String, () -> StorageFaults)] = []
    for asIfKilled in [false, true] {
      for bytes in [0, 1, 63, 64, 200, snapshotBytes / 2, snapshotBytes - 1, snapshotBytes, snapshotBytes + pointerBytes - 1] {
        faults.append(("\(asIfKilled ? "killed" : "failed") after \(bytes) bytes", { StorageFaults(failAfterBytes: bytes, asIfKilled: asIfKilled) }))
      }
      for (operation, occurrence) in [("fsync", 0), ("fsync", 1), ("rename", 0), ("rename", 1), ("fsync the directory", 0)] {
        faults.append(("\(asIfKilled ? "killed" : "failed") at \(operation) \(occurrence)", {
          StorageFaults(failing: operation, occurrence: occurrence, asIfKilled: asIfKilled)
        }))
      }
    }
    let committed = Set(folder.names(in: "index"))
    XCTAssertEqual(committed, ["CURRENT", "LOCK", "snapshot-1.lsx"])
    for (name, makeFaults) in faults {
      let before = folder.names(in: "index")
      let injected = makeFaults()
      XCTAssertThrowsError(try index.save(to: directory, faults: injected), name) { error in
        guard case .unwritable(_, _, "injected fault")? = error as? IndexFileError else { return XCTFail("\(name): \(error)") }
      }
      XCTAssertTrue(injected.hasFailed, name)
      if injected.asIfKilled {
        XCTAssertTrue(Set(folder.names(in: "index")).isStrictSuperset(of: committed), "\(name): a killed save leaves its files")
      } else {
        XCTAssertEqual(folder.names(in: "index"), before, "\(name): the save removed what it wrote")
      }
      let reopened = try LocalIndex(name: "saved", directory: directory)
      XCTAssertEqual(reopened.count, previous.count, name)
      guard try EquivalenceQueries.assertSameAnswers(reopened, as: previous, queries: queries, name) else { return }
    }
    let generation = try index.save(to: directory, faults: nil)
    XCTAssertEqual(folder.names(in: "index"), ["CURRENT", "LOCK", "snapshot-\(generation).lsx"], "the next save removes the leftovers")
    try EquivalenceQueries.assertSameAnswers(try LocalIndex(name: "saved", directory: directory), as: index, queries: queries, "after the faults")
  }

  func test_save_whileAnotherHolderHasTheLock_isLocked() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let lockPath = directory.appendingPathComponent("LOCK").path
    let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
    defer { close(descriptor) }
    XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
    XCTAssertThrowsError(try index().save(to: directory)) { error in
      XCTAssertEqual(error as? IndexFileError, .locked(file: lockPath))
    }
    XCTAssertEqual(folder.names(in: "index"), ["LOCK"])
    flock(descriptor, LOCK_UN)
    XCTAssertNoThrow(try index().save(to: directory))
  }

  func test_save_toAPlaceThatCannotBeADirectory_isUnwritable() throws {
    try Data([0]).write(to: URL(fileURLWithPath: folder.path("file")))
    XCTAssertThrowsError(try index().save(to: folder.url.appendingPathComponent("file/index"))) { error in
      guard case .unwritable(let file, "create the directory", _)? = error as? IndexFileError else { return XCTFail("\(error)") }
      XCTAssertTrue(file.hasSuffix("file/index"))
    }
  }

  func test_open_withoutOrWithADamagedPointer_namesThePointer() throws {
    let pointer = directory.appendingPathComponent("CURRENT").path
    XCTAssertThrowsError(try LocalIndex(name: "i", directory: directory)) { error in
      XCTAssertEqual(error as? IndexFileError, .notFound(file: pointer))
    }
    try index().save(to: directory)
    let good = try String(contentsOfFile: pointer, encoding: .utf8)
    XCTAssertEqual(good, IndexDirectory.pointerText(1))
    func opening(_ text: String) -> IndexFileError? {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: pointer))
        _ = try LocalIndex(name: "i", directory: directory)
        return nil
      } catch {
        return error as? IndexFileError
      }
    }
    guard case .corrupt(pointer, "pointer", _)? = opening(good.replacingOccurrences(of: "\n1\n", with: "\n2\n")) else {
      return XCTFail("a generation that does not match its checksum")
    }
    guard case .corrupt(pointer, "pointer", _)? = opening("{\"generation\": 1}") else { return XCTFail("not a pointer") }
    guard case .corrupt(pointer, "pointer", _)? = opening("") else { return XCTFail("an empty pointer") }
    guard case .newerFormat(pointer, _)? = opening(good.replacingOccurrences(of: "LSX-CURRENT 1", with: "LSX-CURRENT 2")) else {
      return XCTFail("a newer pointer")
    }
    let missing = directory.appendingPathComponent("snapshot-7.lsx").path
    XCTAssertEqual(opening(IndexDirectory.pointerText(7)), .unreadable(file: missing, reason: "No such file or directory"))
    XCTAssertNil(opening(good), "the good pointer opens again: nothing was lost")
  }

  /// A saved and reopened index keeps changing in place; a later save writes the changes.
  func test_opened_changesInPlace_andTheNextSaveKeepsThem() throws {
    let index = try index()
    try index.save(to: directory)
    let opened = try LocalIndex(name: "saved", directory: directory)
    var random = SplitMix64(seed: 9)
    for number in 0..<12 {
      let record = EquivalenceRecords.record(number % 3 == 0 ? "extra\(number)" : "r\(number * 4)", &random, extraKeys: true, locations: true)
      try opened.saveObjects([record])
      try index.saveObjects([record])
      try opened.deleteObjects(withIDs: ["r\(number * 5 + 1)"])
      try index.deleteObjects(withIDs: ["r\(number * 5 + 1)"])
      XCTAssertTrue(opened.isPrepared, "changed in place")
    }
    try EquivalenceQueries.assertSameAnswers(opened, as: index, queries: queries, "opened, then changed")
    try opened.save(to: directory)
    try EquivalenceQueries.assertSameAnswers(try LocalIndex(name: "saved", directory: directory), as: index, queries: queries, "saved again")
  }
}
