import InstantSearchCore

/// The settings of an index, as Algolia's `GET /1/indexes/{index}/settings` returns them, typed.
///
/// There is one property per setting the engine honours or accepts. A new value holds Algolia's
/// defaults; keys that are absent or `null` in loaded JSON keep them. Settings marked "a query may
/// override it" can also be sent with a search, and then win for that search.
///
/// Modifier syntax is parsed once, at load: ``searchableAttributes``, ``attributesForFaceting``,
/// ``ranking``, ``customRanking``, ``numericAttributesForFiltering`` and ``attributesToSnippet`` hold
/// typed entries. Legacy names (`attributesToIndex`, `numericAttributesToIndex`, `slaves`) load into
/// their current ones. Keys Algolia has but the engine ignores are kept in ``ignoredSettings``.
///
/// Load with ``init(json:)``, ``init(data:)`` or ``init(contentsOf:)``; any invalid key fails the whole
/// load with an ``IndexSettingsError``. Encoding writes Algolia's JSON form back.
public struct IndexSettings: Equatable, Sendable {
  // MARK: Attributes

  /// Attributes matched by queries, ranked by entry. Default `[]`: every attribute, unordered, rank 0.
  /// Loaded from `searchableAttributes` or legacy `attributesToIndex`. Not overridable by a query.
  public var searchableAttributes: [SearchableAttribute] = []
  /// Attributes that can be faceted and filtered on. Default `[]`. Not overridable by a query.
  public var attributesForFaceting: [FacetingAttribute] = []
  /// Attributes never returned, highlighted or snippeted. Default `[]`. Not overridable by a query.
  public var unretrievableAttributes: [Attribute] = []
  /// Attributes returned in hits: `*` for all, `-attr` to exclude one after `*`. Default `["*"]`;
  /// a query may override it.
  public var attributesToRetrieve: [String] = ["*"]
  /// Attributes usable in numeric filters. Default `[]`: every numeric attribute. Loaded from
  /// `numericAttributesForFiltering` or legacy `numericAttributesToIndex`. Not overridable by a query.
  public var numericAttributesForFiltering: [NumericFilteringAttribute] = []
  /// The attribute whose value groups hits for ``distinct``. Default none. Not overridable by a query.
  public var attributeForDistinct: Attribute?

  // MARK: Ranking

  /// Criteria hits are compared by, in order. Default ``RankingCriterion/defaultRanking``; a query may
  /// override it.
  public var ranking: [RankingCriterion] = RankingCriterion.defaultRanking
  /// The attributes the `custom` criterion compares, in order. Default `[]`. Not overridable by a query.
  public var customRanking: [CustomRankingCriterion] = []
  /// How much relevance a virtual replica's relevant sort demands, 0–100: 100 sorts only the matches as relevant
  /// as the best, 0 sorts every match. Default 100; a query may override it. It applies to an index that another
  /// index of the same ``LocalClient`` lists as `virtual(name)` in its `replicas`; other indices sort every match.
  public var relevancyStrictness = 100
  /// How the `exact` criterion scores one-word queries. Default `attribute`; a query may override it.
  public var exactOnSingleWordQuery = ExactOnSingleWordQuery.attribute
  /// Alternative matches counted as exact. Default `[ignorePlurals, singleWordSynonym]`; a query may
  /// override it.
  public var alternativesAsExact: [AlternativesAsExact] = [.ignorePlurals, .singleWordSynonym]
  /// Attributes whose matches never count as exact. Default `[]`; a query may override it.
  public var disableExactOnAttributes: [Attribute] = []
  /// The smallest distance counted between two matched words, 1–7. Default 1; a query may override it.
  public var minProximity = 1
  /// Whether the Attribute criterion uses the attribute where the words are closest. Default `false`;
  /// a query may override it.
  public var attributeCriteriaComputedByMinProximity = false

  // MARK: Query interpretation

  /// Which query words are prefixes. Default `prefixLast`; a query may override it.
  public var queryType = QueryType.prefixLast
  /// How a search without hits is retried. Default `none`; a query may override it.
  public var removeWordsIfNoResults = RemoveWordsIfNoResults.none
  /// Whether `"phrases"` and `-exclusions` are parsed. Default `false`; a query may override it.
  public var advancedSyntax = false
  /// The syntax `advancedSyntax` enables. Default both; a query may override it.
  public var advancedSyntaxFeatures: [AdvancedSyntaxFeature] = [.exactPhrase, .excludeWords]
  /// Words a hit may lack; each string may hold several words. Loaded from a string or an array.
  /// Default `[]`; a query may override it.
  public var optionalWords: [String] = []
  /// Whether plural and singular forms match each other. Default disabled; a query may override it.
  public var ignorePlurals = LanguageOption.disabled
  /// Whether stop words are removed from queries. Default disabled; a query may override it.
  public var removeStopWords = LanguageOption.disabled
  /// Languages of queries. Default `[]`; a query may override it.
  public var queryLanguages: [String] = []
  /// Languages of records. Default `[]`. Not overridable by a query.
  public var indexLanguages: [String] = []

  // MARK: Typos

  /// How far typos are tolerated. Default enabled; a query may override it.
  public var typoTolerance = TypoTolerance.enabled
  /// The shortest query word allowed one typo. Default 4; a query may override it.
  public var minWordSizefor1Typo = 4
  /// The shortest query word allowed two typos. Default 8; a query may override it.
  public var minWordSizefor2Typos = 8
  /// Whether all-digit query words may have typos. Default `true`; a query may override it.
  public var allowTyposOnNumericTokens = true
  /// Attributes where matches must have no typo. Default `[]`; a query may override it.
  public var disableTypoToleranceOnAttributes: [Attribute] = []
  /// Query words never matched with typos. Default `[]`. Not overridable by a query.
  public var disableTypoToleranceOnWords: [String] = []
  /// Attributes where query words never match as prefixes. Default `[]`. Not overridable by a query.
  public var disablePrefixOnAttributes: [Attribute] = []

  // MARK: Text processing

  /// Characters indexed as words instead of separators. Default `""`. Not overridable by a query.
  public var separatorsToIndex = ""
  /// Characters whose diacritics are kept by normalisation. Default `""`. Not overridable by a query.
  public var keepDiacriticsOnCharacters = ""
  /// Extra normalisation, by scope; the engine honours `"default"`, mapping characters to replacements.
  /// Default `{}`. Not overridable by a query.
  public var customNormalization: [String: [String: String]] = [:]
  /// Whether highlights show the synonym that matched. Default `false`; a query may override it.
  /// Accepted; the engine has no synonyms, so it has no effect.
  public var replaceSynonymsInHighlight = false
  /// Whether integer arrays may be stored compressed. Default `false`. Not overridable by a query.
  /// Accepted and ignored.
  public var allowCompressionOfIntegerArray = false

  // MARK: Highlighting and snippets

  /// Attributes highlighted in hits; `nil` (the default) means every searchable attribute, `["*"]` all
  /// attributes, `[]` none. A query may override it.
  public var attributesToHighlight: [String]?
  /// Attributes snippeted in hits, with their window sizes. Default `[]`; a query may override it.
  public var attributesToSnippet: [SnippetAttribute] = []
  /// Inserted before each highlighted span. Default `<em>`; a query may override it.
  public var highlightPreTag = "<em>"
  /// Inserted after each highlighted span. Default `</em>`; a query may override it.
  public var highlightPostTag = "</em>"
  /// Marks text cut from a snippet. Default `…` (U+2026); a query may override it.
  public var snippetEllipsisText = "\u{2026}"
  /// Whether array elements without a match are left out of highlights and snippets. Default `false`;
  /// a query may override it.
  public var restrictHighlightAndSnippetArrays = false

  // MARK: Pagination, faceting, distinct

  /// Hits per page, 1–1000 (a query may also send 0). Default 20; a query may override it.
  public var hitsPerPage = 20
  /// The number of hits reachable through pagination, 0–20000. Default 1000. Not overridable by a query.
  public var paginationLimitedTo = 1000
  /// Values returned per facet, 0–1000. Default 100; a query may override it.
  public var maxValuesPerFacet = 100
  /// The order of facet values. Default `count`; a query may override it.
  public var sortFacetValuesBy = SortFacetValuesBy.count
  /// Facet values returned by search for facet values, 0–100. Default 10; a query may override it.
  public var maxFacetHits = 10
  /// Hits kept per ``attributeForDistinct`` group, 0–4; 0 turns grouping off (JSON `false` is 0,
  /// `true` is 1). Default 0; a query may override it.
  public var distinct = 0

  // MARK: Responses

  /// Response fields returned; `*` for all. Default `["*"]`; a query may override it.
  public var responseFields: [String] = ["*"]
  /// Free JSON returned as `userData` in responses; `nil` (the default) returns none. Not overridable
  /// by a query.
  public var userData: JSON?
  /// Returned verbatim as `renderingContent` in responses; `nil` (the default) returns none. A query may
  /// override it.
  public var renderingContent: [String: JSON]?

  // MARK: Legacy synonyms

  /// `synonyms`: groups of words or phrases that find one another, the settings' form of regular synonyms from
  /// before the synonyms API. Searches apply them beside the index's synonyms; `nil` (the default) gives none.
  public var synonymGroups: [[String]]?
  /// `placeholders`: for each placeholder token records hold (`<streetnumber>`), the query words that find it;
  /// the settings' form of placeholder synonyms. `nil` (the default) gives none.
  public var placeholders: [String: [String]]?
  /// `altCorrections`: the settings' form of alternative corrections. `nil` (the default) gives none.
  public var altCorrections: [AltCorrection]?

  // MARK: Ignored

  /// Settings Algolia has that the engine accepts and ignores (`replicas`, `primary`, `version`, `mode`,
  /// `camelCaseAttributes`, …), by key, as given; a legacy `slaves` is kept as `replicas`.
  /// Written back unchanged when encoding.
  public var ignoredSettings: [String: JSON] = [:]

  /// The legacy names settings were last given under, by the current name they load into
  /// (`["searchableAttributes": "attributesToIndex"]` after `attributesToIndex` was set): ``json`` writes those
  /// settings back under them, as v1's engine did. Giving the current name forgets the legacy one.
  public var legacyNames: [String: String] = [:]

  /// Creates settings holding Algolia's defaults.
  public init() {}
}
