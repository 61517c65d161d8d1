import Foundation

/// Why a saved index could not be opened from, or saved to, a directory.
///
/// Every case names the file and what is wrong with it. Opening never writes: after any of these errors the
/// directory holds what it held before, so the last good copy is still there. A failed save leaves the copy that
/// opened before it as the one that opens.
public enum IndexFileError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The directory holds no saved index: `file`, the pointer to the current copy, does not exist.
  case notFound(file: String)
  /// `file` exists but cannot be read; `reason` is the system's.
  case unreadable(file: String, reason: String)
  /// `file` does not start as an index file does: it is some other kind of file.
  case notAnIndex(file: String)
  /// `file` was written by a newer version of the engine: its format version or a section it requires is unknown
  /// to this one, as `detail` says.
  case newerFormat(file: String, detail: String)
  /// `file` is shorter than its header says (or than a header): it was cut short.
  case truncated(file: String, expectedBytes: UInt64, actualBytes: UInt64)
  /// `file` fails a checksum or a consistency check in `section` (a section tag such as `POST`, or `header`,
  /// `directory`, `pointer`); `detail` says what was found where.
  case corrupt(file: String, section: String, detail: String)
  /// Another process is saving to the directory: `file`, its lock, is held.
  case locked(file: String)
  /// Another writer changed the directory an index is attached to since the index read it, as `detail` says (another
  /// save made a newer generation current, or another index appended to the journal, `file`): the change or
  /// compaction was not written, since it would apply to a copy the directory no longer holds.
  case superseded(file: String, detail: String)
  /// Writing `file` failed at `operation` (`create`, `write`, `fsync`, `rename`…); `reason` is the system's.
  case unwritable(file: String, operation: String, reason: String)

  /// What went wrong, in which file, and that nothing was changed.
  public var description: String {
    switch self {
    case .notFound(let file):
      return "No saved index at \(file): the file does not exist, so nothing was ever saved in that directory. Nothing was changed."
    case .unreadable(let file, let reason):
      return "Cannot read the saved index file \(file): \(reason). Nothing was changed."
    case .notAnIndex(let file):
      return "\(file) is not a saved index: it does not start as an index file does. Nothing was changed; open a directory an index was saved to."
    case .newerFormat(let file, let detail):
      return "\(file) was saved by a newer version of the engine (\(detail)). Nothing was changed; open it with that version, or build the index again from its records."
    case .truncated(let file, let expected, let actual):
      return "\(file) is truncated: it has \(actual) bytes of the \(expected) it should have. Nothing was changed; save the index again, or restore the file from a complete copy."
    case .corrupt(let file, let section, let detail):
      return "\(file) is damaged in its \(section) section: \(detail). Nothing was changed; save the index again, or restore the file from a good copy."
    case .locked(let file):
      return "Cannot save an index while another process saves to the same directory: \(file) is locked. Nothing was changed; save again once the other save is done."
    case .superseded(let file, let detail):
      return "Another writer changed \(file) since the index was opened from its directory: \(detail). Nothing was changed or written; open the directory again to change what it holds now."
    case .unwritable(let file, let operation, let reason):
      return "Cannot save the index: \(operation) of \(file) failed: \(reason). Nothing was changed; the copy saved before, if any, is still the one that opens."
    }
  }

  /// The ``description``, so that `localizedDescription` reads the same.
  public var errorDescription: String? { description }
}
