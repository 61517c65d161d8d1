/// The answer to a retrieval of several records: one entry per request, in request order.
public struct ObjectsResponse: Hashable, Sendable {
  /// The records; `nil` where no record has the requested `objectID`.
  public var results: [JSON?]
  /// Every member of the response object besides `results` (a mirrored client's `origin`, say).
  public var extraFields: [String: JSON]

  /// Creates an answer.
  public init(results: [JSON?]) {
    self.results = results
    self.extraFields = [:]
  }
}

extension ObjectsResponse: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case results
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    results = try c.decode([JSON?].self, forKey: .results)
    extraFields = try ExtraFields.decode(from: decoder, excluding: Set(CodingKeys.allCases.map(\.stringValue)))
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(results, forKey: .results)
    try ExtraFields.encode(extraFields, to: encoder)
  }
}
