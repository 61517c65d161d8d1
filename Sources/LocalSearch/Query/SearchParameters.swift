import InstantSearchCore

/// Every setting a search reads, resolved: engine default < index setting < query parameter.
///
/// The search stages read only this; it is built once per request from the index settings and the
/// request's `Query`.
struct SearchParameters: Sendable {
  typealias QueryType = IndexSettings.QueryType
  typealias TypoTolerance = IndexSettings.TypoTolerance
  typealias ExactOnSingleWordQuery = IndexSettings.ExactOnSingleWordQuery
  typealias RemoveWords = IndexSettings.RemoveWordsIfNoResults
  enum Criterion: Hashable, Sendable {
    case typo, geo, words, filters, proximity, attribute, exact, custom
    case sort(path: AttributePath, ascending: Bool)
  }

  var query = ""
  var queryType = QueryType.prefixLast
  var typoTolerance = TypoTolerance.enabled
  var minWordSizeFor1Typo = 4
  var minWordSizeFor2Typos = 8
  var allowTyposOnNumericTokens = true
  var disableTypoToleranceOnWords: Set<String> = []
  var disableTypoToleranceOnAttributes: Set<String> = []
  var disablePrefixOnAttributes: Set<String> = []
  var disableExactOnAttributes: Set<String> = []
  var restrictSearchableAttributes: Set<String>? = nil
  var optionalWords: [String] = []
  /// Every query word is optional (`similarQuery`).
  var allWordsOptional = false
  var removeWordsIfNoResults = RemoveWords.none
  var advancedSyntax = false
  var exactPhrase = true
  var excludeWords = true
  var removeStopWords = false
  var ignorePlurals = false
  var exactOnSingleWordQuery = ExactOnSingleWordQuery.attribute
  var ranking: [Criterion] = [.typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom]
  var customRanking: [(path: AttributePath, ascending: Bool)] = []
  var minProximity = 1
  /// Whether the index's synonyms apply (`synonyms`).
  var synonyms = true
  /// Whether highlighting shows the query's word where a synonym of it matched (`replaceSynonymsInHighlight`).
  var replaceSynonymsInHighlight = false
  /// Whether a match through a one-word synonym counts as exact (`alternativesAsExact` holding `singleWordSynonym`).
  var singleWordSynonymsAsExact = true
  /// Whether a match through a multi-word synonym counts as exact (`alternativesAsExact` holding `multiWordsSynonym`).
  var multiWordSynonymsAsExact = false

  // Pagination and retrieval
  var page = 0
  var hitsPerPage = 20
  var offset: Int?
  var length: Int?
  var paginationLimitedTo = 1000
  var attributesToRetrieve = ["*"]
  var unretrievableAttributes: [String] = []
  var distinct = 0
  var attributeForDistinct: AttributePath?
  var getRankingInfo = false
  var clickAnalytics = false
  var responseFields: [String] = ["*"]

  // Faceting
  var facets: [String] = []
  var maxValuesPerFacet = 100
  var sortFacetValuesAlphabetically = false
  var facetingAfterDistinct = false
  var maxFacetHits = 10
  var sumOrFiltersScores = false

  // Highlighting and snippeting
  /// `nil` means every searchable attribute.
  var attributesToHighlight: [String]?
  var attributesToSnippet: [String] = []
  var highlightPreTag = "<em>"
  var highlightPostTag = "</em>"
  var snippetEllipsisText = "\u{2026}"
  var restrictHighlightAndSnippetArrays = false

  // Geo
  var geo = GeoSearch()
  /// `aroundLatLng` as sent, echoed in the response.
  var aroundLatLng: Point?

  // Echoed in responses
  var params = ""
  /// The strictness of relevant sort on a virtual replica (0–100), from the query or the settings; `nil` on an
  /// index that is not one, which sorts every match.
  var relevancyStrictness: Int?
  var userData: JSON?
  var renderingContent: RenderingContent?
}
