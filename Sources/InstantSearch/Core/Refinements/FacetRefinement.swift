import Foundation
import InstantSearchCore

/// One refined value of a facet, inclusive or negated.
public final class FacetRefinement: NSObject {
  /// The facet attribute.
  public var name: String
  /// The refined value.
  public var value: String
  /// Whether hits must have the value (`true`) or must not (`false`).
  public var inclusive: Bool

  /// Creates a refinement.
  public init(name: String, value: String, inclusive: Bool = true) {
    self.name = name
    self.value = value
    self.inclusive = inclusive
  }

  /// Creates a copy of another refinement.
  public convenience init(copy: FacetRefinement) {
    self.init(name: copy.name, value: copy.value, inclusive: copy.inclusive)
  }

  /// `"FacetRefinement{<buildFilter()>}"`.
  public override var description: String { "FacetRefinement{\(buildFilter())}" }

  /// Equal when name, value (case-sensitive) and inclusive flag are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? FacetRefinement else { return false }
    return name == other.name && value == other.value && inclusive == other.inclusive
  }

  /// The legacy `facetFilters` form: `name:value`, or `name:-value` when exclusive, the value written as the
  /// core's legacy converter writes it (quoted when it holds a space or a colon, `"` escaped).
  public func buildFacetFilter() -> String {
    FilterConverter().legacy(facetFilter)?.units.first?.expressions.first ?? ""
  }

  /// The value as the disjunctive-faceting helper expects it: `value`, or `-value` when exclusive.
  public func buildFacetRefinement() -> String { inclusive ? value : "-\(value)" }

  /// The `filters` form: `"name":"value"`, prefixed with `NOT ` when exclusive.
  ///
  /// Name and value are quoted by the core's `FilterEscaping` (backslashes doubled, double quotes escaped, by
  /// Unicode scalar), so a value cannot close its quotes and widen the filter; strings without a backslash or
  /// a quote read exactly as v1 wrote them.
  public func buildFilter() -> String {
    let filter = "\(FilterEscaping.quoted(name)):\(FilterEscaping.quoted(value))"
    return inclusive ? filter : "NOT \(filter)"
  }
}
