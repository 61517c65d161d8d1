import Foundation
import InstantSearchCore

extension Client {
  /// Sends queries to several indices in one request.
  ///
  /// - Parameters:
  ///   - queries: The queries, each with its index.
  ///   - strategy: `"none"` (default) or `"stopIfEnoughMatches"`.
  ///   - completionHandler: Receives `{"results": [...]}`, one result per query in order, on
  ///     ``completionQueue``.
  @discardableResult
  public func multipleQueries(_ queries: [IndexQuery], strategy: String? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    IndexQuery.send(queries, strategy: strategy, through: self, on: completionQueue, completionHandler: completionHandler)
  }
}

extension IndexQuery {
  /// Sends queries as one multi-query through a core client and delivers the v1 content on `queue`; a query
  /// that cannot be expressed for the core completes with its error without a request.
  static func send(
    _ queries: [IndexQuery], strategy: String?, through searchClient: InstantSearchCore.SearchClient, on queue: DispatchQueue,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    let operation = RequestOperation()
    let request: MultiSearchRequest
    do {
      let indexed = try queries.map { MultiSearchQuery.hits(IndexedQuery(indexName: $0.indexName, query: try $0.query.coreQuery())) }
      request = MultiSearchRequest(queries: indexed, strategy: strategy.flatMap(MultipleQueriesStrategy.init(rawValue:)) ?? .none)
    } catch {
      operation.complete(on: queue) { completionHandler(nil, error) }
      return operation
    }
    let cancellable = searchClient.search(request) { result in
      operation.complete(on: queue) { Index.deliver(result, to: completionHandler) }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }
}
