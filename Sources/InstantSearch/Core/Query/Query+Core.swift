import InstantSearchCore

extension Query {
  /// The core query of these parameters: each raw parameter read as the core reads a decoded `params` value,
  /// with no parameter string in between (``SearchParameters`` contribute their refinements' `filters`).
  ///
  /// - Throws: The core's `QueryParameterError` for a value of the wrong type.
  func coreQuery() throws -> InstantSearchCore.Query {
    try InstantSearchCore.Query(textParameters: parametersAsSent)
  }

  /// The core query that sends these parameters as v1 sent them: one `params` member holding their ``build()``
  /// text, with `extra` parameters added (a facet search's `facetQuery`). Backends read the text themselves: Algolia
  /// receives it as written, the embedded engine expands it.
  func paramsQuery(adding extra: [String: String] = [:]) -> InstantSearchCore.Query {
    let parameters = extra.isEmpty ? parametersAsSent : parametersAsSent.merging(extra) { _, added in added }
    var query = InstantSearchCore.Query()
    query.customParameters["params"] = .string(AbstractQuery.build(parameters: parameters))
    return query
  }
}
