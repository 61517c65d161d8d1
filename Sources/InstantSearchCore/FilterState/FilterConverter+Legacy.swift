extension FilterConverter {
  /// The filter in the legacy `facetFilters` / `numericFilters` / `tagFilters` form.
  ///
  /// - Facet: `attribute:value` or `attribute:-value`, then `<score=N>`; a string value the engine would read
  ///   as syntax is quoted (``FilterEscaping/legacyValue(_:)``).
  /// - Tag: `_tags:value` or `_tags:-value`, the value quoted by the same rule.
  /// - Comparison: `attribute op value`; negation inverts the operator.
  /// - Range: two units, `attribute >= lower` and `attribute <= upper`; negated, `attribute < lower` and
  ///   `attribute > upper` (still ANDed, which is not a true negation).
  ///
  /// - Parameter filter: A facet, numeric or tag filter, or a ``Filter``.
  /// - Returns: One `.and` unit per expression, or `nil` for an unsupported filter type.
  public func legacy(_ filter: FilterType) -> FiltersStorage? {
    Filter(converting: filter).map(Self.legacyStorage)
  }

  /// The legacy form of a filter: one `.and` unit per expression.
  static func legacyStorage(_ filter: Filter) -> FiltersStorage {
    FiltersStorage(units: legacyExpressions(filter).map { .and([$0]) })
  }

  /// The legacy expressions of a filter: one, or two for a numeric range.
  static func legacyExpressions(_ filter: Filter) -> [String] {
    let sign = filter.isNegated ? "-" : ""
    switch filter {
    case .facet(let facet):
      let value: String
      switch facet.value {
      case .string(let text): value = FilterEscaping.legacyValue(text)
      case .float(let number): value = number.description
      case .bool(let flag): value = flag.description
      }
      let score = facet.score.map { "<score=\($0)>" } ?? ""
      return ["\(facet.attribute):\(sign)\(value)\(score)"]
    case .tag(let tag):
      return ["\(tag.attribute):\(sign)\(FilterEscaping.legacyValue(tag.value))"]
    case .numeric(let numeric):
      return legacyExpressions(numeric)
    }
  }

  private static func legacyExpressions(_ numeric: Filter.Numeric) -> [String] {
    let attribute = numeric.attribute
    switch numeric.value {
    case .comparison(let op, let number):
      let written = numeric.isNegated ? op.inversion : op
      return ["\(attribute) \(written.rawValue) \(number)"]
    case .range(let range):
      let lower: Filter.Numeric.NumericOperator = numeric.isNegated ? .lessThan : .greaterThanOrEqual
      let upper: Filter.Numeric.NumericOperator = numeric.isNegated ? .greaterThan : .lessThanOrEqual
      return ["\(attribute) \(lower.rawValue) \(range.lowerBound)", "\(attribute) \(upper.rawValue) \(range.upperBound)"]
    }
  }
}
