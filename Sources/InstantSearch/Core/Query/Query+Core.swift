import InstantSearchCore

extension Query {
  /// The core query of these parameters: each raw parameter read as the core reads a decoded `params` value,
  /// with no parameter string in between (``SearchParameters`` contribute their refinements' `filters`).
  ///
  /// - Throws: The core's `QueryParameterError` for a value of the wrong type.
  func coreQuery() throws -> InstantSearchCore.Query {
    try InstantSearchCore.Query(textParameters: parametersAsSent)
  }
}
