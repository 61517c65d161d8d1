/// What a screen without views was last delivered, for the screens that time a floor (``SearcherAloneScreen``,
/// ``EngineOnMainScreen``): the keystroke's cycle ends once a response for its text arrived after it was typed.
struct DeliveryRecord {
  private var deliveries = 0
  private var deliveriesBefore = 0
  private var query: String?
  private var hitCount = 0

  /// A keystroke is typed: only the responses delivered from now on count for it.
  mutating func keystrokeTyped() { deliveriesBefore = deliveries }

  /// A response arrived for `query`, with `hitCount` hits.
  mutating func delivered(query: String?, hitCount: Int) {
    deliveries += 1
    self.query = query
    self.hitCount = hitCount
  }

  /// The delivered hit count once a response for `text` arrived after it was typed; no view shows anything.
  func shownState(for text: String) -> ShownState? {
    guard deliveries > deliveriesBefore, query == text else { return nil }
    return ShownState(hitRows: hitCount, firstHit: nil, facetRows: 0, firstFacet: nil, stats: "")
  }

  /// The deliveries so far and the last query, printed when a keystroke times out.
  var progress: String { "deliveries \(deliveries) (query \(query ?? "nil"))" }
}
