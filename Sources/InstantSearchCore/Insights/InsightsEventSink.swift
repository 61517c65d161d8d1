import Foundation

/// Where ``Insights`` sends its events: Algolia's Insights API (``InsightsClient``), nowhere for the embedded
/// engine (``DiscardingInsightsSink``), or a recorder in tests.
public protocol InsightsEventSink: AnyObject, Sendable {
  /// Sends one package of events; `completion` runs once, on any thread.
  func send(_ events: [InsightsEvent], completion: @escaping @Sendable (Result<Void, SearchClientError>) -> Void)
}

/// A sink that accepts every event and sends it nowhere: what a backend other than Algolia (the embedded engine,
/// a custom backend) records events with, so that tracking code runs unchanged.
public final class DiscardingInsightsSink: InsightsEventSink {
  /// Creates the sink.
  public init() {}

  public func send(_ events: [InsightsEvent], completion: @escaping @Sendable (Result<Void, SearchClientError>) -> Void) {
    completion(.success(()))
  }
}
