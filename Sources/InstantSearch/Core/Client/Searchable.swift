import Foundation
import InstantSearchCore

/// What a v1 request completion receives: the response content, or an error; exactly one is non-nil.
public typealias CompletionHandler = (_ content: [String: Any]?, _ error: Error?) -> Void

/// Extra headers and URL parameters of one request, sent after the client's own (a header of the same name, in
/// any letter case, takes the value given here).
public final class RequestOptions: NSObject {
  /// Extra HTTP headers.
  public var headers: [String: String]
  /// Extra URL parameters.
  public var urlParameters: [String: String]

  /// Creates options.
  public init(headers: [String: String] = [:], urlParameters: [String: String] = [:]) {
    self.headers = headers
    self.urlParameters = urlParameters
  }

  /// The core's options carrying the same headers and parameters.
  var coreOptions: InstantSearchCore.RequestOptions {
    InstantSearchCore.RequestOptions(
      headers: Dictionary(uniqueKeysWithValues: headers.map { (HTTPHeaderKey($0.key), $0.value) }),
      urlParameters: Dictionary(uniqueKeysWithValues: urlParameters.map { (HTTPParameterKey($0.key), $0.value) }))
  }

  /// v1's options carrying the core options' headers and parameters (v1 has no timeouts or body fields to carry
  /// them; a parameter without a value keeps an empty one).
  convenience init(_ core: InstantSearchCore.RequestOptions) {
    self.init(
      headers: Dictionary(uniqueKeysWithValues: core.headers.map { ($0.key.rawValue, $0.value) }),
      urlParameters: Dictionary(uniqueKeysWithValues: core.urlParameters.map { ($0.key.rawValue, $0.value ?? "") }))
  }
}

/// Something a v1 ``Searcher`` can search: an ``Index`` (Algolia or any v2 `SearchBackend`, such as the embedded
/// `LocalClient`) or a custom backend.
///
/// Each method returns an `Operation` that cancels the request; after cancellation the completion is never
/// called.
public protocol Searchable: AnyObject {
  /// Searches with a query.
  @discardableResult
  func search(_ query: Query, requestOptions: RequestOptions?, completionHandler: @escaping CompletionHandler) -> Operation

  /// Searches with disjunctive faceting: one query for the hits, one per disjunctive facet for its counts, merged
  /// into one content dictionary with a `disjunctiveFacets` map.
  ///
  /// - Parameters:
  ///   - query: The query.
  ///   - disjunctiveFacets: The facets counted disjunctively.
  ///   - refinements: Every refined value by facet (`-value` when exclusive).
  @discardableResult
  func searchDisjunctiveFaceting(
    _ query: Query, disjunctiveFacets: [String], refinements: [String: [String]], requestOptions: RequestOptions?,
    completionHandler: @escaping CompletionHandler
  ) -> Operation

  /// Searches the values of a facet matching a text.
  @discardableResult
  func searchForFacetValues(
    of facetName: String, matching text: String, query: Query?, requestOptions: RequestOptions?,
    completionHandler: @escaping CompletionHandler
  ) -> Operation
}

/// The `Operation` returned for a request: cancelling it cancels the request, and a cancelled request never
/// completes.
final class RequestOperation: Operation, @unchecked Sendable {
  // @unchecked: the handler and the flag are only read and written under `lock`.
  private let lock = NSLock()
  private var cancelHandler: (() -> Void)?
  private var cancelledFlag = false

  /// Sets what cancelling does; runs it at once when already cancelled.
  func onCancel(_ handler: @escaping () -> Void) {
    let runNow = lock.withLock { () -> Bool in
      if cancelledFlag { return true }
      cancelHandler = handler
      return false
    }
    if runNow { handler() }
  }

  override var isCancelled: Bool { lock.withLock { cancelledFlag } }

  override func cancel() {
    let handler = lock.withLock { () -> (() -> Void)? in
      guard !cancelledFlag else { return nil }
      cancelledFlag = true
      defer { cancelHandler = nil }
      return cancelHandler
    }
    handler?()
  }

  /// Runs a completion on a queue unless the operation was cancelled by then.
  func complete(on queue: DispatchQueue, _ body: @escaping () -> Void) {
    queue.async {
      guard !self.isCancelled else { return }
      body()
    }
  }
}
