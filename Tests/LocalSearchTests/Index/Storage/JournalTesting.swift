import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// What the journal tests share: indices of random records attached to a folder, fresh builds to compare with, and
/// frames written as a crash right after an append leaves them.
enum JournalTesting {
  /// The equivalence queries, with distance ranking around the records' locations.
  static let queries = EquivalenceQueries.queries(around: Point(lat: 48.9, lng: 2.4))

  /// `count` random records `r0`, `r1`… with locations.
  static func records(_ count: Int, seed: UInt64, extraKeys: Bool = false) -> [JSON] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { EquivalenceRecords.record("r\($0)", &random, extraKeys: extraKeys, locations: true) }
  }

  /// An index of `records` under `settings`, built, saved to `directory` and attached there.
  static func attachedIndex(_ records: [JSON], settings: IndexSettings, in directory: URL, name: String = "journaled") throws -> LocalIndex {
    let index = try LocalIndex(name: name, records: records, settings: settings)
    index.prepare()
    try index.attach(to: directory)
    return index
  }

  /// A fresh build of the records `index` holds, in their order, under its settings.
  static func freshBuild(of index: LocalIndex) throws -> LocalIndex {
    let table = index.parts().records
    return try LocalIndex(name: index.name, records: (0..<table.count).compactMap { table[$0]?.json }, settings: index.settings)
  }

  /// Writes `changes` to the journal of `index` as one frame without applying them: what a process killed right
  /// after the append (before compacting) leaves.
  static func appendOnly(_ index: LocalIndex, _ changes: [LocalIndex.Change]) throws {
    try index.writeLock.withLock {
      guard let journal = index.journal else { throw XCTSkip("not attached") }
      try journal.append(try index.plan(changes))
    }
  }

  /// The bytes of the file at `path`; `nil` when there is none.
  static func bytes(_ path: String) -> [UInt8]? { (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init) }

  /// Writes `bytes` to `path`, replacing it.
  static func write(_ bytes: [UInt8], to path: String) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }

  /// The whole frames of the journal at `path` following generation `generation` after frame `base`.
  static func frames(_ path: String, generation: UInt64, base: UInt64 = 0) throws -> [IndexJournal.Contents.Frame] {
    try IndexJournal.read(path, generation: generation, baseSequence: base)?.frames ?? []
  }
}
