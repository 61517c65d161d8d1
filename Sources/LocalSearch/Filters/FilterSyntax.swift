/// The parse tree of a `filters` string as written: parentheses kept, every node with the column it starts at.
///
/// ``FilterParser`` builds it, ``FilterRestrictions`` checks Algolia's restrictions on it (they depend on where
/// the parentheses are), and ``expression`` drops what evaluation does not need.
indirect enum FilterSyntax: Hashable, Sendable {
  /// One filter.
  case condition(FilterCondition, column: Int)
  /// `NOT operand`; the column is that of `NOT`.
  case not(FilterSyntax, column: Int)
  /// Operands joined by `AND` (at least two).
  case and([FilterSyntax])
  /// Operands joined by `OR` (at least two).
  case or([FilterSyntax])
  /// `( inner )`; the column is that of `(`.
  case group(FilterSyntax, column: Int)

  /// The column where the node's text starts.
  var column: Int {
    switch self {
    case .condition(_, let column), .not(_, let column), .group(_, let column): return column
    case .and(let operands), .or(let operands): return operands[0].column
    }
  }

  /// The node without the parentheses around it.
  var ungrouped: FilterSyntax {
    if case .group(let inner, _) = self { return inner.ungrouped }
    return self
  }

  /// The expression the tree stands for, parentheses dropped and nested `AND`s and `OR`s flattened.
  var expression: FilterExpression {
    switch self {
    case .condition(let condition, _):
      return .condition(condition)
    case .not(let operand, _):
      return .not(operand.expression)
    case .group(let inner, _):
      return inner.expression
    case .and(let operands):
      return .and(
        operands.flatMap { operand -> [FilterExpression] in
          if case .and(let inner) = operand.expression { return inner }
          return [operand.expression]
        })
    case .or(let operands):
      return .or(
        operands.flatMap { operand -> [FilterExpression] in
          if case .or(let inner) = operand.expression { return inner }
          return [operand.expression]
        })
    }
  }
}
