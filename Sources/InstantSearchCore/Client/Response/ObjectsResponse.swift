/// The answer to a retrieval of several records: one entry per request, in request order.
public struct ObjectsResponse: Codable, Hashable, Sendable {
  /// The records; `nil` where no record has the requested `objectID`.
  public var results: [JSON?]

  /// Creates an answer.
  public init(results: [JSON?]) {
    self.results = results
  }
}
