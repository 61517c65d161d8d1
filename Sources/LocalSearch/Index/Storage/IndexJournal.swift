import Foundation

/// The journal of an index attached to a directory (`journal-<generation>.lsj`): the changes made since the
/// generation's snapshot, one frame (``JournalFrame``) per ``LocalIndex/apply(_:)`` call, replayed when the directory
/// is opened and folded into a new snapshot by a compaction.
///
/// ```
/// header, 40 bytes   magic "\x89LSJ\r\n\x1a\n" · formatVersion u32 = 2 · headerBytes u32 = 40 · generation u64
///                    baseSequence u64 (the snapshot's journalSequence) · reserved u32 = 0 · headerCRC u32 (bytes 0..<36)
/// frames             one after another; the first is numbered baseSequence + 1
/// ```
///
/// The file is created, header only, beside the snapshot and renamed into place at the first append, so that it
/// always has a whole header. Each append takes the directory's lock, checks that `CURRENT` still names the
/// generation, writes the frame with one positioned write at the end of the last whole frame and flushes it with
/// `fdatasync` before the change is applied in memory. A failed append cuts the file back to where it was.
///
/// Used only under the index's write lock.
final class IndexJournal {
  /// The first 8 bytes of a journal.
  static let magic: [UInt8] = [0x89, 0x4C, 0x53, 0x4A, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The journal format this engine writes, and the newest it reads.
  /// Version 2 added the synonym and rule changes (kinds 5 and 6).
  static let formatVersion: UInt32 = 2
  /// The size of the header.
  static let headerBytes = 40
  /// A journal holding more records than this (saved records and deleted ids) is compacted.
  static let mostRecords = 128
  /// A journal holding more frame bytes than this is compacted.
  static let mostBytes = 1 << 20

  /// The directory the index is attached to.
  let directory: IndexDirectory
  /// The generation whose snapshot the journal follows.
  private(set) var generation: UInt64
  /// The sequence number of the last frame written or replayed (the snapshot's when there is none).
  private(set) var lastSequence: UInt64
  /// Where the next frame goes: the end of the last whole frame; 0 while the file does not exist.
  private var end: UInt64
  /// The records the frames since the snapshot hold (saved records and deleted ids; 1 per settings change or clear).
  private(set) var records: Int
  /// The bytes of the frames since the snapshot.
  private(set) var frameBytes: Int
  /// The file, opened at the first append.
  private var file: StorageFile?
  /// Whether bytes beyond ``end`` (a torn frame, or one whose append failed) must be cut before the next append.
  private var needsTruncation: Bool
  /// The size of the journal file as this index read it or left it; `nil` while there is none. Another size means
  /// another writer appended to the journal.
  private var knownSize: UInt64?
  /// Failures the appends meet, for tests.
  var faults: StorageFaults?
  /// What the journal counted before the last frame appended, until the next append or compaction: what
  /// ``retractLastFrame()`` goes back to.
  private var beforeLastFrame: (end: UInt64, lastSequence: UInt64, records: Int, frameBytes: Int)?

  /// The journal of generation `generation` of `directory`, as `contents` (read at open) hold it, or empty after
  /// frame `lastSequence` when there is no journal file.
  init(directory: IndexDirectory, generation: UInt64, lastSequence: UInt64, contents: Contents?, records: Int) {
    self.directory = directory
    self.generation = generation
    self.lastSequence = lastSequence
    end = UInt64(contents?.end ?? 0)
    self.records = records
    frameBytes = max(0, (contents?.end ?? Self.headerBytes) - Self.headerBytes)
    needsTruncation = contents.map { $0.end < $0.bytes.count } ?? false
    knownSize = contents.map { UInt64($0.bytes.count) }
  }

  /// The journal file's path.
  var path: String { directory.path(IndexDirectory.journalName(generation)) }

  /// Whether the journal holds enough to be folded into a new snapshot.
  var isDue: Bool { records > Self.mostRecords || frameBytes > Self.mostBytes }

  /// Appends `changes` as the next frame and flushes it to the device.
  ///
  /// - Throws: ``IndexFileError/locked(file:)``, ``IndexFileError/superseded(file:detail:)`` when another
  ///   writer changed the directory since the index read it, ``IndexFileError/unwritable(file:operation:reason:)``. The
  ///   journal then holds what it held before (unless cutting back a partly written frame failed too, in which case
  ///   the next append cuts it, and an open before that ignores it as a torn frame).
  func append(_ changes: [LocalIndex.PlannedChange]) throws {
    let frame: [UInt8]
    do {
      frame = try JournalFrame.encode(changes, sequence: lastSequence &+ 1)
    } catch {
      throw IndexFileError.unwritable(file: path, operation: "encode the changes", reason: "\(error)")
    }
    let lock = try directory.lock()
    defer { lock.release() }
    try checkUnchanged()
    let file = try openFile()
    file.faults = faults
    if needsTruncation {
      try file.truncate(to: end)
      needsTruncation = false
      knownSize = end
    }
    do {
      try frame.withUnsafeBytes { try file.write($0, at: end) }
      try file.syncData()
    } catch {
      if faults?.asIfKilled != true, (try? file.truncate(to: end)) != nil {
        knownSize = end
      } else {
        needsTruncation = true
        knownSize = try? file.size()
      }
      throw error
    }
    beforeLastFrame = (end, lastSequence, records, frameBytes)
    end += UInt64(frame.count)
    knownSize = end
    lastSequence &+= 1
    records += changes.reduce(0) { $0 + $1.recordCount }
    frameBytes += frame.count
  }

  /// Takes back the frame the last ``append(_:)`` wrote, for changes that did not happen after all (a standard
  /// replica could not journal them): the file is cut back to before it. When cutting fails, the next append cuts
  /// it; an open before that replays the frame. Does nothing when no frame was appended since the last
  /// retraction or compaction.
  func retractLastFrame() {
    guard let before = beforeLastFrame else { return }
    beforeLastFrame = nil
    (end, lastSequence, records, frameBytes) = (before.end, before.lastSequence, before.records, before.frameBytes)
    let lock = try? directory.lock()
    defer { lock?.release() }
    if lock != nil, let file, (try? file.truncate(to: end)) != nil {
      knownSize = end
    } else {
      needsTruncation = true
      knownSize = (try? file?.size()) ?? nil
    }
  }

  /// Follows the directory to `generation`, a snapshot holding every frame so far: the next frame starts its journal.
  func compacted(into generation: UInt64) {
    file?.close()
    file = nil
    beforeLastFrame = nil
    self.generation = generation
    end = 0
    records = 0
    frameBytes = 0
    needsTruncation = false
    knownSize = nil
  }

  /// Checks that no other writer changed the directory since this index read it: `CURRENT` names the journal's
  /// generation, and the journal file is as this index left it. Called under the directory's lock.
  ///
  /// - Throws: ``IndexFileError/superseded(file:detail:)``, or what reading `CURRENT` throws.
  func checkUnchanged() throws {
    try directory.checkCurrent(is: generation)
    let size: UInt64?
    if let file {
      size = try file.size()
    } else if FileManager.default.fileExists(atPath: path) {
      let reading = try StorageFile.openForReading(path)
      defer { reading.close() }
      size = try reading.size()
    } else {
      size = nil
    }
    guard size == knownSize else {
      let detail = size.map { size in
        knownSize.map { "the journal holds \(size) bytes where this index left \($0)" } ?? "another index created the journal"
      } ?? "the journal was removed"
      throw IndexFileError.superseded(file: path, detail: detail)
    }
  }

  /// The journal file, opened for appending; created, header only, when it does not exist yet.
  private func openFile() throws -> StorageFile {
    if let file { return file }
    if end == 0 {
      let name = IndexDirectory.journalName(generation)
      unlink(directory.path(name + ".tmp"))
      var made: [String] = []
      do {
        try directory.writeBeside(name, faults, made: &made) { file in
          try Self.header(generation: generation, baseSequence: lastSequence).withUnsafeBytes { try file.write($0) }
        }
        made = [name]
        try directory.syncDirectory(faults)
      } catch {
        // The journal exists only once its name is flushed to the device; until then the next append starts again.
        if faults?.asIfKilled != true { for file in made { unlink(directory.path(file)) } }
        throw error
      }
      end = UInt64(Self.headerBytes)
      knownSize = end
    }
    let file = try StorageFile.openForWriting(path)
    self.file = file
    return file
  }

  /// A journal header.
  static func header(generation: UInt64, baseSequence: UInt64) -> [UInt8] {
    var writer = ByteWriter()
    for byte in magic { writer.byte(byte) }
    writer.uint32(formatVersion)
    writer.uint32(UInt32(headerBytes))
    writer.uint64(generation)
    writer.uint64(baseSequence)
    writer.uint32(0)
    writer.uint32(CRC32C.checksum(writer.bytes))
    return writer.bytes
  }
}
