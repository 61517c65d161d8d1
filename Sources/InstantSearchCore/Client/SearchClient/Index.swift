import Foundation

/// One index of a ``SearchClient``, for the calls InstantSearch 7 code made on Algolia's client 8 `Index`:
/// searching it and searching its facet values, each through the client's backend.
public struct Index: Sendable {
  /// The index name.
  public let name: IndexName
  /// The client the index belongs to.
  public let client: SearchClient

  /// The client's application id.
  public var applicationID: ApplicationID { client.applicationID }
  /// The client's API key.
  public var apiKey: APIKey { client.apiKey }

  /// An index of `client`.
  public init(name: IndexName, client: SearchClient) {
    self.name = name
    self.client = client
  }

  /// Searches the index (`POST /1/indexes/{index}/query`).
  ///
  /// - Parameters:
  ///   - query: The search parameters.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request.
  ///   - completion: The response, or the error; on a queue of the backend's.
  /// - Returns: The request in flight; cancelling it cancels the request.
  @discardableResult
  public func search(
    query: Query, requestOptions: RequestOptions? = nil, completion: @escaping ResultCallback<SearchResponse>
  ) -> Operation {
    RequestOperation.start(completion) { done in
      client.search(IndexedQuery(indexName: name, query: query), requestOptions: requestOptions, completion: done)
    }
  }

  /// Searches the index and waits for the answer; the thread is blocked meanwhile.
  ///
  /// - Throws: The ``SearchClientError`` of the request.
  public func search(query: Query, requestOptions: RequestOptions? = nil) throws -> SearchResponse {
    try RequestOperation.wait { search(query: query, requestOptions: requestOptions, completion: $0) }
  }

  /// Searches the values of a facet (`POST /1/indexes/{index}/facets/{facetName}/query`).
  ///
  /// - Parameters:
  ///   - facetName: The facet attribute (declared `searchable(…)` in `attributesForFaceting`).
  ///   - facetQuery: The text the values must match.
  ///   - searchQuery: The search whose records the values are counted on (its `filters`, query, …); `nil` for
  ///     every record.
  ///   - requestOptions: Extra headers, URL parameters and timeouts of this request.
  ///   - completion: The matching values, or the error; on a queue of the backend's.
  /// - Returns: The request in flight; cancelling it cancels the request.
  @discardableResult
  public func searchForFacetValues(
    of facetName: Attribute, matching facetQuery: String, applicableFor searchQuery: Query? = nil,
    requestOptions: RequestOptions? = nil, completion: @escaping ResultCallback<FacetSearchResponse>
  ) -> Operation {
    let request = FacetIndexQuery(indexName: name, attribute: facetName, facetQuery: facetQuery, query: searchQuery ?? Query())
    return RequestOperation.start(completion) { done in
      client.searchForFacetValues(request, requestOptions: requestOptions, completion: done)
    }
  }

  /// Searches the values of a facet and waits for the answer; the thread is blocked meanwhile.
  ///
  /// - Throws: The ``SearchClientError`` of the request.
  public func searchForFacetValues(
    of facetName: Attribute, matching facetQuery: String, applicableFor searchQuery: Query? = nil,
    requestOptions: RequestOptions? = nil
  ) throws -> FacetSearchResponse {
    try RequestOperation.wait {
      searchForFacetValues(of: facetName, matching: facetQuery, applicableFor: searchQuery, requestOptions: requestOptions, completion: $0)
    }
  }
}
