import InstantSearchCore

/// Decides which records pass a request's filters and scores them for the Filters ranking criterion.
///
/// Built once per search from the parsed `filters`, the legacy arrays ANDed with them, and `optionalFilters`,
/// under the index's faceting and numeric-filtering settings. Everything that does not depend on the record is
/// compiled up front (``FilterTest``), so evaluating a record only walks it.
struct FilterMatcher: Sendable {
  /// The required filters, compiled; `nil` when every record passes.
  let filters: CompiledFilter?
  /// The optional filters, compiled; they only add to the score.
  let optionalFilters: CompiledFilter?
  /// Whether the satisfied filters of an OR add up (`true`) or the best one counts (`false`).
  let sumOrFiltersScores: Bool

  /// Compiles the filters of a search.
  ///
  /// - Parameters:
  ///   - filters: Every required filter (`filters` and the legacy arrays ANDed); `nil` for none.
  ///   - optionalFilters: The `optionalFilters`; `nil` for none.
  ///   - context: The settings deciding which attributes filters may use.
  ///   - sumOrFiltersScores: The request's `sumOrFiltersScores`.
  init(
    filters: FilterExpression?, optionalFilters: FilterExpression? = nil, context: FilterContext,
    sumOrFiltersScores: Bool = false
  ) {
    self.filters = filters.map { CompiledFilter($0, context: context) }
    self.optionalFilters = optionalFilters.map { CompiledFilter($0, context: context) }
    self.sumOrFiltersScores = sumOrFiltersScores
  }

  /// Whether the record satisfies the required filters.
  func matches(record: JSON) -> Bool {
    filters?.matches(record) ?? true
  }

  /// The record's Filters criterion value with the matcher's `sumOrFiltersScores` (§5.1).
  func score(record: JSON) -> Int {
    score(record: record, sumOrFiltersScores: sumOrFiltersScores)
  }

  /// The record's Filters criterion value (§5.1, §3.1): the score of the required filters plus that of the
  /// optional ones. Meaningful for records that ``matches(record:)``.
  func score(record: JSON, sumOrFiltersScores: Bool) -> Int {
    let required = filters?.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: .scoreNothing) ?? 0
    let optional =
      optionalFilters?.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: .scoreWhenUnmatched) ?? 0
    return required + optional
  }
}

/// A ``FilterExpression`` with its conditions compiled into ``FilterTest``s.
indirect enum CompiledFilter: Sendable {
  /// One filter and its score.
  case test(FilterTest, score: Int)
  /// Matches when the operand does not.
  case not(CompiledFilter)
  /// Matches when every operand does.
  case and([CompiledFilter])
  /// Matches when some operand does.
  case or([CompiledFilter])

  /// Compiles an expression under the settings of `context`.
  init(_ expression: FilterExpression, context: FilterContext) {
    switch expression {
    case .condition(let condition): self = .test(FilterTest(condition, context: context), score: condition.score)
    case .not(let operand): self = .not(CompiledFilter(operand, context: context))
    case .and(let operands): self = .and(operands.map { CompiledFilter($0, context: context) })
    case .or(let operands): self = .or(operands.map { CompiledFilter($0, context: context) })
    }
  }

  /// Whether `record` satisfies the expression.
  func matches(_ record: JSON) -> Bool {
    switch self {
    case .test(let test, _): return test.matches(record)
    case .not(let operand): return !operand.matches(record)
    case .and(let operands): return operands.allSatisfy { $0.matches(record) }
    case .or(let operands): return operands.contains { $0.matches(record) }
    }
  }
}
