/// A filter together with the ID of the ``FilterState`` group holding it, and a display text.
///
/// The current-filters widgets list these pairs. The text takes part in equality and hashing.
public struct FilterAndID: Hashable {
  /// The filter.
  public let filter: Filter
  /// The group holding the filter.
  public let id: FilterGroup.ID
  /// A display text for the filter.
  public var text: String

  /// Creates a pair.
  ///
  /// - Parameters:
  ///   - filter: The filter.
  ///   - id: The group holding it.
  ///   - text: A display text, empty by default.
  public init(filter: Filter, id: FilterGroup.ID, text: String = "") {
    self.filter = filter
    self.id = id
    self.text = text
  }
}
