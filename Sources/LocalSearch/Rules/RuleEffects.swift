import InstantSearchCore

/// What the applied rules change in a search's hits and answer, with records named by their slots.
struct RuleEffects: Sendable {
  /// One promotion: records, by slot, from a position.
  struct Promotion: Sendable {
    let slots: [Int]
    let position: Int
  }

  /// The records left out of the matches.
  var hiddenSlots: Set<Int> = []
  /// The promotions, in the order the rules apply.
  var promotions: [Promotion] = []
  /// Whether a promoted record must pass the search's filters.
  var filterPromotes = false
  /// The applied rules' `userData`.
  var userData: [JSON] = []
  /// The `renderingContent` an applied rule sets.
  var renderingContent: RenderingContent?
  /// The ids of the applied rules.
  var appliedRules: [String] = []

  /// How many records the promotions name.
  var promotedCount: Int { promotions.reduce(0) { $0 + $1.slots.count } }

  /// The matches with the hidden records left out and the promoted ones at their positions: taken from where they
  /// rank, or added when they did not match (then only when `accepts` them, should the rules filter promotions).
  ///
  /// - Returns: The slots placed by a promotion.
  func apply(to ranked: inout [RankedCandidate], accepts: (Int) -> Bool) -> Set<Int> {
    if !hiddenSlots.isEmpty { ranked.removeAll { hiddenSlots.contains($0.slot) } }
    guard !promotions.isEmpty else { return [] }
    var placed = Set<Int>()
    var entries: [(slot: Int, position: Int)] = []
    for promotion in promotions {
      for (offset, slot) in promotion.slots.enumerated() where !hiddenSlots.contains(slot) && placed.insert(slot).inserted {
        entries.append((slot, promotion.position + offset))
      }
    }
    var existing: [Int: RankedCandidate] = [:]
    ranked.removeAll { candidate in
      guard placed.contains(candidate.slot) else { return false }
      existing[candidate.slot] = candidate
      return true
    }
    for entry in entries.sorted(by: { $0.position < $1.position }) {
      guard let candidate = existing[entry.slot] ?? (accepts(entry.slot) ? RankedCandidate(slot: entry.slot, values: RankingValues()) : nil)
      else {
        placed.remove(entry.slot)
        continue
      }
      ranked.insert(candidate, at: min(entry.position, ranked.count))
    }
    return placed
  }
}
