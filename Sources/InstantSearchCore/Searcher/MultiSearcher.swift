import Foundation

/// Sends the searches of several child searchers in one multi-query request.
///
/// Add children with ``addHitsSearcher(indexName:query:)`` and ``addFacetsSearcher(indexName:query:attribute:facetQuery:)``.
/// ``search()`` collects every child's sub-requests in child order, sends one request, and hands each child
/// its slice of the answer; children fire their own `onResults`/`onError`.
public final class MultiSearcher: AbstractSearcher<MultiSearcher.Request, [MultiSearchResponse.Result]>, QuerySettable,
  IndexNameSettable, FiltersSettable
{
  /// One combined request and how its answer is shared out.
  public struct Request {
    /// Every child's sub-requests, in child order.
    public var queries: [MultiSearchQuery] = []
    /// How the queries run.
    public var strategy: MultipleQueriesStrategy = .none
    /// The headers, URL parameters and timeouts of the combined request; `nil` for none.
    public var requestOptions: RequestOptions?
    /// Each child's slice of the results and the handler that receives it.
    var distribution: [(range: Range<Int>, deliver: (Swift.Result<[MultiSearchResponse.Result], Error>) -> Void)] = []
  }

  /// The client: the one given, or the backend given wrapped in one.
  public let client: SearchClient
  private let children = Locked<[Child]>([])

  private struct Child {
    let searcher: AnyObject
    let collect: () -> (queries: [MultiSearchQuery], deliver: (Swift.Result<[MultiSearchResponse.Result], Error>) -> Void)
  }

  /// Creates a multi-searcher.
  ///
  /// - Parameters:
  ///   - client: The backend shared with the children.
  ///   - requestOptions: Headers, URL parameters and timeouts of every combined request; `nil` for none.
  ///   - callbackQueue: Where results and errors are delivered; main by default.
  public init(client: SearchBackend, requestOptions: RequestOptions? = nil, callbackQueue: DispatchQueue = .main) {
    self.client = SearchClient.wrapping(client)
    super.init(request: Request(requestOptions: requestOptions), callbackQueue: callbackQueue)
  }

  /// The headers, URL parameters and timeouts of every combined request; `nil` for none. The children's own
  /// options do not apply to the combined request.
  public var requestOptions: RequestOptions? {
    get { request.requestOptions }
    set { request.requestOptions = newValue }
  }

  /// Adds a hits searcher on `indexName` as a child; `requestOptions` is stored on the child (it applies when
  /// the child searches alone, not to the combined request).
  @discardableResult
  public func addHitsSearcher(indexName: String, query: Query = Query(), requestOptions: RequestOptions? = nil) -> HitsSearcher {
    let searcher = HitsSearcher(
      client: client, indexName: indexName, query: query, requestOptions: requestOptions, callbackQueue: callbackQueue)
    children.withLock {
      $0.append(Child(searcher: searcher) { [weak searcher] in
        guard let searcher else { return ([], { _ in }) }
        let request = searcher.request
        let (queries, merge) = searcher.collect(for: request)
        return (queries, { [weak searcher] outcome in
          guard let searcher else { return }
          switch outcome.flatMap({ results in Swift.Result { try merge(results) } }) {
          case .success(let response): searcher.onResults.fire(response)
          case .failure(let error): searcher.onError.fire(HitsSearcher.RequestError(request: request, error: error))
          }
        })
      })
    }
    return searcher
  }

  /// Adds a facet searcher on `attribute` of `indexName` as a child; it starts with an empty facet query.
  /// `requestOptions` is stored on the child (it applies when the child searches alone, not to the combined
  /// request).
  @discardableResult
  public func addFacetsSearcher(
    indexName: String, query: Query = Query(), attribute: String, facetQuery: String = "", requestOptions: RequestOptions? = nil
  ) -> FacetSearcher {
    let searcher = FacetSearcher(
      client: client, indexName: indexName, facetName: attribute, query: query, requestOptions: requestOptions,
      callbackQueue: callbackQueue)
    children.withLock {
      $0.append(Child(searcher: searcher) { [weak searcher] in
        guard let searcher else { return ([], { _ in }) }
        let request = searcher.request
        let (queries, pick) = searcher.collect(for: request)
        return (queries, { [weak searcher] outcome in
          guard let searcher else { return }
          switch outcome.flatMap({ results in Swift.Result { try pick(results) } }) {
          case .success(let response): searcher.onResults.fire(response)
          case .failure(let error): searcher.onError.fire(FacetSearcher.RequestError(request: request, error: error))
          }
        })
      })
    }
    return searcher
  }

  /// Collects the children's sub-requests into one request and sends it.
  @discardableResult
  override public func search(context: [String: Any]) -> Sequencer.Ticket? {
    var combined = Request(strategy: request.strategy, requestOptions: request.requestOptions)
    for child in children.value {
      let (queries, deliver) = child.collect()
      let start = combined.queries.count
      combined.queries += queries
      combined.distribution.append((start..<combined.queries.count, deliver))
    }
    request = combined
    return super.search(context: context)
  }

  override public func perform(_ request: Request, completion: @escaping (Swift.Result<[MultiSearchResponse.Result], Error>) -> Void) -> Cancellable {
    client.search(MultiSearchRequest(queries: request.queries, strategy: request.strategy), requestOptions: request.requestOptions) { result in
      completion(result.map(\.results).mapError { $0 as Error })
    }
  }

  override public func willDeliver(_ outcome: Swift.Result<[MultiSearchResponse.Result], Error>, for request: Request) {
    for (range, deliver) in request.distribution {
      switch outcome {
      case .success(let results):
        if range.clamped(to: results.indices) == range || range.isEmpty {
          deliver(.success(Array(results[range])))
        } else {
          deliver(.failure(MultiSearchError.resultsRangeMismatch(range, results.indices)))
        }
      case .failure(let error):
        deliver(.failure(MultiSearchError.serviceError(error as? SearchClientError ?? .transport(message: "\(error)"))))
      }
    }
  }

  /// Sets the text query of every child.
  public func setQuery(_ query: String?) {
    for child in children.value { (child.searcher as? QuerySettable)?.setQuery(query) }
  }

  /// Sets the index of every child.
  public func setIndexName(_ indexName: String) {
    for child in children.value { (child.searcher as? IndexNameSettable)?.setIndexName(indexName) }
  }

  /// Sets the `filters` of every child.
  public func setFilters(_ filters: String?) {
    for child in children.value { (child.searcher as? FiltersSettable)?.setFilters(filters) }
  }
}
