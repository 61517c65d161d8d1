import InstantSearchCore

extension FilterMatcher {
  /// The matcher for a search request: `filters`, `facetFilters`, `numericFilters` and `tagFilters` ANDed, plus
  /// `optionalFilters` and `sumOrFiltersScores`, under the index's `attributesForFaceting` and
  /// `numericAttributesForFiltering`.
  ///
  /// - Returns: `nil` when the request has no filter at all, so the engine can skip reading records.
  /// - Throws: ``FilterError`` (status 400, Algolia's message) for the first parameter that does not parse, in
  ///   the order `filters`, `facetFilters`, `numericFilters`, `tagFilters`, `optionalFilters`.
  static func make(query: Query, settings: IndexSettings) throws -> FilterMatcher? {
    let required = try requiredFilters(of: query)
    let optional = try query.optionalFilters.flatMap { try LegacyFilterParser.parse($0, as: .optionalFilters) }
    return make(
      filters: required, optionalFilters: optional, context: FilterContext(settings: settings),
      sumOrFiltersScores: query.sumOrFiltersScores ?? false)
  }

  /// The filters a record must pass: `filters`, `facetFilters`, `numericFilters` and `tagFilters` ANDed; `nil` for
  /// none.
  ///
  /// - Throws: ``FilterError`` for the first parameter that does not parse, in that order.
  static func requiredFilters(of query: Query) throws -> FilterExpression? {
    let legacy: [(FiltersParameter?, LegacyFilterParameter)] = [
      (query.facetFilters, .facetFilters), (query.numericFilters, .numericFilters), (query.tagFilters, .tagFilters),
    ]
    var required = [try query.filters.flatMap(FilterParser.parse)]
    for (value, parameter) in legacy {
      required.append(try value.flatMap { try LegacyFilterParser.parse($0, as: parameter) })
    }
    return FilterExpression.all(required)
  }

  /// The matcher for parsed filters; `nil` when there are neither required nor optional filters.
  static func make(
    filters: FilterExpression?, optionalFilters: FilterExpression?, context: FilterContext, sumOrFiltersScores: Bool
  ) -> FilterMatcher? {
    guard filters != nil || optionalFilters != nil else { return nil }
    return FilterMatcher(
      filters: filters, optionalFilters: optionalFilters, context: context, sumOrFiltersScores: sumOrFiltersScores)
  }
}

extension FilterMatcher: RecordFilter {
  func accepts(_ record: StoredRecord, slot: Int) -> Bool { matches(record: record, slot: slot) }

  var decidesBySlot: Bool { filters?.decidesBySlot ?? true }

  func acceptedSlots(live: SlotBitmap) -> SlotBitmap { filters?.acceptedSlots(live: live) ?? live }

  func score(_ record: StoredRecord, slot: Int) -> Int { score(record: record, slot: slot) }
}

extension FilterMatcher {
  /// The matcher with its facet filters bound to `snapshot`'s facet columns (``CompiledFilter/bound(to:)``): the same
  /// answers for the snapshot's records, without reading them for those filters.
  func bound(to snapshot: IndexSnapshot) -> FilterMatcher {
    FilterMatcher(
      compiledFilters: filters?.bound(to: snapshot), optionalFilters: optionalFilters?.bound(to: snapshot),
      sumOrFiltersScores: sumOrFiltersScores)
  }
}
