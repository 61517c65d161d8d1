extension IndexSettings {
  /// Which query words match as prefixes of record words (`queryType`).
  public enum QueryType: String, Hashable, Sendable, CaseIterable {
    /// Only the last word, unless the query ends with a separator.
    case prefixLast
    /// Every word.
    case prefixAll
    /// No word.
    case prefixNone
  }

  /// How a search with no hits is retried with fewer required words (`removeWordsIfNoResults`).
  public enum RemoveWordsIfNoResults: String, Hashable, Sendable, CaseIterable {
    /// No retry.
    case none
    /// Make the last words optional, one more at a time.
    case lastWords
    /// Make the first words optional, one more at a time.
    case firstWords
    /// Retry once with every word optional.
    case allOptional
  }

  /// The order of facet values in responses (`sortFacetValuesBy`).
  public enum SortFacetValuesBy: String, Hashable, Sendable, CaseIterable {
    /// Most frequent first.
    case count
    /// Alphabetical.
    case alpha
  }

  /// How the `exact` criterion scores one-word queries (`exactOnSingleWordQuery`).
  public enum ExactOnSingleWordQuery: String, Hashable, Sendable, CaseIterable {
    /// 1 when a whole attribute value is that word.
    case attribute
    /// Always 0.
    case none
    /// 1 when the word matches exactly somewhere; only exact matches are highlighted.
    case word
  }

  /// Alternative matches that count as exact for the `exact` criterion (`alternativesAsExact`).
  public enum AlternativesAsExact: String, Hashable, Sendable, CaseIterable {
    /// Plural and singular forms.
    case ignorePlurals
    /// One-word synonyms (the engine has no synonyms).
    case singleWordSynonym
    /// Multi-word synonyms (the engine has no synonyms).
    case multiWordsSynonym
  }

  /// Query syntax enabled when `advancedSyntax` is on (`advancedSyntaxFeatures`).
  public enum AdvancedSyntaxFeature: String, Hashable, Sendable, CaseIterable {
    /// `"…"` phrases.
    case exactPhrase
    /// `-word` exclusions.
    case excludeWords
  }

  /// How far typos are tolerated (`typoTolerance`).
  ///
  /// Algolia accepts JSON booleans and the strings `"true"`, `"false"`, `"min"` and `"strict"`; the
  /// booleans and their strings mean the same.
  public enum TypoTolerance: Hashable, Sendable, CaseIterable {
    /// `true`: every allowed typo is a candidate; fewer typos rank first.
    case enabled
    /// `false`: no typos.
    case disabled
    /// `min`: only hits with the smallest total typo count are kept.
    case min
    /// `strict`: hits with the two smallest typo counts are kept, and `typo` ranks first.
    case strict
  }

  /// A setting that is off, on for every language, or on for listed languages (`ignorePlurals`,
  /// `removeStopWords`).
  ///
  /// Algolia accepts booleans, the strings `"true"`/`"false"` and arrays of language codes. The engine
  /// applies English rules only, so ``appliesToEnglish`` is what a search reads.
  public enum LanguageOption: Hashable, Sendable {
    /// `false`.
    case disabled
    /// `true`: every language.
    case enabled
    /// Only these language codes (`["en", "fr"]`).
    case languages([String])

    /// Whether English rules apply: enabled, or a list containing `en`.
    public var appliesToEnglish: Bool {
      switch self {
      case .disabled: return false
      case .enabled: return true
      case .languages(let codes): return codes.contains("en")
      }
    }
  }
}
