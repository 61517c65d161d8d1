/// Algolia's restrictions on `filters` expressions, checked on the parse tree.
///
/// An accepted expression is a conjunction of clauses, each a single filter, a negated single filter, or a
/// disjunction of (possibly negated) single filters of one family:
///
/// 1. an `OR` operand is a filter, a negated filter, or a parenthesised group of `OR`s only;
/// 2. `NOT` applies to a single filter, never to a group or another `NOT`;
/// 3. the filters of one disjunction are all facet filters, all tag filters, or all numeric filters;
/// 4. a parenthesised group whose top operator is `AND` holds no `OR` group, at any depth.
///
/// Violations are reported in reading order, at the column where the offending operand starts.
enum FilterRestrictions {
  /// Accepts the tree or throws the first violation.
  ///
  /// - Throws: ``FilterError/filters(_:column:)`` with ``FilterProblem/andInsideOr`` (rules 1 and 4),
  ///   ``FilterProblem/negatedGroup`` (rule 2) or ``FilterProblem/mixedFamilies`` (rule 3).
  static func validate(_ syntax: FilterSyntax) throws {
    try clause(syntax, insideParenthesisedAnd: false)
  }

  /// Checks an operand of a conjunction (or the whole expression).
  private static func clause(_ syntax: FilterSyntax, insideParenthesisedAnd: Bool) throws {
    var isGroup = false
    if case .group = syntax { isGroup = true }
    switch syntax.ungrouped {
    case .condition:
      return
    case .not(let operand, _):
      try negation(of: operand)
    case .and(let operands):
      for operand in operands {
        try clause(operand, insideParenthesisedAnd: insideParenthesisedAnd || isGroup)
      }
    case .or(let operands):
      if insideParenthesisedAnd { throw FilterError.filters(.andInsideOr, column: syntax.column) }
      var family: FilterCondition.Family?
      try disjunction(operands, family: &family)
    case .group:
      preconditionFailure("ungrouped never returns a group")
    }
  }

  /// Checks the operands of a disjunction, flattening parenthesised `OR` groups, and that every single filter
  /// belongs to `family` (set by the first one).
  private static func disjunction(_ operands: [FilterSyntax], family: inout FilterCondition.Family?) throws {
    for operand in operands {
      let core = operand.ungrouped
      let condition: FilterCondition
      switch core {
      case .condition(let single, _):
        condition = single
      case .not(let negated, _):
        try negation(of: negated)
        guard case .condition(let single, _) = negated else { preconditionFailure("negation(of:) accepted a group") }
        condition = single
      case .or(let inner):
        try disjunction(inner, family: &family)
        continue
      case .and:
        throw FilterError.filters(.andInsideOr, column: operand.column)
      case .group:
        preconditionFailure("ungrouped never returns a group")
      }
      if let expected = family, condition.family != expected {
        throw FilterError.filters(.mixedFamilies, column: core.column)
      }
      family = condition.family
    }
  }

  /// Checks that `NOT` applies to a single filter, unparenthesised.
  private static func negation(of operand: FilterSyntax) throws {
    guard case .condition = operand else { throw FilterError.filters(.negatedGroup, column: operand.column) }
  }
}
