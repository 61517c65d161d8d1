/// Sends Insights events about a searcher's results: the shape of ``HitsTracker`` and ``FilterTracker``.
public protocol InsightsTracker: AnyObject {
  /// Creates a tracker naming its events `eventName`, about `searcher`'s results, sent by `insights`.
  init(eventName: EventName, searcher: TrackableSearcher, insights: Insights)
}

extension InsightsTracker {
  /// Creates a tracker of a hits searcher, sending with the Insights of the searcher's application (registered
  /// with `userToken` when none is yet); a searcher on another backend (the embedded engine) gets an Insights
  /// that discards its events.
  public init(eventName: EventName, searcher: HitsSearcher, userToken: UserToken? = .none) {
    self.init(eventName: eventName, searcher: .singleIndex(searcher), insights: Insights.of(searcher.client, userToken: userToken))
  }

  /// Creates a tracker of a hits searcher sending with `insights`.
  public init(eventName: EventName, searcher: HitsSearcher, insights: Insights) {
    self.init(eventName: eventName, searcher: .singleIndex(searcher), insights: insights)
  }
}

extension Insights {
  /// The Insights of a client's application: the one registered for it, else a new one registered with
  /// `userToken`; for a client without an application (the embedded engine, a custom backend), an unregistered
  /// one that discards its events.
  static func of(_ client: SearchClient, userToken: UserToken?) -> Insights {
    guard !client.applicationID.isEmpty, !client.apiKey.isEmpty else {
      return Insights(applicationID: client.applicationID, userToken: userToken, sink: DiscardingInsightsSink())
    }
    return shared(appId: client.applicationID) ?? register(appId: client.applicationID, apiKey: client.apiKey, userToken: userToken)
  }
}
