import Foundation
import InstantSearchCore

extension LocalClient {
  /// Makes a write, or answers about tasks and indices, the way Algolia does, with Algolia's answer object.
  ///
  /// Writes are applied one at a time, each all or nothing (a batch whose fifth operation is invalid changes
  /// nothing), and are visible to searches when the answer arrives: every task is published at once. A write to an
  /// index the client does not serve creates it (in memory), as on Algolia; an index attached to a directory writes
  /// the change to its journal first.
  @discardableResult
  public func send(
    _ request: IndexingRequest, requestOptions: RequestOptions?, completion: @escaping (Result<JSON, SearchClientError>) -> Void
  ) -> Cancellable {
    run(completion) { try self.answer(request) }
  }

  /// Makes a write, or answers about tasks and indices, synchronously.
  ///
  /// - Throws: ``SearchClientError``: `400` with Algolia's message for a bad record, operation or setting, `404` for
  ///   an unknown index or task where Algolia has one; nothing is changed then.
  public func answer(_ request: IndexingRequest) throws -> JSON {
    switch request {
    case .getTask(_, let taskID):
      guard ledger.knows(taskID: taskID) else { throw SearchClientError.httpError(status: 404, message: "Task does not exist") }
      return ["status": "published", "pendingTask": false]
    case .listIndices(let page, let hitsPerPage):
      return listIndices(page: page, hitsPerPage: hitsPerPage)
    default:
      return try ledger.serialised { try write(request) }
    }
  }

  // MARK: Writes

  private func write(_ request: IndexingRequest) throws -> JSON {
    let now = Date()
    switch request {
    case .saveObject(let indexName, let record):
      let ids = try apply([.save([try Self.record(record, position: 0)])], to: indexName).flatMap(\.objectIDs)
      return ["createdAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now), "objectID": .string(ids.first ?? "")]
    case .addOrUpdateObject(let indexName, let objectID, let record):
      var members = try Self.record(record, position: 0).objectValue ?? [:]
      members["objectID"] = .string(objectID)
      try apply([.save([.object(members)])], to: indexName)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now), "objectID": .string(objectID)]
    case .partialUpdateObject(let indexName, let objectID, let attributes, let createIfNotExists):
      try apply([.partialUpdate(objectID: objectID, attributes: attributes, createIfNotExists: createIfNotExists ?? true)], to: indexName)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now), "objectID": .string(objectID)]
    case .deleteObject(let indexName, let objectID):
      if index(named: indexName) != nil { try apply([.delete(objectIDs: [objectID])], to: indexName) }
      return ["deletedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now)]
    case .batch(let indexName, let operations):
      let planned = try BatchPlan(operations)
      let ids = try commit(planned, to: indexName, validatingFirst: false)
      return ["taskID": task(indexName, now), "objectIDs": .array(ids.map(JSON.string))]
    case .multipleBatch(let operations):
      return try multipleBatch(operations, at: now)
    case .deleteBy(let indexName, let parameters):
      try deleteBy(indexName, parameters)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now)]
    case .clearObjects(let indexName):
      if index(named: indexName) != nil { try apply([.clear], to: indexName) }
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now)]
    case .setSettings(let indexName, let settings, let forwardToReplicas):
      let changed = try setSettings(settings, of: indexName, forwardingToReplicas: forwardToReplicas ?? false)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .deleteIndex(let indexName):
      removeIndex(named: indexName)
      ledger.forget(indexName)
      return ["deletedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now)]
    case .operationIndex(let indexName, let operation):
      try operate(operation, on: indexName)
      if operation.kind == .move { ledger.forget(indexName) }
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(operation.destination, now)]
    case .getTask, .listIndices:
      return try answer(request)
    }
  }

  private func task(_ indexName: String, _ date: Date) -> JSON {
    task([indexName], date)
  }

  private func task(_ indexNames: [String], _ date: Date) -> JSON {
    .number(Double(ledger.task(changing: indexNames, at: date)))
  }

  /// Applies `changes` to the index named `indexName`, creating it (and serving it) when the client has none and
  /// the changes succeed.
  @discardableResult
  private func apply(_ changes: [LocalIndex.Change], to indexName: String) throws -> [LocalIndex.ChangeResult] {
    do {
      if let index = index(named: indexName) { return try index.apply(changes) }
      let index = try LocalIndex(name: indexName)
      let results = try index.apply(changes)
      add(index)
      return results
    } catch let error as LocalIndexError {
      throw SearchClientError.httpError(status: 400, message: error.description)
    }
  }

  /// Validates a batch on the index's current records without changing them, when asked, then applies it; the index
  /// is removed when the batch ends with `delete`.
  ///
  /// - Returns: The ids of the records the operations touched, in order.
  private func commit(_ plan: BatchPlan, to indexName: String, validatingFirst: Bool) throws -> [String] {
    if validatingFirst {
      do {
        _ = try (index(named: indexName) ?? LocalIndex(name: indexName)).plan(plan.changes)
      } catch let error as LocalIndexError {
        throw SearchClientError.httpError(status: 400, message: error.description)
      }
    }
    let results = plan.changes.isEmpty ? [] : try apply(plan.changes, to: indexName)
    if plan.deletesIndex { removeIndex(named: indexName) }
    // The saves' ids come from the engine, which assigns those the records lack.
    var saved = zip(plan.changes, results).flatMap { change, result -> [String] in
      if case .save = change { return result.objectIDs } else { return [] }
    }[...]
    return plan.objectIDs.map { $0 ?? saved.popFirst() ?? "" }
  }

  private func multipleBatch(_ operations: [BatchOperation], at date: Date) throws -> JSON {
    var order: [String] = []
    var grouped: [String: [BatchOperation]] = [:]
    for (position, operation) in operations.enumerated() {
      guard let indexName = operation.indexName, !indexName.isEmpty else {
        throw SearchClientError.httpError(status: 400, message: "Missing indexName in request at position \(position)")
      }
      if grouped[indexName] == nil { order.append(indexName) }
      grouped[indexName, default: []].append(operation)
    }
    let plans = try order.map { ($0, try BatchPlan(grouped[$0] ?? [])) }
    // Every index's changes are validated before any is applied, so that a bad operation changes no index.
    for (indexName, plan) in plans {
      do {
        _ = try (index(named: indexName) ?? LocalIndex(name: indexName)).plan(plan.changes)
      } catch let error as LocalIndexError {
        throw SearchClientError.httpError(status: 400, message: error.description)
      }
    }
    var objectIDs: [String] = []
    var tasks: [String: JSON] = [:]
    for (indexName, plan) in plans {
      objectIDs += try commit(plan, to: indexName, validatingFirst: false)
    }
    for indexName in order { tasks[indexName] = task(indexName, date) }
    return ["taskID": .object(tasks), "objectIDs": .array(objectIDs.map(JSON.string))]
  }

  private func deleteBy(_ indexName: String, _ given: [String: JSON]) throws {
    // v1 clients send the filters as a `params` query string.
    var parameters = given
    if let params = parameters.removeValue(forKey: "params")?.stringValue {
      parameters.merge(try Query(paramsString: params).jsonFields) { own, _ in own }
    }
    let filtering: Set<String> = [
      "filters", "facetFilters", "numericFilters", "tagFilters", "aroundLatLng", "aroundRadius", "insideBoundingBox",
      "insidePolygon", "aroundLatLngViaIP",
    ]
    if let unknown = parameters.keys.sorted().first(where: { !filtering.contains($0) }) {
      throw SearchClientError.httpError(status: 400, message: "Unknown parameter: \(unknown); deleteBy takes filters only")
    }
    guard !parameters.isEmpty else {
      throw SearchClientError.httpError(status: 400, message: "deleteBy requires at least one filter")
    }
    guard index(named: indexName) != nil else { return }
    var query = try Query(fields: parameters)
    query.hitsPerPage = nil
    let search = try prepare(indexName, query)
    let ids = search.matchingSet().outcome.ranked.compactMap { search.snapshot.decodedRecord($0.slot)["objectID"]?.stringValue }
    if !ids.isEmpty { try apply([.delete(objectIDs: ids)], to: indexName) }
  }

  /// Sets the given settings of an index, keeping the others (`null` returns one to its default), and of its
  /// standard replicas the client serves when asked.
  ///
  /// - Returns: The indices changed.
  private func setSettings(_ given: [String: JSON], of indexName: String, forwardingToReplicas: Bool) throws -> [String] {
    func merged(into current: IndexSettings?, _ given: [String: JSON]) throws -> IndexSettings {
      do {
        return try (current ?? IndexSettings()).merging(.object(given))
      } catch {
        throw SearchClientError.httpError(status: 400, message: (error as? IndexSettingsError)?.description ?? "\(error)")
      }
    }
    let settings = try merged(into: index(named: indexName)?.settings, given)
    var targets: [(String, IndexSettings)] = [(indexName, settings)]
    if forwardingToReplicas {
      var forwarded = given
      forwarded["replicas"] = nil
      for replica in settings.ignoredSettings["replicas"]?.arrayValue?.compactMap(\.stringValue) ?? [] where !replica.hasPrefix("virtual(") {
        guard let existing = index(named: replica) else { continue }
        targets.append((replica, try merged(into: existing.settings, forwarded)))
      }
    }
    for (name, settings) in targets { try apply([.setSettings(settings)], to: name) }
    return targets.map(\.0)
  }

  private func operate(_ operation: IndexOperation, on indexName: String) throws {
    guard let source = index(named: indexName) else {
      throw SearchClientError.httpError(status: 404, message: "Index does not exist")
    }
    if operation.kind == .copy, let scope = operation.scope {
      // A scoped copy leaves the destination's records; synonyms and rules are not held by the engine yet.
      if scope.contains(.settings) { try apply([.setSettings(source.settings)], to: operation.destination) }
      return
    }
    guard operation.destination != indexName else { return }
    let copy = try LocalIndex(name: operation.destination, restoring: source.parts())
    add(copy)
    if operation.kind == .move { removeIndex(named: indexName) }
  }

  // MARK: Reads

  private func listIndices(page: Int?, hitsPerPage: Int?) -> JSON {
    let all = indices.withLock { storedIndices.values.sorted { $0.name < $1.name } }
    let size = max(1, hitsPerPage ?? 100)
    let pageIndices: ArraySlice<LocalIndex>
    let pages: Int
    if let page {
      let start = min(all.count, max(0, page) * size)
      pageIndices = all[start..<min(all.count, start + size)]
      pages = (all.count + size - 1) / size
    } else {
      pageIndices = all[...]
      pages = 1
    }
    let items: [JSON] = pageIndices.map { index in
      let dates = ledger.dates(of: index.name)
      var item: [String: JSON] = [
        "name": .string(index.name), "entries": .number(Double(index.count)),
        "createdAt": .string(AlgoliaTimestamp.text(dates.createdAt)), "updatedAt": .string(AlgoliaTimestamp.text(dates.updatedAt)),
        "dataSize": 0, "fileSize": 0, "lastBuildTimeS": 0, "numberOfPendingTasks": 0, "pendingTask": false,
      ]
      if let replicas = index.settings.ignoredSettings["replicas"] { item["replicas"] = replicas }
      if let primary = index.settings.ignoredSettings["primary"] { item["primary"] = primary }
      return .object(item)
    }
    return ["items": .array(items), "nbPages": .number(Double(pages))]
  }

  /// A record given to a write: it must be an object.
  static func record(_ json: JSON, position: Int) throws -> JSON {
    guard case .object = json else {
      throw SearchClientError.httpError(status: 400, message: "Record at the position \(position) is not a JSON object")
    }
    return json
  }
}

/// A one-index batch read into the engine's changes: consecutive record saves grouped into one change.
struct BatchPlan {
  var changes: [LocalIndex.Change] = []
  /// The ids of the records the operations touch, in order; `nil` for a record saved, whose id the save reports.
  var objectIDs: [String?] = []
  /// Whether the batch ends by removing the index.
  var deletesIndex = false

  /// Reads `operations`.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for a body that is not an object, or an
  ///   operation that needs an `objectID` and has none.
  init(_ operations: [BatchOperation]) throws {
    var pendingSaves: [JSON] = []
    func flushSaves() {
      if !pendingSaves.isEmpty { changes.append(.save(pendingSaves)) }
      pendingSaves = []
    }
    for (position, operation) in operations.enumerated() {
      deletesIndex = false
      let body = try LocalClient.record(operation.body, position: position)
      func objectID() throws -> String {
        guard let id = body["objectID"].flatMap({ $0.stringValue ?? $0.intValue.map(String.init) }), !id.isEmpty else {
          throw SearchClientError.httpError(
            status: 400, message: "Missing objectID in the body of the \(operation.action.rawValue) request at position \(position)")
        }
        return id
      }
      switch operation.action {
      case .addObject:
        pendingSaves.append(body)
        objectIDs.append(nil)
      case .updateObject:
        _ = try objectID()
        pendingSaves.append(body)
        objectIDs.append(nil)
      case .partialUpdateObject, .partialUpdateObjectNoCreate:
        let id = try objectID()
        flushSaves()
        var attributes = body.objectValue ?? [:]
        attributes["objectID"] = nil
        changes.append(.partialUpdate(objectID: id, attributes: attributes, createIfNotExists: operation.action == .partialUpdateObject))
        objectIDs.append(id)
      case .deleteObject:
        let id = try objectID()
        flushSaves()
        changes.append(.delete(objectIDs: [id]))
        objectIDs.append(id)
      case .clear:
        flushSaves()
        changes.append(.clear)
      case .delete:
        flushSaves()
        changes.append(.clear)
        changes.append(.setSettings(IndexSettings()))
        deletesIndex = true
      }
    }
    flushSaves()
  }
}
