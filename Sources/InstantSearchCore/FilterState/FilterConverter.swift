/// Converts single filters into the `filters` string syntax and into the legacy filter form.
///
/// ```swift
/// FilterConverter().sql(Filter.Facet(attribute: "brand", stringValue: "Apple"))   // "brand":"Apple"
/// FilterConverter().sql(Filter.Facet(attribute: "size", floatValue: 42))          // "size":"42.0"
/// FilterConverter().sql(!Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10))
/// // NOT "price" > 10.0
/// ```
public class FilterConverter {
  /// Creates a converter.
  public init() {}

  /// The filter in the `filters` syntax, as InstantSearch 7.27.1 writes it.
  ///
  /// Attribute names are quoted; a facet value is quoted whatever its type (`"price":"10.0"`,
  /// `"available":"true"`), its score inside the quotes (``FilterEscaping/quoted(_:score:)``);
  /// numeric values are written bare as Swift prints a `Double`; a negated filter is prefixed with `NOT `. Unlike
  /// 7.27.1, which escapes only `"` in values, `\` and `"` are escaped in names and values alike, so no name or
  /// value can end its quoted string early.
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
    FilterEscaping.quoted(facet.attribute) + ":" + FilterEscaping.quoted(facet.value.description, score: facet.score)
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
