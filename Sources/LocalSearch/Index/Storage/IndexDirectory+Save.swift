import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IndexDirectory {
  /// Saves `parts`, of the index named `name`, as the next generation, then removes the older generations and
  /// whatever interrupted saves left (the protocol: ``IndexDirectory``). Creates the directory when it does not
  /// exist.
  ///
  /// When a step before the commit point fails, the files this save made are removed and the error is thrown: the
  /// directory holds what it held before. Once the commit point is passed the save has taken effect, and failing to
  /// remove older files is not an error (the next save removes them).
  ///
  /// - Parameter faults: Failures to inject, for tests; with ``StorageFaults/asIfKilled``, a failure leaves every
  ///   file as it is, as a killed process would.
  /// - Returns: The new generation.
  /// - Throws: ``IndexFileError/locked(file:)`` when another process saves to the directory,
  ///   ``IndexFileError/unwritable(file:operation:reason:)`` when a step fails.
  @discardableResult
  func save(_ parts: IndexParts, name: String, faults: StorageFaults? = nil) throws -> UInt64 {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw IndexFileError.unwritable(file: url.path, operation: "create the directory", reason: error.localizedDescription)
    }
    let lock = try Lock(path(Self.lockName))
    defer { lock.release() }
    removeLeftovers(keeping: nil)
    let current = try? currentGeneration()
    let generation = names().compactMap(Self.generation(ofSnapshot:)).reduce(current ?? 0, max) + 1
    let snapshot = Self.snapshotName(generation)
    var made: [String] = []
    do {
      made.append(snapshot + ".tmp")
      try write(snapshot + ".tmp", faults) { file in
        try IndexFileWriter.write(parts, name: name, generation: generation, to: file)
      }
      try rename(snapshot + ".tmp", to: snapshot, faults)
      made.append(snapshot)
      try syncDirectory(faults)
      made.append(Self.pointerName + ".tmp")
      try write(Self.pointerName + ".tmp", faults) { file in
        try Array(Self.pointerText(generation).utf8).withUnsafeBytes { try file.write($0) }
      }
      try rename(Self.pointerName + ".tmp", to: Self.pointerName, faults)
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
  private func write(_ name: String, _ faults: StorageFaults?, _ body: (StorageFile) throws -> Void) throws {
    let file = try StorageFile.create(path(name), faults: faults)
    defer { file.close() }
    try body(file)
    try file.sync()
  }

  /// Removes the `.tmp` files and, when `keeping` names a generation, every other generation's snapshot.
  private func removeLeftovers(keeping generation: UInt64?) {
    for name in names() {
      let stale = name.hasSuffix(".tmp") || (generation != nil && Self.generation(ofSnapshot: name).map { $0 != generation } == true)
      if stale { unlink(path(name)) }
    }
  }

  /// The lock on a directory's `LOCK` file (`flock`), held by the process that saves.
  private final class Lock {
    private let descriptor: Int32

    /// Takes the lock at `path`, creating the file.
    ///
    /// - Throws: ``IndexFileError/locked(file:)`` when another holder has it.
    init(_ path: String) throws {
      descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw IndexFileError.unwritable(file: path, operation: "create", reason: StorageFile.systemReason()) }
      guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
        let busy = errno == EWOULDBLOCK
        let reason = StorageFile.systemReason()
        close(descriptor)
        throw busy ? IndexFileError.locked(file: path) : IndexFileError.unwritable(file: path, operation: "lock", reason: reason)
      }
    }

    /// Releases the lock.
    func release() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
