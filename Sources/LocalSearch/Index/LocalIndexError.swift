import Foundation

/// Why records could not be loaded into a ``LocalIndex``.
///
/// Every case names the problem and its place; the index is left exactly as it was before the call.
public enum LocalIndexError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The records text is not JSON; `detail` says where the parser stopped.
  case malformedJSON(source: String, detail: String)
  /// The records JSON is not an array of records.
  case notAnArray(source: String)
  /// The record at `index` is not a JSON object.
  case recordNotAnObject(index: Int)
  /// The record at `index` has an `objectID` that is neither a string nor a number.
  case invalidObjectID(index: Int)
  /// A Foundation record could not be converted to JSON.
  case unconvertibleRecord(index: Int, detail: String)
  /// The index is a virtual replica, whose records are its primary's.
  case recordsOfVirtualReplica(String)

  public var description: String {
    switch self {
    case .malformedJSON(let source, let detail):
      return "Cannot read records from \(source): the text is not valid JSON (\(detail)). Nothing was indexed."
    case .notAnArray(let source):
      return "Cannot read records from \(source): expected a JSON array of record objects. Nothing was indexed."
    case .recordNotAnObject(let index):
      return "Record at index \(index) is not a JSON object. Nothing was indexed; fix or remove that record."
    case .invalidObjectID(let index):
      return "Record at index \(index): objectID must be a string. Nothing was indexed."
    case .unconvertibleRecord(let index, let detail):
      return "Record at index \(index) cannot be indexed: \(detail). Nothing was indexed."
    case .recordsOfVirtualReplica(let name):
      return "\(name) is a virtual replica: its records are its primary's, written there. Nothing was changed."
    }
  }

  /// The ``description``, so that `localizedDescription` reads the same.
  public var errorDescription: String? { description }
}
