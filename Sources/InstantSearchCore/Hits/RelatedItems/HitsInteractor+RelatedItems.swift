extension HitsInteractor {
  /// Connects a searcher that finds the records related to `hit`: it excludes the hit
  /// (`facetFilters: ["objectID:-<id>"]`) and ranks the others by the values they share with it, one optional
  /// filter per pattern scored by the pattern (`optionalFilters`, with `sumOrFiltersScores`, so that each shared
  /// value of a list counts).
  ///
  /// - Returns: The searcher link, connected.
  @discardableResult
  public func connectSearcher<T>(
    _ searcher: HitsSearcher, withRelatedItemsTo hit: ObjectWrapper<T>, with matchingPatterns: [MatchingPattern<T>]
  ) -> HitsSearcherConnection {
    let connection = connectSearcher(searcher)
    var query = searcher.request.query
    query.sumOrFiltersScores = true
    query.facetFilters = [.filter(FilterConverter.legacyExpressions(.facet(Filter.Facet(attribute: "objectID", stringValue: hit.objectID, isNegated: true)))[0])]
    query.optionalFilters = .list(matchingPatterns.compactMap { $0.optionalFilters(of: hit.object) })
    searcher.request.query = query
    return connection
  }
}
