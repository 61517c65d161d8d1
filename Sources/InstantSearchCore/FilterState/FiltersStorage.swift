/// Filters in the legacy form: units of expressions, ANDed together.
///
/// Each unit is either a list of ANDed expressions or a list of ORed ones, the shape of the legacy
/// `facetFilters` / `numericFilters` / `tagFilters` arrays. Example:
/// `[.and(["type:equipment<score=3>"]), .or(["category:chair<score=10>", "category:table<score=5>"])]`.
public struct FiltersStorage: Hashable {
  /// One unit of expressions.
  public enum Unit: Hashable {
    /// Expressions that must all match.
    case and([String])
    /// Expressions of which one must match.
    case or([String])

    /// The expressions of the unit.
    public var expressions: [String] {
      switch self {
      case .and(let expressions), .or(let expressions): return expressions
      }
    }
  }

  /// The units, ANDed together.
  public let units: [Unit]

  /// Creates a storage.
  ///
  /// - Parameter units: The units.
  public init(units: [Unit]) {
    self.units = units
  }
}
