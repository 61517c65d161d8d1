import InstantSearchCore

/// How a negated filter counts in a score.
enum NegatedFilterScoring: Sendable {
  /// Negated filters contribute 0, as in `filters` and the legacy arrays.
  case scoreNothing
  /// A negated filter contributes the score of its operand when the operand does not match, as the `attr:-v`
  /// form of `optionalFilters` does.
  case scoreWhenUnmatched
}

extension CompiledFilter {
  /// The Filters criterion value of `record` for this expression.
  ///
  /// A filter contributes its score when it matches; a conjunction the sum of its operands' contributions; a
  /// disjunction the best contribution among its operands, or their sum when `sumOrFiltersScores` is true.
  /// Operands that do not match contribute 0, so for optional filters each satisfied top-level element adds
  /// its score independently.
  ///
  /// - Parameters:
  ///   - record: The record to score.
  ///   - sumOrFiltersScores: The request's `sumOrFiltersScores`.
  ///   - negatedFilters: How `NOT filter` counts; a `NOT` over anything but a single filter contributes 0.
  func score(_ record: StoredRecord, sumOrFiltersScores: Bool, negatedFilters: NegatedFilterScoring, slot: Int? = nil) -> Int {
    switch kind {
    case .test:
      return test.matches(record, slot: slot) ? score : 0
    case .not:
      let operand = operands[0]
      guard negatedFilters == .scoreWhenUnmatched, operand.kind == .test else { return 0 }
      return operand.test.matches(record, slot: slot) ? 0 : operand.score
    case .and:
      return operands.reduce(0) {
        $0 + $1.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: negatedFilters, slot: slot)
      }
    case .or:
      let scores = operands.lazy.map {
        $0.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: negatedFilters, slot: slot)
      }
      return sumOrFiltersScores ? scores.reduce(0, +) : scores.max() ?? 0
    }
  }

  /// The Filters criterion value of a record already known to satisfy the expression.
  ///
  /// Equal to ``score(_:sumOrFiltersScores:negatedFilters:)`` with ``NegatedFilterScoring/scoreNothing`` for such a
  /// record, but only disjunctions are evaluated: every conjunct and single filter is satisfied, so it contributes
  /// its score (or 0 when negated) without reading the record.
  func scoreOfMatching(_ record: StoredRecord, sumOrFiltersScores: Bool, slot: Int? = nil) -> Int {
    switch kind {
    case .test:
      return score
    case .not:
      return 0
    case .and:
      return operands.reduce(0) { $0 + $1.scoreOfMatching(record, sumOrFiltersScores: sumOrFiltersScores, slot: slot) }
    case .or:
      return self.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: .scoreNothing, slot: slot)
    }
  }
}
