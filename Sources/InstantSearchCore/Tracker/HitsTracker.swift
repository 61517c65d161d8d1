/// Sends Insights events about hits: clicks and conversions after the search that showed them, and views.
///
/// Creating it turns on `clickAnalytics` in the searcher's query, so that each result carries the `queryID`
/// that click and conversion events name; without a result's `queryID` yet, those events are not sent. Hits go
/// 20 to an event, as Algolia takes them.
///
/// ```swift
/// let hitsTracker = HitsTracker(eventName: "Product Clicked", searcher: searcher)
/// hitsTracker.trackClick(for: hit, position: row + 1)
/// ```
public class HitsTracker: InsightsTracker {
  /// The name of the events, unless a call gives another.
  public let eventName: EventName
  /// The searcher, held weakly: a searcher holds its own tracker.
  private weak var source: HitsSearcher?
  /// The searcher's index when the tracker was made, named once the searcher is gone.
  private let initialIndexName: IndexName
  /// The index events name: the searcher's current one.
  var indexName: IndexName { source?.indexName ?? initialIndexName }
  /// Where the events go.
  public let insights: Insights
  /// Whether the tracker sends anything (`true` by default).
  public var isEnabled: Bool {
    get { state.value.isEnabled }
    set { state.withLock { $0.isEnabled = newValue } }
  }

  /// The `queryID` of the last result.
  var queryID: QueryID? { state.value.queryID }

  private let state = Locked<(isEnabled: Bool, queryID: QueryID?)>((true, nil))

  /// The most objects one event carries.
  static let objectsPerEvent = 20

  public required convenience init(eventName: EventName, searcher: TrackableSearcher, insights: Insights) {
    self.init(eventName: eventName, searcher: searcher, insights: insights, following: true)
  }

  /// Creates a tracker; `following` off leaves following the searcher's `queryID`s to the caller (a searcher
  /// making its own tracker does it once the tracker is stored, outside its lock).
  init(eventName: EventName, searcher: TrackableSearcher, insights: Insights, following: Bool) {
    self.eventName = eventName
    self.source = searcher.hitsSearcher
    self.initialIndexName = searcher.hitsSearcher.indexName
    self.insights = insights
    if following { searcher.followQueryIDs(with: self, Self.record) }
  }

  /// Keeps a result's `queryID`.
  static func record(_ tracker: HitsTracker, _ queryID: QueryID?) {
    tracker.state.withLock { $0.queryID = queryID }
  }

  /// Records a click on a hit at a 1-based position, after the last search.
  public func trackClick<Record: Codable>(for hit: Hit<Record>, position: Int, eventName: EventName? = nil) {
    trackClick(for: [hit], positions: [position], eventName: eventName)
  }

  /// Records clicks on hits at their 1-based positions, after the last search.
  public func trackClick<Record: Codable>(for hits: [Hit<Record>], positions: [Int], eventName: EventName? = nil) {
    guard isEnabled, let queryID else { return }
    let pairs = Array(zip(hits.map(\.objectID), positions))
    for chunk in Self.chunks(pairs) {
      insights.clickedAfterSearch(
        eventName: eventName ?? self.eventName, indexName: indexName, objectIDsWithPositions: chunk, queryID: queryID)
    }
  }

  /// Records a conversion on a hit, after the last search.
  public func trackConvert<Record: Codable>(for hit: Hit<Record>, eventName: EventName? = nil) {
    trackConvert(for: [hit], eventName: eventName)
  }

  /// Records conversions on hits, after the last search.
  public func trackConvert<Record: Codable>(for hits: [Hit<Record>], eventName: EventName? = nil) {
    guard isEnabled, let queryID else { return }
    for chunk in Self.chunks(hits.map(\.objectID)) {
      insights.convertedAfterSearch(
        eventName: eventName ?? self.eventName, indexName: indexName, objectIDs: chunk, queryID: queryID)
    }
  }

  /// Records a view of a hit.
  public func trackView<Record: Codable>(for hit: Hit<Record>, eventName: EventName? = nil) {
    trackView(for: [hit], eventName: eventName)
  }

  /// Records views of hits.
  public func trackView<Record: Codable>(for hits: [Hit<Record>], eventName: EventName? = nil) {
    guard isEnabled else { return }
    for chunk in Self.chunks(hits.map(\.objectID)) {
      insights.viewed(eventName: eventName ?? self.eventName, indexName: indexName, objectIDs: chunk)
    }
  }

  static func chunks<T>(_ items: [T]) -> [[T]] {
    stride(from: 0, to: items.count, by: objectsPerEvent).map { Array(items[$0..<min($0 + objectsPerEvent, items.count)]) }
  }
}
