import Foundation

/// Searches several queries, of hits or of facet values, in one request through a ``SearchClient``: the service
/// of a ``MultiSearcher``.
public class AlgoliaMultiSearchService: MultiSearchService {
  /// The queries of one multi-search.
  public struct Request: AlgoliaRequest, MultiRequest {
    /// The queries, in the order of the answers.
    public var queries: [MultiSearchQuery]
    /// How the queries run.
    public var strategy: MultipleQueriesStrategy
    /// The headers, URL parameters and timeouts of the request; `nil` for none.
    public var requestOptions: RequestOptions?

    /// The ``queries``.
    public var subRequests: [MultiSearchQuery] {
      get { queries }
      set { queries = newValue }
    }

    /// Creates a request.
    public init(queries: [MultiSearchQuery], strategy: MultipleQueriesStrategy, requestOptions: RequestOptions? = nil) {
      self.queries = queries
      self.strategy = strategy
      self.requestOptions = requestOptions
    }
  }

  /// The client every search goes through.
  public let client: SearchClient

  /// Creates the service of a client.
  public init(client: SearchClient) {
    self.client = client
  }

  /// Creates the service of an Algolia application, over HTTPS (`SearchClient(appID:apiKey:)`).
  public convenience init(appID: ApplicationID, apiKey: APIKey) {
    self.init(client: SearchClient(appID: appID, apiKey: apiKey))
  }

  /// Searches the queries of a request in one call.
  public func search(_ request: Request, completion: @escaping (Swift.Result<MultiSearchResponse, Error>) -> Void) -> Operation {
    RequestOperation.start(completion) { done in send(request, completion: done) }
  }

  /// Sends a request as ``search(_:completion:)`` does, returning the client's request.
  func send(_ request: Request, completion: @escaping (Swift.Result<MultiSearchResponse, Error>) -> Void) -> Cancellable {
    client.search(MultiSearchRequest(queries: request.queries, strategy: request.strategy), requestOptions: request.requestOptions) {
      completion($0.mapError { $0 as Error })
    }
  }
}

extension MultiSearchResponse: MultiResult {}
