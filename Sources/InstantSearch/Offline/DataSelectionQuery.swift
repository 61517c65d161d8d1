import Foundation

/// What a ``MirroredIndex`` keeps offline: the records a browse with `query` returns, at most `maxObjects` of them.
public final class DataSelectionQuery: NSObject {
  /// The browse parameters selecting records.
  public let query: Query
  /// The most records this query contributes.
  public let maxObjects: Int

  /// Creates a data selection query.
  public init(query: Query, maxObjects: Int) {
    self.query = query
    self.maxObjects = maxObjects
  }

  /// Equal when the queries' parameters and the maximums are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? DataSelectionQuery else { return false }
    return query == other.query && maxObjects == other.maxObjects
  }

  public override var hash: Int { query.build().hashValue ^ maxObjects }
}
