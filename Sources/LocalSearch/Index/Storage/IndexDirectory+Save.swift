import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IndexDirectory {
  /// Saves `parts`, of the index named `name`, as the next generation, then removes the older generations (their
  /// snapshots and journals) and whatever interrupted saves left (the protocol: ``IndexDirectory``). Creates the
  /// directory when it does not exist.
  ///
  /// When a step before the commit point fails, the files this save made are removed and the error is thrown: the
  /// directory holds what it held before. Once the commit point is passed the save has taken effect, and failing to
  /// remove older files is not an error (the next save removes them).
  ///
  /// - Parameters:
  ///   - journalSequence: The sequence number of the last journal frame `parts` hold (0 for none); the new
  ///     generation's journal continues after it.
  ///   - check: Called under the lock before anything is written, when the save compacts an index attached to the
  ///     directory: it throws when another writer changed the directory since the index read it.
  ///   - faults: Failures to inject, for tests; with ``StorageFaults/asIfKilled``, a failure leaves every
  ///     file as it is, as a killed process would.
  /// - Returns: The new generation.
  /// - Throws: ``IndexFileError/locked(file:)`` when another process saves to the directory,
  ///   what `check` throws,
  ///   ``IndexFileError/unwritable(file:operation:reason:)`` when a step fails.
  @discardableResult
  func save(_ parts: IndexParts, name: String, journalSequence: UInt64 = 0, checking check: (() throws -> Void)? = nil, faults: StorageFaults? = nil) throws -> UInt64 {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw IndexFileError.unwritable(file: url.path, operation: "create the directory", reason: error.localizedDescription)
    }
    let lock = try self.lock()
    defer { lock.release() }
    removeLeftovers(keeping: nil)
    let current = try? currentGeneration()
    try check?()
    let generation = names().compactMap(Self.generation(ofSnapshot:)).reduce(current ?? 0, max) + 1
    let snapshot = Self.snapshotName(generation)
    var made: [String] = []
    do {
      try writeBeside(snapshot, faults, made: &made) { file in
        try IndexFileWriter.write(parts, name: name, generation: generation, journalSequence: journalSequence, to: file)
      }
      made.append(snapshot)
      try syncDirectory(faults)
      try writeBeside(Self.pointerName, faults, made: &made) { file in
        try Array(Self.pointerText(generation).utf8).withUnsafeBytes { try file.write($0) }
      }
    } catch {
      if faults?.asIfKilled != true {
        for file in made { unlink(path(file)) }
      }
      throw error
    }
    // The commit point is passed: both generations are complete, and whichever the device keeps after a crash opens.
    try? syncDirectory(nil)
    removeLeftovers(keeping: generation)
    return generation
  }

  /// Creates `name`, has `body` write it, flushes and closes it.
  func write(_ name: String, _ faults: StorageFaults?, _ body: (StorageFile) throws -> Void) throws {
    let file = try StorageFile.create(path(name), faults: faults)
    defer { file.close() }
    try body(file)
    try file.sync()
  }

  /// Writes `name` beside itself, as `<name>.tmp` written by `body` and flushed (``write(_:_:_:)``), then renames it
  /// into place. `made` gets the `.tmp` file, which a failure leaves for the caller to remove.
  func writeBeside(_ name: String, _ faults: StorageFaults?, made: inout [String], _ body: (StorageFile) throws -> Void) throws {
    made.append(name + ".tmp")
    try write(name + ".tmp", faults, body)
    try rename(name + ".tmp", to: name, faults)
  }

  /// Removes the `.tmp` files and, when `keeping` names a generation, every other generation's snapshot and journal.
  private func removeLeftovers(keeping generation: UInt64?) {
    for name in names() {
      let older = (Self.generation(ofSnapshot: name) ?? Self.generation(ofJournal: name)).map { $0 != generation } == true
      let stale = name.hasSuffix(".tmp") || (generation != nil && older)
      if stale { unlink(path(name)) }
    }
  }
}
