import Foundation

/// Searches the values of one facet (search for facet values).
///
/// Its text query is the facet query (`""` when unset); the `context` parameters restrict the records whose
/// values are counted (filters apply).
public final class FacetSearcher: AbstractSearcher<FacetSearcher.Request, FacetSearchResponse>, QuerySettable,
  IndexNameSettable, FiltersSettable, PageLoadable
{
  /// What a search for facet values sends.
  public struct Request: Hashable, Sendable {
    /// The facet query.
    public var query: String
    /// The index.
    public var indexName: String
    /// The facet attribute.
    public var attribute: String
    /// Parameters restricting the records counted.
    public var context: Query
    /// The headers, URL parameters and timeouts every search of this request sends; `nil` for none.
    public var requestOptions: RequestOptions?

    /// Creates a request.
    public init(
      query: String = "", indexName: String, attribute: String, context: Query = Query(), requestOptions: RequestOptions? = nil
    ) {
      self.query = query
      self.indexName = indexName
      self.attribute = attribute
      self.context = context
      self.requestOptions = requestOptions
    }
  }

  /// The client: the one given, or the backend given wrapped in one.
  public let client: SearchClient

  /// Creates a facet searcher with an empty facet query.
  public init(
    client: SearchBackend, indexName: String, facetName: String, query: Query = Query(), requestOptions: RequestOptions? = nil,
    callbackQueue: DispatchQueue = .main
  ) {
    self.client = SearchClient.wrapping(client)
    super.init(
      request: Request(indexName: indexName, attribute: facetName, context: query, requestOptions: requestOptions),
      callbackQueue: callbackQueue)
  }

  /// The headers, URL parameters and timeouts sent with every search; `nil` for none.
  public var requestOptions: RequestOptions? {
    get { request.requestOptions }
    set { request.requestOptions = newValue }
  }

  /// The facet attribute searched.
  public var facetName: String {
    get { request.attribute }
    set { request.attribute = newValue }
  }

  public func setQuery(_ query: String?) { self.query = query }

  public func setIndexName(_ indexName: String) { request.indexName = indexName }

  public func setFilters(_ filters: String?) { request.context.filters = filters }

  public func loadPage(atIndex pageIndex: Int) {
    request.context.page = pageIndex
    search()
  }

  override public func textualQuery(of request: Request) -> String? { request.query }

  override public func request(_ request: Request, withTextualQuery query: String?) -> Request {
    var copy = request
    copy.query = query ?? ""
    return copy
  }

  override public func indexName(of request: Request) -> String? { request.indexName }

  /// The sub-request of one search, and how to pick this searcher's answer out of a multi-query response.
  func collect(for request: Request) -> (queries: [MultiSearchQuery], pick: ([MultiSearchResponse.Result]) throws -> FacetSearchResponse) {
    let query = FacetIndexQuery(indexName: request.indexName, attribute: request.attribute, facetQuery: request.query, query: request.context)
    return ([.facets(query)], { results in
      guard let response = results.lazy.compactMap(\.facetsResponse).first else { throw MultiSearchError.emptyResults }
      return response
    })
  }

  override public func perform(_ request: Request, completion: @escaping (Result<FacetSearchResponse, Error>) -> Void) -> Cancellable {
    let query = FacetIndexQuery(indexName: request.indexName, attribute: request.attribute, facetQuery: request.query, query: request.context)
    return client.searchForFacetValues(query, requestOptions: request.requestOptions) { completion($0.mapError { $0 as Error }) }
  }
}
