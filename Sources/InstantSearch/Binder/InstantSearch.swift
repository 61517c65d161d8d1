import Foundation
import InstantSearchCore

/// v1's binder: owns the searcher (or one per ``SearcherId`` in multi-index mode), registers widgets and view
/// models, and fans out results, refinement changes and resets to them.
///
/// Widgets and view models are held weakly. An instance keeps its searchers, not the other way round: the
/// ``shared`` instance lives for the process, others go away with their owner (v1's searchers retained their
/// binder as delegate, so none ever did). The searchers' `delegate` stays free for the app. ``shared`` is
/// unconfigured until one of the `configure` methods runs.
public final class InstantSearch: NSObject, SearcherDelegate {
  /// The process-wide instance, unconfigured.
  nonisolated(unsafe) public static let shared = InstantSearch()

  /// The searchers of a multi-index configuration; empty in single-index mode.
  public var searchers: [SearcherId: Searcher] = [:]
  /// The searcher of a single-index configuration; `nil` until configured.
  public var searcher: Searcher!
  /// The local query history, loaded when the instance is created from `history.dat` in the user's documents
  /// directory (the temporary directory when there is none). Assign another ``LocalHistory`` to keep it elsewhere.
  public var history = LocalHistory(filePath: InstantSearch.defaultHistoryFilePath)
  /// Whether ``appendHistory(queryText:)`` records queries (false).
  public var recordHistory = false
  /// Whether searches print their parameters; copied to the searchers configured so far.
  public var debuggingEnabled = false {
    didSet {
      searcher?.debuggingEnabled = debuggingEnabled
      searchers.values.forEach { $0.debuggingEnabled = debuggingEnabled }
    }
  }
  /// A searcher id the app marks as selected; nothing in the library reads it.
  public var selectedSearcherId: SearcherId?
  /// Whether plain searches of the configured indices use the response cache (false).
  public var searchCacheEnabled = false {
    didSet { indicesForCacheSettings().forEach { $0.searchCacheEnabled = searchCacheEnabled } }
  }
  /// How long cached responses stay valid, in seconds (120).
  public var searchCacheExpiringTimeInterval: TimeInterval = 120 {
    didSet { indicesForCacheSettings().forEach { $0.searchCacheExpiringTimeInterval = searchCacheExpiringTimeInterval } }
  }

  /// The registered widgets and view models, each subscribed (weakly, once) to the events it adopts.
  let delegates = RegisteredDelegates()
  var isMultiIndexActive = false

  private override init() { super.init() }

  /// Creates an instance searching one Algolia index.
  public convenience init(appID: String, apiKey: String, index: String, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureAlgolia, file: file, line: line)
    self.init()
    configure(appID: appID, apiKey: apiKey, index: index)
  }

  /// Creates an instance around a searcher (of Algolia, of the embedded engine, or of a custom backend).
  public convenience init(searcher: Searcher, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureSearcher, file: file, line: line)
    self.init()
    configure(searcher: searcher)
  }

  /// Creates a multi-index instance over Algolia: one searcher per id.
  public convenience init(appID: String, apiKey: String, searcherIds: [SearcherId], file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureMultiIndex, file: file, line: line)
    self.init()
    configure(appID: appID, apiKey: apiKey, searcherIds: searcherIds)
  }

  /// Creates a multi-index instance: one searcher per (searchable, id) pair.
  public convenience init(searchables: [Searchable], searcherIds: [SearcherId], file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureMultiIndex, file: file, line: line)
    self.init()
    configure(searchables: searchables, searcherIds: searcherIds)
  }

  // MARK: Configuration

  /// Searches one Algolia index.
  public func configure(appID: String, apiKey: String, index: String, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureAlgolia, file: file, line: line)
    let client = Client(appID: appID, apiKey: apiKey)
    configure(searcher: Searcher(index: client.index(withName: index)))
  }

  /// Uses a searcher in single-index mode (public here; private in v1, where only `init(searcher:)` reached it):
  /// an instance configured for several indices before goes back to one.
  public func configure(searcher: Searcher, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureSearcher, file: file, line: line)
    isMultiIndexActive = false
    searchers = [:]
    self.searcher = searcher
    observe(searcher)
  }

  /// Searches several Algolia indices: one searcher per id (a repeated id replaces the earlier searcher).
  public func configure(appID: String, apiKey: String, searcherIds: [SearcherId], file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureMultiIndex, file: file, line: line)
    let client = Client(appID: appID, apiKey: apiKey)
    configure(searchables: searcherIds.map { client.index(withName: $0.index) }, searcherIds: searcherIds)
  }

  /// Searches several backends: one searcher per (searchable, id) pair; extra elements are ignored.
  public func configure(searchables: [Searchable], searcherIds: [SearcherId], file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.configureMultiIndex, file: file, line: line)
    for (searchable, id) in zip(searchables, searcherIds) {
      let searcher = Searcher(index: searchable)
      searcher.indexName = id.index
      searcher.variant = id.variant
      searchers[id] = searcher
    }
    isMultiIndexActive = true
    searchers.values.forEach(observe)
  }

  /// Receives the searcher's deliveries (ahead of its delegate, held weakly) and the refinement changes and
  /// clear-all taps of its parameters.
  ///
  /// The parameters object present now is observed: assigning another one to `searcher.params` later stops the
  /// refinement events (as in v1).
  private func observe(_ searcher: Searcher) {
    searcher.onDelivery.cancelSubscription(for: self)
    searcher.onDelivery.subscribe(with: self) { [weak searcher] instantSearch, delivery in
      guard let searcher else { return }
      instantSearch.searcher(searcher, didReceive: delivery.results, error: delivery.error, userInfo: delivery.userInfo)
    }
    searcher.params.onClearAll.subscribe(with: self) { instantSearch, _ in instantSearch.reset() }
    searcher.params.onRefinementChange.subscribe(with: self) { instantSearch, change in
      instantSearch.onRefinementChange(change)
    }
  }

  // MARK: Accessors

  /// The single-index searcher; stops with a misconfiguration message in multi-index mode.
  public func getSearcher() -> Searcher {
    if isMultiIndexActive { fatalError("Since you are using multi-index, you should use getSearcher(named:withId:)") }
    return searcher
  }

  /// The searcher of an index and variant; always `nil` in single-index mode.
  public func getSearcher(named name: String, withId id: String = "") -> Searcher? {
    searchers[SearcherId(index: name, variant: id)]
  }

  /// The searcher of ``selectedSearcherId``, when one is selected.
  public var selectedSearcher: Searcher? {
    guard let id = selectedSearcherId else {
      debugLog("need to fill the selected SearchedId to use this")
      return nil
    }
    return getSearcher(named: id.index, withId: id.variant)
  }

  /// The parameters of the single-index searcher's next search (the searcher's own object).
  public var params: SearchParameters { searcher.params }

  // MARK: Search cache

  /// Turns the search cache on or off for some searchers (multi-index only).
  public func searchCacheEnabled(_ searchCacheEnabled: Bool, for searcherIds: [SearcherId]) {
    guard isMultiIndexActive else { return }
    searcherIds.compactMap { searchers[$0]?.index as? Index }.forEach { $0.searchCacheEnabled = searchCacheEnabled }
  }

  /// Sets how long cached responses stay valid for some searchers (multi-index only).
  public func searchCacheExpiringTimeInterval(_ searchCacheExpiringTimeInterval: TimeInterval, for searcherIds: [SearcherId]) {
    guard isMultiIndexActive else { return }
    searcherIds.compactMap { searchers[$0]?.index as? Index }.forEach {
      $0.searchCacheExpiringTimeInterval = searchCacheExpiringTimeInterval
    }
  }

  /// The indices the cache properties apply to; none when unconfigured (v1 trapped there).
  private func indicesForCacheSettings() -> [Index] {
    if isMultiIndexActive { return searchers.values.compactMap { $0.index as? Index } }
    return [searcher?.index as? Index].compactMap { $0 }
  }
}
