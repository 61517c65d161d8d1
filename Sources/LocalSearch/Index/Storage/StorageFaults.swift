/// Failures a test makes one save meet, to show that an interrupted save loses nothing.
///
/// The save's writes, across all the files it writes, stop after ``failAfterBytes`` bytes; or the chosen
/// occurrence of an operation (the second `rename`, the first `fsync`) fails before it is made. The save then
/// either cleans up as it does after a real I/O error, or, with ``asIfKilled``, stops dead and leaves its files as
/// a killed process would. A class, because the files of one save share it and it counts what they do.
final class StorageFaults {
  /// The most bytes the save writes in all; the write that would exceed it writes up to it, then fails.
  let failAfterBytes: Int?
  /// The operation that fails, and which occurrence of it (0 for the first).
  let failingOperation: (name: String, occurrence: Int)?
  /// Whether a failure leaves the files as they are, as when the process is killed, instead of cleaning up.
  let asIfKilled: Bool
  /// The bytes written so far.
  private(set) var bytesWritten = 0
  /// How many times each operation was about to be made.
  private var occurrences: [String: Int] = [:]
  /// Whether a fault was injected.
  private(set) var hasFailed = false

  /// Faults making writes fail after `failAfterBytes` bytes in all, or the `occurrence`-th `operation` (`fsync`,
  /// `rename`, `fsync the directory`) fail, as ``asIfKilled`` says.
  init(failAfterBytes: Int? = nil, failing operation: String? = nil, occurrence: Int = 0, asIfKilled: Bool = false) {
    self.failAfterBytes = failAfterBytes
    self.failingOperation = operation.map { ($0, occurrence) }
    self.asIfKilled = asIfKilled
  }

  /// How many of `count` bytes about to be written may be written; fewer once the budget runs out.
  func allowWrite(_ count: Int) -> Int {
    let allowed = failAfterBytes.map { max(0, min(count, $0 - bytesWritten)) } ?? count
    bytesWritten += allowed
    return allowed
  }

  /// Counts one more `operation` on `file`, and throws when it is the one that fails.
  func check(file: String, operation: String) throws {
    let occurrence = occurrences[operation, default: 0]
    occurrences[operation] = occurrence + 1
    if let failing = failingOperation, failing.name == operation, failing.occurrence == occurrence {
      throw failure(file: file, operation: operation)
    }
  }

  /// The error an injected failure of `operation` on `file` throws.
  func failure(file: String, operation: String) -> IndexFileError {
    hasFailed = true
    return IndexFileError.unwritable(file: file, operation: operation, reason: "injected fault")
  }
}
