import InstantSearchCore

/// The records of an index in insertion order, encoded (``RecordEncoding``), with `objectID` bookkeeping.
///
/// A value type: the index copies it, changes the copy, and swaps it in only when the whole change
/// succeeded, so a failing batch leaves the index as it was.
struct RecordStore: Sendable {
  /// Records by slot; `nil` where a record was deleted.
  private(set) var records = RecordTable()
  /// Reused by each record's encoding.
  private var scratch: [UInt8] = []
  /// Slot of each `objectID`.
  private var slots = ObjectIDIndex()
  /// The next automatic `objectID` candidate.
  private var nextAutomaticID = 1

  /// The number of live records.
  var count: Int { slots.count }

  /// The next automatic `objectID` candidate, which a saved index keeps.
  var automaticIDCounter: Int { nextAutomaticID }

  /// Validates a batch and gives each record its `objectID` (numbers become their decimal text, missing
  /// ones get the next free counter value), without changing the store.
  ///
  /// - Parameter earlier: What the changes to be applied before the batch do to the ids in use and the counter.
  /// - Throws: ``LocalIndexError`` for the first record that is not an object or has an ill-typed `objectID`.
  func prepared(_ batch: [JSON], after earlier: PlannedIDs = PlannedIDs()) throws -> PreparedBatch {
    var objectIDs: [String] = []
    objectIDs.reserveCapacity(batch.count)
    // The records without an `objectID` of their own, which hold "" in `objectIDs` until they get one.
    var automatic: [Int] = []
    for (index, record) in batch.enumerated() {
      guard case .object(let members) = record else { throw LocalIndexError.recordNotAnObject(index: index) }
      switch members["objectID"] {
      case nil, .null?:
        automatic.append(index)
        objectIDs.append("")
      case let value?:
        guard let id = Self.explicitID(value) else { throw LocalIndexError.invalidObjectID(index: index) }
        objectIDs.append(id)
      }
    }
    var counter = earlier.nextAutomaticID ?? nextAutomaticID
    var assigned: [String] = []
    if !automatic.isEmpty {
      // Ids in use: the stored ones, the batch's explicit ones, and those assigned so far ("" is never assigned).
      var taken = Set(objectIDs)
      for index in automatic {
        while taken.contains(String(counter)) || isInUse(String(counter), after: earlier) { counter += 1 }
        let id = String(counter)
        taken.insert(id)
        assigned.append(id)
        objectIDs[index] = id
        counter += 1
      }
    }
    return PreparedBatch(records: batch, objectIDs: objectIDs, nextAutomaticID: counter, assignedIDs: assigned)
  }

  /// The `objectID` a record's `objectID` member gives: a string as it is, a number as its decimal text;
  /// `nil` for any other value.
  private static func explicitID(_ value: JSON) -> String? {
    switch value {
    case .string(let id): return id
    case .number(let number): return StoredRecord.numberText(number)
    default: return nil
    }
  }

  /// Whether a record has `id` once the changes `earlier` sums up are applied.
  private func isInUse(_ id: String, after earlier: PlannedIDs) -> Bool {
    if earlier.added.contains(id) { return true }
    return !earlier.cleared && !earlier.removed.contains(id) && slots.slot(of: id, in: records) != nil
  }

  /// What changes planned but not applied yet do to the ids in use and the automatic-id counter, so that a batch
  /// planned after them gets the ids it will have once they are applied.
  struct PlannedIDs {
    /// Whether every stored record is removed.
    private(set) var cleared = false
    /// Stored ids the changes remove.
    private(set) var removed: Set<String> = []
    /// Ids the changes add.
    private(set) var added: Set<String> = []
    /// The counter after the changes; `nil` when they leave it.
    private(set) var nextAutomaticID: Int?

    /// Adds a save of `batch`.
    mutating func save(_ batch: PreparedBatch) {
      added.formUnion(batch.objectIDs)
      removed.subtract(batch.objectIDs)
      nextAutomaticID = batch.nextAutomaticID
    }

    /// Adds a deletion of `ids`.
    mutating func delete(_ ids: [String]) {
      added.subtract(ids)
      removed.formUnion(ids)
    }

    /// Adds the removal of every record, after which a new store's counter starts again.
    mutating func clear() {
      self = PlannedIDs()
      cleared = true
      nextAutomaticID = RecordStore().nextAutomaticID
    }
  }

  /// A validated batch, ready to be saved.
  struct PreparedBatch: Sendable {
    /// The records, as given.
    let records: [JSON]
    /// The final `objectID` of each record (which the records themselves may lack or give as numbers).
    let objectIDs: [String]
    /// The automatic-id counter after the batch.
    let nextAutomaticID: Int
    /// The ids the batch assigned, in order.
    let assignedIDs: [String]
  }

  /// Adds or replaces prepared records; a replaced record keeps its slot.
  ///
  /// A large batch is encoded a run at a time on several threads (``EncodedRun``), its first record first
  /// and alone, so that the runs find the member names of a batch of alike records already numbered. The
  /// records are stored in order either way, with the same bytes, slots and numbered names.
  ///
  /// - Parameter threads: The most threads encoding, instead of the processors' count.
  /// - Returns: The slot each record went to, in order.
  @discardableResult
  mutating func save(_ batch: PreparedBatch, threads: Int? = nil) -> [Int] {
    nextAutomaticID = batch.nextAutomaticID
    let count = batch.records.count
    slots.reserve(count)
    let threads = count < EncodedRun.smallestParallelBatch ? 1 : threads ?? ParallelRuns.mostThreads
    guard threads > 1 else { return (0..<count).map { put(batch, $0) } }
    var saved = [put(batch, 0)]
    saved.reserveCapacity(count)
    var run: EncodedRun?
    for start in stride(from: 1, to: count, by: EncodedRun.length) {
      run = EncodedRun(batch, range: start..<min(count, start + EncodedRun.length), keys: records.arena.keys, ids: slots, threads: threads, reusing: run)
      run?.forEach { index, encoded, idHash in saved.append(put(batch, index, encoded: encoded, idHash: idHash)) }
    }
    return saved
  }

  /// Stores record `index` of `batch`, given its encoding and its id's hash (``ObjectIDIndex/hash(_:)``) or
  /// making them here (numbering new member names); its slot.
  private mutating func put(_ batch: PreparedBatch, _ index: Int, encoded: UnsafeRawBufferPointer? = nil, idHash: UInt64? = nil) -> Int {
    let id = batch.objectIDs[index]
    let slot = slots.slot(of: id, hash: idHash ?? slots.hash(id), orInsert: records.count, in: records) ?? records.count
    let span: RecordSpan
    if let encoded {
      span = records.arena.append(encoded)
    } else {
      scratch.removeAll(keepingCapacity: true)
      RecordEncoding.encode(record: batch.records[index].objectValue ?? [:], objectID: id, into: &scratch, names: .adding(records.arena.keys))
      span = scratch.withUnsafeBytes { records.arena.append($0) }
    }
    records.set(slot, to: span)
    return slot
  }

  /// Removes records by `objectID`; unknown ids are ignored.
  ///
  /// - Returns: The ids that were removed, with the slots they freed.
  @discardableResult
  mutating func delete(_ ids: [String]) -> [(objectID: String, slot: Int)] {
    var removed: [(objectID: String, slot: Int)] = []
    for id in ids {
      guard let slot = slots.remove(id, in: records) else { continue }
      records.set(slot, to: nil)
      removed.append((id, slot))
    }
    return removed
  }

  /// The record with this `objectID`.
  func record(_ id: String) -> JSON? { slots.slot(of: id, in: records).flatMap { records[$0]?.json } }

  /// Moves the records into a new arena when most of the current one holds replaced or deleted records.
  /// Spans into the old arena stay valid for whoever still holds it.
  mutating func compactIfMostlyGarbage() {
    if records.isMostlyGarbage { records = records.compacted() }
  }
}

extension RecordStore {
  /// The slot of each `objectID`, which a saved index keeps.
  var objectIDs: ObjectIDIndex { slots }

  /// The store of a saved index: its records, with the automatic-id counter it had, and the `objectID` table it
  /// saved, or, when `objectIDs` is `nil`, one built again from the records.
  ///
  /// A saved table must have been checked against `records` (``ObjectIDIndex/init(restoring:records:)``).
  ///
  /// - Throws: ``StorageDamage`` in section `ARNA` naming two slots whose records hold the same `objectID`.
  init(restoring records: RecordTable, nextAutomaticID: Int, objectIDs: ObjectIDIndex? = nil) throws {
    self.records = records
    self.nextAutomaticID = nextAutomaticID
    if let objectIDs {
      slots = objectIDs
      return
    }
    // Found and hashed on every core; inserted in slot order, so that a repeated id is reported at its second slot.
    let slots = self.slots
    let ids = ParallelRuns.map(records: records.count, runs: ParallelRuns.count(records: records.count, smallestRun: 10_000)) { run in
      run.map { slot in records[slot]?.objectIDBytes.map { (bytes: $0, hash: slots.hash(utf8: $0)) } }
    }.joined()
    self.slots.reserve(ids.reduce(0) { $0 + ($1 == nil ? 0 : 1) })
    for (slot, id) in ids.enumerated() {
      guard let id else { continue }
      if let other = self.slots.slot(hash: id.hash, orInsert: slot, in: records, matching: { $0.objectIDBytes?.elementsEqual(id.bytes) == true }) {
        throw StorageDamage(
          section: "ARNA", detail: "the records at slots \(other) and \(slot) both have objectID \"\(String(decoding: id.bytes, as: UTF8.self).prefix(80))\"")
      }
    }
  }
}
