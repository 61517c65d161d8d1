import Foundation

/// A search result record with the metadata Algolia attaches to it.
///
/// Decoding reads `objectID` (required) and the metadata keys, and decodes ``object`` from the **whole**
/// hit object, so a record type may also read `objectID` or `_geoloc`. Encoding writes the record's fields
/// and re-adds `objectID` and the metadata at the top level.
public struct Hit<Record: Decodable> {
  /// The record.
  public let object: Record
  /// The record's unique identifier.
  public let objectID: String
  /// Highlighting per attribute (`_highlightResult`), shaped like the attributes.
  public let highlightResult: [String: TreeModel<HighlightResult>]?
  /// Snippets per attribute (`_snippetResult`), shaped like the attributes.
  public let snippetResult: [String: TreeModel<SnippetResult>]?
  /// Ranking details (`_rankingInfo`), with `getRankingInfo=true`.
  public let rankingInfo: RankingInfo?
  /// The position within its distinct group (`_distinctSeqID`), with `distinct` ≥ 2.
  public let distinctSeqID: Int?
  /// The record's location (`_geoloc`).
  public let geolocation: Geolocation?

  /// Creates a hit.
  ///
  /// - Parameters:
  ///   - object: The record.
  ///   - objectID: Its identifier; `nil` takes it from a ``JSON`` record's `objectID` member, else `""`.
  public init(
    object: Record, objectID: String? = nil, highlightResult: [String: TreeModel<HighlightResult>]? = nil,
    snippetResult: [String: TreeModel<SnippetResult>]? = nil, rankingInfo: RankingInfo? = nil,
    distinctSeqID: Int? = nil, geolocation: Geolocation? = nil
  ) {
    self.object = object
    self.objectID = objectID ?? ((object as? JSON)?["objectID"]?.stringValue ?? "")
    self.highlightResult = highlightResult
    self.snippetResult = snippetResult
    self.rankingInfo = rankingInfo
    self.distinctSeqID = distinctSeqID
    self.geolocation = geolocation
  }

  /// The highlighted value of a top-level attribute whose highlight is a single value.
  ///
  /// - Returns: `nil` when the attribute has no highlight, or when it is an array or an object.
  public func highlightedString(forKey key: String) -> HighlightedString? {
    highlightResult?[key]?.value?.value
  }

  /// The InstantSearch 7/8 spelling of ``highlightedString(forKey:)``, kept because the v2 seeds use it.
  public func hightlightedString(forKey key: String) -> HighlightedString? {
    highlightedString(forKey: key)
  }
}

extension Hit: Decodable {
  enum CodingKeys: String, CodingKey {
    case objectID
    case highlightResult = "_highlightResult"
    case snippetResult = "_snippetResult"
    case rankingInfo = "_rankingInfo"
    case distinctSeqID = "_distinctSeqID"
    case geolocation = "_geoloc"
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    objectID = try container.decode(String.self, forKey: .objectID)
    highlightResult = try container.decodeIfPresent([String: TreeModel<HighlightResult>].self, forKey: .highlightResult)
    snippetResult = try container.decodeIfPresent([String: TreeModel<SnippetResult>].self, forKey: .snippetResult)
    rankingInfo = try container.decodeIfPresent(RankingInfo.self, forKey: .rankingInfo)
    distinctSeqID = try container.decodeIfPresent(Int.self, forKey: .distinctSeqID)
    geolocation = try container.decodeIfPresent(Geolocation.self, forKey: .geolocation)
    object = try Record(from: decoder)
  }
}

extension Hit: Encodable where Record: Encodable {
  public func encode(to encoder: Encoder) throws {
    try object.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(objectID, forKey: .objectID)
    try container.encodeIfPresent(highlightResult, forKey: .highlightResult)
    try container.encodeIfPresent(snippetResult, forKey: .snippetResult)
    try container.encodeIfPresent(rankingInfo, forKey: .rankingInfo)
    try container.encodeIfPresent(distinctSeqID, forKey: .distinctSeqID)
    try container.encodeIfPresent(geolocation, forKey: .geolocation)
  }
}

extension Hit: Equatable where Record: Equatable {}
extension Hit: Hashable where Record: Hashable {}
extension Hit: Sendable where Record: Sendable {}
