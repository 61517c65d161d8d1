import Foundation

/// Records a user's clicks, views and conversions and sends them to Algolia Insights, in the background.
///
/// Tracking only queues an event: nothing waits for the network, so a search is never held up. The queue is
/// sent every ``flushInterval`` (30 s) and on ``flush()``, in packages of up to 10 events; a package that fails
/// for a reason that may pass (a network error, a timeout, a 5xx or 429) is sent again at the next flush, one
/// Algolia refuses otherwise is dropped. Events older than 4 days are dropped, as Algolia refuses them, and the
/// queue keeps at most ``maxQueuedEvents``, the oldest going first.
///
/// ```swift
/// let insights = Insights.register(appId: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey", userToken: "user-1")
/// insights.clickedAfterSearch(eventName: "Product Clicked", indexName: "products",
///                             objectIDsWithPositions: [("42", 1)], queryID: queryID)
/// ```
public final class Insights: @unchecked Sendable {
  // @unchecked: the queue and the settings are read and written under `lock`; the sink and scheduler are Sendable.

  /// How often the queue is sent, in seconds.
  public static let flushInterval: TimeInterval = 30
  /// The most events one request carries.
  public static let packageSize = 10
  /// How old an event may get before it is dropped unsent, in seconds (4 days).
  public static let maxEventAge: TimeInterval = 4 * 24 * 3600
  /// The most events kept waiting.
  public static let maxQueuedEvents = 1000

  /// The application the events belong to.
  public let applicationID: ApplicationID
  /// Where the events go.
  public let sink: InsightsEventSink
  /// Whether events get the time they were tracked; off, Algolia dates them when it receives them.
  public let generateTimestamps: Bool

  private let lock = NSLock()
  private var queued: [InsightsEvent] = []
  private var storedUserToken: UserToken
  private var storedIsActive = true
  private let scheduler: Scheduler
  private let now: @Sendable () -> Date
  private var timer: Cancellable?

  /// Creates an instance sending to `sink`.
  ///
  /// - Parameters:
  ///   - applicationID: The application the events belong to.
  ///   - userToken: The user; an anonymous token of its own when `nil`.
  ///   - generateTimestamps: Whether events get the time they were tracked.
  ///   - sink: Where the events go.
  public convenience init(
    applicationID: ApplicationID, userToken: UserToken? = nil, generateTimestamps: Bool = true, sink: InsightsEventSink
  ) {
    self.init(
      applicationID: applicationID, userToken: userToken, generateTimestamps: generateTimestamps, sink: sink,
      scheduler: DispatchQueueScheduler(queue: DispatchQueue(label: "InstantSearchCore.Insights")), now: { Date() })
  }

  init(
    applicationID: ApplicationID, userToken: UserToken?, generateTimestamps: Bool, sink: InsightsEventSink,
    scheduler: Scheduler, now: @escaping @Sendable () -> Date
  ) {
    self.applicationID = applicationID
    self.storedUserToken = userToken ?? Insights.anonymousUserToken()
    self.generateTimestamps = generateTimestamps
    self.sink = sink
    self.scheduler = scheduler
    self.now = now
    scheduleFlush()
  }

  deinit { timer?.cancel() }

  /// The user events are about unless a call names another.
  public var userToken: UserToken {
    get { lock.withLock { storedUserToken } }
    set { lock.withLock { storedUserToken = newValue } }
  }

  /// Whether tracking queues events; off, every call is ignored.
  public var isActive: Bool {
    get { lock.withLock { storedIsActive } }
    set { lock.withLock { storedIsActive = newValue } }
  }

  /// The events waiting to be sent, oldest first.
  public var queuedEvents: [InsightsEvent] { lock.withLock { queued } }

  /// A token for a user who has none: `anonymous-` and a random UUID.
  static func anonymousUserToken() -> UserToken { "anonymous-\(UUID().uuidString.lowercased())" }

  // MARK: Registration

  private static let registry = Locked<(byApplication: [ApplicationID: Insights], last: Insights?)>(([:], nil))

  /// Registers the application's Insights, sending to Algolia, and returns it (it replaces one registered for
  /// the same application).
  @discardableResult
  public static func register(
    appId: ApplicationID, apiKey: APIKey, userToken: UserToken? = nil, generateTimestamps: Bool = true,
    region: InsightsClient.Region? = nil
  ) -> Insights {
    register(
      Insights(
        applicationID: appId, userToken: userToken, generateTimestamps: generateTimestamps,
        sink: InsightsClient(appID: appId, apiKey: apiKey, region: region)))
  }

  /// Registers `insights` for its application and returns it.
  @discardableResult
  public static func register(_ insights: Insights) -> Insights {
    registry.withLock { registry in
      registry.byApplication[insights.applicationID] = insights
      registry.last = insights
    }
    return insights
  }

  /// The last registered instance.
  public static var shared: Insights? { registry.value.last }

  /// The instance registered for an application.
  public static func shared(appId: ApplicationID) -> Insights? { registry.value.byApplication[appId] }

  // MARK: Events after a search

  /// Records clicks on search results, with their 1-based positions, after the search `queryID` names.
  public func clickedAfterSearch(
    eventName: EventName, indexName: IndexName, objectIDsWithPositions: [(ObjectID, Int)], queryID: QueryID,
    timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(
      .click, eventName, indexName, timestamp, userToken, queryID: queryID, objectIDs: objectIDsWithPositions.map(\.0),
      positions: objectIDsWithPositions.map(\.1))
  }

  /// Records a click on a search result at a 1-based position, after the search `queryID` names.
  public func clickedAfterSearch(
    eventName: EventName, indexName: IndexName, objectID: ObjectID, position: Int, queryID: QueryID,
    timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    clickedAfterSearch(
      eventName: eventName, indexName: indexName, objectIDsWithPositions: [(objectID, position)], queryID: queryID,
      timestamp: timestamp, userToken: userToken)
  }

  /// Records conversions on search results after the search `queryID` names.
  public func convertedAfterSearch(
    eventName: EventName, indexName: IndexName, objectIDs: [ObjectID], queryID: QueryID, timestamp: Date? = nil,
    userToken: UserToken? = nil
  ) {
    track(.conversion, eventName, indexName, timestamp, userToken, queryID: queryID, objectIDs: objectIDs)
  }

  /// Records a conversion on a search result after the search `queryID` names.
  public func convertedAfterSearch(
    eventName: EventName, indexName: IndexName, objectID: ObjectID, queryID: QueryID, timestamp: Date? = nil,
    userToken: UserToken? = nil
  ) {
    convertedAfterSearch(
      eventName: eventName, indexName: indexName, objectIDs: [objectID], queryID: queryID, timestamp: timestamp,
      userToken: userToken)
  }

  // MARK: Events on records

  /// Records views of records.
  public func viewed(
    eventName: EventName, indexName: IndexName, objectIDs: [ObjectID], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.view, eventName, indexName, timestamp, userToken, objectIDs: objectIDs)
  }

  /// Records a view of a record.
  public func viewed(
    eventName: EventName, indexName: IndexName, objectID: ObjectID, timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    viewed(eventName: eventName, indexName: indexName, objectIDs: [objectID], timestamp: timestamp, userToken: userToken)
  }

  /// Records clicks on records outside a search.
  public func clicked(
    eventName: EventName, indexName: IndexName, objectIDs: [ObjectID], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.click, eventName, indexName, timestamp, userToken, objectIDs: objectIDs)
  }

  /// Records a click on a record outside a search.
  public func clicked(
    eventName: EventName, indexName: IndexName, objectID: ObjectID, timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    clicked(eventName: eventName, indexName: indexName, objectIDs: [objectID], timestamp: timestamp, userToken: userToken)
  }

  /// Records conversions on records outside a search.
  public func converted(
    eventName: EventName, indexName: IndexName, objectIDs: [ObjectID], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.conversion, eventName, indexName, timestamp, userToken, objectIDs: objectIDs)
  }

  /// Records a conversion on a record outside a search.
  public func converted(
    eventName: EventName, indexName: IndexName, objectID: ObjectID, timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    converted(eventName: eventName, indexName: indexName, objectIDs: [objectID], timestamp: timestamp, userToken: userToken)
  }

  // MARK: Events on filters

  /// Records views of filters, each in its `attribute:value` form.
  public func viewed(
    eventName: EventName, indexName: IndexName, filters: [String], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.view, eventName, indexName, timestamp, userToken, filters: filters)
  }

  /// Records clicks on filters, each in its `attribute:value` form.
  public func clicked(
    eventName: EventName, indexName: IndexName, filters: [String], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.click, eventName, indexName, timestamp, userToken, filters: filters)
  }

  /// Records conversions on filters, each in its `attribute:value` form.
  public func converted(
    eventName: EventName, indexName: IndexName, filters: [String], timestamp: Date? = nil, userToken: UserToken? = nil
  ) {
    track(.conversion, eventName, indexName, timestamp, userToken, filters: filters)
  }

  // MARK: Queue

  private func track(
    _ type: InsightsEvent.EventType, _ eventName: EventName, _ indexName: IndexName, _ timestamp: Date?,
    _ userToken: UserToken?, queryID: QueryID? = nil, objectIDs: [ObjectID]? = nil, positions: [Int]? = nil,
    filters: [String]? = nil
  ) {
    let date = timestamp ?? (generateTimestamps ? now() : nil)
    lock.withLock {
      guard storedIsActive else { return }
      let event = InsightsEvent(
        eventType: type, eventName: eventName, indexName: indexName, userToken: userToken ?? storedUserToken,
        timestamp: date.map { Int64(($0.timeIntervalSince1970 * 1000).rounded()) }, queryID: queryID,
        objectIDs: objectIDs, positions: positions, filters: filters)
      queued.append(event)
      if queued.count > Insights.maxQueuedEvents { queued.removeFirst(queued.count - Insights.maxQueuedEvents) }
    }
  }

  /// Sends the queued events now, in packages of ``packageSize``; events older than 4 days are dropped.
  ///
  /// - Parameter completion: Runs once every package sent has been answered, on any thread.
  public func flush(completion: (@Sendable () -> Void)? = nil) {
    let oldest = now().addingTimeInterval(-Insights.maxEventAge).timeIntervalSince1970 * 1000
    let packages: [[InsightsEvent]] = lock.withLock {
      let fresh = queued.filter { event in event.timestamp.map { Double($0) >= oldest } ?? true }
      queued.removeAll()
      return stride(from: 0, to: fresh.count, by: Insights.packageSize).map {
        Array(fresh[$0..<min($0 + Insights.packageSize, fresh.count)])
      }
    }
    guard !packages.isEmpty else {
      completion?()
      return
    }
    let group = DispatchGroup()
    for package in packages {
      group.enter()
      sink.send(package) { [weak self] result in
        if case .failure(let error) = result, Insights.mayPass(error) { self?.requeue(package) }
        group.leave()
      }
    }
    if let completion { group.notify(queue: .global(), execute: completion) }
  }

  private func requeue(_ events: [InsightsEvent]) {
    lock.withLock {
      queued.insert(contentsOf: events, at: 0)
      if queued.count > Insights.maxQueuedEvents { queued.removeFirst(queued.count - Insights.maxQueuedEvents) }
    }
  }

  /// Whether sending again may succeed: not for a refusal (a 4xx other than 408 and 429) or a misconfiguration.
  static func mayPass(_ error: SearchClientError) -> Bool {
    switch error {
    case .httpError(let status, _): return status >= 500 || status == 408 || status == 429
    case .invalidConfiguration, .decoding, .cancelled: return false
    default: return true
    }
  }

  private func scheduleFlush() {
    let next = scheduler.schedule(after: Insights.flushInterval) { [weak self] in
      guard let self else { return }
      self.flush()
      self.scheduleFlush()
    }
    lock.withLock { timer = next }
  }
}
