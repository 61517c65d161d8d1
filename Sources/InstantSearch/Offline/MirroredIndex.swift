import Foundation
import InstantSearchCore
import LocalSearch

/// v1's mirrored index: an online ``Index`` that can keep a copy of its data on the device and answer from it,
/// obtained from ``OfflineClient/index(withName:)``.
///
/// Everything is done by the v2 components under it: an `IndexMirror` syncs the copy (settings, then the records
/// ``dataSelectionQueries`` select, built beside the current copy and swapped in only when complete) and a
/// `MirroredSearchClient` answers each search, multi-query, facet search and record retrieval by
/// ``requestStrategy``. Answers say where they came from under ``jsonKeyOrigin``. Until ``mirrored`` is set, the
/// index searches online only, like any ``Index`` (its answers then say `remote`).
///
/// The mirror, the strategy and the delay between syncs may be set from any thread; the rest is used as v1 used an
/// ``Index``.
///
/// Sync and build progress is posted as ``SyncDidStartNotification``, ``SyncDidFinishNotification``,
/// ``BuildDidStartNotification`` and ``BuildDidFinishNotification`` (the error under ``errorKey``), on the
/// client's completion queue.
public final class MirroredIndex: Index {

  /// How requests choose between the online index and the mirror.
  public enum Strategy: Int {
    /// Online only: a failure is the answer.
    case onlineOnly = 0
    /// The mirror only: an error before it has data.
    case offlineOnly = 1
    /// Online first, the mirror on a network failure, a timeout or a 5xx (the default).
    case fallbackOnFailure = 2
    /// Online first, and the mirror once ``offlineFallbackTimeout`` has passed; the first answer wins.
    case fallbackOnTimeout = 3
  }

  /// The default of ``delayBetweenSyncs``: one day.
  public static let defaultDelayBetweenSyncs: TimeInterval = 60 * 60 * 24
  /// The key of the origin of results in answers.
  public static let jsonKeyOrigin = MirroredSearchClient.originKey
  /// The origin of answers from the mirror.
  public static let jsonValueOriginLocal = MirroredSearchClient.localOrigin
  /// The origin of answers from Algolia.
  public static let jsonValueOriginRemote = MirroredSearchClient.remoteOrigin

  /// The client this index came from.
  public let offlineClient: OfflineClient
  private let mixed: MirroredSearchClient
  private let onlineOnly: Index
  private let offlineOnly: Index
  private let mirrorLock = NSLock()
  private var storedMirror: IndexMirror?
  private var storedStrategy: Strategy = .fallbackOnFailure
  private var pendingDelay = MirroredIndex.defaultDelayBetweenSyncs

  init(client: OfflineClient, name: String) {
    offlineClient = client
    mixed = MirroredSearchClient(online: client, local: client.local, requestStrategy: .onlineOnly)
    onlineOnly = Index(client: MirroredSearchClient(online: client, local: client.local, requestStrategy: .onlineOnly), name: name)
    offlineOnly = Index(client: MirroredSearchClient(online: client, local: client.local, requestStrategy: .offlineOnly), name: name)
    super.init(client: mixed, name: name)
  }

  /// The v1 client this index came from.
  public override var client: Client? { offlineClient }

  // MARK: Mirroring

  /// Whether the index keeps a mirror (off by default). Turning it on opens the mirror kept in the client's data
  /// directory (its state, and the index a previous launch synced or built, opened without rebuilding); requests
  /// then follow ``requestStrategy``.
  public var mirrored: Bool {
    get { mirrorLock.withLock { storedMirror != nil } }
    set {
      if newValue { _ = mirror } else { mirrorLock.withLock { storedMirror = nil } }
      applyStrategy()
    }
  }

  /// Why the mirror's state could not be read when it was opened (the unreadable file is kept beside as
  /// `mirror.json.unreadable` and the mirror starts afresh); `nil` when it was read or absent.
  public var stateError: Error? { mirrorLock.withLock { storedStateError } }
  private var storedStateError: Error?

  /// The v2 mirror under this index, created on first use with its state in the client's data directory.
  var mirror: IndexMirror {
    mirrorLock.withLock {
      if let storedMirror { return storedMirror }
      let directory = offlineClient.dataDirectory(ofIndex: name)
      let mirror: IndexMirror
      do {
        mirror = try IndexMirror(indexName: name, online: offlineClient, local: offlineClient.local, directory: directory)
      } catch {
        storedStateError = error
        let stateFile = directory.appendingPathComponent("mirror.json")
        let aside = stateFile.appendingPathExtension("unreadable")
        try? FileManager.default.removeItem(at: aside)
        try? FileManager.default.moveItem(at: stateFile, to: aside)
        mirror = (try? IndexMirror(indexName: name, online: offlineClient, local: offlineClient.local, directory: directory))
          ?? IndexMirror(indexName: name, online: offlineClient, local: offlineClient.local)
      }
      mirror.delayBetweenSyncs = pendingDelay
      mirror.onEvent.subscribe(with: self) { index, event in index.post(event) }
      storedMirror = mirror
      return mirror
    }
  }

  /// What a sync keeps offline. Changing them makes ``syncIfNeeded()`` sync.
  public var dataSelectionQueries: [DataSelectionQuery] {
    get { mirror.selections.map(DataSelectionQuery.init(selection:)) }
    set { mirror.selections = newValue.map(\.selection) }
  }

  /// Adds a data selection query, fetched from the next sync on.
  public func addDataSelectionQuery(_ query: DataSelectionQuery) {
    addDataSelectionQueries([query])
  }

  /// Adds data selection queries, fetched from the next sync on.
  public func addDataSelectionQueries(_ queries: [DataSelectionQuery]) {
    mirror.selections += queries.map(\.selection)
  }

  /// The least time between two syncs ``syncIfNeeded()`` starts (one day).
  public var delayBetweenSyncs: TimeInterval {
    get { mirrorLock.withLock { storedMirror?.delayBetweenSyncs ?? pendingDelay } }
    set {
      mirrorLock.withLock { pendingDelay = newValue }
      mirrorLock.withLock { storedMirror }?.delayBetweenSyncs = newValue
    }
  }

  /// When the last successful sync ended; `nil` before the first.
  public var lastSuccessfulSyncDate: Date? { mirror.lastSuccessfulSyncDate }

  /// The error of the last sync or build; `nil` after a success.
  public var syncError: Error? { mirror.syncError }

  /// Whether the mirror has data to answer from.
  public var hasOfflineData: Bool { mirror.hasOfflineData }

  /// Syncs the mirror now, unless a sync is running.
  public func sync() {
    mirror.sync()
  }

  /// Syncs when the delay since the last successful sync has passed or the data selection queries changed.
  public func syncIfNeeded() {
    mirror.syncIfNeeded()
  }

  /// Replaces the mirror with data from local files (settings, and arrays of records), without the network.
  ///
  /// - Returns: An operation; cancelling it keeps the completion from being called (the build goes on).
  @discardableResult
  public func buildOffline(settingsFile: String, objectFiles: [String], completionHandler: CompletionHandler? = nil) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    mirror.buildOffline(settingsFile: URL(fileURLWithPath: settingsFile), objectFiles: objectFiles.map(URL.init(fileURLWithPath:))) { outcome in
      operation.complete(on: queue) {
        switch outcome {
        case .success(let count): completionHandler?(["objectCount": count], nil)
        case .failure(let error): completionHandler?(nil, error)
        }
      }
    }
    return operation
  }

  // MARK: Strategy

  /// How requests choose between Algolia and the mirror (``Strategy/fallbackOnFailure``); applies once
  /// ``mirrored`` is on.
  public var requestStrategy: Strategy {
    get { mirrorLock.withLock { storedStrategy } }
    set {
      mirrorLock.withLock { storedStrategy = newValue }
      applyStrategy()
    }
  }

  /// How long ``Strategy/fallbackOnTimeout`` waits for Algolia before asking the mirror, in seconds (1).
  public var offlineFallbackTimeout: TimeInterval {
    get { mixed.offlineFallbackTimeout }
    set { mixed.offlineFallbackTimeout = newValue }
  }

  private func applyStrategy() {
    let (isMirrored, strategy) = mirrorLock.withLock { (storedMirror != nil, storedStrategy) }
    mixed.requestStrategy = isMirrored ? MirrorRequestStrategy(rawValue: strategy.rawValue) ?? .fallbackOnFailure : .onlineOnly
  }

  // MARK: Online or offline explicitly

  /// Searches Algolia, not the mirror.
  @discardableResult
  public func searchOnline(_ query: Query, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    side(onlineOnly).search(query, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Searches the mirror, not Algolia.
  @discardableResult
  public func searchOffline(_ query: Query, completionHandler: @escaping CompletionHandler) -> Operation {
    side(offlineOnly).search(query, requestOptions: nil, completionHandler: completionHandler)
  }

  /// Runs several queries on Algolia, not the mirror.
  @discardableResult
  public func multipleQueriesOnline(
    _ queries: [Query], strategy: String? = nil, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(onlineOnly).multipleQueries(queries, strategy: strategy, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Runs several queries on the mirror, not Algolia.
  @discardableResult
  public func multipleQueriesOffline(_ queries: [Query], strategy: String? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    side(offlineOnly).multipleQueries(queries, strategy: strategy, completionHandler: completionHandler)
  }

  /// Searches a facet's values on Algolia, not the mirror.
  @discardableResult
  public func searchForFacetValuesOnline(
    of facetName: String, matching text: String, query: Query? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(onlineOnly).searchForFacetValues(
      of: facetName, matching: text, query: query, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Searches a facet's values in the mirror, not Algolia.
  @discardableResult
  public func searchForFacetValuesOffline(
    of facetName: String, matching text: String, query: Query? = nil, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(offlineOnly).searchForFacetValues(of: facetName, matching: text, query: query, completionHandler: completionHandler)
  }

  /// Retrieves a record from Algolia, not the mirror.
  @discardableResult
  public func getObjectOnline(
    withID objectID: String, attributesToRetrieve: [String]? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(onlineOnly).getObject(
      withID: objectID, attributesToRetrieve: attributesToRetrieve, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Retrieves a record from the mirror, not Algolia.
  @discardableResult
  public func getObjectOffline(
    withID objectID: String, attributesToRetrieve: [String]? = nil, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(offlineOnly).getObject(withID: objectID, attributesToRetrieve: attributesToRetrieve, completionHandler: completionHandler)
  }

  /// Retrieves records from Algolia, not the mirror.
  @discardableResult
  public func getObjectsOnline(
    withIDs objectIDs: [String], attributesToRetrieve: [String]? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(onlineOnly).getObjects(
      withIDs: objectIDs, attributesToRetrieve: attributesToRetrieve, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Retrieves records from the mirror, not Algolia.
  @discardableResult
  public func getObjectsOffline(
    withIDs objectIDs: [String], attributesToRetrieve: [String]? = nil, completionHandler: @escaping CompletionHandler
  ) -> Operation {
    side(offlineOnly).getObjects(withIDs: objectIDs, attributesToRetrieve: attributesToRetrieve, completionHandler: completionHandler)
  }

  /// Starts browsing the mirror (a cursor from Algolia does not continue there, nor the reverse).
  @discardableResult
  public func browseMirror(query: Query, completionHandler: @escaping CompletionHandler) -> Operation {
    side(offlineOnly).browse(query: query, completionHandler: completionHandler)
  }

  /// Continues browsing the mirror from a cursor of ``browseMirror(query:completionHandler:)``.
  @discardableResult
  public func browseMirror(from cursor: String, completionHandler: @escaping CompletionHandler) -> Operation {
    side(offlineOnly).browse(from: cursor, completionHandler: completionHandler)
  }

  /// One side's index, delivering on this index's completion queue.
  private func side(_ index: Index) -> Index {
    index.completionQueue = completionQueue
    return index
  }

  // MARK: Notifications

  /// Posted when a sync starts.
  public static let SyncDidStartNotification = Notification.Name("AlgoliaSearch.MirroredIndex.SyncDidStartNotification")
  /// Posted when a sync ends; its error, if any, under ``errorKey``.
  public static let SyncDidFinishNotification = Notification.Name("AlgoliaSearch.MirroredIndex.SyncDidFinishNotification")
  /// Posted when building the mirror starts, for a sync or a manual build.
  public static let BuildDidStartNotification = Notification.Name("AlgoliaSearch.MirroredIndex.BuildDidStartNotification")
  /// Posted when building the mirror ends; its error, if any, under ``errorKey``.
  public static let BuildDidFinishNotification = Notification.Name("AlgoliaSearch.MirroredIndex.BuildDidFinishNotification")
  /// The `userInfo` key of a sync's or a build's error.
  public static let errorKey = "AlgoliaSearch.MirroredIndex.errorKey"

  /// Posts the notification of a mirror event on the completion queue.
  private func post(_ event: MirrorEvent) {
    let (name, error): (Notification.Name, Error?) =
      switch event {
      case .syncStarted: (Self.SyncDidStartNotification, nil)
      case .buildStarted: (Self.BuildDidStartNotification, nil)
      case .buildFinished(let error): (Self.BuildDidFinishNotification, error)
      case .syncFinished(let error): (Self.SyncDidFinishNotification, error)
      }
    completionQueue.async {
      NotificationCenter.default.post(name: name, object: self, userInfo: error.map { [Self.errorKey: $0] })
    }
  }
}

extension DataSelectionQuery {
  /// The v2 selection of this query, its parameters sent as v1 sent them.
  var selection: MirrorSelection { MirrorSelection(query: query.paramsQuery(), maxObjects: maxObjects) }

  /// The v1 query of a v2 selection.
  convenience init(selection: MirrorSelection) {
    let params = selection.query.customParameters["params"]?.stringValue
    self.init(query: params.map(Query.parse) ?? Query(parameters: selection.query.textParameters), maxObjects: selection.maxObjects)
  }
}
