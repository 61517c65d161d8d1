import Foundation

/// Searches the values of one facet (search for facet values).
///
/// Its text query is the facet query (`""` when unset); the `context` parameters restrict the records whose
/// values are counted (filters apply).
public final class FacetSearcher: IndexSearcher<FacetSearchService>, QuerySettable, IndexNameSettable, FiltersSettable,
  PageLoadable, MultiSearchComponent
{
  /// The client every search goes through: the one given, or the backend given wrapped in one.
  public var client: SearchClient { service.client }

  /// Creates a facet searcher with an empty facet query.
  public init(
    client: SearchBackend, indexName: String, facetName: String, query: Query = Query(), requestOptions: RequestOptions? = nil,
    callbackQueue: DispatchQueue = .main
  ) {
    super.init(
      service: FacetSearchService(client: SearchClient.wrapping(client)),
      initialRequest: Request(indexName: indexName, attribute: facetName, context: query, requestOptions: requestOptions),
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

  override func send(_ request: Request, completion: @escaping (Swift.Result<FacetSearchResponse, Error>) -> Void) -> InFlightSearch {
    .request(service.send(request, completion: completion))
  }

  /// The sub-request of the next search, and what fires this searcher's `onResults` with its answer, or its
  /// `onError`: how the searcher takes part in a ``MultiSearcher``'s searches.
  public func collect() -> (
    requests: [MultiSearchQuery], completion: (Swift.Result<[MultiSearchResponse.Response], Swift.Error>) -> Void
  ) {
    let request = self.request
    return ([.facets(request.facetIndexQuery)], { [weak self] outcome in
      guard let self else { return }
      let picked = outcome.flatMap { results in
        Swift.Result { try results.lazy.compactMap(\.facetsResponse).first.orThrow(MultiSearchError.emptyResults) }
      }
      switch picked {
      case .success(let response): self.onResults.fire(response)
      case .failure(let error): self.onError.fire(RequestError(request: request, error: error))
      }
    })
  }
}
