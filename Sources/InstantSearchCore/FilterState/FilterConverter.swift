/// Converts single filters into the `filters` string syntax and into the legacy filter form.
///
/// ```swift
/// FilterConverter().sql(Filter.Facet(attribute: "brand", stringValue: "Apple"))   // "brand":"Apple"
/// FilterConverter().sql(!Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10))
/// // NOT "price" > 10.0
/// ```
public class FilterConverter {
  /// Creates a converter.
  public init() {}

  /// The filter in the `filters` syntax (8.x format).
  ///
  /// Attribute names and string values are quoted with `\` and `"` escaped; numbers use Swift's `Double`
  /// description; a negated filter is prefixed with `NOT `; a facet score follows as `<score=N>`.
  ///
  /// - Parameter filter: A facet, numeric or tag filter, or a ``Filter``.
  /// - Returns: The condition, or `nil` for an unsupported filter type.
  public func sql(_ filter: FilterType) -> String? {
    Filter(converting: filter).map(Self.sql)
  }

  static func sql(_ filter: Filter) -> String {
    let condition: String
    switch filter {
    case .facet(let facet): condition = sql(facet)
    case .numeric(let numeric): condition = sql(numeric)
    case .tag(let tag): condition = FilterEscaping.quoted(tag.attribute) + ":" + FilterEscaping.quoted(tag.value)
    }
    return filter.isNegated ? "NOT " + condition : condition
  }

  private static func sql(_ facet: Filter.Facet) -> String {
    let value: String
    switch facet.value {
    case .string(let text): value = FilterEscaping.quoted(text)
    case .number(let number): value = number.description
    case .bool(let flag): value = flag.description
    }
    let score = facet.score.map { "<score=\($0)>" } ?? ""
    return FilterEscaping.quoted(facet.attribute) + ":" + value + score
  }

  private static func sql(_ numeric: Filter.Numeric) -> String {
    let attribute = FilterEscaping.quoted(numeric.attribute)
    switch numeric.value {
    case .range(let range):
      return "\(attribute):\(range.lowerBound) TO \(range.upperBound)"
    case .comparison(let op, let number):
      return "\(attribute) \(op.rawValue) \(number)"
    }
  }
}
