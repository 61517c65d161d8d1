import InstantSearchCore

extension LocalClient {
  /// The filter stage for a request's `filters`, legacy filter arrays and optional filters.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 with the parser's message.
  static func makeFilter(_ query: Query, settings: IndexSettings, snapshot: IndexSnapshot) throws -> RecordFilter? {
    do {
      return try FilterMatcher.make(query: query, settings: settings)?.bound(to: snapshot)
    } catch let error as FilterError {
      throw error.clientError
    }
  }

  /// The highlighting and snippeting stage for a request.
  static func makeHighlighting(_ parameters: SearchParameters, snapshot: IndexSnapshot, settings: IndexSettings) -> HitHighlighting? {
    HighlightingStage(
      parameters: parameters, configuration: snapshot.configuration, attributes: snapshot.attributes,
      unmatchedHighlights: snapshot.unmatchedHighlights)
  }
}
