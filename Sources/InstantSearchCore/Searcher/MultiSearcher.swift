import Foundation

/// Sends the searches of several child searchers in one multi-query request.
///
/// Add children with ``addHitsSearcher(indexName:query:requestOptions:)`` and
/// ``addFacetsSearcher(indexName:query:attribute:facetQuery:requestOptions:)``, or any ``HitsSearcher`` or
/// ``FacetSearcher`` with `addSearcher(_:)`. ``search()`` collects every child's sub-requests in child order,
/// sends one request, and hands each child its slice of the answer; children fire their own
/// `onResults`/`onError`.
public final class MultiSearcher: AbstractMultiSearcher<AlgoliaMultiSearchService>, QuerySettable, IndexNameSettable,
  FiltersSettable
{
  /// The client, shared with the children it makes.
  public var client: SearchClient { service.client }

  /// Creates a multi-searcher.
  ///
  /// - Parameters:
  ///   - client: The backend shared with the children.
  ///   - requestOptions: Headers, URL parameters and timeouts of every combined request; `nil` for none.
  ///   - callbackQueue: Where results and errors are delivered; main by default.
  public init(client: SearchBackend, requestOptions: RequestOptions? = nil, callbackQueue: DispatchQueue = .main) {
    super.init(
      service: AlgoliaMultiSearchService(client: SearchClient.wrapping(client)),
      initialRequest: .init(queries: [], strategy: .none, requestOptions: requestOptions), callbackQueue: callbackQueue)
  }

  /// The headers, URL parameters and timeouts of every combined request; `nil` for none. The children's own
  /// options do not apply to the combined request.
  public var requestOptions: RequestOptions? {
    get { request.requestOptions }
    set { request.requestOptions = newValue }
  }

  override func send(_ request: Request, completion: @escaping (Swift.Result<MultiSearchResponse, Error>) -> Void) -> InFlightSearch {
    .request(service.send(request, completion: completion))
  }

  /// Adds a hits searcher on `indexName` as a child; `requestOptions` is stored on the child (it applies when
  /// the child searches alone, not to the combined request).
  @discardableResult
  public func addHitsSearcher(indexName: IndexName, query: Query = Query(), requestOptions: RequestOptions? = nil) -> HitsSearcher {
    addSearcher(
      HitsSearcher(client: client, indexName: indexName, query: query, requestOptions: requestOptions, callbackQueue: callbackQueue))
  }

  /// Adds a facet searcher on `attribute` of `indexName` as a child; it starts with an empty facet query.
  /// `requestOptions` is stored on the child (it applies when the child searches alone, not to the combined
  /// request).
  @discardableResult
  public func addFacetsSearcher(
    indexName: IndexName, query: Query = Query(), attribute: Attribute, facetQuery: String = "", requestOptions: RequestOptions? = nil
  ) -> FacetSearcher {
    let searcher = FacetSearcher(
      client: client, indexName: indexName, facetName: attribute, query: query, requestOptions: requestOptions,
      callbackQueue: callbackQueue)
    searcher.request.query = facetQuery
    return addSearcher(searcher)
  }
}
