import Foundation
import InstantSearchCore

extension Client {
  /// Sends queries to several indices in one request, `POST /1/indexes/*/queries`, each as
  /// `{"indexName": …, "params": "<build()>"}`; an attempt on one host may take ``timeout`` (v1 gave multi-queries
  /// the general timeout, not ``searchTimeout``).
  ///
  /// - Parameters:
  ///   - queries: The queries, each with its index.
  ///   - strategy: `"none"` or `"stopIfEnoughMatches"`; `nil` (the default) sends none, and every query runs.
  ///   - requestOptions: Extra headers and URL parameters.
  ///   - completionHandler: Receives `{"results": [...]}`, one result per query in order, on
  ///     ``completionQueue``.
  @discardableResult
  public func multipleQueries(
    _ queries: [IndexQuery], strategy: String? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    var options = requestOptions?.coreOptions ?? InstantSearchCore.RequestOptions()
    options.readTimeout = timeout
    return IndexQuery.send(
      queries, strategy: strategy, options: options, through: self, on: completionQueue, completionHandler: completionHandler)
  }
}

extension IndexQuery {
  /// Sends queries as one multi-query through a core client, each with its `params` string as v1 sent it, and
  /// delivers the v1 content on `queue`. A strategy other than `none` and `stopIfEnoughMatches` completes with an
  /// error without a request.
  static func send(
    _ queries: [IndexQuery], strategy: String?, options: InstantSearchCore.RequestOptions?,
    through searchClient: InstantSearchCore.SearchBackend, on queue: DispatchQueue, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let operation = RequestOperation()
    let indexed = queries.map { MultiSearchQuery.hits(IndexedQuery(indexName: $0.indexName, query: $0.query.paramsQuery())) }
    var request = MultiSearchRequest(queries: indexed)
    if let strategy {
      guard let known = MultipleQueriesStrategy(rawValue: strategy) else {
        let allowed = MultipleQueriesStrategy.allCases.map(\.rawValue).joined(separator: ", ")
        operation.complete(on: queue) {
          completionHandler(nil, InvalidJSONError(description: "Unknown strategy `\(strategy)`; expected one of \(allowed)"))
        }
        return operation
      }
      request.strategy = known
    }
    let cancellable = searchClient.search(request, requestOptions: options) { result in
      operation.complete(on: queue) { Index.deliver(result, to: completionHandler) }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }
}
