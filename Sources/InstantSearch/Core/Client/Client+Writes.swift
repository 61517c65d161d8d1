import Foundation
import InstantSearchCore

// v1's index management on the client: listing, deleting, moving and copying indices, and batches over several
// indices, through the same write call as the index writes. Completions run on ``Client/completionQueue``.
extension Client {
  /// Lists the application's indices, `GET /1/indexes`; the content's `items` describe each.
  @discardableResult
  public func listIndexes(requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    manage(requestOptions, completionHandler) { .listIndices(page: nil, hitsPerPage: nil) }
  }

  /// Removes an index, `DELETE /1/indexes/{name}`.
  @discardableResult
  public func deleteIndex(
    withName name: String, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    manage(requestOptions, completionHandler) { .deleteIndex(indexName: name) }
  }

  /// Renames an index, replacing the destination, `POST /1/indexes/{srcIndexName}/operation`.
  @discardableResult
  public func moveIndex(
    from srcIndexName: String, to dstIndexName: String, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    manage(requestOptions, completionHandler) { .operationIndex(indexName: srcIndexName, operation: IndexOperation(.move, destination: dstIndexName)) }
  }

  /// Copies an index with its records and settings, replacing the destination, `POST /1/indexes/{srcIndexName}/operation`.
  @discardableResult
  public func copyIndex(
    from srcIndexName: String, to dstIndexName: String, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    manage(requestOptions, completionHandler) { .operationIndex(indexName: srcIndexName, operation: IndexOperation(.copy, destination: dstIndexName)) }
  }

  /// Applies operations to several indices, each naming its `indexName`, all or none, `POST /1/indexes/*/batch`.
  @discardableResult
  public func batch(operations: [Any], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil) -> Operation {
    manage(requestOptions, completionHandler) { .multipleBatch(operations: try Index.operations(operations)) }
  }

  private func manage(
    _ requestOptions: RequestOptions?, _ completionHandler: CompletionHandler?, _ request: () throws -> IndexingRequest
  ) -> Operation {
    Index.write(on: self, queue: completionQueue, requestOptions, completionHandler, request)
  }
}
