import Foundation

extension LocalIndex {
  /// Opens the index saved in `directory` by ``save(to:)``, ready to search.
  ///
  /// Opening reads the snapshot the directory's `CURRENT` file names and builds no search structure (only the
  /// `objectID` table, whose hashes are seeded per process), so it takes a small fraction of building the index from
  /// its records. It never writes to the directory. Changes made to the opened index stay in memory until the next
  /// ``save(to:)``.
  ///
  /// - Parameters:
  ///   - name: The index name, as requests address it; it need not be the name the index was saved under.
  ///   - directory: The directory the index was saved to.
  /// - Throws: ``IndexFileError`` naming the file at fault: ``IndexFileError/notFound(file:)`` when nothing was saved
  ///   there, ``IndexFileError/truncated(file:expectedBytes:actualBytes:)``,
  ///   ``IndexFileError/corrupt(file:section:detail:)``, ``IndexFileError/newerFormat(file:detail:)`` or
  ///   ``IndexFileError/notAnIndex(file:)`` for a damaged, newer or foreign file.
  public convenience init(name: String, directory: URL) throws {
    try self.init(name: name, indexFile: try IndexDirectory(directory).currentSnapshotPath())
  }

  /// Saves the index to `directory` (created when missing) as a new generation, replacing the copy saved there
  /// before only once the new one is complete and flushed to the device.
  ///
  /// The records, settings and every built search structure are written to one file beside the previous copy,
  /// flushed, and switched to by renaming a small pointer file; older copies are removed afterwards. A failure or a
  /// crash at any point leaves a complete copy that opens: the previous one until the switch, the new one after.
  /// Searches and changes may run while the index is saved: the copy holds the records and settings as they were
  /// when the save began. The format is described in IndexFormat.md beside the storage code.
  ///
  /// - Throws: ``IndexFileError/locked(file:)`` when another process is saving to `directory`;
  ///   ``IndexFileError/unwritable(file:operation:reason:)`` when creating, writing, flushing or renaming a file
  ///   fails. The directory then holds what it held before.
  public func save(to directory: URL) throws {
    try save(to: directory, faults: nil)
  }

  /// ``save(to:)``, meeting the failures `faults` injects; the new generation.
  @discardableResult
  func save(to directory: URL, faults: StorageFaults?) throws -> UInt64 {
    try saveLock.withLock { try IndexDirectory(directory).save(parts(), name: name, faults: faults) }
  }

  /// Opens the index saved in the file at `path` (``IndexFileReader``): as it was saved, or, when the file was
  /// written by another engine version or where the system folds text otherwise, built again from its records at
  /// the first search.
  ///
  /// - Throws: ``IndexFileError`` naming the file.
  convenience init(name: String, indexFile path: String) throws {
    let file = try IndexFileReader.read(path)
    do {
      try self.init(name: name, restoring: file.parts, built: file.isBuilt)
    } catch let damage as StorageDamage {
      throw IndexFileError.corrupt(file: path, section: damage.section, detail: damage.detail)
    }
  }

  /// Writes the index to a new file at `path`, as generation `generation`, flushed and closed.
  ///
  /// - Parameter faults: Failures to inject, for tests.
  /// - Throws: ``IndexFileError/unwritable(file:operation:reason:)``.
  func write(toNewFile path: String, generation: UInt64, faults: StorageFaults? = nil) throws {
    let file = try StorageFile.create(path, faults: faults)
    defer { file.close() }
    try IndexFileWriter.write(parts(), name: name, generation: generation, to: file)
    try file.sync()
  }
}
