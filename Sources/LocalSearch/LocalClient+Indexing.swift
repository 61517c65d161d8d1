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
    case .getSynonym(let indexName, let objectID):
      guard let synonym = index(named: indexName)?.synonyms[objectID] else {
        throw SearchClientError.httpError(status: 404, message: "Synonym set does not exist")
      }
      return synonym.json
    case .getRule(let indexName, let objectID):
      guard let rule = index(named: indexName)?.rules[objectID] else {
        throw SearchClientError.httpError(status: 404, message: "ObjectID does not exist")
      }
      return rule.json
    case .searchSynonyms(let indexName, let query):
      return searchSynonyms(query, in: index(named: indexName)?.synonyms ?? SynonymSet())
    case .searchRules(let indexName, let query):
      return searchRules(query, in: index(named: indexName)?.rules ?? RuleSet())
    default:
      return try ledger.serialised { try write(request) }
    }
  }

  // MARK: Writes

  private func write(_ request: IndexingRequest) throws -> JSON {
    let now = Date()
    try refuseOnReplicas(request)
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
      // The replicas of a removed primary are indices of their own; a virtual one keeps its settings, not records.
      if let removed = index(named: indexName) { releaseVirtualReplicas(of: removed) }
      removeIndex(named: indexName)
      ledger.forget(indexName)
      return ["deletedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(indexName, now)]
    case .operationIndex(let indexName, let operation):
      try operate(operation, on: indexName)
      if operation.kind == .move { ledger.forget(indexName) }
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(operation.destination, now)]
    case .saveSynonym(let indexName, let objectID, let json, let forwardToReplicas):
      let synonym = try Synonym(json: json, objectID: objectID)
      let changed = try applyForwarding([.saveSynonyms([synonym], replacingAll: false)], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now), "id": .string(objectID)]
    case .saveSynonyms(let indexName, let json, let forwardToReplicas, let replaceExisting):
      let synonyms = try json.map { element throws(SearchClientError) in try Synonym(json: element) }
      let changes: [LocalIndex.Change] = [.saveSynonyms(synonyms, replacingAll: replaceExisting ?? false)]
      let changed = try applyForwarding(changes, to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .deleteSynonym(let indexName, let objectID, let forwardToReplicas):
      guard index(named: indexName)?.synonyms[objectID] != nil else {
        throw SearchClientError.httpError(status: 404, message: "Synonym set does not exist")
      }
      let changed = try applyForwarding([.deleteSynonyms(objectIDs: [objectID])], to: indexName, forwarding: forwardToReplicas)
      return ["deletedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .clearSynonyms(let indexName, let forwardToReplicas):
      let changed = try applyForwarding([.saveSynonyms([], replacingAll: true)], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .saveRule(let indexName, let objectID, let json, let forwardToReplicas):
      try Rule.validate(objectID: objectID)
      let rule = try Rule(json: json, objectID: objectID)
      let changed = try applyForwarding([.saveRules([rule], replacingAll: false)], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now), "objectID": .string(objectID)]
    case .saveRules(let indexName, let json, let forwardToReplicas, let clearExisting):
      let rules = try json.map { element throws(SearchClientError) in
        let rule = try Rule(json: element)
        try Rule.validate(objectID: rule.objectID)
        return rule
      }
      let changed = try applyForwarding([.saveRules(rules, replacingAll: clearExisting ?? false)], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .deleteRule(let indexName, let objectID, let forwardToReplicas):
      guard index(named: indexName)?.rules[objectID] != nil else {
        throw SearchClientError.httpError(status: 404, message: "ObjectID does not exist")
      }
      let changed = try applyForwarding([.deleteRules(objectIDs: [objectID])], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .clearRules(let indexName, let forwardToReplicas):
      let changed = try applyForwarding([.saveRules([], replacingAll: true)], to: indexName, forwarding: forwardToReplicas)
      return ["updatedAt": .string(AlgoliaTimestamp.text(now)), "taskID": task(changed, now)]
    case .getTask, .listIndices, .getSynonym, .getRule, .searchSynonyms, .searchRules:
      return try answer(request)
    }
  }

  /// Refuses, as Algolia does, a record write to a replica (its records are its primary's) and the removal of an
  /// index its primary still lists.
  private func refuseOnReplicas(_ request: IndexingRequest) throws {
    let kind: String
    let names: [String]
    switch request {
    case .saveObject(let name, _): (kind, names) = ("add object", [name])
    case .addOrUpdateObject(let name, _, _): (kind, names) = ("update object", [name])
    case .partialUpdateObject(let name, _, _, _): (kind, names) = ("partial update", [name])
    case .deleteObject(let name, _): (kind, names) = ("delete object", [name])
    case .batch(let name, _): (kind, names) = ("batch", [name])
    case .multipleBatch(let operations): (kind, names) = ("batch", operations.compactMap(\.indexName))
    case .deleteBy(let name, _): (kind, names) = ("delete by", [name])
    case .clearObjects(let name): (kind, names) = ("clear", [name])
    case .deleteIndex(let name):
      guard primary(ofReplica: name) == nil else {
        throw SearchClientError.httpError(status: 403, message: "cannot apply the deleteIndex operation on a replica index")
      }
      return
    default: return
    }
    guard names.contains(where: { primary(ofReplica: $0) != nil }) else { return }
    throw SearchClientError.httpError(status: 403, message: "cannot apply a \(kind) request on a replica index")
  }

  /// Applies `changes` to an index and, when `forwarding`, to each of its replicas the client serves.
  ///
  /// - Returns: The indices changed.
  private func applyForwarding(_ changes: [LocalIndex.Change], to indexName: String, forwarding: Bool?) throws -> [String] {
    var targets = [indexName]
    if forwarding == true, let index = index(named: indexName) {
      targets += Self.replicaNames(listedBy: index).filter { self.index(named: $0) != nil }
    }
    for target in targets { try apply(changes, to: target) }
    return targets
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
      serve(index)
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
    if index(named: indexName)?.virtualPrimary != nil {
      let forbidden = given.keys.filter { !LocalIndex.virtualReplicaSettings.contains($0) }.sorted()
      if !forbidden.isEmpty {
        throw SearchClientError.httpError(
          status: 403, message: "The following settings are forbidden in virtual replicas: \(forbidden.joined(separator: ", "))")
      }
    }
    let settings = try merged(into: index(named: indexName)?.settings, given)
    var targets: [(String, IndexSettings)] = [(indexName, settings)]
    if forwardingToReplicas, let primary = index(named: indexName) {
      var forwarded = given
      forwarded["replicas"] = nil
      for (replica, isVirtual) in Self.replicaEntries(listedBy: primary) {
        guard let existing = index(named: replica) else { continue }
        // A virtual replica takes only the settings it has of its own; the rest are its primary's already.
        let taken = isVirtual ? forwarded.filter { LocalIndex.virtualReplicaSettings.contains($0.key) } : forwarded
        targets.append((replica, try merged(into: existing.settings, taken)))
      }
    }
    for (name, settings) in targets { try apply([.setSettings(settings)], to: name) }
    if given["replicas"] != nil || given["slaves"] != nil, let primary = index(named: indexName) { try makeReplicas(of: primary) }
    return targets.map(\.0)
  }

  private func operate(_ operation: IndexOperation, on indexName: String) throws {
    guard let source = index(named: indexName) else {
      throw SearchClientError.httpError(status: 404, message: "Index does not exist")
    }
    if operation.kind == .copy, let scope = operation.scope {
      // A scoped copy leaves the destination's records.
      var changes: [LocalIndex.Change] = []
      if scope.contains(.settings) { changes.append(.setSettings(source.settings)) }
      if scope.contains(.synonyms) { changes.append(.saveSynonyms(source.synonyms.elements, replacingAll: true)) }
      if scope.contains(.rules) { changes.append(.saveRules(source.rules.elements, replacingAll: true)) }
      if !changes.isEmpty { try apply(changes, to: operation.destination) }
      return
    }
    guard operation.destination != indexName else { return }
    let copy = try LocalIndex(name: operation.destination, restoring: source.parts())
    add(copy)
    if operation.kind == .move { removeIndex(named: indexName) }
  }

  // MARK: Reads

  /// A page of the synonyms whose texts or id hold the query's text, of the kinds asked for, in the order they
  /// were saved (Algolia's default page: 100).
  private func searchSynonyms(_ query: SynonymQuery, in synonyms: SynonymSet) -> JSON {
    let needle = Self.searchableText(query.query ?? "")
    let types = query.synonymTypes.map(Set.init)
    let matching = synonyms.elements.filter { synonym in
      (types?.contains(synonym.type) ?? true)
        && (needle.isEmpty || ([synonym.objectID] + synonym.texts).contains { Self.searchableText($0).contains(needle) })
    }
    let page = Self.page(matching, page: query.page, hitsPerPage: query.hitsPerPage, defaultSize: 100)
    return ["hits": .array(page.items.map(\.json)), "nbHits": .number(Double(matching.count))]
  }

  /// A page of the rules whose id, description, patterns or contexts hold the query's text, with the anchoring,
  /// context and state asked for (Algolia's default page: 20).
  private func searchRules(_ query: RuleQuery, in rules: RuleSet) -> JSON {
    let needle = Self.searchableText(query.query ?? "")
    let matching = rules.elements.filter { rule in
      let conditions = rule.conditions ?? []
      let texts = [rule.objectID, rule.description ?? ""] + conditions.flatMap { [$0.pattern ?? "", $0.context ?? ""] }
      return (query.enabled.map { $0 == rule.isEnabled } ?? true)
        && (query.anchoring.map { anchoring in conditions.contains { $0.anchoring == anchoring } } ?? true)
        && (query.context.map { context in conditions.contains { $0.context == context } } ?? true)
        && (needle.isEmpty || texts.contains { Self.searchableText($0).contains(needle) })
    }
    let page = Self.page(matching, page: query.page, hitsPerPage: query.hitsPerPage, defaultSize: 20)
    return [
      "hits": .array(page.items.map(\.json)), "nbHits": .number(Double(matching.count)), "page": .number(Double(page.page)),
      "nbPages": .number(Double(page.pages)),
    ]
  }

  /// Text as the synonym and rule searches compare it: lower-cased, without diacritics.
  private static func searchableText(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  private static func page<Item>(_ items: [Item], page: Int?, hitsPerPage: Int?, defaultSize: Int) -> (items: ArraySlice<Item>, page: Int, pages: Int) {
    let size = min(1000, max(1, hitsPerPage ?? defaultSize))
    let number = max(0, page ?? 0)
    let start = min(items.count, number * size)
    return (items[start..<min(items.count, start + size)], number, (items.count + size - 1) / size)
  }

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
        changes.append(.saveSynonyms([], replacingAll: true))
        changes.append(.saveRules([], replacingAll: true))
        deletesIndex = true
      }
    }
    flushSaves()
  }
}
