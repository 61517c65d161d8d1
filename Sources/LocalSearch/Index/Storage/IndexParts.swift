import InstantSearchCore

/// The parts of a built index that a saved index keeps: all that opening it needs, so that opening neither
/// tokenises, sorts nor builds anything but the `objectID` table.
///
/// Saving takes the parts from an index (``init(snapshot:settings:nextAutomaticID:keyNames:)``) and the file
/// codec writes each as a section of its own; opening decodes the sections back into parts, and ``restored()``
/// checks that they agree before it assembles them into a store and a snapshot. What a search caches (decoded
/// records, highlight trees, term lookups) is not kept: a saved index opens with empty caches, as a new build does.
struct IndexParts {
  /// One faceting entry's columns (``IndexSnapshot/facetValueNames`` and its siblings).
  struct FacetColumns {
    /// The entry's attribute path, as the settings give it.
    let path: String
    /// The distinct values, by value id.
    var names: [String]
    /// Per value id: its rank in code-point order.
    var ranks: [Int32]
    /// Per slot: the ids of the record's values.
    var ids: SlotLists<Int32>
    /// Per slot: the record's numeric values.
    var numbers: SlotLists<Double>
  }

  /// The settings the index was built with.
  var settings: IndexSettings
  /// The store's next automatic `objectID` candidate.
  var nextAutomaticID: Int
  /// The numbered member names the records use, in number order.
  var keyNames: [String]
  /// The records by slot, in an arena numbering member names as ``keyNames`` lists them.
  var records: RecordTable
  /// The searchable attributes, by the ids postings carry.
  var attributes: [IndexedAttribute]
  /// Every term and its postings.
  var dictionary: TermDictionary
  /// The faceting entries' columns, in settings order.
  var facets: [FacetColumns]
  /// Per slot: the record's locations.
  var geolocations: SlotLists<Point>
  /// The sort-rank columns built so far.
  var sortColumns: [RecordColumns.SortColumn]
  /// The distinct-group columns built so far.
  var distinctColumns: [RecordColumns.DistinctColumn]
  /// The synonyms; none in a file of format version 1.
  var synonyms = SynonymSet()
  /// The query rules; none in a file of format version 1.
  var rules = RuleSet()
  /// The slot of each `objectID` of ``records``; `nil` when a saved index did not keep it, to be built again.
  var objectIDs: ObjectIDIndex? = nil
  /// The configuration the settings make, once the parts were checked against it and the records' slots
  /// (``validate(configuration:live:)``); `nil` until then.
  var checkedConfiguration: IndexConfiguration? = nil

  /// The store and the snapshot the parts make, over one record table, after checking that the parts agree with
  /// each other and with the settings as a build would have made them (``validate(configuration:live:)``), unless
  /// ``checkedConfiguration`` says they were.
  ///
  /// - Throws: ``StorageDamage`` naming the section of the first part that disagrees.
  func restored() throws -> (store: RecordStore, snapshot: IndexSnapshot) {
    let configuration: IndexConfiguration
    if let checkedConfiguration {
      configuration = checkedConfiguration
    } else {
      configuration = IndexConfiguration(settings: settings)
      try validate(configuration: configuration, live: records.spans.map { $0 != nil })
    }
    let store = try RecordStore(restoring: records, nextAutomaticID: nextAutomaticID, objectIDs: objectIDs)
    return (store, IndexSnapshot(restoring: self, configuration: configuration))
  }
}

extension IndexParts {
  /// The parts of `snapshot`, built with `settings`, of a store whose automatic-id counter is `nextAutomaticID`,
  /// whose `objectID` table over the snapshot's records is `objectIDs`, and whose records number the first
  /// `keyNames.count` names of their arena.
  ///
  /// The snapshot must not change while the parts are read: the index hands out a snapshot it will copy rather
  /// than change while someone holds it.
  init(snapshot: IndexSnapshot, settings: IndexSettings, nextAutomaticID: Int, objectIDs: ObjectIDIndex? = nil, keyNames: [String]) {
    self.settings = settings
    self.objectIDs = objectIDs
    self.nextAutomaticID = nextAutomaticID
    self.keyNames = keyNames
    records = snapshot.records
    attributes = snapshot.attributes
    dictionary = snapshot.dictionary
    facets = snapshot.configuration.faceting.indices.map { entry in
      FacetColumns(
        path: snapshot.configuration.faceting[entry].path.rawValue, names: snapshot.facetValueNames[entry],
        ranks: snapshot.facetValueRanks[entry], ids: snapshot.facetValueIDs[entry], numbers: snapshot.facetNumbers[entry])
    }
    geolocations = snapshot.geolocationLists
    (sortColumns, distinctColumns) = snapshot.columns.contents
  }
}
