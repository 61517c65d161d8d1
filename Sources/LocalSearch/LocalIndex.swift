import Foundation
import InstantSearchCore

/// An index of the embedded engine: Algolia-format records and settings, searchable in process.
///
/// Records are JSON objects; those without `objectID` get one (a per-index counter from 1, skipping ids in
/// use). Saving a record whose `objectID` exists replaces it in place. Every change goes through ``apply(_:)``
/// (`saveObjects`, ``deleteObjects(withIDs:)``, ``setSettings(_:)`` and ``clearObjects()`` apply one
/// change each): a list of changes is validated first and applied whole, so a failing list leaves the index as it
/// was. Searches may run concurrently with each other and with changes: each search reads a snapshot no change
/// touches while it is read. Once built, the snapshot follows changes of up to 1,000 records in place instead of
/// being rebuilt.
///
/// An index lives in memory unless it is attached to a directory: opened from one with ``init(name:directory:)``,
/// or started there from memory with ``attach(to:)``. An attached index writes each list of changes to the
/// directory's journal, flushed to the device, before making it; reopening the directory replays the journal, and
/// the journal is folded into a new snapshot as it grows (``compact()``). ``save(to:)`` writes a copy of any index
/// to a directory. A change or save of an attached index waits for I/O; searches never do.
public final class LocalIndex: @unchecked Sendable {  // its mutable state is used under `lock`, or `writeLock` for the journal
  /// The index name, as requests address it.
  public let name: String

  /// Guards the records, settings and snapshot; searches take it only to pick up the snapshot.
  private let lock = NSLock()
  /// Held by every change from validation to the end of its journal append and compaction, so that changes reach
  /// the journal in the order they reach memory; always taken before ``saveLock`` and `lock`. Searches never take it.
  let writeLock = NSLock()
  /// Held by a save from start to end, so that saves of this index wait for one another.
  let saveLock = NSLock()
  /// The journal of the directory the index is attached to, if any; used only under ``writeLock``.
  var journal: IndexJournal?
  private var store = RecordStore()
  private var storedSettings: IndexSettings
  private var storedSynonyms = SynonymSet()
  private var storedRules = RuleSet()
  private var cachedSnapshot: IndexSnapshot?
  /// The synonyms and the rules as the search matches them, for the tokenizer of the settings; made again after they
  /// or the settings change.
  private var cachedSynonymDictionary: SynonymDictionary?
  private var cachedCompiledRules: CompiledRules?
  /// The standard replicas that get every record change of this index.
  private var linkedReplicas: [LocalIndex] = []
  /// The primary whose records and search structures this index, a virtual replica, searches.
  private var sharedPrimary: LocalIndex?
  /// How many times the settings were set, for the replicas whose settings derive from them.
  private var settingsGeneration = 0
  /// A virtual replica's settings as its searches read them, and the generation of the primary's they were made from;
  /// made again after either index's settings change.
  private var cachedVirtualSettings: (primaryGeneration: Int, settings: IndexSettings)?

  /// Creates an index.
  ///
  /// - Parameters:
  ///   - name: The index name.
  ///   - records: JSON objects.
  ///   - settings: Algolia index settings; defaults when omitted.
  /// - Throws: ``LocalIndexError`` naming the first invalid record; nothing is indexed then.
  public init(name: String, records: [JSON] = [], settings: IndexSettings = IndexSettings()) throws {
    self.name = name
    self.storedSettings = settings
    try saveObjects(records)
  }

  /// An index made of the parts of a saved one. When `built`, it is ready to search: nothing is tokenised, sorted or
  /// built but the `objectID` table, when the parts do not hold it. Otherwise only the parts' settings, records and counter are read, and the
  /// index is built at the first search as after ``setSettings(_:)``.
  ///
  /// - Throws: ``StorageDamage`` naming the section of the first part that disagrees with the others.
  init(name: String, restoring parts: IndexParts, built: Bool = true) throws {
    self.name = name
    self.storedSettings = parts.settings
    self.storedSynonyms = parts.synonyms
    self.storedRules = parts.rules
    if built {
      let restored = try parts.restored()
      store = restored.store
      cachedSnapshot = restored.snapshot
    } else {
      store = try RecordStore(restoring: parts.records, nextAutomaticID: parts.nextAutomaticID, objectIDs: parts.objectIDs)
    }
  }

  /// Creates an index from Foundation records (`[String: Any]`), as v1 code holds them.
  ///
  /// - Throws: ``LocalIndexError`` naming the first record that is not JSON.
  public convenience init(name: String, foundationRecords: [[String: Any]], settings: IndexSettings = IndexSettings()) throws {
    try self.init(name: name, records: LocalIndex.convert(foundationRecords), settings: settings)
  }

  /// Creates an index from a JSON file holding an array of records, such as a dataset file.
  ///
  /// The records are read a run of a few thousand at a time into the index's compact form, so loading takes
  /// little more memory than the file and the index themselves.
  ///
  /// - Throws: ``LocalIndexError`` when the file cannot be read, is not JSON, is not an array, or holds an
  ///   invalid record.
  public convenience init(name: String, recordsFile url: URL, settings: IndexSettings = IndexSettings()) throws {
    let data = try LocalIndex.contents(ofRecordsFile: url)
    try self.init(name: name, settings: settings)
    if !saveRuns(of: data) {
      lock.withLock { store = RecordStore() }
      try saveObjects(LocalIndex.records(in: data, source: url.path))
    }
  }

  // MARK: Records

  /// The number of records (a virtual replica's are its primary's).
  public var count: Int {
    if let primary = lock.withLock({ sharedPrimary }) { return primary.count }
    return lock.withLock { store.count }
  }

  /// The settings in effect.
  public var settings: IndexSettings { lock.withLock { storedSettings } }

  /// The synonyms, in the order their ids were first saved.
  public var synonyms: SynonymSet { lock.withLock { storedSynonyms } }

  /// The query rules, in the order their ids were first saved.
  public var rules: RuleSet { lock.withLock { storedRules } }

  /// The record with this `objectID` (a virtual replica's are its primary's).
  public func object(withID objectID: String) -> JSON? {
    if let primary = lock.withLock({ sharedPrimary }) { return primary.object(withID: objectID) }
    return lock.withLock { store.record(objectID) }
  }

  /// The slots of the records with these ids, those the index holds.
  func slots(ofObjectIDs ids: Set<String>) -> [String: Int] {
    if let primary = lock.withLock({ sharedPrimary }) { return primary.slots(ofObjectIDs: ids) }
    return lock.withLock {
      var slots: [String: Int] = [:]
      for id in ids { if let slot = store.objectIDs.slot(of: id, in: store.records) { slots[id] = slot } }
      return slots
    }
  }

  /// Adds records, or replaces those whose `objectID` exists: ``apply(_:)`` of one ``Change/save(_:)``.
  ///
  /// - Returns: The `objectID` of each record, in order (assigned ones included).
  /// - Throws: ``LocalIndexError``; for an index attached to a directory, ``IndexFileError`` when the change cannot be
  ///   written to its journal. The index is unchanged then.
  @discardableResult
  public func saveObjects(_ records: [JSON]) throws -> [String] {
    try apply([.save(records)]).first?.objectIDs ?? []
  }

  /// Adds or replaces Foundation records.
  @discardableResult
  public func saveObjects(_ records: [[String: Any]]) throws -> [String] {
    try saveObjects(LocalIndex.convert(records))
  }

  /// Removes records; unknown ids are ignored: ``apply(_:)`` of one ``Change/delete(objectIDs:)``.
  ///
  /// - Returns: The ids that were removed.
  /// - Throws: Only for an index attached to a directory: ``IndexFileError`` when the change cannot be written to its
  ///   journal; the index is unchanged then.
  @discardableResult
  public func deleteObjects(withIDs objectIDs: [String]) throws -> [String] {
    try apply([.delete(objectIDs: objectIDs)]).first?.objectIDs ?? []
  }

  /// Removes every record, and starts automatic `objectID`s from 1 again: ``apply(_:)`` of one ``Change/clear``.
  ///
  /// - Throws: Only for an index attached to a directory: ``IndexFileError`` when the change cannot be written to its
  ///   journal; the index is unchanged then.
  public func clearObjects() throws {
    try apply([.clear])
  }

  /// Replaces the settings; the index is rebuilt for the next search: ``apply(_:)`` of one ``Change/setSettings(_:)``.
  ///
  /// - Throws: Only for an index attached to a directory: ``IndexFileError`` when the change cannot be written to its
  ///   journal; the index is unchanged then.
  public func setSettings(_ settings: IndexSettings) throws {
    try apply([.setSettings(settings)])
  }

  /// Builds the search structures now rather than at the next search, so that search answers at its
  /// steady-state speed. Searching without calling it gives the same answers.
  public func prepare() {
    let (snapshot, settings) = self.snapshot()
    Self.buildColumns(of: snapshot, settings: settings)
  }

  /// Builds the sort-rank and distinct-group columns the settings rank and group by, which searches would
  /// otherwise build when they first need them.
  private static func buildColumns(of snapshot: IndexSnapshot, settings: IndexSettings) {
    let parameters = SearchParameters(settings: settings)
    // The ranker reads, and so builds, the sort-rank columns of the settings' custom ranking and sorts.
    _ = Ranker(parameters: parameters, snapshot: snapshot)
    if let path = parameters.attributeForDistinct {
      _ = snapshot.columns.distinctKeys(path, records: snapshot.records)
    }
  }

  /// Whether the search structures are built for the current records and settings.
  var isPrepared: Bool { lock.withLock { cachedSnapshot != nil } }

  /// The built state for searching, rebuilt after changes.
  func snapshot() -> (IndexSnapshot, IndexSettings) {
    lock.withLock { (currentSnapshot(), storedSettings) }
  }

  /// What a search reads, all taken at one moment: the built snapshot, the settings, the synonyms as the search
  /// matches them, and the rules.
  func searchState() -> SearchState {
    if let primary = lock.withLock({ sharedPrimary }) { return virtualSearchState(over: primary.searchState()) }
    return lock.withLock {
      let snapshot = currentSnapshot()
      return SearchState(
        snapshot: snapshot, settings: storedSettings, settingsGeneration: settingsGeneration,
        synonyms: synonymDictionary(snapshot.configuration.tokenizer), rules: compiledRules(snapshot.configuration.tokenizer))
    }
  }

  /// The built snapshot, built now when there is none. Called under `lock`.
  private func currentSnapshot() -> IndexSnapshot {
    if let cachedSnapshot { return cachedSnapshot }
    store.compactIfMostlyGarbage()
    let snapshot = IndexSnapshot(records: store.records, configuration: IndexConfiguration(settings: storedSettings))
    cachedSnapshot = snapshot
    return snapshot
  }

  /// What a search of this virtual replica reads: its primary's records and search structures, the primary's settings
  /// with those a virtual replica sets of its own, and its own synonyms and rules.
  private func virtualSearchState(over primary: SearchState) -> SearchState {
    lock.withLock {
      let settings: IndexSettings
      if let cached = cachedVirtualSettings, cached.primaryGeneration == primary.settingsGeneration {
        settings = cached.settings
      } else {
        let own = storedSettings.json.objectValue?.filter { LocalIndex.virtualReplicaSettings.contains($0.key) && $0.value != .null } ?? [:]
        settings = (try? primary.settings.merging(.object(own))) ?? primary.settings
        cachedVirtualSettings = (primary.settingsGeneration, settings)
      }
      let tokenizer = primary.snapshot.configuration.tokenizer
      return SearchState(
        snapshot: primary.snapshot, settings: settings, settingsGeneration: settingsGeneration, synonyms: synonymDictionary(tokenizer),
        rules: compiledRules(tokenizer))
    }
  }

  /// The synonyms as searches match them, made now when the cache has none. Called under `lock`.
  private func synonymDictionary(_ tokenizer: Tokenizer) -> SynonymDictionary {
    if let cachedSynonymDictionary { return cachedSynonymDictionary }
    let dictionary = SynonymDictionary(storedSynonyms.elements + storedSettings.legacySynonyms, tokenizer: tokenizer)
    cachedSynonymDictionary = dictionary
    return dictionary
  }

  /// The rules as searches match them, made now when the cache has none. Called under `lock`.
  private func compiledRules(_ tokenizer: Tokenizer) -> CompiledRules {
    if let cachedCompiledRules { return cachedCompiledRules }
    let rules = CompiledRules(storedRules, tokenizer: tokenizer)
    cachedCompiledRules = rules
    return rules
  }

  /// Makes this index a virtual replica of `primary` (or, with `nil`, an index of its own records again).
  func share(recordsOf primary: LocalIndex?) {
    lock.withLock {
      sharedPrimary = primary
      cachedVirtualSettings = nil
      cachedSynonymDictionary = nil
      cachedCompiledRules = nil
    }
  }

  /// The primary a virtual replica searches; `nil` for any other index.
  var virtualPrimary: LocalIndex? { lock.withLock { sharedPrimary } }

  /// Sets the standard replicas that get every record change of this index from now on.
  func link(standardReplicas: [LocalIndex]) {
    lock.withLock { linkedReplicas = standardReplicas }
  }

  /// The standard replicas linked to this index.
  var standardReplicas: [LocalIndex] { lock.withLock { linkedReplicas } }

  /// The parts a saved copy of the index keeps (``IndexParts``), all taken at one moment, with the columns the
  /// settings rank and group by built first. Changes made meanwhile copy the snapshot the parts come from instead
  /// of changing it.
  func parts() -> IndexParts {
    let (snapshot, settings, synonyms, rules, counter, objectIDs, keyNames) = lock.withLock {
      let snapshot = currentSnapshot()
      return (
        snapshot, storedSettings, storedSynonyms, storedRules, store.automaticIDCounter, store.objectIDs,
        snapshot.records.arena.keys.numberedNames
      )
    }
    Self.buildColumns(of: snapshot, settings: settings)
    var parts = IndexParts(snapshot: snapshot, settings: settings, nextAutomaticID: counter, objectIDs: objectIDs, keyNames: keyNames)
    parts.synonyms = synonyms
    parts.rules = rules
    return parts
  }

  /// Validates `changes` and settles what each will do, without changing anything: each save's records get their
  /// final `objectID`, as they will when the changes before it in the list have been applied.
  ///
  /// - Throws: ``LocalIndexError`` for the first invalid record.
  func plan(_ changes: [Change]) throws -> [PlannedChange] {
    try lock.withLock {
      var earlier = RecordStore.PlannedIDs()
      var synonyms = storedSynonyms
      var rules = storedRules
      // The records as the changes so far leave them, for partial updates: saved ones by id, removed ones as nil.
      var overlay: [String: JSON?] = [:]
      let needsOverlay = changes.contains { if case .partialUpdate = $0 { return true } else { return false } }
      func current(_ objectID: String) -> JSON? {
        if let planned = overlay[objectID] { return planned }
        return earlier.cleared ? nil : store.record(objectID)
      }
      return try changes.enumerated().map { number, change in
        let isLast = number == changes.count - 1
        switch change {
        case .save(let records):
          let batch = try store.prepared(records, after: earlier)
          if !isLast { earlier.save(batch) }
          if needsOverlay { for (id, record) in zip(batch.objectIDs, batch.records) { overlay[id] = .some(record) } }
          return .save(batch)
        case .delete(let objectIDs):
          if !isLast { earlier.delete(objectIDs) }
          if needsOverlay { for id in objectIDs { overlay[id] = .some(nil) } }
          return .delete(objectIDs)
        case .setSettings(let settings):
          return .setSettings(settings)
        case .clear:
          earlier.clear()
          overlay = [:]
          return .clear
        case .partialUpdate(let objectID, let attributes, let createIfNotExists):
          let existing = current(objectID)
          guard existing != nil || createIfNotExists else { return .save(try store.prepared([], after: earlier)) }
          guard let record = try PartialUpdate.applying(attributes, to: existing ?? ["objectID": .string(objectID)], objectID: objectID)
          else { return .save(try store.prepared([], after: earlier)) }
          let batch = try store.prepared([record], after: earlier)
          if !isLast { earlier.save(batch) }
          overlay[objectID] = .some(record)
          return .save(batch)
        case .saveSynonyms(let saved, let replacingAll):
          if replacingAll { synonyms = SynonymSet() }
          for synonym in saved { synonyms.save(synonym) }
          return .setSynonyms(synonyms)
        case .deleteSynonyms(let objectIDs):
          for id in objectIDs { synonyms.remove(objectID: id) }
          return .setSynonyms(synonyms)
        case .saveRules(let saved, let replacingAll):
          if replacingAll { rules = RuleSet() }
          for rule in saved { rules.save(rule) }
          return .setRules(rules)
        case .deleteRules(let objectIDs):
          for id in objectIDs { rules.remove(objectID: id) }
          return .setRules(rules)
        }
      }
    }
  }

  /// Applies planned changes in order to the records, the settings and the built snapshot, all at once for searches:
  /// the path of every change, replayed ones included.
  ///
  /// - Returns: What each change did.
  @discardableResult
  func commit(_ changes: [PlannedChange]) -> [ChangeResult] {
    lock.withLock {
      var touched: [Int] = []
      var rebuilds = false
      let results = changes.map { change -> ChangeResult in
        switch change {
        case .save(let batch):
          touched += store.save(batch)
          return .saved(objectIDs: batch.objectIDs)
        case .delete(let objectIDs):
          let removed = store.delete(objectIDs)
          touched += removed.map(\.slot)
          return .deleted(objectIDs: removed.map(\.objectID))
        case .setSettings(let settings):
          storedSettings = settings
          settingsGeneration += 1
          cachedVirtualSettings = nil
          cachedSynonymDictionary = nil
          cachedCompiledRules = nil
          rebuilds = true
          return .settingsSet
        case .setSynonyms(let synonyms):
          storedSynonyms = synonyms
          cachedSynonymDictionary = nil
          return .synonymsSet
        case .setRules(let rules):
          storedRules = rules
          cachedCompiledRules = nil
          return .rulesSet
        case .clear:
          store = RecordStore()
          rebuilds = true
          return .cleared
        }
      }
      if rebuilds {
        cachedSnapshot = nil
      } else if !touched.isEmpty {
        // A slot saved then deleted in one list is brought up to date once, in the order slots were first touched,
        // so that new slots are added in order.
        var seen = Set<Int>()
        updateSnapshot(touched.filter { seen.insert($0).inserted })
      }
      return results
    }
  }

  /// The most records one change applies to the built snapshot; a larger change rebuilds it at the next search.
  static let largestInPlaceChange = 1_000

  /// Brings the built snapshot, if any, up to date with the store's records at `slots`: in place when no
  /// search holds it, else in a copy. Called under `lock`.
  private func updateSnapshot(_ slots: [Int]) {
    guard var snapshot = cachedSnapshot, slots.count <= Self.largestInPlaceChange else {
      cachedSnapshot = nil
      return
    }
    cachedSnapshot = nil
    if !isKnownUniquelyReferenced(&snapshot) { snapshot = snapshot.copy() }
    for slot in slots { snapshot.update(slot: slot, with: store.records.spans[slot]) }
    cachedSnapshot = snapshot
  }

  // MARK: Loading

  private static func convert(_ records: [[String: Any]]) throws -> [JSON] {
    try records.enumerated().map { index, record in
      do {
        return try JSON(foundationValue: record)
      } catch {
        throw LocalIndexError.unconvertibleRecord(index: index, detail: String(describing: error))
      }
    }
  }

  /// Saves the records of a JSON array text a run at a time (``InstantSearchCore/JSON/readArray(_:runLength:_:)``);
  /// `false`, having saved part of them, when the text is not read that way, a run holds an invalid record, or
  /// saving in runs would assign an `objectID` differently from saving the whole array at once. The caller then
  /// starts again from the whole text, which reports the first problem as a single parse would.
  private func saveRuns(of data: Data) -> Bool {
    var assigned = Set<String>()
    return JSON.readArray(data, runLength: 2_048) { records in
      lock.withLock {
        guard let batch = try? store.prepared(records) else { return false }
        // An earlier run's automatic id that this run gives explicitly would have been skipped in one batch
        // (this run's own automatic ids skip every stored id, so any such id is explicit).
        guard assigned.isEmpty || !batch.objectIDs.contains(where: assigned.contains) else { return false }
        assigned.formUnion(batch.assignedIDs)
        updateSnapshot(store.save(batch))
        return true
      }
    }
  }

  /// The records of a JSON file holding an array of records, such as a dataset file, read whole.
  ///
  /// - Throws: ``LocalIndexError`` when the file cannot be read, is not JSON or is not an array.
  public static func records(inFile url: URL) throws -> [JSON] {
    try records(in: contents(ofRecordsFile: url), source: url.path)
  }

  /// The bytes of a records file.
  ///
  /// - Throws: ``LocalIndexError/malformedJSON(source:detail:)`` saying the file cannot be read.
  private static func contents(ofRecordsFile url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw LocalIndexError.malformedJSON(source: url.path, detail: "the file cannot be read: \(error.localizedDescription)")
    }
  }

  private static func records(in data: Data, source: String) throws -> [JSON] {
    let json: JSON
    do {
      json = try JSON.parse(data)
    } catch let error as JSON.ParseError {
      throw LocalIndexError.malformedJSON(source: source, detail: error.reason)
    }
    guard let records = json.arrayValue else { throw LocalIndexError.notAnArray(source: source) }
    return records
  }
}
