import Foundation

/// A search result record with the metadata Algolia attaches to it, as Algolia's client 8 models it.
///
/// Decoding reads `objectID` (required) and keeps the metadata members (`_highlightResult`, `_snippetResult`,
/// `_rankingInfo`, `_distinctSeqID`, `_geoloc`, `_answer`) as they came; ``object`` is decoded from the **whole** hit
/// object, so a record type may also read `objectID` or `_geoloc`, and a `Hit<JSON>`'s object is the hit as
/// sent. The typed metadata (``highlightResult``, ``snippetResult``, ``rankingInfo``, ``geolocation``) is
/// decoded when read: a response's hits cost no more than their JSON until a cell shows a highlight. Metadata
/// that does not have the documented shape reads as `nil`. Encoding writes the record's fields and re-adds
/// `objectID` and the metadata at the top level.
public struct Hit<Record: Decodable> {
  /// The record.
  public let object: Record
  /// The record's unique identifier.
  public let objectID: ObjectID
  /// The metadata members of the hit, by wire key, as they came; `nil` when the record is a ``JSON`` object that
  /// holds them itself (a raw hit), so that wrapping one copies nothing.
  private let storedMetadata: [String: JSON]?

  /// Creates a hit.
  ///
  /// - Parameters:
  ///   - object: The record.
  ///   - objectID: Its identifier; `nil` takes it from a ``JSON`` record's `objectID` member, else `""`.
  ///   - highlightResult: Highlighting per attribute, shaped like the record.
  ///   - snippetResult: Snippets per attribute, shaped like the record.
  ///   - rankingInfo: Ranking details.
  ///   - distinctSeqID: The position within its distinct group.
  ///   - geolocation: The record's location or locations.
  /// - Note: A ``JSON`` record's own metadata members are the hit's metadata unless the arguments set them.
  public init(
    object: Record, objectID: ObjectID? = nil, highlightResult: TreeModel<HighlightResult>? = nil,
    snippetResult: TreeModel<SnippetResult>? = nil, rankingInfo: RankingInfo? = nil, distinctSeqID: Int? = nil,
    geolocation: SingleOrList<Point>? = nil
  ) {
    let json = object as? JSON
    var metadata = json.map(Self.metadata(of:)) ?? [:]
    var setAny = false
    func set<T: Encodable>(_ value: T?, _ key: MetadataKey) {
      guard let value, let encoded = try? JSON(encoding: value) else { return }
      metadata[key.rawValue] = encoded
      setAny = true
    }
    set(highlightResult, .highlightResult)
    set(snippetResult, .snippetResult)
    set(rankingInfo, .rankingInfo)
    set(distinctSeqID, .distinctSeqID)
    set(geolocation, .geolocation)
    self.init(
      object: object, objectID: objectID ?? json?["objectID"]?.stringValue ?? "",
      metadata: json != nil && !setAny ? nil : metadata)
  }

  init(object: Record, objectID: ObjectID, metadata: [String: JSON]?) {
    self.object = object
    self.objectID = objectID
    self.storedMetadata = metadata
  }

  /// The metadata members of the hit, by wire key.
  var metadata: [String: JSON] { storedMetadata ?? (object as? JSON).map(Self.metadata(of:)) ?? [:] }

  /// The metadata member at `key`.
  private func metadata(_ key: MetadataKey) -> JSON? {
    if let storedMetadata { return storedMetadata[key.rawValue] }
    return (object as? JSON)?[key.rawValue]
  }

  /// Highlighting per attribute (`_highlightResult`), shaped like the record: a dictionary at the top.
  public var highlightResult: TreeModel<HighlightResult>? { decoded(.highlightResult) }
  /// Snippets per attribute (`_snippetResult`), shaped like the record: a dictionary at the top.
  public var snippetResult: TreeModel<SnippetResult>? { decoded(.snippetResult) }
  /// Ranking details (`_rankingInfo`), with `getRankingInfo=true`.
  public var rankingInfo: RankingInfo? { decoded(.rankingInfo) }
  /// The position within its distinct group (`_distinctSeqID`), with `distinct` ≥ 2.
  public var distinctSeqID: Int? { metadata(.distinctSeqID)?.intValue }
  /// The record's location or locations (`_geoloc`).
  public var geolocation: SingleOrList<Point>? { decoded(.geolocation) }
  /// The passage Algolia Answers extracted from the record (`_answer`), in the responses of `findAnswers`.
  @available(*, deprecated, message: "Algolia Answers is discontinued; the hits of a search carry no answer")
  public var answer: Answer? { decoded(.answer) }

  /// The same hit with another record, keeping the identifier and the metadata.
  func withObject<Other: Decodable>(_ other: Other) -> Hit<Other> {
    Hit<Other>(object: other, objectID: objectID, metadata: metadata)
  }

  /// The highlighted value of a top-level attribute whose highlight is a single value.
  ///
  /// - Returns: `nil` when the attribute has no highlight, or when it is an array or an object.
  public func highlightedString(forKey key: String) -> HighlightedString? {
    highlightResult?.dictionary?[key]?.value?.value
  }

  /// The InstantSearch 7 spelling of ``highlightedString(forKey:)``, which InstantSearch 7 code calls.
  public func hightlightedString(forKey key: String) -> HighlightedString? {
    highlightedString(forKey: key)
  }

  /// The wire keys of the metadata.
  enum MetadataKey: String, CaseIterable, CodingKey {
    case highlightResult = "_highlightResult"
    case snippetResult = "_snippetResult"
    case rankingInfo = "_rankingInfo"
    case distinctSeqID = "_distinctSeqID"
    case geolocation = "_geoloc"
    case answer = "_answer"
  }

  private func decoded<T: Decodable>(_ key: MetadataKey) -> T? {
    metadata(key).flatMap { try? $0.decode(as: T.self) }
  }

  /// The metadata members of a hit object.
  static func metadata(of hit: JSON) -> [String: JSON] {
    guard case .object(let members) = hit else { return [:] }
    var metadata: [String: JSON] = [:]
    for key in MetadataKey.allCases { if let value = members[key.rawValue] { metadata[key.rawValue] = value } }
    return metadata
  }
}

extension Hit: Decodable {
  enum CodingKeys: String, CodingKey {
    case objectID
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let objectID = try container.decode(ObjectID.self, forKey: .objectID)
    let object = try Record(from: decoder)
    if object is JSON {
      self.init(object: object, objectID: objectID, metadata: nil)
    } else {
      let members = try decoder.container(keyedBy: MetadataKey.self)
      var metadata: [String: JSON] = [:]
      for key in MetadataKey.allCases {
        if let value = try members.decodeIfPresent(JSON.self, forKey: key) { metadata[key.rawValue] = value }
      }
      self.init(object: object, objectID: objectID, metadata: metadata)
    }
  }
}

extension Hit: Encodable where Record: Encodable {
  public func encode(to encoder: Encoder) throws {
    if let json = object as? JSON, case .object(var members) = json {
      // A raw record is written as one object, its members and the hit's.
      members["objectID"] = .string(objectID)
      if let storedMetadata { members.merge(storedMetadata) { _, hit in hit } }
      try JSON.object(members).encode(to: encoder)
      return
    }
    try object.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(objectID, forKey: .objectID)
    var members = encoder.container(keyedBy: MetadataKey.self)
    for key in MetadataKey.allCases { try members.encodeIfPresent(metadata(key), forKey: key) }
  }
}

extension Hit where Record == JSON {
  /// A hit of a raw record: its `objectID` member and metadata members are the hit's.
  public init(_ record: JSON) {
    self.init(object: record, objectID: record["objectID"]?.stringValue ?? "", metadata: nil)
  }

  /// The record's member `key`, as `hit.object[key]`.
  public subscript(key: String) -> JSON? { object[key] }
}

extension Hit: ExpressibleByDictionaryLiteral where Record == JSON {
  /// A hit of a record written as a literal, `["objectID": "1", "name": "Sony TV"]`.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(JSON.object(Dictionary(elements, uniquingKeysWith: { _, last in last })))
  }
}

extension Hit: Equatable where Record: Equatable {
  /// Two hits are equal when their records, identifiers and metadata are.
  public static func == (lhs: Hit, rhs: Hit) -> Bool {
    lhs.object == rhs.object && lhs.objectID == rhs.objectID
      && MetadataKey.allCases.allSatisfy { lhs.metadata($0) == rhs.metadata($0) }
  }
}

extension Hit: Hashable where Record: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(object)
    hasher.combine(objectID)
  }
}
extension Hit: Sendable where Record: Sendable {}
