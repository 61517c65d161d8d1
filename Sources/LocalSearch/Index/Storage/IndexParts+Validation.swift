import InstantSearchCore

extension IndexParts {
  /// Checks that the parts agree with each other, with `configuration` as a build would have made them and with
  /// `live`, which marks the slots that hold a record, so that searches and in-place updates over them neither trap
  /// nor read past what they index.
  ///
  /// The records themselves are checked as they are loaded (``RecordTable/loading(keys:lengths:fill:)``). Here:
  /// the attribute table against the settings; every term non-empty and the terms strictly ascending; every
  /// term's postings non-empty, ascending by slot, naming live slots and known attributes; every per-slot column
  /// as long as the slots; facet entries matching the settings' paths, their value ranks a permutation that
  /// orders the names in code-point order, and their value ids known and not repeated within a slot; sort values
  /// strictly ascending with ranks in range; distinct group ids in range; locations within the globe.
  ///
  /// - Throws: ``StorageDamage`` naming the section of the first disagreement.
  func validate(configuration: IndexConfiguration, live: [Bool]) throws {
    try validateDictionary(configuration, live: live)
    try Self.validate(facets, configuration, slots: live.count)
    try Self.validate(geolocations, slots: live.count)
    try Self.validate(sortColumns, distinctColumns, slots: live.count)
  }

  /// The attribute table against `configuration`, and the terms and postings as ``validate(configuration:live:)``
  /// says, `live` marking the slots that hold a record; the terms' order only unless `termsChecked` (the reader
  /// checks it as it decodes `TERM`, ``decodeTerms(_:counts:)``).
  func validateDictionary(_ configuration: IndexConfiguration, live: [Bool], termsChecked: Bool = false) throws {
    try validateAttributes(configuration)
    try validateDictionary(live: live, termsChecked: termsChecked)
  }

  /// The faceting entries `facets` against `configuration`'s, each as ``validate(configuration:live:)`` says, of
  /// `slots` slots.
  static func validate(_ facets: [FacetColumns], _ configuration: IndexConfiguration, slots: Int) throws {
    guard facets.map(\.path) == configuration.faceting.map(\.path.rawValue) else {
      throw StorageDamage(section: "FACT", detail: "the faceting entries \(facets.map(\.path)) are not those of the settings")
    }
    for facet in facets { try validate(facet, slots: slots) }
  }

  /// Locations of `slots` slots, within the globe.
  static func validate(_ geolocations: SlotLists<Point>, slots: Int) throws {
    try expect(geolocations.count == slots, "GEOL", "\(geolocations.count) slots of locations for \(slots) records")
    for point in geolocations.values where !((-90...90).contains(point.lat) && (-180...180).contains(point.lng)) {
      throw StorageDamage(section: "GEOL", detail: "a location (\(point.lat), \(point.lng)) lies outside the globe")
    }
  }

  /// Sort and distinct columns of `slots` slots, as ``validate(configuration:live:)`` says.
  static func validate(_ sortColumns: [RecordColumns.SortColumn], _ distinctColumns: [RecordColumns.DistinctColumn], slots: Int) throws {
    for column in sortColumns { try validate(column, slots: slots) }
    for column in distinctColumns {
      try expect(column.ids.count == slots, "DIST", "column \(column.path): \(column.ids.count) slots for \(slots) records")
      try expect(column.ids.allSatisfy { $0 >= -1 && Int($0) < column.keys.count }, "DIST", "column \(column.path): a group id beyond its \(column.keys.count) keys")
    }
  }

  /// Throws ``StorageDamage`` in `section` with `detail` unless `condition` holds.
  private static func expect(_ condition: Bool, _ section: String, _ detail: @autoclosure () -> String) throws {
    guard condition else { throw StorageDamage(section: section, detail: detail()) }
  }

  /// The listed searchable attributes in settings order, or in every-attribute mode names met once each, rank 0,
  /// unordered, as many as postings can number.
  private func validateAttributes(_ configuration: IndexConfiguration) throws {
    if configuration.searchable != nil {
      let expected = IndexBuilder(configuration: configuration).attributes
      try Self.expect(attributes == expected, "ATTR", "the searchable attributes \(attributes.map(\.name)) are not those of the settings")
      return
    }
    try Self.expect(attributes.count <= Int(UInt16.max), "ATTR", "\(attributes.count) attributes, more than postings can number")
    try Self.expect(Set(attributes.map(\.name)).count == attributes.count, "ATTR", "an attribute is listed twice")
    try Self.expect(attributes.allSatisfy { $0.rank == 0 && !$0.ordered }, "ATTR", "an attribute has a rank or order the settings do not give")
  }

  /// Terms non-empty and strictly ascending, unless `termsChecked`; postings as ``validate(configuration:live:)``
  /// says, `live` marking the slots that hold a record.
  private func validateDictionary(live isLive: [Bool], termsChecked: Bool) throws {
    let attributeCount = attributes.count
    for term in 0..<dictionary.count {
      if !termsChecked {
        let scalars = dictionary.term(at: term)
        try Self.expect(!scalars.isEmpty, "TERM", "term \(term) is empty")
        try Self.expect(term == 0 || TermDictionary.less(dictionary.term(at: term - 1), scalars), "TERM", "term \(term) is not after term \(term - 1)")
      }
      let postings = dictionary.postings[term]
      try Self.expect(!postings.isEmpty, "POST", "term \(term) has no postings")
      var previous: Int32 = 0
      for posting in postings {
        guard posting.slot >= previous, Int(posting.slot) < isLive.count, isLive[Int(posting.slot)],
          Int(posting.attribute) < attributeCount
        else {
          throw StorageDamage(
            section: "POST",
            detail: "term \(term) has a posting at slot \(posting.slot), attribute \(posting.attribute): not a live record after slot \(previous) or not one of \(attributeCount) attributes")
        }
        previous = posting.slot
      }
    }
  }

  /// Value ranks a permutation ordering the names by code points; per-slot columns as long as the slots; value ids
  /// known and not repeated within a slot.
  private static func validate(_ facet: FacetColumns, slots: Int) throws {
    let place = "faceting entry \(facet.path)"
    try expect(facet.ranks.count == facet.names.count, "FACT", "\(place): \(facet.ranks.count) ranks for \(facet.names.count) values")
    var order = [Int32](repeating: -1, count: facet.names.count)
    for (id, rank) in facet.ranks.enumerated() {
      try expect(rank >= 0 && Int(rank) < order.count && order[Int(rank)] < 0, "FACT", "\(place): value \(id) has rank \(rank), out of range or taken")
      order[Int(rank)] = Int32(id)
    }
    for rank in order.indices.dropFirst() {
      try expect(
        FacetCounter.precedes(facet.names[Int(order[rank - 1])], facet.names[Int(order[rank])]), "FACT",
        "\(place): the values of ranks \(rank - 1) and \(rank) are not in code-point order")
    }
    try expect(facet.ids.count == slots && facet.numbers.count == slots, "FACT", "\(place): columns of \(facet.ids.count) and \(facet.numbers.count) slots for \(slots) records")
    for slot in 0..<slots {
      let ids = facet.ids[slot]
      for (offset, id) in zip(ids.indices, ids) {
        try expect(id >= 0 && Int(id) < facet.names.count && !ids[..<offset].contains(id), "FACT", "\(place): slot \(slot) has value id \(id), unknown or repeated")
      }
    }
  }

  /// Ranks within the values or -1, one per slot; values strictly ascending.
  private static func validate(_ column: RecordColumns.SortColumn, slots: Int) throws {
    let place = "column \(column.path)"
    try expect(column.ranks.count == slots, "SORT", "\(place): \(column.ranks.count) slots for \(slots) records")
    try expect(column.ranks.allSatisfy { $0 >= -1 && Int($0) < column.values.count }, "SORT", "\(place): a rank beyond its \(column.values.count) values")
    for index in column.values.indices.dropFirst() {
      try expect(SortValue.compare(column.values[index - 1], column.values[index]) < 0, "SORT", "\(place): values \(index - 1) and \(index) are not ascending")
    }
  }
}
