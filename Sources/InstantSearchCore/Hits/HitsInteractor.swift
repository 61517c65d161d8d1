import Foundation

/// The state of a hits list: the pages received for the current query, decoded into `Record`s.
///
/// Responses are applied on a private serial queue (``update(_:)``), where their hits are decoded; a query
/// change (``notifyQueryChanged()``) invalidates the pages, so ``numberOfHits()`` reads 0 until the next
/// response while the old items stay readable. `JSON` records are the hits themselves and need no decoding:
/// responses and query changes are then applied at once, on the calling thread (a searcher's callback queue
/// for a connected interactor), so rows read right after a delivery show it. Reading a row with ``hit(atIndex:)`` asks ``pageLoader`` for the pages
/// around it when infinite scrolling is on.
public final class HitsInteractor<Record: Codable> {
  /// How the list behaves.
  public struct Settings: Equatable, Sendable {
    /// Whether and how far ahead further pages load.
    public var infiniteScrolling: InfiniteScrolling
    /// Whether hits show when the query is empty.
    public var showItemsOnEmptyQuery: Bool

    /// Creates settings; the defaults are InstantSearch's.
    public init(infiniteScrolling: InfiniteScrolling = .on(withOffset: 5), showItemsOnEmptyQuery: Bool = true) {
      self.infiniteScrolling = infiniteScrolling
      self.showItemsOnEmptyQuery = showItemsOnEmptyQuery
    }
  }

  /// A hit could not be returned as the requested type.
  public enum Error: Swift.Error, LocalizedError, CustomStringConvertible, Equatable {
    /// The stored record is not of the type asked for.
    case incompatibleRecordType

    public var errorDescription: String? { description }
    public var description: String { "Unexpected record type: \(Record.self)" }
  }

  /// The list's behaviour; may change at any time (an owner whose view decides them per read, such as a
  /// wrapped view's infinite-scrolling threshold, writes them before reading rows). Takes effect from the
  /// next response or row read.
  public var settings: Settings {
    get {
      // Locked by hand: `withLock`'s result type, nested in this generic class, would be looked up at run time.
      lock.lock()
      defer { lock.unlock() }
      return storedSettings
    }
    set { lock.withLock { storedSettings = newValue } }
  }
  private var storedSettings: Settings
  /// Fires when the query changed and the pages were invalidated.
  public let onRequestChanged = Observer<Void>()
  /// Fires with each response applied.
  public let onResultsUpdated = Observer<SearchResponse>()
  /// Fires when a response's hits could not be decoded as `Record`.
  public let onError = Observer<Swift.Error>(retainLastData: false)
  /// Loads further pages for infinite scrolling; held weakly.
  public weak var pageLoader: PageLoadable?
  /// Decodes hits into records.
  public var jsonDecoder: JSONDecoder

  private let lock = NSRecursiveLock()
  private var paginator = Paginator<Record>()
  private var scrolling = InfiniteScrollingController()
  private var isLastQueryEmpty = true
  private let queue: OperationQueue

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - infiniteScrolling: `.on(withOffset: 5)` by default.
  ///   - showItemsOnEmptyQuery: `true` by default.
  ///   - jsonDecoder: Decodes each hit object (metadata keys included) into a `Record`.
  public convenience init(
    infiniteScrolling: InfiniteScrolling = .on(withOffset: 5), showItemsOnEmptyQuery: Bool = true,
    jsonDecoder: JSONDecoder = JSONDecoder()
  ) {
    self.init(
      settings: Settings(infiniteScrolling: infiniteScrolling, showItemsOnEmptyQuery: showItemsOnEmptyQuery),
      jsonDecoder: jsonDecoder)
  }

  /// Creates an interactor from settings.
  public init(settings: Settings? = nil, jsonDecoder: JSONDecoder = JSONDecoder()) {
    self.storedSettings = settings ?? Settings()
    self.jsonDecoder = jsonDecoder
    queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.name = "InstantSearchCore.HitsInteractor"
  }

  /// Pages farther than this from the page just received are dropped and reloaded when read again;
  /// `nil` keeps every page. 3 by default.
  public var pageCleanUpOffset: Int? {
    get { lock.withLock { paginator.pageCleanUpOffset } }
    set { lock.withLock { paginator.pageCleanUpOffset = newValue } }
  }

  // MARK: Updating

  /// Applies a response on the interactor's serial queue (at once for `JSON` records): decodes its hits, stores
  /// the page and fires ``onResultsUpdated``; on a decoding failure fires ``onError`` and changes nothing.
  ///
  /// - Returns: The operation (wait on it to read the result synchronously; already finished for `JSON`
  ///   records).
  @discardableResult
  public func update(_ response: SearchResponse) -> Operation {
    if Self.recordsAreHits {
      apply(response)
      return finishedOperation
    }
    let operation = BlockOperation { [weak self] in self?.apply(response) }
    queue.addOperation(operation)
    return operation
  }

  /// Whether records are the hits themselves (`JSON`), which need no decoding: responses and query changes
  /// are then applied at once, on the calling thread, instead of on the interactor's queue.
  private static var recordsAreHits: Bool { Record.self == JSON.self }

  private func apply(_ response: SearchResponse) {
    let page = response.page ?? 0
    do {
      let records = try Self.records(of: response, using: jsonDecoder)
      lock.withLock {
        if case .on = storedSettings.infiniteScrolling {
          scrolling.notifyPageLoaded(page)
          scrolling.lastPageIndex = (response.nbPages ?? 1) - 1
        }
        isLastQueryEmpty = (response.query ?? "").isEmpty
        paginator.process(page: page, items: records)
      }
      onResultsUpdated.fire(response)
    } catch {
      lock.withLock {
        if case .on = storedSettings.infiniteScrolling { scrolling.notifyPageLoaded(page) }
      }
      onError.fire(error)
    }
  }

  /// A response's hits as records; JSON records are the hits themselves, with no decoding.
  private static func records(of response: SearchResponse, using decoder: JSONDecoder) throws -> [Record] {
    // The same type: no element-by-element conditional cast.
    if recordsAreHits { return unsafeBitCast(response.hits.map(\.object), to: [Record].self) }
    return try response.extractHits(jsonDecoder: decoder)
  }

  /// Invalidates the pages after a query change: queued updates not yet started are dropped, then the
  /// pending pages are forgotten, the page map invalidated and ``onRequestChanged`` fired (at once, on the
  /// calling thread, for `JSON` records).
  public func notifyQueryChanged() {
    guard !Self.recordsAreHits else {
      lock.withLock {
        scrolling.notifyQueryChanged()
        paginator.invalidate()
      }
      onRequestChanged.fire()
      return
    }
    queue.cancelAllOperations()
    queue.addOperation { [weak self] in
      guard let self else { return }
      self.lock.withLock {
        self.scrolling.notifyQueryChanged()
        self.paginator.invalidate()
      }
      self.onRequestChanged.fire()
    }
  }

  /// A search for `page` failed: the page is no longer pending.
  public func process(_ error: Swift.Error, forPage page: Int?) {
    guard let page else { return }
    cancelPendingPage(page)
  }

  /// The ``pageLoader`` did not load a page it was asked for (it declined, or dropped the request): the page is
  /// no longer pending, so reading a row near it asks for it again.
  public func cancelPendingPage(_ page: Int) {
    lock.withLock { scrolling.notifyPageLoaded(page) }
  }

  // MARK: Reading

  /// The number of rows to show: 0 before any results, between a query change and its results, and for
  /// an empty query when ``Settings/showItemsOnEmptyQuery`` is off.
  public func numberOfHits() -> Int {
    lock.withLock {
      guard let map = paginator.pageMap, !paginator.isInvalidated else { return 0 }
      if isLastQueryEmpty && !storedSettings.showItemsOnEmptyQuery { return 0 }
      return map.count
    }
  }

  /// The record at a row, after asking for the pages around it (infinite scrolling).
  ///
  /// - Returns: `nil` when the row's page is not loaded or the row is out of range.
  public func hit(atIndex index: Int) -> Record? {
    notifyDidPresentRow(atIndex: index)
    // Locked by hand: `withLock`'s optional result would be a generic type looked up at run time on each row read.
    lock.lock()
    defer { lock.unlock() }
    return paginator.pageMap?.item(atRow: index)
  }

  /// Every row, `nil` where its page is not loaded; triggers no loading.
  public var hits: [Record?] { lock.withLock { paginator.pageMap?.flattened ?? [] } }

  /// The records of the loaded pages in page order; triggers no loading.
  public func getCurrentHits() -> [Record] { lock.withLock { paginator.pageMap?.loadedItems ?? [] } }

  /// The record at a row as a JSON dictionary, `nil` when missing or not encodable.
  public func rawHitAtIndex(_ row: Int) -> [String: Any]? {
    hit(atIndex: row).flatMap { try? JSON(encoding: $0).foundationObject }
  }

  /// The records of the loaded pages as JSON dictionaries.
  public func getCurrentRawHits() -> [[String: Any]] {
    getCurrentHits().compactMap { try? JSON(encoding: $0).foundationObject }
  }

  /// The record at a row cast to `R`.
  ///
  /// - Throws: ``Error/incompatibleRecordType`` when the record is not an `R`.
  public func genericHitAtIndex<R: Decodable>(_ index: Int) throws -> R? {
    guard let record = hit(atIndex: index) else { return nil }
    guard let cast = record as? R else { throw Error.incompatibleRecordType }
    return cast
  }

  /// Asks ``pageLoader`` for the unloaded pages within the scrolling offset of `rowIndex`.
  public func notifyDidPresentRow(atIndex rowIndex: Int) {
    let pages: Set<Int> = lock.withLock {
      guard case .on(let offset) = storedSettings.infiniteScrolling, let map = paginator.pageMap else { return [] }
      return scrolling.pagesToLoad(around: rowIndex, offset: offset, pageMap: map)
    }
    guard !pages.isEmpty else { return }
    guard let pageLoader else {
      InstantSearchCoreLog.misconfiguration("Missing Page Loader")
      return
    }
    for page in pages.sorted() { pageLoader.loadPage(atIndex: page) }
  }

  /// The pages requested and not yet answered (for tests and diagnostics).
  var pendingPages: Set<Int> { lock.withLock { scrolling.pendingPages } }

  /// Lets tests set the last page index as a response would.
  func setLastPageIndex(_ index: Int?) { lock.withLock { scrolling.lastPageIndex = index } }
}

/// What ``HitsInteractor/update(_:)`` returns after applying a response at once: an operation already finished,
/// shared by every interactor, since waiting on it or depending on it only needs it finished.
private let finishedOperation: Operation = {
  let operation = BlockOperation {}
  operation.start()
  return operation
}()
