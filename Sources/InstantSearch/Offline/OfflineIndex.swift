import Foundation
import InstantSearchCore
import LocalSearch

/// v1's purely offline index: an index of the embedded engine kept in the client's data directory, with no online
/// counterpart, obtained from ``OfflineClient/offlineIndex(withName:)``.
///
/// It is read like any ``Index`` (search, multiple queries, disjunctive faceting, facet values, browse, records,
/// settings), so a v1 ``Searcher`` and every widget work on it. It is written through transactions
/// (``newTransaction()``): the changes a transaction gathers reach the index and the disk together when it is
/// committed, or not at all. ``build(settingsFile:objectFiles:completionHandler:)`` replaces the whole content from
/// local files.
///
/// As in v1: records must carry an `objectID`; settings replace the previous ones whole; in a transaction, a
/// deleted `objectID` wins over a saved one whatever their order, and ``WriteTransaction/clearIndex(completionHandler:)``
/// drops what the transaction gathered before it.
public final class OfflineIndex: Index {
  /// The client this index came from.
  public let offlineClient: OfflineClient
  /// Where the index is kept: `<rootDataDir>/<appID>.offline/<name>`.
  public let dataDirectory: URL
  /// The engine's index, as the local client under this index answers from it.
  let local: LocalIndex
  /// The local client answering this index's requests from ``local``.
  private let engine: LocalClient
  /// Commits and builds, one at a time and in the order they were asked for.
  let writeQueue = DispatchQueue(label: "InstantSearch.OfflineIndex.write")
  private let transactionNumbers = Locked(0)
  /// Whether ``local`` writes its changes to ``dataDirectory``; read and written on ``writeQueue`` only.
  private var isAttached: Bool

  /// Why the index kept in ``dataDirectory`` could not be opened, if it could not: the index then starts empty,
  /// and the unreadable copy is moved aside (to `<dataDirectory>.unreadable`) by the first commit or build.
  public let openError: Error?

  init(client: OfflineClient, name: String, directory: URL) {
    offlineClient = client
    dataDirectory = directory
    var error: Error?
    var opened: LocalIndex?
    if FileManager.default.fileExists(atPath: directory.path) {
      do {
        opened = try LocalIndex(name: name, directory: directory)
      } catch let failure {
        error = failure
      }
    }
    openError = error
    isAttached = opened != nil
    // An index with no records and default settings cannot fail to be created.
    local = opened ?? (try! LocalIndex(name: name))
    engine = LocalClient(indices: [local])
    super.init(client: engine, name: name)
  }

  /// The v1 client this index came from.
  public override var client: Client? { offlineClient }

  /// Whether the index holds data kept on the device (records or settings committed or built).
  public var hasOfflineData: Bool {
    FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("CURRENT").path)
  }

  /// `"Index{<name>}"`, as v1 wrote it.
  public override var description: String { "Index{\"\(name)\"}" }

  // MARK: Reading

  /// Continues a browse from the `cursor` of the previous page; v1's name for ``Index/browse(from:requestOptions:completionHandler:)``.
  @discardableResult
  public func browseFrom(cursor: String, completionHandler: @escaping CompletionHandler) -> Operation {
    browse(from: cursor, completionHandler: completionHandler)
  }

  // MARK: Writing

  /// Starts a write transaction; nothing it gathers is applied before ``WriteTransaction/commit(completionHandler:)``.
  public func newTransaction() -> WriteTransaction {
    WriteTransaction(index: self, identifier: transactionNumbers.withLock { number -> Int in
      number += 1
      return number
    })
  }

  /// Replaces the index's settings and records with those of local files: a settings file (a JSON object) and
  /// record files (each a JSON array of objects).
  ///
  /// - Returns: An operation; cancelling it keeps the completion from being called (the build goes on).
  @discardableResult
  public func build(settingsFile: String, objectFiles: [String], completionHandler: CompletionHandler? = nil) -> Operation {
    perform(completionHandler, on: writeQueue) {
      let settings = try IndexSettings(contentsOf: URL(fileURLWithPath: settingsFile))
      var records: [JSON] = []
      for file in objectFiles { records += try LocalIndex.records(inFile: URL(fileURLWithPath: file)) }
      try self.apply(clearing: true, settings: settings, saving: records, deleting: [])
      return ["objectCount": records.count]
    }
  }

  /// Deletes the records matching `query` in a transaction of its own, committed at once.
  @discardableResult
  public func deleteByQuery(_ query: Query, completionHandler: CompletionHandler? = nil) -> Operation {
    let transaction = newTransaction()
    return perform(completionHandler, on: writeQueue) {
      do {
        let objectIDs = try self.deleteByQuerySync(query, transaction: transaction)
        try transaction.commitOnWriteQueue()
        return ["objectIDs": objectIDs, "updatedAt": OfflineIndex.timestamp(), "taskID": transaction.identifier]
      } catch {
        transaction.rollbackSync()
        throw error
      }
    }
  }

  /// Runs `body` on `queue`, or at once on the calling thread when `queue` is `nil`, and hands the content it
  /// returns, or the error it throws, to `completionHandler` on ``completionQueue``.
  ///
  /// - Returns: An operation; cancelling it keeps the completion from being called (`body` runs anyway).
  func perform(
    _ completionHandler: CompletionHandler?, on queue: DispatchQueue? = nil, _ body: @escaping () throws -> [String: Any]
  ) -> Operation {
    let operation = RequestOperation()
    let completions = completionQueue
    let run = {
      do {
        let content = try body()
        operation.complete(on: completions) { completionHandler?(content, nil) }
      } catch {
        operation.complete(on: completions) { completionHandler?(nil, error) }
      }
    }
    // `run` is handed over: it runs once, on the queue, and nothing else holds it.
    if let queue { queue.async { run() } } else { run() }
    return operation
  }

  /// Adds the deletion of every record matching `query` to `transaction`.
  ///
  /// - Returns: The ids of the records to delete.
  @discardableResult
  public func deleteByQuerySync(_ query: Query, transaction: WriteTransaction) throws -> [String] {
    let browsed = Query(copy: query)
    browsed.attributesToRetrieve = ["objectID"]
    var objectIDs: [String] = []
    var request = BrowseRequest(indexName: name, query: browsed.paramsQuery())
    while true {
      let page: SearchResponse
      do {
        page = try engine.answer(request)
      } catch {
        throw V1Error.from(error)
      }
      objectIDs += page.hits.compactMap { $0["objectID"]?.stringValue }
      guard let cursor = page.cursor else { break }
      request = BrowseRequest(indexName: name, cursor: cursor)
    }
    try transaction.deleteObjectsSync(withIDs: objectIDs)
    return objectIDs
  }

  /// Starts one of ``Index``'s writes (`addObject`, `setSettings`, ...) on the engine once the index is attached to
  /// ``dataDirectory``, so that it is kept on the device like a committed transaction.
  override func write(
    _ requestOptions: RequestOptions?, _ completionHandler: CompletionHandler?, _ request: () throws -> IndexingRequest
  ) -> Operation {
    do {
      try writeQueue.sync { try attachIfNeeded() }
    } catch {
      return perform(completionHandler) { throw error }
    }
    return super.write(requestOptions, completionHandler, request)
  }

  /// Applies a committed transaction or a build: in memory and on disk, all or nothing. Runs on ``writeQueue``.
  func apply(clearing: Bool, settings: IndexSettings?, saving records: [JSON], deleting objectIDs: Set<String>) throws {
    var changes: [LocalIndex.Change] = []
    if clearing { changes.append(.clear) }
    if let settings { changes.append(.setSettings(settings)) }
    if !records.isEmpty { changes.append(.save(records)) }
    if !objectIDs.isEmpty { changes.append(.delete(objectIDs: objectIDs.sorted())) }
    guard !changes.isEmpty else { return }
    try attachIfNeeded()
    try local.apply(changes)
  }

  /// Before the first change of an index that had no readable copy on the device: moves an unreadable copy aside to
  /// `<dataDirectory>.unreadable` (replacing an older one there), then saves the index to ``dataDirectory`` and
  /// attaches it, so that every change from then on is written there. Runs on ``writeQueue``.
  private func attachIfNeeded() throws {
    guard !isAttached else { return }
    let fileManager = FileManager.default
    if openError != nil, fileManager.fileExists(atPath: dataDirectory.path) {
      let aside = URL(fileURLWithPath: dataDirectory.path + ".unreadable")
      if fileManager.fileExists(atPath: aside.path) { try fileManager.removeItem(at: aside) }
      try fileManager.moveItem(at: dataDirectory, to: aside)
    }
    try local.attach(to: dataDirectory)
    isAttached = true
  }

  /// Now, as v1 dated its answers (ISO 8601, UTC).
  static func timestamp() -> String {
    ISO8601DateFormatter().string(from: Date())
  }
}
