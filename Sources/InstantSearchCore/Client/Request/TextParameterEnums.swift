/// Which query words match as prefixes of record words (`queryType`). Algolia's default: ``prefixLast``.
public enum QueryType: String, CaseIterable, Codable, Hashable, Sendable {
  /// Only the last word is a prefix (`prefixLast`), which suits search as you type.
  case prefixLast
  /// Every word is a prefix (`prefixAll`).
  case prefixAll
  /// No word is a prefix (`prefixNone`).
  case prefixNone
}

/// How a search with no hits is retried with fewer required words (`removeWordsIfNoResults`).
/// Algolia's default: ``disabled``.
public enum RemoveWordsIfNoResults: String, CaseIterable, Codable, Hashable, Sendable {
  /// Never retry (`none`; named so that it cannot be mistaken for `Optional.none`).
  case disabled = "none"
  /// Retry making words optional from the last one (`lastWords`).
  case lastWords
  /// Retry making words optional from the first one (`firstWords`).
  case firstWords
  /// Retry with every word optional (`allOptional`).
  case allOptional
}

/// The query syntax enabled when `advancedSyntax` is on (`advancedSyntaxFeatures`). Algolia's default: both.
public enum AdvancedSyntaxFeatures: String, CaseIterable, Codable, Hashable, Sendable {
  /// `"a phrase"` in double quotes matches the words together, in order (`exactPhrase`).
  case exactPhrase
  /// `-word` excludes records containing the word (`excludeWords`).
  case excludeWords
}

/// How the `exact` ranking criterion scores one-word queries (`exactOnSingleWordQuery`).
/// Algolia's default: ``attribute``.
public enum ExactOnSingleWordQuery: String, CaseIterable, Codable, Hashable, Sendable {
  /// Exact when the word is the whole attribute value (`attribute`).
  case attribute
  /// Never exact (`none`; named so that it cannot be mistaken for `Optional.none`).
  case disabled = "none"
  /// Exact when the word is found as a whole word (`word`).
  case word
}

/// Which alternative matches the `exact` criterion counts as exact (`alternativesAsExact`).
/// Algolia's default: `[.ignorePlurals, .singleWordSynonym]`.
public enum AlternativesAsExact: String, CaseIterable, Codable, Hashable, Sendable {
  /// Plural and singular forms (`ignorePlurals`).
  case ignorePlurals
  /// One-word synonyms (`singleWordSynonym`).
  case singleWordSynonym
  /// Multi-word synonyms (`multiWordsSynonym`).
  case multiWordsSynonym
}

/// The order of facet values in responses (`sortFacetValuesBy`). Algolia's default: ``count``.
public enum SortFacetValuesBy: String, CaseIterable, Codable, Hashable, Sendable {
  /// Most frequent first (`count`).
  case count
  /// Alphabetical (`alpha`).
  case alpha
}
