import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// The `objectID` table a saved index keeps (`OIDS`): it finds every id after opening as a table built again from
/// the records does; a file without it opens by building it; a damaged or inconsistent table is refused.
final class ObjectIDTableTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws { folder = try TemporaryFolder("ObjectIDTableTests") }

  override func tearDownWithError() throws { try folder.remove() }

  /// The id of record `number`: a run of `x` of its number modulo 20 then the number, or non-ASCII text for every
  /// seventh.
  private static func id(_ number: Int) -> String {
    number % 7 == 0 ? "é-\(number)-ünïcødé" : String(repeating: "x", count: number % 20) + "\(number)"
  }

  /// 3,000 records with ids of several lengths, non-ASCII ones among them, 300 of them deleted (leaving removal
  /// marks) and 100 replaced.
  private func changedIndex() throws -> LocalIndex {
    let records: [JSON] = (0..<3_000).map { number in
      ["objectID": .string(Self.id(number)), "name": .string("record \(number)")]
    }
    let index = try LocalIndex(name: "ids", records: records)
    try index.deleteObjects(withIDs: (0..<300).map { records[$0 * 10].objectValue!["objectID"]!.stringValue! })
    try index.saveObjects((0..<100).map { ["objectID": records[$0 * 10 + 5].objectValue!["objectID"]!, "name": "replaced \($0)"] })
    return index
  }

  /// The ids to look up: every id the records had, and some no record has.
  private static func probes(_ index: LocalIndex) -> [String] {
    (0..<3_000).map(id) + ["", "missing", "é", String(repeating: "x", count: 40)]
  }

  private func written(_ index: LocalIndex, _ name: String = "ids.lsx") throws -> String {
    try index.write(toNewFile: folder.path(name), generation: 1)
    return folder.path(name)
  }

  /// Asserts that opening `path` fails as corrupt in section `OIDS`.
  private func assertRefused(_ path: String, line: UInt = #line) {
    XCTAssertThrowsError(try LocalIndex(name: "ids", indexFile: path), line: line) { error in
      guard case .corrupt(let file, "OIDS", _)? = error as? IndexFileError else { return XCTFail("\(error)", line: line) }
      XCTAssertEqual(file, path, line: line)
    }
  }

  func test_hash_dependsOnlyOnTheSeedAndTheBytes() {
    let hash = ObjectIDHash(seed: 0x0123_4567_89AB_CDEF)
    // Pinned: a saved table finds its ids only while the hash stays this function.
    XCTAssertEqual(hash.hash(""), 0xA092_99EC_74DD_508A)
    XCTAssertEqual(hash.hash("objectID-42"), 0x7409_6507_B172_9B6F)
    XCTAssertEqual(hash.hash("objectID-42"), ObjectIDHash(seed: 0x0123_4567_89AB_CDEF).hash("objectID-42"))
    XCTAssertNotEqual(hash.hash("objectID-42"), ObjectIDHash(seed: 1).hash("objectID-42"))
    let lengths = (0..<40).map { hash.hash(String(repeating: "a", count: $0)) }
    XCTAssertEqual(Set(lengths).count, 40, "ids of one repeated byte differ by their length")
  }

  func test_open_usesTheSavedTable_andFindsWhatABuiltTableFinds() throws {
    let index = try changedIndex()
    let path = try written(index)
    XCTAssertNotNil(try IndexFileBytes(contentsOf: path).section("OIDS"), "the table is saved")
    let opened = try LocalIndex(name: "ids", indexFile: path)
    XCTAssertTrue(opened.parts().assertEqual(index.parts()), "the same buckets and seed")
    let rebuilt = try RecordStore(restoring: opened.parts().records, nextAutomaticID: 1)
    for id in Self.probes(index) {
      XCTAssertEqual(opened.object(withID: id), index.object(withID: id), id)
      XCTAssertEqual(opened.object(withID: id), rebuilt.record(id), id)
    }
    // The opened table takes changes as a built one does.
    try opened.saveObjects([["objectID": "new", "name": "added"], ["objectID": .string(Self.id(11)), "name": "replaced again"]])
    XCTAssertEqual(try opened.deleteObjects(withIDs: [Self.id(2), Self.id(2), "absent"]), [Self.id(2)])
    try index.saveObjects([["objectID": "new", "name": "added"], ["objectID": .string(Self.id(11)), "name": "replaced again"]])
    try index.deleteObjects(withIDs: [Self.id(2)])
    for id in Self.probes(index) + ["new"] { XCTAssertEqual(opened.object(withID: id), index.object(withID: id), id) }
  }

  func test_open_withoutTheTable_buildsIt() throws {
    let index = try changedIndex()
    var bytes = try IndexFileBytes(contentsOf: try written(index))
    let number = try XCTUnwrap(bytes.sections.firstIndex { $0.tag == "OIDS" })
    bytes.retag(number, as: "ZZZZ", flags: 0)
    bytes.recomputeChecksums()
    try bytes.write(to: folder.path("without.lsx"))
    let opened = try LocalIndex(name: "ids", indexFile: folder.path("without.lsx"))
    XCTAssertNotEqual(opened.parts().objectIDs?.hasher, index.parts().objectIDs?.hasher, "a table of its own")
    for id in Self.probes(index) { XCTAssertEqual(opened.object(withID: id), index.object(withID: id), id) }
  }

  func test_open_ofADamagedTable_isRefused() throws {
    let original = try IndexFileBytes(contentsOf: try written(try changedIndex()))
    let section = try XCTUnwrap(original.section("OIDS"))
    let buckets = section.length / 8 - 1
    let words = (0..<buckets).map { bucket in
      original.bytes[section.offset + 8 * bucket..<section.offset + 8 * bucket + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
    let full = try XCTUnwrap(words.firstIndex { $0 != 0 && $0 != ObjectIDIndex.removed })
    let empty = try XCTUnwrap(words.firstIndex { $0 == 0 })
    let freedSlot = try XCTUnwrap(try LocalIndex(name: "ids", indexFile: try written(try changedIndex(), "plain.lsx")).parts().records.spans.firstIndex { $0 == nil })

    func changed(_ change: (inout IndexFileBytes) -> Void, recomputing: Bool = true) throws -> String {
      var bytes = original
      change(&bytes)
      if recomputing { bytes.recomputeChecksums() }
      try bytes.write(to: folder.path("changed.lsx"))
      return folder.path("changed.lsx")
    }
    func setBucket(_ bucket: Int, to value: UInt64) -> (inout IndexFileBytes) -> Void {
      { bytes in for byte in 0..<8 { bytes.bytes[section.offset + 8 * bucket + byte] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(byte))) } }
    }

    // A flipped byte fails the checksum.
    assertRefused(try changed({ $0.bytes[section.offset + 8 * full] ^= 1 }, recomputing: false))
    // With true checksums: a slot beyond the records, a freed slot, a slot named twice, a live record left out.
    let hashBits = words[full] & 0xFFFF_FFFF_0000_0000
    assertRefused(try changed(setBucket(full, to: hashBits | 0xFFFF_FFF0)))
    assertRefused(try changed(setBucket(full, to: hashBits | UInt64(freedSlot + 1))))
    assertRefused(try changed(setBucket(empty, to: words[full])))
    assertRefused(try changed(setBucket(full, to: 0)))
    // Every empty bucket marked removed: no probe would end.
    assertRefused(try changed { bytes in for (bucket, word) in words.enumerated() where word == 0 { setBucket(bucket, to: ObjectIDIndex.removed)(&bytes) } })
  }

  /// A table of buckets not a power of two from 16 is refused; a table whose hash bits lie opens and answers
  /// without trapping (its lookups miss).
  func test_open_ofAMisshapenTable_isRefused_andOfLyingHashes_opens() throws {
    let index = try changedIndex()
    let records = index.parts().records
    let table = try XCTUnwrap(index.parts().objectIDs)
    XCTAssertNoThrow(try ObjectIDIndex(restoring: table.buckets + [table.hasher.seed], records: records))
    for words in [[], [7], Array(table.buckets.dropLast()) + [7], [UInt64](repeating: 0, count: 9)] {
      XCTAssertThrowsError(try ObjectIDIndex(restoring: words, records: records)) { error in
        XCTAssertEqual((error as? StorageDamage)?.section, "OIDS")
      }
    }

    let original = try IndexFileBytes(contentsOf: try written(index))
    let section = try XCTUnwrap(original.section("OIDS"))
    var lying = original
    for bucket in 0..<(section.length / 8 - 1) {
      let word = section.offset + 8 * bucket
      if lying.bytes[word..<word + 8].allSatisfy({ $0 == 0xFF }) || lying.bytes[word..<word + 8].allSatisfy({ $0 == 0 }) { continue }
      lying.bytes[word + 7] ^= 0x5A
    }
    lying.recomputeChecksums()
    try lying.write(to: folder.path("lying.lsx"))
    let opened = try LocalIndex(name: "ids", indexFile: folder.path("lying.lsx"))
    for id in Self.probes(index) { _ = opened.object(withID: id) }
    try opened.saveObjects([["objectID": .string(Self.id(11)), "name": "again"], ["objectID": "fresh"]])
    try opened.deleteObjects(withIDs: [Self.id(12), "fresh"])
  }
}
