import InstantSearchCore

/// One query a test client received, decoded: which endpoint, which index, which parameters.
///
/// A multiple-queries call gives one `SentRequest` per query, all with the same ``exchange``.
public struct SentRequest: Hashable, Sendable, CustomStringConvertible {
  /// The endpoint a request goes to, as Algolia's REST API names them.
  public enum Endpoint: String, Codable, Hashable, Sendable {
    /// `/1/indexes/{index}/query`: one hits search.
    case singleIndex
    /// `/1/indexes/*/queries`: several searches in one call.
    case multipleQueries
    /// `/1/indexes/{index}/facets/{attribute}/query`: a search for facet values.
    case facetSearch
  }

  /// The call this query came in, numbered from 1 in the order the client received them.
  public let exchange: Int
  /// The endpoint of the call.
  public let endpoint: Endpoint
  /// The index searched.
  public let indexName: String
  /// The search parameters.
  public let query: Query
  /// For a search for facet values, the facet searched; `nil` otherwise.
  public let facetAttribute: String?
  /// For a search for facet values, the text searched in the facet's values; `nil` otherwise.
  public let facetQuery: String?
  /// The options of the call this query came in; `nil` for none.
  public let requestOptions: RequestOptions?

  /// Describes a received query.
  public init(
    exchange: Int, endpoint: Endpoint, indexName: String, query: Query, facetAttribute: String? = nil, facetQuery: String? = nil,
    requestOptions: RequestOptions? = nil
  ) {
    self.requestOptions = requestOptions
    self.exchange = exchange
    self.endpoint = endpoint
    self.indexName = indexName
    self.query = query
    self.facetAttribute = facetAttribute
    self.facetQuery = facetQuery
  }

  /// The text query, `""` when the request has none.
  public var queryText: String { query.query ?? "" }

  /// The `filters` parameter.
  public var filters: String? { query.filters }

  /// The queries of one call, in call order.
  static func queries(of request: MultiSearchRequest, options: RequestOptions?, exchange: Int) -> [SentRequest] {
    request.queries.map { query in
      switch query {
      case .hits(let hits):
        return SentRequest(
          exchange: exchange, endpoint: .multipleQueries, indexName: hits.indexName, query: hits.query, requestOptions: options)
      case .facets(let facets):
        return SentRequest(
          exchange: exchange, endpoint: .multipleQueries, indexName: facets.indexName, query: facets.query,
          facetAttribute: facets.attribute, facetQuery: facets.facetQuery, requestOptions: options)
      }
    }
  }

  /// `#3 singleIndex products query="son" filters="brand:Sony" page=0`, for failure messages.
  public var description: String {
    var parts = ["#\(exchange)", endpoint.rawValue, indexName, "query=\(queryText.debugDescription)"]
    if let filters { parts.append("filters=\(filters.debugDescription)") }
    if let page = query.page { parts.append("page=\(page)") }
    if let facetAttribute { parts.append("facet=\(facetAttribute) facetQuery=\((facetQuery ?? "").debugDescription)") }
    return parts.joined(separator: " ")
  }
}
