import Foundation
import InstantSearchCore

extension LocalIndex {
  /// One change to an index, as ``apply(_:)`` takes a list of them.
  public enum Change: Sendable {
    /// Adds records, or replaces those whose `objectID` exists; records without one get the next automatic id.
    case save([JSON])
    /// Removes the records with these ids; unknown ids are ignored.
    case delete(objectIDs: [String])
    /// Replaces the settings; the index is rebuilt for the next search.
    case setSettings(IndexSettings)
    /// Removes every record, and starts automatic `objectID`s from 1 again.
    case clear
    /// Changes attributes of the record with this id, each set to its value or changed by the built-in operation it
    /// spells (`{"_operation": "Increment", "value": 2}`); a missing record is created from the attributes unless
    /// `createIfNotExists` is `false`, when nothing happens; nothing happens either when a conditional operation
    /// (`IncrementFrom`, `IncrementSet`) does not hold. Read and written under the index's write lock, after the
    /// changes before it in the list.
    case partialUpdate(objectID: String, attributes: [String: JSON], createIfNotExists: Bool)
    /// Adds synonyms, or replaces those whose `objectID` exists; with `replacingAll`, removes every other one first.
    case saveSynonyms([Synonym], replacingAll: Bool)
    /// Removes the synonyms with these ids; unknown ids are ignored.
    case deleteSynonyms(objectIDs: [String])
    /// Adds rules, or replaces those whose `objectID` exists; with `replacingAll`, removes every other one first.
    case saveRules([Rule], replacingAll: Bool)
    /// Removes the rules with these ids; unknown ids are ignored.
    case deleteRules(objectIDs: [String])
  }

}

extension LocalIndex.Change {
  /// Whether the change saves, updates, deletes or clears records.
  var changesRecords: Bool {
    switch self {
    case .save, .delete, .clear, .partialUpdate: return true
    case .setSettings, .saveSynonyms, .deleteSynonyms, .saveRules, .deleteRules: return false
    }
  }
}

extension LocalIndex {
  /// What one change of ``apply(_:)`` did.
  public enum ChangeResult: Equatable, Sendable {
    /// The records were saved, with these ids, in order (assigned ones included).
    case saved(objectIDs: [String])
    /// The records with these ids were removed (the ids asked for that were in the index).
    case deleted(objectIDs: [String])
    /// The settings were replaced.
    case settingsSet
    /// Every record was removed.
    case cleared
    /// The synonyms were changed.
    case synonymsSet
    /// The rules were changed.
    case rulesSet

    /// The ids the change saved or removed; empty for the other changes.
    public var objectIDs: [String] {
      switch self {
      case .saved(let ids), .deleted(let ids): return ids
      case .settingsSet, .cleared, .synonymsSet, .rulesSet: return []
      }
    }
  }

  /// A change validated and settled by the index: saved records carry their final `objectID`s and the counter after
  /// them. What a journal frame holds, and what replay applies.
  enum PlannedChange {
    /// Saves the batch's records with the ids it gives them, and sets the counter it ends with.
    case save(RecordStore.PreparedBatch)
    /// Removes the records with these ids; unknown ones are ignored.
    case delete([String])
    /// Replaces the settings.
    case setSettings(IndexSettings)
    /// Removes every record and starts the counter again.
    case clear
    /// Replaces the synonyms.
    case setSynonyms(SynonymSet)
    /// Replaces the rules.
    case setRules(RuleSet)

    /// The records the change saves or deletes; 1 for the others.
    var recordCount: Int {
      switch self {
      case .save(let batch): return batch.records.count
      case .delete(let ids): return ids.count
      case .setSettings, .clear, .setSynonyms, .setRules: return 1
      }
    }

    /// Whether the change changes nothing: a save or deletion of no records.
    var isEmpty: Bool {
      switch self {
      case .save(let batch): return batch.records.isEmpty
      case .delete(let ids): return ids.isEmpty
      case .setSettings, .clear, .setSynonyms, .setRules: return false
      }
    }

    /// The change as a standard replica takes it: the same records saved, with their final ids, deleted or cleared;
    /// `nil` for a change of settings, synonyms or rules, which replicas keep their own of.
    var recordChange: Change? {
      switch self {
      case .save(let batch):
        guard !batch.records.isEmpty else { return nil }
        return .save(zip(batch.records, batch.objectIDs).map { record, id in
          var members = record.objectValue ?? [:]
          members["objectID"] = .string(id)
          return .object(members)
        })
      case .delete(let ids): return ids.isEmpty ? nil : .delete(objectIDs: ids)
      case .clear: return .clear
      case .setSettings, .setSynonyms, .setRules: return nil
      }
    }

    /// Whether the change drops the built snapshot, so that the next search builds it again.
    var rebuilds: Bool {
      switch self {
      case .setSettings, .clear: return true
      case .save, .delete, .setSynonyms, .setRules: return false
      }
    }
  }

  /// Applies `changes` in order, all of them or none.
  ///
  /// Every change is validated first, as if the ones before it had been applied; nothing is changed when one is
  /// invalid. For an index attached to a directory (``init(name:directory:)``, ``attach(to:)``), the list is then
  /// written to the directory's journal as one frame, with a single write flushed to the device, before it is
  /// applied in memory: a crash leaves either the whole list or none of it on disk (a list of saves and deletions of
  /// no records writes nothing). When the journal has grown enough (more than 128 records or 1 MiB), or after a list
  /// that rebuilds the index (a settings change, a clear, more than 1,000 records), the index is then compacted
  /// (``compact()``); a compaction that fails is tried again after the next change, the list being safe in the
  /// journal already.
  ///
  /// The list's record changes go to the index's standard replicas too, with the same ids, in the same step: each
  /// attached replica journals them before any index changes in memory, and when one cannot, the frames already
  /// written are taken back and nothing changes anywhere.
  ///
  /// Searches running meanwhile answer from the state before the list, then from the state after it.
  ///
  /// - Returns: What each change did, in order.
  /// - Throws: ``LocalIndexError`` for the first invalid record; for an attached index or replica, ``IndexFileError``
  ///   when a frame cannot be written (``IndexFileError/superseded(file:detail:)`` when another writer changed the
  ///   directory since the index read it). The index and its replicas, in memory and on disk, are unchanged then.
  @discardableResult
  public func apply(_ changes: [Change]) throws -> [ChangeResult] {
    guard !changes.isEmpty else { return [] }
    if virtualPrimary != nil, changes.contains(where: \.changesRecords) { throw LocalIndexError.recordsOfVirtualReplica(name) }
    return try writeLock.withLock {
      let planned = try plan(changes)
      // The standard replicas take the same records, with the ids the index gave them, all or none with the index.
      let forwarded = planned.compactMap(\.recordChange)
      let replicas = forwarded.isEmpty ? [] : standardReplicas
      return try Self.holdingWriteLocks(of: replicas[...]) {
        let plans = [planned] + (try replicas.map { try $0.plan(forwarded) })
        let indices = [self] + replicas
        var journalled: [IndexJournal] = []
        do {
          for (index, plan) in zip(indices, plans) where plan.contains(where: { !$0.isEmpty }) {
            guard let journal = index.journal else { continue }
            try journal.append(plan)
            journalled.append(journal)
          }
        } catch {
          for journal in journalled.reversed() { journal.retractLastFrame() }
          throw error
        }
        for (replica, plan) in zip(replicas, plans.dropFirst()) { replica.commitJournalled(plan) }
        return commitJournalled(planned)
      }
    }
  }

  /// Runs `body` holding the write locks of `indices`, taken in order. Called under this index's write lock, for its
  /// standard replicas, which have none of their own.
  private static func holdingWriteLocks<Result>(of indices: ArraySlice<LocalIndex>, _ body: () throws -> Result) throws -> Result {
    guard let first = indices.first else { return try body() }
    return try first.writeLock.withLock { try holdingWriteLocks(of: indices.dropFirst(), body) }
  }

  /// Applies in memory planned changes that are in the journal (or that need none), then compacts when due. Called
  /// under ``writeLock``.
  private func commitJournalled(_ planned: [PlannedChange]) -> [ChangeResult] {
    let results = commit(planned)
    if let journal {
      let records = planned.reduce(0) { $0 + $1.recordCount }
      if journal.isDue || records > Self.largestInPlaceChange || planned.contains(where: \.rebuilds) {
        // The changes are in the journal: a failed compaction loses nothing, and the next change tries again.
        try? compactAttached(journal)
      }
    }
    return results
  }

  /// Writes the attached directory's next generation: a snapshot holding every change so far, with an empty journal.
  ///
  /// Compaction serialises the built index (building it first when a change dropped it); it rebuilds nothing else.
  /// Changes wait while it runs; searches do not. An index attached to no directory has nothing to compact.
  ///
  /// - Throws: ``IndexFileError`` as ``save(to:)`` does, or ``IndexFileError/superseded(file:detail:)``
  ///   when another writer changed the directory since the index read it. The directory then holds what it held before.
  public func compact() throws {
    try writeLock.withLock {
      if let journal { try compactAttached(journal) }
    }
  }

  /// Compacts into the directory `journal` belongs to. Called under ``writeLock``.
  func compactAttached(_ journal: IndexJournal, faults: StorageFaults? = nil) throws {
    let parts = parts()
    let generation = try saveLock.withLock {
      try journal.directory.save(parts, name: name, journalSequence: journal.lastSequence, checking: journal.checkUnchanged, faults: faults)
    }
    journal.compacted(into: generation)
  }
}
