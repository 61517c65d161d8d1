/// A record of an Algolia query suggestions index: a query people searched, how often, and its highlighted
/// form for the typed text.
///
/// Decoding reads `query`, `popularity` and the highlighted query (`_highlightResult.query.value`), absent when
/// the index did not highlight it.
public struct QuerySuggestion: Codable, Hashable, Sendable {
  /// The suggested query.
  public let query: String
  /// The query with the typed words tagged (`<em>` by default); `nil` without highlighting.
  public let highlighted: String?
  /// How many searches made it popular.
  public let popularity: Int

  /// Creates a suggestion.
  public init(query: String, highlighted: String? = nil, popularity: Int) {
    self.query = query
    self.highlighted = highlighted
    self.popularity = popularity
  }

  private enum CodingKeys: String, CodingKey {
    case query, popularity
    case highlightResult = "_highlightResult"
  }

  private enum HighlightKeys: String, CodingKey {
    case query
  }

  private enum ValueKeys: String, CodingKey {
    case value
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    query = try container.decode(String.self, forKey: .query)
    popularity = try container.decode(Int.self, forKey: .popularity)
    let highlight = try? container.nestedContainer(keyedBy: HighlightKeys.self, forKey: .highlightResult)
      .nestedContainer(keyedBy: ValueKeys.self, forKey: .query)
    highlighted = try highlight?.decodeIfPresent(String.self, forKey: .value)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(query, forKey: .query)
    try container.encode(popularity, forKey: .popularity)
    if let highlighted {
      var highlight = container.nestedContainer(keyedBy: HighlightKeys.self, forKey: .highlightResult)
      var value = highlight.nestedContainer(keyedBy: ValueKeys.self, forKey: .query)
      try value.encode(highlighted, forKey: .value)
    }
  }
}
