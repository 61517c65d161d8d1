/// Several record filters ANDed: a record passes when it passes each, and its score is the sum of theirs; the
/// search's own filters with those the applied query rules add.
struct AllFilters: RecordFilter {
  let filters: [RecordFilter]

  /// The filter of every non-`nil` one of `filters`: `nil` for none, the filter itself for one.
  static func combining(_ filters: [RecordFilter?]) -> RecordFilter? {
    let present = filters.compactMap { $0 }
    return present.count > 1 ? AllFilters(filters: present) : present.first
  }

  func accepts(_ record: StoredRecord, slot: Int) -> Bool { filters.allSatisfy { $0.accepts(record, slot: slot) } }

  var decidesBySlot: Bool { filters.allSatisfy(\.decidesBySlot) }

  func acceptedSlots(live: SlotBitmap) -> SlotBitmap {
    filters.reduce(live) { accepted, filter in
      var accepted = accepted
      accepted.formIntersection(filter.acceptedSlots(live: live))
      return accepted
    }
  }

  func score(_ record: StoredRecord, slot: Int) -> Int { filters.reduce(0) { $0 + $1.score(record, slot: slot) } }
}
