/// The highlighting of one scalar attribute value (a leaf of `_highlightResult`).
public struct HighlightResult: Codable, Hashable, Sendable {
  /// The value with matched parts wrapped in the highlight tags.
  public var value: HighlightedString
  /// How much of the query matched.
  public var matchLevel: MatchLevel
  /// The normalised query words that matched, in query order.
  public var matchedWords: [String]
  /// Whether every word of the value is highlighted; absent when nothing matched.
  public var fullyHighlighted: Bool?

  /// Creates a highlight result.
  public init(value: HighlightedString, matchLevel: MatchLevel, matchedWords: [String], fullyHighlighted: Bool? = nil) {
    self.value = value
    self.matchLevel = matchLevel
    self.matchedWords = matchedWords
    self.fullyHighlighted = fullyHighlighted
  }
}

/// The snippet of one scalar attribute value (a leaf of `_snippetResult`).
public struct SnippetResult: Codable, Hashable, Sendable {
  /// The snippet text, with matched parts wrapped in the highlight tags and ellipses where cut.
  public var value: HighlightedString
  /// How much of the query matched inside the snippet.
  public var matchLevel: MatchLevel

  /// Creates a snippet result.
  public init(value: HighlightedString, matchLevel: MatchLevel) {
    self.value = value
    self.matchLevel = matchLevel
  }
}
