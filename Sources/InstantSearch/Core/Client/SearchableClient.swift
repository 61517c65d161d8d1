import Foundation
import InstantSearchCore

/// Presents a custom v1 ``Searchable`` as a v2 `SearchBackend`, so a v1 ``Searcher`` over a custom backend runs
/// the same request pipeline (its `HitsSearcher`) as one over an ``Index``.
///
/// Each query of a multi-query becomes one `search` call (facet queries one `searchForFacetValues` call) with
/// the query's parameters and the request options' headers and URL parameters; the answers are read back as core
/// responses.
final class SearchableClient: InstantSearchCore.SearchBackend, @unchecked Sendable {
  // @unchecked: its one stored reference never changes; the backend is called from any thread, as v1 did.
  let searchable: Searchable

  init(_ searchable: Searchable) { self.searchable = searchable }

  @discardableResult
  func search(
    _ request: MultiSearchRequest, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<MultiSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    let options = requestOptions.map(RequestOptions.init)
    let group = Gathering<MultiSearchResponse.Result>(count: request.queries.count) { results in
      completion(results.map(MultiSearchResponse.init(results:)))
    }
    for (position, query) in request.queries.enumerated() {
      switch query {
      case .hits(let indexed):
        group.track(searchable.search(Query(parameters: indexed.query.textParameters), requestOptions: options) { content, error in
          group.deliver(position, SearchableClient.read(content, error).map(MultiSearchResponse.Result.hits))
        })
      case .facets(let facetQuery):
        group.track(searchable.searchForFacetValues(
          of: facetQuery.attribute, matching: facetQuery.facetQuery, query: Query(parameters: facetQuery.query.textParameters),
          requestOptions: options
        ) { content, error in
          group.deliver(position, SearchableClient.read(content, error).map(MultiSearchResponse.Result.facets))
        })
      }
    }
    return group
  }

  @discardableResult
  func searchForFacetValues(
    _ request: FacetIndexQuery, requestOptions: InstantSearchCore.RequestOptions?,
    completion: @escaping (Result<FacetSearchResponse, SearchClientError>) -> Void
  ) -> InstantSearchCore.Cancellable {
    let options = requestOptions.map(RequestOptions.init)
    let group = Gathering<FacetSearchResponse>(count: 1) { completion($0.map { $0[0] }) }
    group.track(searchable.searchForFacetValues(
      of: request.attribute, matching: request.facetQuery, query: Query(parameters: request.query.textParameters),
      requestOptions: options
    ) { content, error in
      group.deliver(0, SearchableClient.read(content, error))
    })
    return group
  }

  static func read<T: Decodable>(_ content: [String: Any]?, _ error: Error?) -> Result<T, SearchClientError> {
    guard let content else {
      guard let error else { return .failure(.transport(message: "no content and no error")) }
      return .failure(error as? SearchClientError ?? .backend(BackendFailure(error)))
    }
    do { return .success(try JSON(foundationValue: content).decode(as: T.self)) } catch {
      return .failure(.decoding(message: "\(error)"))
    }
  }
}

/// Collects the answers of several operations in order; the first failure ends the gathering.
final class Gathering<Element>: InstantSearchCore.Cancellable, @unchecked Sendable {
  // @unchecked: slots, operations and the finished flag are only touched under `lock`.
  private let lock = NSLock()
  private var slots: [Element?]
  private var operations: [Operation] = []
  private var finished = false
  private let completion: (Result<[Element], SearchClientError>) -> Void

  init(count: Int, completion: @escaping (Result<[Element], SearchClientError>) -> Void) {
    slots = Array(repeating: nil, count: count)
    self.completion = completion
    if count == 0 { finish(.success([])) }
  }

  func track(_ operation: Operation) { lock.withLock { operations.append(operation) } }

  func deliver(_ position: Int, _ result: Result<Element, SearchClientError>) {
    let outcome = lock.withLock { () -> Result<[Element], SearchClientError>? in
      guard !finished else { return nil }
      switch result {
      case .failure(let error):
        finished = true
        return .failure(error)
      case .success(let value):
        slots[position] = value
        guard slots.allSatisfy({ $0 != nil }) else { return nil }
        finished = true
        return .success(slots.map { $0! })
      }
    }
    if let outcome { completion(outcome) }
  }

  private func finish(_ outcome: Result<[Element], SearchClientError>) {
    lock.withLock { finished = true }
    completion(outcome)
  }

  func cancel() {
    let pending = lock.withLock { () -> [Operation] in
      finished = true
      return operations
    }
    pending.forEach { $0.cancel() }
  }
}
