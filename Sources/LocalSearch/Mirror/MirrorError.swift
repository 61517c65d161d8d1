import Foundation
import InstantSearchCore

/// Why a sync or a build left the mirror as it was.
public enum MirrorError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The online index could not be read: its settings or a browse page (the step names which).
  case online(step: String, error: SearchClientError)
  /// The fetched or given settings are not settings the engine reads.
  case settings(String)
  /// The fetched or given records could not be indexed.
  case records(String)
  /// A data file of a manual build could not be read.
  case file(path: String, reason: String)
  /// The mirror has no selection to sync.
  case noSelection
  /// A sync is already running.
  case syncInProgress

  public var description: String {
    switch self {
    case .online(let step, let error): return "The online index could not be read (\(step)): \(error). The mirror was left as it was."
    case .settings(let detail): return "The settings cannot be mirrored: \(detail). The mirror was left as it was."
    case .records(let detail): return "The records cannot be mirrored: \(detail). The mirror was left as it was."
    case .file(let path, let reason): return "\(path) cannot be read: \(reason). The mirror was left as it was."
    case .noSelection: return "The mirror has no data selection query to sync."
    case .syncInProgress: return "A sync of this mirror is already running."
    }
  }

  /// The ``description``.
  public var errorDescription: String? { description }
}
