import Foundation
import InstantSearchCore
import LocalSearch

extension OfflineIndex {
  /// Changes to an ``OfflineIndex`` gathered and then committed together, or rolled back; from
  /// ``OfflineIndex/newTransaction()``.
  ///
  /// Each change has an asynchronous form, whose completion runs on the index's completion queue, and a `…Sync`
  /// form that throws. A committed or rolled back transaction takes no more changes: they fail with
  /// ``TransactionError/finished(identifier:)``. Committed transactions are applied one at a time, in the order they
  /// were committed.
  public final class WriteTransaction: NSObject, @unchecked Sendable {
    // @unchecked: the gathered changes are only read and written under `pending`'s lock; `index` and
    // `identifier` are constants.

    /// The index the transaction changes.
    public let index: OfflineIndex
    /// This transaction's number, counted from 1 for each index.
    public let identifier: Int

    private struct Pending {
      var clearsIndex = false
      var settings: IndexSettings?
      var records: [JSON] = []
      var deletedObjectIDs = Set<String>()
      var finished = false
    }

    private let pending = Locked(Pending())

    init(index: OfflineIndex, identifier: Int) {
      self.index = index
      self.identifier = identifier
    }

    /// `"WriteTransaction{index: Index{"<name>"}, identifier: <n>}"`.
    public override var description: String { "WriteTransaction{index: \(index), identifier: \(identifier)}" }

    // MARK: Gathering

    /// Adds a record to save; it must carry an `objectID`.
    public func saveObjectSync(_ object: [String: Any]) throws {
      try saveObjectsSync([object])
    }

    /// Adds records to save; each must carry an `objectID`, or none is added.
    public func saveObjectsSync(_ objects: [[String: Any]]) throws {
      let records = try objects.map { object -> JSON in
        guard object["objectID"] != nil else {
          throw InvalidJSONError(description: "Object is missing required `objectID` attribute")
        }
        return try JSON(foundationValue: object)
      }
      try change { $0.records += records }
    }

    /// Adds a record to delete.
    public func deleteObjectSync(withID objectID: String) throws {
      try deleteObjectsSync(withIDs: [objectID])
    }

    /// Adds records to delete; a deleted `objectID` wins over a saved one.
    public func deleteObjectsSync(withIDs objectIDs: [String]) throws {
      try change { $0.deletedObjectIDs.formUnion(objectIDs) }
    }

    /// Replaces the settings the index will have (whole: an omitted setting takes its default).
    public func setSettingsSync(_ settings: [String: Any]) throws {
      let parsed = try IndexSettings(json: JSON(foundationValue: settings))
      try change { $0.settings = parsed }
    }

    /// Empties the index of its records (its settings stay), and drops the records and deletions gathered so far.
    public func clearIndexSync() throws {
      try change {
        $0.clearsIndex = true
        $0.records = []
        $0.deletedObjectIDs = []
      }
    }

    /// Adds a record to save; the completion receives its `objectID`.
    @discardableResult
    public func saveObject(_ object: [String: Any], completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.saveObjectSync(object)
        return ["objectID": object["objectID"] as Any]
      }
    }

    /// Adds records to save; the completion receives their `objectIDs`.
    @discardableResult
    public func saveObjects(_ objects: [[String: Any]], completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.saveObjectsSync(objects)
        return ["objectIDs": objects.map { $0["objectID"] as Any }]
      }
    }

    /// Adds a record to delete; the completion receives its `objectID`.
    @discardableResult
    public func deleteObject(withID objectID: String, completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.deleteObjectSync(withID: objectID)
        return ["objectID": objectID]
      }
    }

    /// Adds records to delete; the completion receives their `objectIDs`.
    @discardableResult
    public func deleteObjects(withIDs objectIDs: [String], completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.deleteObjectsSync(withIDs: objectIDs)
        return ["objectIDs": objectIDs]
      }
    }

    /// Replaces the settings the index will have.
    @discardableResult
    public func setSettings(_ settings: [String: Any], completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.setSettingsSync(settings)
        return [:]
      }
    }

    /// Empties the index of its records, and drops what was gathered so far.
    @discardableResult
    public func clearIndex(completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        try self.clearIndexSync()
        return [:]
      }
    }

    // MARK: Ending

    /// Applies the gathered changes to the index and its data directory, together: a record that fails to index,
    /// or a failure to write, leaves both as they were and is thrown.
    public func commitSync() throws {
      try index.writeQueue.sync { try commitOnWriteQueue() }
    }

    /// Applies the gathered changes, after the transactions committed before; the completion receives `[:]` or the
    /// error that left the index as it was.
    @discardableResult
    public func commit(completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler, on: index.writeQueue) {
        try self.commitOnWriteQueue()
        return [:]
      }
    }

    /// Drops the gathered changes; the index is left as it was.
    public func rollbackSync() {
      pending.withLock { $0 = Pending(finished: true) }
    }

    /// Drops the gathered changes; the completion receives `[:]`.
    @discardableResult
    public func rollback(completionHandler: CompletionHandler? = nil) -> Operation {
      index.perform(completionHandler) {
        self.rollbackSync()
        return [:]
      }
    }

    /// ``commitSync()``, already on the index's write queue.
    func commitOnWriteQueue() throws {
      let changes = try change { state -> Pending in
        defer { state = Pending(finished: true) }
        return state
      }
      try index.apply(
        clearing: changes.clearsIndex, settings: changes.settings, saving: changes.records, deleting: changes.deletedObjectIDs)
    }

    /// Runs `body` on the gathered changes, unless the transaction was committed or rolled back.
    @discardableResult
    private func change<Value>(_ body: (inout Pending) -> Value) throws -> Value {
      try pending.withLock { state in
        guard !state.finished else { throw TransactionError.finished(identifier: identifier) }
        return body(&state)
      }
    }
  }

  /// Why a transaction refused a change.
  public enum TransactionError: Error, Equatable, CustomStringConvertible {
    /// The transaction was committed or rolled back already.
    case finished(identifier: Int)

    /// What went wrong.
    public var description: String {
      switch self {
      case .finished(let identifier):
        return "write transaction \(identifier) was already committed or rolled back; start a new one with newTransaction()"
      }
    }
  }
}
