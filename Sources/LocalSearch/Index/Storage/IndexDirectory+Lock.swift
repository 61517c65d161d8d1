import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension IndexDirectory {
  /// Takes the directory's lock, creating `LOCK`.
  ///
  /// - Throws: ``IndexFileError/locked(file:)`` when another holder has it.
  func lock() throws -> Lock { try Lock(path(Self.lockName)) }

  /// Checks that `CURRENT` names `generation`, the one an index attached to the directory holds. Called under
  /// the lock, so that no save moves the directory on between the check and the write it guards.
  ///
  /// - Throws: ``IndexFileError/superseded(file:detail:)``, or what ``currentGeneration()`` throws.
  func checkCurrent(is generation: UInt64) throws {
    let current = try currentGeneration()
    guard current == generation else {
      throw IndexFileError.superseded(file: path(Self.pointerName), detail: "generation \(current) is current, not \(generation), the one the index holds")
    }
  }

  /// The lock on a directory's `LOCK` file (`flock`), held by whoever writes: a save, or a journal append.
  final class Lock {
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
