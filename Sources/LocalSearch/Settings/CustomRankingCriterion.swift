import InstantSearchCore

/// One entry of the `customRanking` setting: `asc(attribute)` or `desc(attribute)`.
///
/// Entries are compared in order by the `custom` ranking criterion. Records without a comparable value
/// for the attribute come after those with one, whatever the direction.
public struct CustomRankingCriterion: Hashable, Sendable {
  /// The order in which values of the attribute rank records.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    /// Smaller values first (`asc(...)`).
    case ascending = "asc"
    /// Larger values first (`desc(...)`).
    case descending = "desc"
  }

  /// The attribute path whose value ranks records.
  public var attribute: Attribute
  /// Whether smaller or larger values rank first.
  public var direction: Direction

  /// Creates a custom ranking criterion.
  public init(attribute: Attribute, direction: Direction) {
    self.attribute = attribute
    self.direction = direction
  }

  /// Whether smaller values rank first.
  public var ascending: Bool { direction == .ascending }
}

extension CustomRankingCriterion {
  /// Parses `asc(attribute)` or `desc(attribute)`; `nil` for any other form (`desc price`, `price`).
  public init?(entry: String) {
    guard let wrapped = ModifierSyntax.unwrap(entry),
      let direction = Direction(rawValue: wrapped.modifier),
      let path = ModifierSyntax.plainPath(wrapped.inner)
    else { return nil }
    self.init(attribute: Attribute(path), direction: direction)
  }

  /// The entry as Algolia writes it, e.g. `desc(date)`.
  public var entry: String {
    ModifierSyntax.wrap(attribute.rawValue, in: direction.rawValue)
  }
}
