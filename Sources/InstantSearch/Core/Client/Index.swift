import Foundation
import InstantSearchCore

/// One index, searchable by a v1 ``Searcher``: Algolia's hosted index (from ``Client/index(withName:)``) or an
/// index of any v2 `SearchBackend`, such as the embedded `LocalClient` (``init(client:name:)``).
///
/// Requests go where v1 sent them, with v1's bodies: a search to `/1/indexes/{name}/query` as
/// `{"params": "<build()>"}`, ``multipleQueries(_:strategy:requestOptions:completionHandler:)`` to
/// `/1/indexes/*/queries`, a search for facet values to `/1/indexes/{name}/facets/{facet}/query` with `facetQuery`
/// inside `params`, ``browse(query:requestOptions:completionHandler:)`` to `/1/indexes/{name}/browse`, and records
/// from `/1/indexes/{name}/{objectID}` and `/1/indexes/*/objects`. Request options' headers and URL parameters are
/// sent with each.
///
/// Completions run on ``completionQueue`` and never after their operation was cancelled.
public class Index: NSObject, Searchable {
  // Not final: `MirroredIndex` extends it, as v1's offline index did.
  /// The index name.
  public let name: String
  /// The v2 backend answering the requests.
  public let searchClient: InstantSearchCore.SearchBackend
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
  public init(client: InstantSearchCore.SearchBackend, name: String) {
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

  /// Searches this index with `POST /1/indexes/{name}/query`, the query sent as `{"params": "<build()>"}`; with
  /// ``searchCacheEnabled``, a response younger than ``searchCacheExpiringTimeInterval`` is answered from the cache.
  @discardableResult
  public func search(_ query: Query, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    let key = query.build()
    let operation = RequestOperation()
    let queue = completionQueue
    if searchCacheEnabled, let cached = cacheLock.withLock({ cache[key] }),
      Date().timeIntervalSince(cached.date) < searchCacheExpiringTimeInterval
    {
      operation.complete(on: queue) { completionHandler(cached.content, nil) }
      return operation
    }
    let request = IndexedQuery(indexName: name, query: query.paramsQuery())
    let cancellable = searchClient.search(request, requestOptions: requestOptions?.coreOptions) { [weak self] result in
      operation.complete(on: queue) {
        Index.deliver(result) { content, error in
          if let content, let self, self.searchCacheEnabled { self.cacheLock.withLock { self.cache[key] = (Date(), content) } }
          completionHandler(content, error)
        }
      }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }

  /// Sends several queries to this index in one request, `POST /1/indexes/*/queries`.
  ///
  /// - Parameters:
  ///   - queries: The queries.
  ///   - strategy: `"none"` or `"stopIfEnoughMatches"`; `nil` (the default) sends none, and every query runs.
  ///   - requestOptions: Extra headers and URL parameters.
  ///   - completionHandler: Receives `{"results": [...]}`.
  @discardableResult
  public func multipleQueries(
    _ queries: [Query], strategy: String? = nil, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    IndexQuery.send(
      queries.map { IndexQuery(indexName: name, query: $0) }, strategy: strategy, options: requestOptions?.coreOptions,
      through: searchClient, on: completionQueue, completionHandler: completionHandler)
  }

  /// Searches the values of a facet with `POST /1/indexes/{name}/facets/{facet}/query`, sending `query`'s
  /// parameters and `facetQuery=<text>` in one `params` string, as v1 did; an empty text, which matches every
  /// value, is not sent.
  @discardableResult
  public func searchForFacetValues(
    of facetName: String, matching text: String, query: Query? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let params = (query ?? Query()).paramsQuery(adding: text.isEmpty ? [:] : ["facetQuery": text])
    let request = FacetIndexQuery(indexName: name, attribute: facetName, facetQuery: "", query: params)
    return perform(completionHandler) { searchClient.searchForFacetValues(request, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  // MARK: Browse and records

  /// Starts browsing the index: the first page of the records matching `query` (unranked, up to 1000 per page),
  /// `POST /1/indexes/{name}/browse` with `{"params": "<build()>"}`. The content carries a `cursor` while records
  /// remain; pass it to ``browse(from:requestOptions:completionHandler:)``.
  @discardableResult
  public func browse(query: Query, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    let request = BrowseRequest(indexName: name, query: query.paramsQuery())
    return perform(completionHandler) { searchClient.browse(request, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  /// Continues a browse from the `cursor` of the previous page, `POST /1/indexes/{name}/browse` with
  /// `{"cursor": "<cursor>"}`.
  @discardableResult
  public func browse(from cursor: String, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    let request = BrowseRequest(indexName: name, cursor: cursor)
    return perform(completionHandler) { searchClient.browse(request, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  /// Retrieves one record, `GET /1/indexes/{name}/{objectID}`; the attributes to retrieve are sent as a
  /// comma-separated URL parameter (`nil`: every retrievable attribute). An unknown `objectID` completes with a
  /// 404 ``HTTPError``.
  @discardableResult
  public func getObject(
    withID objectID: String, attributesToRetrieve: [String]? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let request = ObjectRequest(indexName: name, objectID: objectID, attributesToRetrieve: attributesToRetrieve)
    return perform(completionHandler) { searchClient.getObject(request, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  /// Retrieves several records of this index in one request, `POST /1/indexes/*/objects`; the content is
  /// `{"results": [...]}`, with `null` for an unknown `objectID`.
  @discardableResult
  public func getObjects(
    withIDs objectIDs: [String], attributesToRetrieve: [String]? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let requests = objectIDs.map { ObjectRequest(indexName: name, objectID: $0, attributesToRetrieve: attributesToRetrieve) }
    return perform(completionHandler) { searchClient.getObjects(requests, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  /// Reads the index's settings, `GET /1/indexes/{name}/settings`; the content is the settings object.
  @discardableResult
  public func getSettings(requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    perform(completionHandler) { searchClient.getSettings(indexName: name, requestOptions: requestOptions?.coreOptions, completion: $0) }
  }

  /// Starts a write built by `request` (which reads the caller's Foundation values) on the backend; the offline
  /// index first attaches itself to its directory.
  func write(
    _ requestOptions: RequestOptions?, _ completionHandler: CompletionHandler?, _ request: () throws -> IndexingRequest
  ) -> Operation {
    Index.write(on: searchClient, queue: completionQueue, requestOptions, completionHandler, request)
  }

  /// Starts a core call and hands its answer to a v1 completion on ``completionQueue``.
  private func perform<Response: Encodable>(
    _ completionHandler: @escaping CompletionHandler,
    _ start: (@escaping (Result<Response, SearchClientError>) -> Void) -> InstantSearchCore.Cancellable
  ) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    let cancellable = start { result in
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
