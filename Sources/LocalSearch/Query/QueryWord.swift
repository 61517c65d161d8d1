/// One word of a parsed text query, with the rules that apply to it.
struct QueryWord: Hashable, Sendable {
  /// The normalised word.
  let text: String
  /// Its index in the query (0-based, in query order).
  let index: Int
  /// Whether it may match as a prefix.
  let isPrefix: Bool
  /// How many typos it may match with.
  let allowedTypos: Int
  /// Whether a record may lack it (`optionalWords`, `removeWordsIfNoResults`).
  var isOptional: Bool
  /// Whether it belongs to a quoted phrase (exact, consecutive, no prefix, no typo).
  var phraseID: Int?
  /// The words of the synonym alternatives it matches through, alone or with the query words around it; highlighting
  /// wraps them as matches of this word.
  var synonymWords: [String] = []

  /// The matcher for this word.
  var matcher: WordMatcher {
    WordMatcher(query: text, isPrefix: isPrefix && phraseID == nil, allowedTypos: phraseID == nil ? allowedTypos : 0)
  }
}
