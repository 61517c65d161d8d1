/// A single search filter: a condition on one record attribute that can be negated.
///
/// The concrete kinds are ``Filter/Facet``, ``Filter/Numeric`` and ``Filter/Tag``; ``Filter`` wraps any of
/// them in one hashable value. Other conforming types are not understood by ``FilterState`` or the
/// converters.
public protocol FilterType {
  /// The name of the attribute the filter applies to.
  var attribute: String { get }

  /// Whether the condition is negated (`NOT` in the `filters` string).
  var isNegated: Bool { get set }

  /// Sets whether the filter is negated.
  ///
  /// - Parameter value: The new value of ``isNegated``.
  mutating func not(value: Bool)
}

extension FilterType {
  /// Sets whether the filter is negated; negates it when called without an argument.
  ///
  /// - Parameter value: The new value of ``isNegated``, `true` by default.
  public mutating func not(value: Bool = true) {
    isNegated = value
  }
}

/// Returns a copy of a filter with its negation flipped.
///
/// - Parameter filter: The filter to negate.
/// - Returns: The same filter with ``FilterType/isNegated`` inverted.
public prefix func ! <T: FilterType>(filter: T) -> T {
  var negated = filter
  negated.not(value: !filter.isNegated)
  return negated
}
