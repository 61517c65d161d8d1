import Foundation
import InstantSearchCore

/// An Insights sink that keeps every package it is sent and answers with a scripted result: for tests of what
/// an app tracks, with no network.
///
/// ```swift
/// let sink = RecordingInsightsSink()
/// let insights = Insights(applicationID: "app", userToken: "user-1", sink: sink)
/// let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
/// ```
public final class RecordingInsightsSink: InsightsEventSink, @unchecked Sendable {
  // @unchecked: `packages` and `results` are read and written under `lock`.
  private let lock = NSLock()
  private var storedPackages: [[InsightsEvent]] = []
  private var results: [Result<Void, SearchClientError>] = []

  /// Creates a sink that accepts everything.
  public init() {}

  /// The packages received, in order.
  public var packages: [[InsightsEvent]] { lock.withLock { storedPackages } }

  /// Every event received, in order.
  public var events: [InsightsEvent] { packages.flatMap { $0 } }

  /// Answers the next sends with these results, in order, then accepts again.
  public func answer(_ results: Result<Void, SearchClientError>...) {
    lock.withLock { self.results.append(contentsOf: results) }
  }

  public func send(_ events: [InsightsEvent], completion: @escaping @Sendable (Result<Void, SearchClientError>) -> Void) {
    let result: Result<Void, SearchClientError> = lock.withLock {
      storedPackages.append(events)
      return results.isEmpty ? .success(()) : results.removeFirst()
    }
    completion(result)
  }
}
