import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory holding a saved index: generations of snapshot files, the pointer naming the current one, and the
/// lock a saving process holds.
///
/// ```
/// CURRENT                 "LSX-CURRENT 1\n<generation>\n<CRC-32C of the generation line, 8 hex digits>\n"
/// snapshot-<gen>.lsx      the whole index (IndexFileWriter)
/// journal-<gen>.lsj       the changes made since that snapshot by an index attached to the directory (IndexJournal)
/// LOCK                    locked (flock) by the process that saves or appends to the journal
/// *.tmp                   what an interrupted save left; the next save removes them
/// ```
///
/// A save writes `snapshot-<g+1>.lsx.tmp`, flushes it, renames it into place and flushes the directory; then it
/// writes `CURRENT.tmp`, flushes it and renames it over `CURRENT`: that rename is the commit point. Only then are
/// the older generations and leftovers removed. An interrupted save thus leaves `CURRENT` naming a complete
/// generation, old or new. Opening reads `CURRENT` and the snapshot it names, and never writes, removes or repairs
/// anything.
struct IndexDirectory {
  /// The directory.
  let url: URL

  /// The saved index in the directory at `url`.
  init(_ url: URL) { self.url = url }

  /// The name of the pointer file.
  static let pointerName = "CURRENT"
  /// The name of the lock file.
  static let lockName = "LOCK"
  /// The first line of the pointer file.
  private static let pointerTitle = "LSX-CURRENT"
  /// The pointer format this engine writes and the newest it reads.
  private static let pointerVersion = 1

  /// The path of a file of the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The name of generation `generation`'s snapshot.
  static func snapshotName(_ generation: UInt64) -> String { "snapshot-\(generation).lsx" }

  /// The name of generation `generation`'s journal.
  static func journalName(_ generation: UInt64) -> String { "journal-\(generation).lsj" }

  /// The generation of a snapshot file name; `nil` for other names.
  static func generation(ofSnapshot name: String) -> UInt64? { generation(of: name, prefix: "snapshot-", suffix: ".lsx") }

  /// The generation of a journal file name; `nil` for other names.
  static func generation(ofJournal name: String) -> UInt64? { generation(of: name, prefix: "journal-", suffix: ".lsj") }

  private static func generation(of name: String, prefix: String, suffix: String) -> UInt64? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
    return UInt64(name.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The text of a pointer to `generation`.
  static func pointerText(_ generation: UInt64) -> String {
    let line = String(generation)
    let checksum = String(CRC32C.checksum(Array(line.utf8)), radix: 16)
    return "\(pointerTitle) \(pointerVersion)\n\(line)\n\(String(repeating: "0", count: 8 - checksum.count) + checksum)\n"
  }

  /// The generation `CURRENT` names.
  ///
  /// - Throws: ``IndexFileError/notFound(file:)`` without `CURRENT`; ``IndexFileError/corrupt(file:section:detail:)``
  ///   (section `pointer`) for a pointer that is not one or fails its checksum; ``IndexFileError/newerFormat(file:detail:)``
  ///   for a newer pointer format.
  func currentGeneration() throws -> UInt64 {
    let file = path(Self.pointerName)
    guard FileManager.default.fileExists(atPath: file) else { throw IndexFileError.notFound(file: file) }
    let pointer = try StorageFile.openForReading(file)
    defer { pointer.close() }
    let size = try pointer.size()
    func corrupt(_ detail: String) -> IndexFileError { .corrupt(file: file, section: "pointer", detail: detail) }
    guard size <= 256 else { throw corrupt("\(size) bytes, more than a pointer has") }
    let lines = String(decoding: try pointer.read(Int(size), at: 0), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count == 4, lines[3].isEmpty, lines[0].hasPrefix(Self.pointerTitle + " "), let version = Int(lines[0].dropFirst(Self.pointerTitle.count + 1)) else {
      throw corrupt("it does not read \"\(Self.pointerTitle) <version>\", a generation and a checksum")
    }
    guard version <= Self.pointerVersion else {
      throw IndexFileError.newerFormat(file: file, detail: "pointer format \(version); this engine reads up to \(Self.pointerVersion)")
    }
    guard let generation = UInt64(lines[1]), UInt32(lines[2], radix: 16) == CRC32C.checksum(Array(lines[1].utf8)) else {
      throw corrupt("the generation \"\(lines[1].prefix(24))\" does not match its checksum")
    }
    return generation
  }

  /// The path of the snapshot `CURRENT` names.
  ///
  /// - Throws: As ``currentGeneration()``.
  func currentSnapshotPath() throws -> String { path(Self.snapshotName(try currentGeneration())) }

  /// The names of the directory's files.
  func names() -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] }

  /// Flushes the directory's entries (new names, renames) to the device.
  func syncDirectory(_ faults: StorageFaults?) throws {
    try faults?.check(file: url.path, operation: "fsync the directory")
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw IndexFileError.unwritable(file: url.path, operation: "open the directory", reason: StorageFile.systemReason()) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw IndexFileError.unwritable(file: url.path, operation: "fsync the directory", reason: StorageFile.systemReason())
    }
  }

  /// Renames `from` over `to` in the directory, atomically.
  func rename(_ from: String, to: String, _ faults: StorageFaults?) throws {
    try faults?.check(file: path(to), operation: "rename")
    guard systemRename(path(from), path(to)) == 0 else {
      throw IndexFileError.unwritable(file: path(to), operation: "rename", reason: StorageFile.systemReason())
    }
  }
}

/// The system's `rename`, which ``IndexDirectory``'s method of that name hides inside the type.
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
