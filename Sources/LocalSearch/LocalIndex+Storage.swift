import Foundation

extension LocalIndex {
  /// Opens the index saved in `directory` by ``save(to:)`` or ``attach(to:)``, ready to search, and attaches it to
  /// the directory: from then on every change is written there before it is made.
  ///
  /// Opening reads the snapshot the directory's `CURRENT` file names and builds no search structure (only the
  /// `objectID` table, whose hashes are seeded per process), so it takes a small fraction of building the index from
  /// its records. It then replays the journal of changes made since that snapshot through the same in-place path
  /// the changes took; a last frame that was cut short or fails its checksum was never acknowledged and is left out.
  /// Opening itself never writes to the directory.
  ///
  /// Once opened, each ``apply(_:)`` (and so each `saveObjects`, ``deleteObjects(withIDs:)``,
  /// ``setSettings(_:)`` and ``clearObjects()``) appends one frame to the journal and flushes it to the device before
  /// the change is visible; the journal is folded into a new snapshot when it grows, or by ``compact()`` or
  /// ``save(to:)`` of the same directory. One index at a time should change a directory: when another writer changed
  /// it since this index read it (a save made a newer generation current, or another index opened from the same
  /// generation appended to the journal), the next change or compaction throws
  /// ``IndexFileError/superseded(file:detail:)`` rather than overwrite what the other wrote.
  ///
  /// - Parameters:
  ///   - name: The index name, as requests address it; it need not be the name the index was saved under.
  ///   - directory: The directory the index was saved to.
  /// - Throws: ``IndexFileError`` naming the file at fault: ``IndexFileError/notFound(file:)`` when nothing was saved
  ///   there, ``IndexFileError/truncated(file:expectedBytes:actualBytes:)``,
  ///   ``IndexFileError/corrupt(file:section:detail:)`` (a damaged journal frame followed by a whole one is
  ///   "frame n at offset x" of the journal), ``IndexFileError/newerFormat(file:detail:)`` or
  ///   ``IndexFileError/notAnIndex(file:)`` for a damaged, newer or foreign file.
  public convenience init(name: String, directory: URL) throws {
    try self.init(name: name, directory: directory, attaching: true)
  }

  /// Opens the index saved in `directory`, its journal replayed; attached to the directory only when `attaching`.
  /// Unattached, the index keeps its changes in memory (the mirror, which replaces the directory's contents only by
  /// saving whole generations, opens it so).
  ///
  /// - Throws: As ``init(name:directory:)``.
  convenience init(name: String, directory url: URL, attaching: Bool) throws {
    let directory = IndexDirectory(url)
    let generation = try directory.currentGeneration()
    let snapshotPath = directory.path(IndexDirectory.snapshotName(generation))
    let file = try IndexFileReader.read(snapshotPath)
    try self.init(name: name, file: file, path: snapshotPath)
    let journalPath = directory.path(IndexDirectory.journalName(generation))
    let base = file.header.journalSequence
    let contents = try IndexJournal.read(journalPath, generation: generation, baseSequence: base)
    var records = 0
    try contents?.bytes.withUnsafeBytes { bytes in
      for frame in contents?.frames ?? [] {
        let changes: [PlannedChange]
        do {
          changes = try JournalFrame.decode(UnsafeRawBufferPointer(rebasing: bytes[frame.body]), section: frame.section)
        } catch let damage as StorageDamage {
          throw IndexFileError.corrupt(file: journalPath, section: damage.section, detail: damage.detail)
        }
        commit(changes)
        records += changes.reduce(0) { $0 + $1.recordCount }
      }
    }
    if attaching {
      journal = IndexJournal(
        directory: directory, generation: generation, lastSequence: contents?.frames.last?.sequence ?? base, contents: contents, records: records)
    }
  }

  /// The directory the index is attached to; `nil` for an index in memory.
  var attachedDirectory: URL? { writeLock.withLock { journal?.directory.url } }

  /// Saves the index to `directory` as a new generation (as ``save(to:)`` does) and attaches it there: from then on
  /// every change is written to the directory's journal before it is made, as for an index opened with
  /// ``init(name:directory:)``. This is how a persistent index starts from records in memory. An index attached to
  /// another directory leaves it.
  ///
  /// - Throws: As ``save(to:)``; the index stays attached where it was then.
  public func attach(to directory: URL) throws {
    try writeLock.withLock {
      if let journal, Self.isSameDirectory(journal.directory.url, directory) { return try compactAttached(journal) }
      let generation = try saveLock.withLock { try IndexDirectory(directory).save(parts(), name: name) }
      journal = IndexJournal(directory: IndexDirectory(directory), generation: generation, lastSequence: 0, contents: nil, records: 0)
    }
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
  /// Saving an attached index (``init(name:directory:)``, ``attach(to:)``) to its own directory is a compaction
  /// (``compact()``): the new snapshot holds the journal's changes, and the journal starts empty. Saving it elsewhere
  /// writes a copy and leaves it attached where it is.
  ///
  /// - Throws: ``IndexFileError/locked(file:)`` when another process is saving to `directory`;
  ///   ``IndexFileError/unwritable(file:operation:reason:)`` when creating, writing, flushing or renaming a file
  ///   fails; ``IndexFileError/superseded(file:detail:)`` when compacting a directory another writer
  ///   changed since the index read it. The directory then holds what it held before.
  public func save(to directory: URL) throws {
    try save(to: directory, faults: nil)
  }

  /// ``save(to:)``, meeting the failures `faults` injects; the new generation.
  @discardableResult
  func save(to directory: URL, faults: StorageFaults?) throws -> UInt64 {
    let compacted = try writeLock.withLock { () -> UInt64? in
      guard let journal, Self.isSameDirectory(journal.directory.url, directory) else { return nil }
      try compactAttached(journal, faults: faults)
      return journal.generation
    }
    if let compacted { return compacted }
    return try saveLock.withLock { try IndexDirectory(directory).save(parts(), name: name, faults: faults) }
  }

  /// Whether two URLs name one directory.
  private static func isSameDirectory(_ one: URL, _ other: URL) -> Bool {
    one.standardizedFileURL.resolvingSymlinksInPath().path == other.standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// Opens the index saved in the file at `path` (``IndexFileReader``): as it was saved, or, when the file was
  /// written by another engine version or where the system folds text otherwise, built again from its records at
  /// the first search.
  ///
  /// - Throws: ``IndexFileError`` naming the file.
  convenience init(name: String, indexFile path: String) throws {
    try self.init(name: name, file: try IndexFileReader.read(path), path: path)
  }

  /// The index `file`, read from `path`, holds.
  ///
  /// - Throws: ``IndexFileError/corrupt(file:section:detail:)`` naming `path`.
  private convenience init(name: String, file: IndexFile, path: String) throws {
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
