import Foundation

/// One event of Algolia Insights, as `POST /1/events` takes it: a click, view or conversion of records (by
/// `objectIDs`, with `positions` for a click after a search) or of filters.
public struct InsightsEvent: Codable, Hashable, Sendable {
  /// What the user did.
  public enum EventType: String, Codable, Sendable {
    /// Clicked records or filters.
    case click
    /// Saw records or filters.
    case view
    /// Bought, added to cart, or otherwise converted on records or filters.
    case conversion
  }

  /// What the user did.
  public let eventType: EventType
  /// The event's name, as analytics group events (`"Product Clicked"`).
  public let eventName: EventName
  /// The index the records or filters belong to.
  public let indexName: IndexName
  /// The user the event is about.
  public let userToken: UserToken
  /// When it happened, in milliseconds since 1970; `nil` lets Algolia use the time it receives the event.
  public let timestamp: Int64?
  /// The search the event follows (its `queryID`), for click and conversion events after a search.
  public let queryID: QueryID?
  /// The records; `nil` for an event on filters.
  public let objectIDs: [ObjectID]?
  /// The 1-based positions of the records in the results, for a click after a search.
  public let positions: [Int]?
  /// The filters, in their `attribute:value` form; `nil` for an event on records.
  public let filters: [String]?

  /// Creates an event.
  public init(
    eventType: EventType, eventName: EventName, indexName: IndexName, userToken: UserToken, timestamp: Int64? = nil,
    queryID: QueryID? = nil, objectIDs: [ObjectID]? = nil, positions: [Int]? = nil, filters: [String]? = nil
  ) {
    self.eventType = eventType
    self.eventName = eventName
    self.indexName = indexName
    self.userToken = userToken
    self.timestamp = timestamp
    self.queryID = queryID
    self.objectIDs = objectIDs
    self.positions = positions
    self.filters = filters
  }

  enum CodingKeys: String, CodingKey {
    case eventType, eventName, userToken, timestamp, queryID, objectIDs, positions, filters
    case indexName = "index"
  }
}
