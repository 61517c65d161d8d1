import Foundation

/// Sends the searches of several components (searchers taking part in a multi-search) in one request of its
/// service, and hands each component its share of the answer.
///
/// ``search()`` collects every component's sub-requests in the order they were added, sends one request, and,
/// when the answer is delivered (the sequencer's rules apply to the whole request), gives each component the
/// sub-results of its sub-requests; components fire their own results and errors. The components are held
/// until the searcher goes.
open class AbstractMultiSearcher<Service: MultiSearchService>: AbstractSearcher<Service> where Service.Process == Operation {
  /// What one component sends.
  public typealias SubRequest = Service.Request.SubRequest
  /// What one component is answered.
  public typealias SubResult = Service.Result.SubResult

  private typealias Collect = () -> (requests: [SubRequest], completion: (Swift.Result<[SubResult], Error>) -> Void)
  private let components = Locked<[(component: Any, collect: Collect)]>([])

  /// Adds a component; it takes part in every later search.
  ///
  /// - Returns: The component.
  @discardableResult
  public func addSearcher<Component: MultiSearchComponent>(_ component: Component) -> Component
  where Component.SubRequest == SubRequest, Component.SubResult == SubResult {
    components.withLock { $0.append((component, component.collect)) }
    return component
  }

  /// Collects the components' sub-requests into one request and sends it.
  override open func search() {
    search(context: [:])
  }

  /// Collects the components' sub-requests into one request and sends it, with a context reported with the
  /// search's lifecycle events.
  @discardableResult
  override open func search(context: [String: Any]) -> Sequencer.Ticket? {
    let (requests, completion) = collect()
    var combined = request
    combined.subRequests = requests
    request = combined
    return launch(combined, context: context) { outcome in completion(outcome.map(\.subResults)) }
  }

  /// The sub-requests of every component, in the order they were added, and what hands each component the
  /// sub-results of its own sub-requests (or the error of the whole search).
  public func collect() -> (requests: [SubRequest], completion: (Swift.Result<[SubResult], Error>) -> Void) {
    var requests: [SubRequest] = []
    var shares: [(range: Range<Int>, completion: (Swift.Result<[SubResult], Error>) -> Void)] = []
    for component in components.value {
      let (subRequests, completion) = component.collect()
      let start = requests.count
      requests += subRequests
      shares.append((start..<requests.count, completion))
    }
    return (requests, { outcome in
      for (range, completion) in shares {
        switch outcome {
        case .success(let results):
          if range.clamped(to: results.indices) == range || range.isEmpty {
            completion(.success(Array(results[range])))
          } else {
            completion(.failure(MultiSearchError.resultsRangeMismatch(range, results.indices)))
          }
        case .failure(let error):
          completion(.failure(MultiSearchError.serviceError(error as? SearchClientError ?? .transport(message: "\(error)"))))
        }
      }
    })
  }

  /// Sets the text query of every component that takes one.
  public func setQuery(_ query: String?) {
    for entry in components.value { (entry.component as? QuerySettable)?.setQuery(query) }
  }

  /// Sets the index of every component that searches one.
  public func setIndexName(_ indexName: IndexName) {
    for entry in components.value { (entry.component as? IndexNameSettable)?.setIndexName(indexName) }
  }

  /// Sets the `filters` of every component that takes them.
  public func setFilters(_ filters: String?) {
    for entry in components.value { (entry.component as? FiltersSettable)?.setFilters(filters) }
  }
}
