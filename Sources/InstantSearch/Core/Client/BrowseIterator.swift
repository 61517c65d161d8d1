import Foundation
import InstantSearchCore

/// Called with each page a ``BrowseIterator`` reads, or with the error that stopped it.
public typealias BrowseIteratorHandler = (_ iterator: BrowseIterator, _ content: JSONObject?, _ error: Error?) -> Void

/// Reads every record of an index matching a query, page after page, through the index's browse calls: the
/// first page with the query, each next one from the previous page's `cursor`, until a page has no cursor, an
/// error comes, or the iterator is cancelled.
///
/// The handler runs once per page on the index's completion queue; calling ``cancel()`` from it stops the
/// iteration after that page.
public final class BrowseIterator: NSObject, @unchecked Sendable {
  // @unchecked: `state` is only read and written under its lock.

  /// The index browsed.
  public let index: Index
  /// The query selecting the records.
  public let query: Query
  /// The options of every browse request.
  public let requestOptions: RequestOptions?
  /// Called with each page and with the error that stops the iteration.
  public let completionHandler: BrowseIteratorHandler

  private let state = Locked<(cursor: String?, started: Bool, cancelled: Bool, request: Operation?)>((nil, false, false, nil))

  /// Creates an iterator; nothing is read before ``start()``.
  public init(index: Index, query: Query, requestOptions: RequestOptions? = nil, completionHandler: @escaping BrowseIteratorHandler) {
    self.index = index
    self.query = query
    self.requestOptions = requestOptions
    self.completionHandler = completionHandler
  }

  /// The cursor of the last page read; `nil` before the first page and once the last page was read.
  public var cursor: String? { state.value.cursor }
  /// Whether ``start()`` was called.
  public var started: Bool { state.value.started }
  /// Whether ``cancel()`` was called.
  public var cancelled: Bool { state.value.cancelled }

  /// Whether the last page read has a next one.
  public func hasNext() -> Bool { cursor != nil }

  /// Reads the first page, and each next one after it; calling it again does nothing.
  public func start() {
    let first = state.withLock { state -> Bool in
      guard !state.started else { return false }
      state.started = true
      return true
    }
    guard first else { return }
    let request = index.browse(query: query, requestOptions: requestOptions) { [self] content, error in handle(content, error) }
    state.withLock { $0.request = request }
  }

  /// Stops the iteration: the request in flight is cancelled and no next page is read.
  public func cancel() {
    let request = state.withLock { state -> Operation? in
      state.cancelled = true
      return state.request
    }
    request?.cancel()
  }

  private func handle(_ content: JSONObject?, _ error: Error?) {
    let cursor = content?["cursor"] as? String
    let wasCancelled = state.withLock { state -> Bool in
      state.cursor = error == nil ? cursor : state.cursor
      return state.cancelled
    }
    guard !wasCancelled else { return }
    completionHandler(self, content, error)
    guard error == nil, let cursor else { return }
    let next = state.withLock { state -> Bool in !state.cancelled }
    guard next else { return }
    let request = index.browse(from: cursor, requestOptions: requestOptions) { [self] content, error in handle(content, error) }
    state.withLock { $0.request = request }
  }
}
