import InstantSearchCore

/// The parameters of one request as the engine reads them: a `params` string carried in the query (Algolia's
/// `{"params": "…"}` form, which v1 clients send) expanded over the JSON parameters, and the members that describe
/// the request rather than the search (`facetQuery`, `cursor`, `type`) taken out before the search reads the rest.
struct RequestFields {
  /// The search parameters, `params` expanded.
  private(set) var query: Query

  /// Reads `query`, expanding its `params` string; a name in both places takes the `params` value, as Algolia
  /// reads requests.
  ///
  /// - Throws: ``SearchClientError`` 400 for a `params` member that is not a string or does not read.
  init(_ query: Query) throws {
    guard let params = query.customParameters["params"] else {
      self.query = query
      return
    }
    guard case .string(let text) = params else {
      throw SearchClientError.httpError(status: 400, message: "Invalid value for parameter params: expected a string")
    }
    var fields = query.jsonFields
    fields["params"] = nil
    do {
      var merged = try Query.merging(fields: fields, params: text)
      // `merging` skips the members describing the request; those given as JSON stay with the request.
      for name in ["facetQuery", "cursor", "type"] where merged.customParameters[name] == nil {
        merged.customParameters[name] = query.customParameters[name]
      }
      self.query = merged
    } catch let error as QueryParameterError {
      throw SearchClientError.httpError(status: 400, message: error.message)
    }
  }

  /// Takes a string member describing the request out of the parameters.
  ///
  /// - Throws: ``SearchClientError`` 400 when the member is not a string.
  mutating func take(_ name: String) throws -> String? {
    guard let value = query.customParameters.removeValue(forKey: name) else { return nil }
    guard case .string(let text) = value else {
      throw SearchClientError.httpError(status: 400, message: "Invalid value for parameter \(name): expected a string")
    }
    return text
  }

  /// Takes the `type` member of a hits request out: `default` (or none) is a hits search.
  ///
  /// - Throws: ``SearchClientError`` 400 for another type.
  mutating func acceptHitsType() throws {
    if let type = try take("type"), type != "default" {
      throw SearchClientError.httpError(status: 400, message: "Invalid value for parameter type: expected default or facet")
    }
  }
}
