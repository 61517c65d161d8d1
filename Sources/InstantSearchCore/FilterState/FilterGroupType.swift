/// A named list of filters combined with one boolean operator.
///
/// Conjunctive groups (``FilterGroup/And``, ``FilterGroup/Hierarchical``) AND their filters; disjunctive ones
/// (``FilterGroup/Or``) OR them. ``FilterGroupConverter`` turns groups into the `filters` string.
public protocol FilterGroupType {
  /// The group name, if any.
  var name: String? { get }

  /// The filters of the group, in order.
  var filters: [FilterType] { get }

  /// Whether the filters are ORed (`true`) or ANDed (`false`). The misspelling is the original API's.
  var isDisjuncitve: Bool { get }

  /// A group of the same kind and name holding other filters.
  ///
  /// - Parameter filters: The new filters; a group that accepts only one filter kind drops the others.
  /// - Returns: The new group.
  func withFilters<S: Sequence>(_ filters: S) -> Self where S.Element == FilterType
}

extension FilterGroupType {
  /// Whether the group has no filters.
  public var isEmpty: Bool { filters.isEmpty }

  /// Whether the filters are ORed; the correctly spelled ``isDisjuncitve``.
  public var isDisjunctive: Bool { isDisjuncitve }
}

/// Namespace of the filter group types and of their identifier, ``FilterGroup/ID``.
public enum FilterGroup {}

extension FilterType {
  /// The filter itself, or the filter wrapped in a ``Filter``.
  var unwrapped: FilterType {
    (self as? Filter)?.filter ?? self
  }
}
