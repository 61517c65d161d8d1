import InstantSearchCore

/// What part of an online index a mirror keeps: the records a browse with `query` returns, at most `maxObjects`
/// of them. A mirror keeps the union of its selections.
public struct MirrorSelection: Hashable, Sendable, Codable {
  /// The browse parameters selecting records (query, filters, attributes to retrieve).
  public var query: Query
  /// The most records this selection contributes.
  public var maxObjects: Int

  /// Creates a selection.
  public init(query: Query, maxObjects: Int) {
    self.query = query
    self.maxObjects = maxObjects
  }
}
