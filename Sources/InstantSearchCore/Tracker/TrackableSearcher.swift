/// The searcher whose results a tracker's events are about.
public enum TrackableSearcher {
  /// A hits searcher: events name its current index.
  case singleIndex(HitsSearcher)

  /// The searcher, which a tracker holds weakly: a searcher holds its own ``HitsSearcher/eventTracker``.
  var hitsSearcher: HitsSearcher {
    switch self {
    case .singleIndex(let searcher): searcher
    }
  }

  /// Makes the searcher's searches return a `queryID`, and calls `update` with each result's.
  func followQueryIDs<Tracker: AnyObject>(with tracker: Tracker, _ update: @escaping (Tracker, QueryID?) -> Void) {
    switch self {
    case .singleIndex(let searcher):
      searcher.request.query.clickAnalytics = true
      searcher.onResults.subscribePast(with: tracker) { tracker, response in update(tracker, response.queryID) }
    }
  }
}
