import Foundation

/// The backend of a ``SearchClient`` made with a configuration that cannot work (an empty application id or
/// API key): every call fails with the configuration's error, asynchronously, and sends nothing.
final class UnusableBackend: SearchBackend, CustomStringConvertible, @unchecked Sendable {
  // @unchecked: the only stored property is a constant value.
  let error: SearchClientError

  init(error: SearchClientError) { self.error = error }

  var description: String { "unusable (\(error))" }

  @discardableResult
  func search(
    _ request: MultiSearchRequest, requestOptions: RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  @discardableResult
  func search(
    _ query: IndexedQuery, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  @discardableResult
  func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  @discardableResult
  func browse(
    _ request: BrowseRequest, requestOptions: RequestOptions?, completion: @escaping (Result<SearchResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  @discardableResult
  func getObjects(
    _ requests: [ObjectRequest], requestOptions: RequestOptions?, completion: @escaping (Result<ObjectsResponse, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  @discardableResult
  func getSettings(
    indexName: String, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    fail(completion)
  }

  private func fail<Success>(_ completion: @escaping (Result<Success, SearchClientError>) -> Void) -> Cancellable {
    failLater(error, completion)
  }
}
