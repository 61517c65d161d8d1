import Foundation
import InstantSearchCore

/// A local copy of an online index, kept in the embedded engine: its settings, synonyms and rules and the records its
/// selections pick, fetched through any ``SearchBackend`` (Algolia's, usually) with `getSettings`, `searchSynonyms`,
/// `searchRules` and `browse`, so that the mirror answers as the online index does.
///
/// A sync fetches the settings, then every synonym and rule (a page of 1,000 at a time; a backend that has no such
/// calls gives none), then browses each selection page after page (following `cursor`) up to its
/// `maxObjects`, builds a new ``LocalIndex`` beside the current one, and replaces it in ``local`` only when it is
/// complete: a sync that fails or is interrupted leaves the previous mirror searchable and reports the error in
/// ``syncError`` and ``onEvent``. One sync runs at a time. Given a directory, the mirror keeps itself there across
/// launches: the index (saved with `LocalIndex.save(to:)` before it replaces the previous one, and opened, not
/// rebuilt, by the next launch) and the selections with the dates ``needsSync`` reads.
///
/// ```swift
/// let mirror = try IndexMirror(indexName: "airports", online: algolia, directory: cacheDirectory)
/// mirror.selections = [MirrorSelection(query: Query(), maxObjects: 5_000)]
/// mirror.sync { result in print(result) }          // then search `mirror.local`, or use MirroredSearchClient
/// ```
public final class IndexMirror: @unchecked Sendable {
  // @unchecked: the mutable state sits in `state`, read and written under its lock; a sync's own progress lives on
  // `syncQueue`, where its steps run one after another.

  /// The index mirrored, under the same name online and in ``local``.
  public let indexName: String
  /// Where the mirror reads the online index.
  public let online: SearchBackend
  /// The embedded engine serving the mirror once it has data.
  public let local: LocalClient
  /// Where the selections and sync dates are kept between launches (`mirror.json` in the directory); `nil` keeps
  /// them in memory only.
  public let stateFile: URL?
  /// Where the index is kept between launches (`index` in the directory); `nil` keeps it in memory only.
  public let indexDirectory: URL?
  /// Sync and build progress, fired on the sync's queue.
  public let onEvent = Observer<MirrorEvent>(retainLastData: false)

  /// The default of ``delayBetweenSyncs``: one day.
  public static let defaultDelayBetweenSyncs: TimeInterval = 24 * 60 * 60

  private let state: Locked<State>
  private let now: @Sendable () -> Date
  private let syncQueue: DispatchQueue

  /// What the mirror remembers.
  private struct State {
    var stored = StoredState()
    var syncError: MirrorError?
    var openError: Error?
    var isSyncing = false
    var delayBetweenSyncs = IndexMirror.defaultDelayBetweenSyncs
  }

  /// What ``stateFile`` holds.
  struct StoredState: Codable, Equatable {
    var selections: [MirrorSelection] = []
    var selectionsModified: Date?
    var lastSuccessfulSync: Date?
  }

  /// Creates a mirror of `indexName` kept in `directory`: its state is read, and its index opened, now.
  ///
  /// A saved index that cannot be opened (truncated, damaged, written by a newer version) is left as it is and
  /// reported in ``openError``; the mirror then has no offline data until a sync or a build replaces it.
  ///
  /// - Parameters:
  ///   - indexName: The index, online and locally.
  ///   - online: The client reading the online index.
  ///   - local: The engine serving the mirror; a new one by default.
  ///   - directory: Where the mirror keeps its state (`mirror.json`) and its index (`index/`).
  ///   - now: The clock of sync dates (tests give a fixed one).
  /// - Throws: ``MirrorError/file(path:reason:)`` when the state file exists and is not a state this type wrote.
  public convenience init(
    indexName: String, online: SearchBackend, local: LocalClient = LocalClient(), directory: URL,
    now: @escaping @Sendable () -> Date = { Date() }
  ) throws {
    let stateFile = directory.appendingPathComponent("mirror.json")
    var stored = StoredState()
    if FileManager.default.fileExists(atPath: stateFile.path) {
      do {
        stored = try JSONDecoder().decode(StoredState.self, from: Data(contentsOf: stateFile))
      } catch {
        throw MirrorError.file(path: stateFile.path, reason: "not a mirror state: \(error)")
      }
    }
    let indexDirectory = directory.appendingPathComponent("index")
    self.init(
      indexName: indexName, online: online, local: local, stateFile: stateFile, indexDirectory: indexDirectory, stored: stored,
      now: now)
    if FileManager.default.fileExists(atPath: indexDirectory.path) {
      do {
        local.serve(try LocalIndex(name: indexName, directory: indexDirectory, attaching: false))
      } catch {
        state.withLock { $0.openError = error }
      }
    }
  }

  /// Creates a mirror of `indexName` that keeps its selections and sync dates in memory.
  ///
  /// - Parameters:
  ///   - indexName: The index, online and locally.
  ///   - online: The client reading the online index.
  ///   - local: The engine serving the mirror; a new one by default.
  ///   - now: The clock of sync dates (tests give a fixed one).
  public convenience init(
    indexName: String, online: SearchBackend, local: LocalClient = LocalClient(), now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.init(
      indexName: indexName, online: online, local: local, stateFile: nil, indexDirectory: nil, stored: StoredState(), now: now)
  }

  private init(
    indexName: String, online: SearchBackend, local: LocalClient, stateFile: URL?, indexDirectory: URL?, stored: StoredState,
    now: @escaping @Sendable () -> Date
  ) {
    self.indexName = indexName
    self.online = online
    self.local = local
    self.stateFile = stateFile
    self.indexDirectory = indexDirectory
    self.now = now
    syncQueue = DispatchQueue(label: "LocalSearch.IndexMirror.\(indexName)")
    var initial = State()
    initial.stored = stored
    state = Locked(initial)
  }

  // MARK: Settings

  /// The selections a sync fetches. Changing them marks the mirror as needing a sync.
  public var selections: [MirrorSelection] {
    get { state.value.stored.selections }
    set {
      let changed = state.withLock { state -> Bool in
        guard state.stored.selections != newValue else { return false }
        state.stored.selections = newValue
        state.stored.selectionsModified = now()
        return true
      }
      if changed { saveState() }
    }
  }

  /// How long after a successful sync ``syncIfNeeded(completion:)`` waits before syncing again (one day).
  public var delayBetweenSyncs: TimeInterval {
    get { state.value.delayBetweenSyncs }
    set { state.withLock { $0.delayBetweenSyncs = newValue } }
  }

  /// When the last successful sync ended; `nil` before the first.
  public var lastSuccessfulSyncDate: Date? { state.value.stored.lastSuccessfulSync }

  /// The error of the last sync or build; `nil` after a success and while one runs.
  public var syncError: MirrorError? { state.value.syncError }

  /// Why the index saved in ``indexDirectory`` could not be opened at creation (an `IndexFileError` naming the
  /// file); `nil` when it opened or there was none. The next successful sync or build replaces it.
  public var openError: Error? { state.value.openError }

  /// Whether a sync is running.
  public var isSyncing: Bool { state.value.isSyncing }

  /// Whether the mirror has data to search.
  public var hasOfflineData: Bool { local.index(named: indexName) != nil }

  /// Whether a sync is due: never synced, the delay since the last successful sync has passed, or the selections
  /// changed since.
  public var needsSync: Bool {
    let current = state.value
    guard let last = current.stored.lastSuccessfulSync else { return true }
    if now().timeIntervalSince(last) > current.delayBetweenSyncs { return true }
    return current.stored.selectionsModified.map { $0 > last } ?? false
  }

  // MARK: Sync

  /// Syncs the mirror now, unless a sync is running (then `completion` receives
  /// ``MirrorError/syncInProgress``).
  ///
  /// - Parameter completion: Receives the number of records mirrored, or the error that left the mirror as it was;
  ///   on the sync's queue.
  public func sync(completion: (@Sendable (Result<Int, MirrorError>) -> Void)? = nil) {
    let start = state.withLock { state -> Bool in
      guard !state.isSyncing else { return false }
      state.isSyncing = true
      state.syncError = nil
      return true
    }
    guard start else {
      syncQueue.async { completion?(.failure(.syncInProgress)) }
      return
    }
    syncQueue.async { self.runSync(completion: completion) }
  }

  /// Syncs when ``needsSync``.
  ///
  /// - Returns: Whether a sync started.
  @discardableResult
  public func syncIfNeeded(completion: (@Sendable (Result<Int, MirrorError>) -> Void)? = nil) -> Bool {
    guard needsSync, !isSyncing else { return false }
    sync(completion: completion)
    return true
  }

  private func runSync(completion: (@Sendable (Result<Int, MirrorError>) -> Void)?) {
    onEvent.fire(.syncStarted)
    let selections = self.selections
    guard !selections.isEmpty else { return finishSync(.failure(.noSelection), completion) }
    online.getSettings(indexName: indexName, requestOptions: nil) { result in
      self.syncQueue.async {
        switch result {
        case .failure(let error): self.finishSync(.failure(.online(step: "settings", error: error)), completion)
        case .success(let settings):
          self.pages({ .searchSynonyms(indexName: self.indexName, query: SynonymQuery(page: $0, hitsPerPage: 1000)) }, step: "synonyms") { synonyms in
            self.pages({ .searchRules(indexName: self.indexName, query: RuleQuery(page: $0, hitsPerPage: 1000)) }, step: "rules") { rules in
              switch (synonyms, rules) {
              case (.failure(let error), _), (_, .failure(let error)): self.finishSync(.failure(error), completion)
              case (.success(let synonyms), .success(let rules)):
                let extras = OnlineExtras(synonyms: synonyms, rules: rules)
                self.fetch(selections[...], settings: settings, extras: extras, records: [], completion: completion)
              }
            }
          }
        }
      }
    }
  }

  /// The synonyms and rules of the online index, as Algolia's JSON objects.
  private struct OnlineExtras {
    var synonyms: [JSON] = []
    var rules: [JSON] = []
  }

  /// Every hit of a paged synonym or rule search, asking page after page until the answer's `nbHits` are fetched; none
  /// from a backend that has no such call.
  private func pages(
    _ request: @escaping (Int) -> IndexingRequest, step: String, page: Int = 0, fetched: [JSON] = [],
    completion: @escaping (Result<[JSON], MirrorError>) -> Void
  ) {
    online.send(request(page), requestOptions: nil) { result in
      self.syncQueue.async {
        switch result {
        case .failure(.invalidConfiguration):
          completion(.success([]))
        case .failure(let error):
          completion(.failure(.online(step: "\(step) page \(page + 1)", error: error)))
        case .success(let answer):
          let hits = answer["hits"]?.arrayValue ?? []
          let all = fetched + hits
          guard !hits.isEmpty, all.count < answer["nbHits"]?.intValue ?? 0 else { return completion(.success(all)) }
          self.pages(request, step: step, page: page + 1, fetched: all, completion: completion)
        }
      }
    }
  }

  /// Browses the remaining selections one after another, then builds.
  private func fetch(
    _ selections: ArraySlice<MirrorSelection>, settings: JSON, extras: OnlineExtras, records: [JSON],
    completion: (@Sendable (Result<Int, MirrorError>) -> Void)?
  ) {
    guard let selection = selections.first else {
      return finishSync(build(settings: settings, records: records, extras: extras), completion)
    }
    var query = selection.query
    if query.hitsPerPage == nil { query.hitsPerPage = min(max(selection.maxObjects, 1), 1000) }
    browse(BrowseRequest(indexName: indexName, query: query), selection: selection, fetched: []) { result in
      switch result {
      case .failure(let error): self.finishSync(.failure(error), completion)
      case .success(let page):
        self.fetch(selections.dropFirst(), settings: settings, extras: extras, records: records + page, completion: completion)
      }
    }
  }

  /// Fetches one selection's pages, following the cursor until `maxObjects` records or the last page.
  private func browse(
    _ request: BrowseRequest, selection: MirrorSelection, fetched: [JSON],
    completion: @escaping (Result<[JSON], MirrorError>) -> Void
  ) {
    online.browse(request, requestOptions: nil) { result in
      self.syncQueue.async {
        switch result {
        case .failure(let error):
          completion(.failure(.online(step: "browse page \(fetched.count / max(request.query.hitsPerPage ?? 1000, 1) + 1)", error: error)))
        case .success(let page):
          let all = fetched + page.hits.prefix(max(0, selection.maxObjects - fetched.count)).map(\.object)
          guard let cursor = page.cursor, all.count < selection.maxObjects, !page.hits.isEmpty else {
            return completion(.success(all))
          }
          var next = request
          next.cursor = cursor
          self.browse(next, selection: selection, fetched: all, completion: completion)
        }
      }
    }
  }

  private func finishSync(_ outcome: Result<Int, MirrorError>, _ completion: (@Sendable (Result<Int, MirrorError>) -> Void)?) {
    state.withLock { state in
      state.isSyncing = false
      switch outcome {
      case .success: state.stored.lastSuccessfulSync = now()
      case .failure(let error): state.syncError = error
      }
    }
    if case .success = outcome { saveState() }
    onEvent.fire(.syncFinished(outcome.failureError))
    completion?(outcome)
  }

  // MARK: Build

  /// Replaces the mirror with an index built from settings and records given locally (an app's bundled data),
  /// without the network.
  ///
  /// - Parameters:
  ///   - settingsFile: A JSON file of index settings.
  ///   - objectFiles: JSON files, each an array of records (or a browse answer holding them under `hits`).
  ///   - completion: Receives the number of records, or the error that left the mirror as it was.
  public func buildOffline(settingsFile: URL, objectFiles: [URL], completion: (@Sendable (Result<Int, MirrorError>) -> Void)? = nil) {
    syncQueue.async {
      let outcome = Result<(JSON, [JSON]), MirrorError> { () throws(MirrorError) -> (JSON, [JSON]) in
        let settings = try Self.readJSON(settingsFile)
        var records: [JSON] = []
        for file in objectFiles {
          let json = try Self.readJSON(file)
          guard let fileRecords = json.arrayValue ?? json["hits"]?.arrayValue else {
            throw MirrorError.file(path: file.path, reason: "not an array of records")
          }
          records += fileRecords
        }
        return (settings, records)
      }.flatMap { settings, records in self.build(settings: settings, records: records).map { _ in records.count } }
      self.state.withLock { if case .failure(let error) = outcome { $0.syncError = error } }
      completion?(outcome)
    }
  }

  /// Builds an index from fetched or given data and puts it in ``local`` in place of the previous one.
  ///
  /// - Returns: The number of records indexed, one per `objectID`.
  private func build(settings json: JSON, records: [JSON], extras: OnlineExtras = OnlineExtras()) -> Result<Int, MirrorError> {
    onEvent.fire(.buildStarted)
    let outcome = Result<Int, MirrorError> { () throws(MirrorError) -> Int in
      let settings = try Self.mirrorableSettings(json)
      let distinct = Self.distinct(records)
      let index: LocalIndex
      do {
        index = try LocalIndex(name: indexName, records: distinct, settings: settings)
      } catch {
        throw MirrorError.records(String(describing: error))
      }
      do {
        let synonyms = try SynonymSet(json: .array(extras.synonyms))
        let rules = try RuleSet(json: .array(extras.rules))
        try index.apply([.saveSynonyms(synonyms.elements, replacingAll: true), .saveRules(rules.elements, replacingAll: true)])
      } catch {
        throw MirrorError.settings("the synonyms or rules do not read: \(error)")
      }
      index.prepare()
      if let indexDirectory {
        do {
          try index.save(to: indexDirectory)
        } catch {
          throw MirrorError.file(path: indexDirectory.path, reason: String(describing: error))
        }
      }
      // The online replicas have settings of their own, which the mirror does not have: it makes none of them.
      local.serve(index)
      state.withLock { $0.openError = nil }
      return distinct.count
    }
    onEvent.fire(.buildFinished(outcome.failureError))
    return outcome
  }

  /// The settings of an online index as the engine reads them: the `version` marker and the settings the engine
  /// does not know are left out (the mirror answers without them); a known setting with a bad value is an error.
  static func mirrorableSettings(_ json: JSON) throws(MirrorError) -> IndexSettings {
    guard case .object(var members) = json else { throw MirrorError.settings("the settings are not a JSON object") }
    members["version"] = nil
    while true {
      do {
        return try IndexSettings().merging(.object(members))
      } catch IndexSettingsError.unknownSetting(let key) where members[key] != nil {
        members[key] = nil
      } catch {
        throw MirrorError.settings(String(describing: error))
      }
    }
  }

  /// The records, one per `objectID`: the first occurrence's place, the last occurrence's content.
  static func distinct(_ records: [JSON]) -> [JSON] {
    var positions: [String: Int] = [:]
    var kept: [JSON] = []
    for record in records {
      guard let id = record["objectID"]?.stringValue else {
        kept.append(record)
        continue
      }
      if let position = positions[id] {
        kept[position] = record
      } else {
        positions[id] = kept.count
        kept.append(record)
      }
    }
    return kept
  }

  private static func readJSON(_ url: URL) throws(MirrorError) -> JSON {
    let data: Data
    do { data = try Data(contentsOf: url) } catch { throw MirrorError.file(path: url.path, reason: error.localizedDescription) }
    do { return try JSON(data: data) } catch { throw MirrorError.file(path: url.path, reason: "not JSON: \(error)") }
  }

  // MARK: State file

  /// Writes the stored state beside the file, then moves it over the old one.
  private func saveState() {
    guard let stateFile else { return }
    let stored = state.value.stored
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(stored) else { return }
    try? FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? data.write(to: stateFile, options: .atomic)
  }
}

extension Result {
  /// The error of a failure; `nil` for a success.
  fileprivate var failureError: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
