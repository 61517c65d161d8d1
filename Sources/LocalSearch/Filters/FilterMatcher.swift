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

  /// A matcher of filters compiled already.
  init(compiledFilters: CompiledFilter?, optionalFilters: CompiledFilter?, sumOrFiltersScores: Bool) {
    self.filters = compiledFilters
    self.optionalFilters = optionalFilters
    self.sumOrFiltersScores = sumOrFiltersScores
  }

  /// Whether the record satisfies the required filters; `slot` is its place in the snapshot the matcher was bound to.
  func matches(record: StoredRecord, slot: Int? = nil) -> Bool {
    filters?.matches(record, slot: slot) ?? true
  }

  /// Whether a record held as JSON satisfies the required filters.
  func matches(record: JSON) -> Bool {
    StoredRecord.withEncoded(record) { matches(record: $0) }
  }

  /// The record's Filters criterion value with the matcher's `sumOrFiltersScores`; only for records that
  /// ``matches(record:)``.
  func score(record: StoredRecord, slot: Int? = nil) -> Int {
    score(record: record, sumOrFiltersScores: sumOrFiltersScores, slot: slot)
  }

  /// The record's Filters criterion value: the score of the required filters plus that of the
  /// optional ones.
  ///
  /// Only for records that ``matches(record:)``: the required filters are assumed satisfied, so only their
  /// disjunctions are evaluated.
  func score(record: StoredRecord, sumOrFiltersScores: Bool, slot: Int? = nil) -> Int {
    let required = filters?.scoreOfMatching(record, sumOrFiltersScores: sumOrFiltersScores, slot: slot) ?? 0
    let optional =
      optionalFilters?.score(record, sumOrFiltersScores: sumOrFiltersScores, negatedFilters: .scoreWhenUnmatched, slot: slot) ?? 0
    return required + optional
  }

  /// ``score(record:sumOrFiltersScores:)`` of a record held as JSON.
  func score(record: JSON, sumOrFiltersScores: Bool? = nil) -> Int {
    StoredRecord.withEncoded(record) { score(record: $0, sumOrFiltersScores: sumOrFiltersScores ?? self.sumOrFiltersScores) }
  }
}

/// A ``FilterExpression`` with its conditions compiled into ``FilterTest``s.
///
/// A tree of final-class nodes whose fields are read in place, so evaluating a record copies nothing.
final class CompiledFilter: @unchecked Sendable {
  /// What a node does with its operands.
  enum Kind: Sendable {
    /// A single filter: ``test``, worth ``score``.
    case test
    /// Matches when the only operand does not.
    case not
    /// Matches when every operand does.
    case and
    /// Matches when some operand does.
    case or
  }

  /// What the node does.
  let kind: Kind
  /// The filter of a ``Kind/test`` node; a test matching nothing on other nodes.
  let test: FilterTest
  /// The `<score=N>` of a ``Kind/test`` node.
  let score: Int
  /// The operands of the other nodes.
  let operands: [CompiledFilter]
  /// Whether every test of the tree decides by slot (``FilterTest/decidesBySlot``), so ``acceptedSlots(live:)``
  /// answers.
  let decidesBySlot: Bool

  /// Compiles an expression under the settings of `context`.
  init(_ expression: FilterExpression, context: FilterContext) {
    var test = FilterTest.nothing
    var score = 0
    var operands: [FilterExpression] = []
    switch expression {
    case .condition(let condition):
      kind = .test
      test = FilterTest.compile(condition, context: context)
      score = condition.score
    case .not(let operand):
      kind = .not
      operands = [operand]
    case .and(let all):
      kind = .and
      operands = all
    case .or(let any):
      kind = .or
      operands = any
    }
    self.test = test
    self.score = score
    self.operands = operands.map { CompiledFilter($0, context: context) }
    decidesBySlot = Self.decidesBySlot(kind, test: test, operands: self.operands)
  }

  /// Whether `record` (at `slot` of the snapshot the filter was bound to, when given) satisfies the expression.
  func matches(_ record: StoredRecord, slot: Int? = nil) -> Bool {
    switch kind {
    case .test:
      return test.matches(record, slot: slot)
    case .not:
      return !operands[0].matches(record, slot: slot)
    case .and:
      for index in operands.indices where !operands[index].matches(record, slot: slot) { return false }
      return true
    case .or:
      for index in operands.indices where operands[index].matches(record, slot: slot) { return true }
      return false
    }
  }

  /// The slots of the snapshot the filter was bound to whose records satisfy the expression, from the snapshot's
  /// columns; only when ``decidesBySlot``. `live` is the snapshot's live slots, which a negation keeps to.
  func acceptedSlots(live: SlotBitmap) -> SlotBitmap {
    switch kind {
    case .test:
      return test.acceptedSlots()
    case .not:
      var accepted = operands[0].acceptedSlots(live: live)
      accepted.complement()
      accepted.formIntersection(live)
      return accepted
    case .and:
      guard var accepted = operands.first?.acceptedSlots(live: live) else { return live }
      for operand in operands.dropFirst() { accepted.formIntersection(operand.acceptedSlots(live: live)) }
      return accepted
    case .or:
      var accepted = SlotBitmap(count: live.count)
      for operand in operands { accepted.formUnion(operand.acceptedSlots(live: live)) }
      return accepted
    }
  }

  private init(kind: Kind, test: FilterTest, score: Int, operands: [CompiledFilter]) {
    self.kind = kind
    self.test = test
    self.score = score
    self.operands = operands
    decidesBySlot = Self.decidesBySlot(kind, test: test, operands: operands)
  }

  /// Whether a node of `kind` decides by slot: its test does, or every operand.
  private static func decidesBySlot(_ kind: Kind, test: FilterTest, operands: [CompiledFilter]) -> Bool {
    kind == .test ? test.decidesBySlot : operands.allSatisfy(\.decidesBySlot)
  }

  /// The expression with its facet filters on faceting attributes bound to `snapshot`'s facet columns, so that a
  /// record at a slot of it is tested without being read.
  func bound(to snapshot: IndexSnapshot) -> CompiledFilter {
    switch kind {
    case .test:
      guard let facet = test as? FacetFilterTest, let entry = snapshot.configuration.faceting.firstIndex(where: { $0.path == facet.path })
      else { return self }
      return CompiledFilter(kind: .test, test: snapshot.facetColumnTest(facet, entry: entry), score: score, operands: [])
    case .not, .and, .or:
      return CompiledFilter(kind: kind, test: test, score: score, operands: operands.map { $0.bound(to: snapshot) })
    }
  }
}
