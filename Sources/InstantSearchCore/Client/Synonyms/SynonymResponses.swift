import Foundation

/// A synonym saved.
public struct SynonymRevision: Decodable, Hashable, Sendable {
  /// When it was saved.
  public let updatedAt: Date
  /// The task that publishes the change.
  public let taskID: Int
  /// The synonym's id.
  public let synonymID: String

  private enum CodingKeys: String, CodingKey {
    case updatedAt, taskID
    case synonymID = "id"
  }
}

/// A page of an index's synonyms.
public struct SynonymSearchResponse: Decodable, Hashable, Sendable {
  /// One synonym found, with its texts highlighted where the query matched them.
  public struct Hit: Decodable, Hashable, Sendable {
    /// The synonym.
    public let synonym: Synonym
    /// Per field (`synonyms`, `input`, `word`, `corrections`, `placeholder`, `replacements`, `objectID`), the
    /// highlighted texts.
    public let highlightResult: JSON?

    private enum CodingKeys: String, CodingKey { case highlightResult = "_highlightResult" }

    /// Reads the synonym's members and its `_highlightResult`.
    public init(from decoder: Decoder) throws {
      synonym = try Synonym(from: decoder)
      highlightResult = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(JSON.self, forKey: .highlightResult)
    }
  }

  /// The synonyms of the page.
  public let hits: [Hit]
  /// How many synonyms matched.
  public let nbHits: Int
}
