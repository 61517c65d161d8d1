extension Filter.Numeric {
  /// A comparison operator of a numeric filter; the raw value is its symbol in the `filters` syntax.
  public enum NumericOperator: String, CustomStringConvertible {
    /// `<`
    case lessThan = "<"
    /// `<=`
    case lessThanOrEqual = "<="
    /// `=`
    case equals = "="
    /// `!=`
    case notEquals = "!="
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `>`
    case greaterThan = ">"

    /// The operator accepting exactly the numbers this one rejects (`<` ↔ `>=`, `<=` ↔ `>`, `=` ↔ `!=`).
    ///
    /// The legacy `numericFilters` form has no negation, so it writes negated comparisons with it.
    public var inversion: NumericOperator {
      switch self {
      case .lessThan: return .greaterThanOrEqual
      case .lessThanOrEqual: return .greaterThan
      case .equals: return .notEquals
      case .notEquals: return .equals
      case .greaterThanOrEqual: return .lessThan
      case .greaterThan: return .lessThanOrEqual
      }
    }

    /// The operator symbol.
    public var description: String { rawValue }
  }

  /// The 7.x name of ``NumericOperator``.
  @available(*, deprecated, renamed: "NumericOperator")
  public typealias Operator = NumericOperator
}
