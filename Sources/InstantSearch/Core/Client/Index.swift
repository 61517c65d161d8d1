import Foundation
import InstantSearchCore

/// One index, searchable by a v1 ``Searcher``: Algolia's hosted index (from ``Client/index(withName:)``) or an
/// index of any v2 `SearchClient`, such as the embedded `LocalClient` (``init(client:name:)``).
///
/// Completions run on ``completionQueue`` and never after their operation was cancelled.
public final class Index: NSObject, Searchable {
  /// The index name.
  public let name: String
  /// The v2 backend answering the requests.
  public let searchClient: InstantSearchCore.SearchClient
  /// Whether plain searches are answered from a cache of recent responses (false).
  public var searchCacheEnabled = false
  /// How long a cached response stays valid, in seconds (120).
  public var searchCacheExpiringTimeInterval: TimeInterval = 120

  private var ownCompletionQueue: DispatchQueue?
  private let cacheLock = NSLock()
  private var cache: [String: (date: Date, content: [String: Any])] = [:]

  /// Creates an index over any v2 search client.
  ///
  /// - Parameters:
  ///   - client: The backend: `LocalClient` for the embedded engine, `AlgoliaClient` or a v1 ``Client`` for Algolia.
  ///   - name: The index name.
  public init(client: InstantSearchCore.SearchClient, name: String) {
    self.searchClient = client
    self.name = name
  }

  /// The v1 client this index came from, if any.
  public var client: Client? { searchClient as? Client }

  /// Where completions run: the v1 client's queue for its indices, else the main queue, unless set here.
  public var completionQueue: DispatchQueue {
    get { ownCompletionQueue ?? client?.completionQueue ?? .main }
    set { ownCompletionQueue = newValue }
  }

  /// Empties the search cache.
  public func clearSearchCache() { cacheLock.withLock { cache = [:] } }

  /// `"Index{<name>}"`.
  public override var description: String { "Index{\(name)}" }

  // MARK: Searchable

  @discardableResult
  public func search(_ query: Query, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    let key = query.build()
    if searchCacheEnabled, let cached = cacheLock.withLock({ cache[key] }),
      Date().timeIntervalSince(cached.date) < searchCacheExpiringTimeInterval
    {
      let operation = RequestOperation()
      operation.complete(on: completionQueue) { completionHandler(cached.content, nil) }
      return operation
    }
    return multipleQueries([query], strategy: nil) { [weak self] content, error in
      guard let content else { return completionHandler(nil, error) }
      guard let first = (content["results"] as? [Any])?.first as? [String: Any] else {
        return completionHandler(nil, InvalidJSONError(description: "No results in response"))
      }
      if let self, self.searchCacheEnabled { self.cacheLock.withLock { self.cache[key] = (Date(), first) } }
      completionHandler(first, nil)
    }
  }

  /// Sends several queries to this index in one request.
  ///
  /// - Parameters:
  ///   - queries: The queries.
  ///   - strategy: `"none"` (default) or `"stopIfEnoughMatches"`.
  ///   - completionHandler: Receives `{"results": [...]}`.
  @discardableResult
  public func multipleQueries(_ queries: [Query], strategy: String? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    IndexQuery.send(
      queries.map { IndexQuery(indexName: name, query: $0) }, strategy: strategy, through: searchClient, on: completionQueue,
      completionHandler: completionHandler)
  }

  @discardableResult
  public func searchForFacetValues(
    of facetName: String, matching text: String, query: Query? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    let coreQuery: InstantSearchCore.Query
    do { coreQuery = try query?.coreQuery() ?? InstantSearchCore.Query() } catch {
      operation.complete(on: queue) { completionHandler(nil, error) }
      return operation
    }
    let request = FacetIndexQuery(indexName: name, attribute: facetName, facetQuery: text, query: coreQuery)
    let cancellable = searchClient.searchForFacetValues(request) { result in
      operation.complete(on: queue) { Index.deliver(result, to: completionHandler) }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }

  /// Hands a core answer to a v1 completion: the content dictionary, or the v1 form of the error. A cancelled
  /// request completes with nothing.
  static func deliver<Response: Encodable>(_ result: Result<Response, SearchClientError>, to completionHandler: CompletionHandler) {
    switch result {
    case .success(let response):
      do {
        guard let content = try JSON(encoding: response).foundationObject else {
          throw InvalidJSONError(description: "Expecting a JSON object")
        }
        completionHandler(content, nil)
      } catch {
        completionHandler(nil, error)
      }
    case .failure(.cancelled): break
    case .failure(let error): completionHandler(nil, V1Error.from(error))
    }
  }
}
