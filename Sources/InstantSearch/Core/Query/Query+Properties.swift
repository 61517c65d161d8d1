import Foundation

// Typed accessors of the v1 `Query`, one per Algolia parameter, in v1's wire forms (decimal numbers, `true`/`false`, compact JSON lists).
extension Query {
  // MARK: Text

  /// The text query.
  public var query: String? { get { string("query") } set { setParameter(withName: "query", to: newValue) } }
  /// The `filters` expression.
  public var filters: String? { get { string("filters") } set { setParameter(withName: "filters", to: newValue) } }
  /// The tag opening a highlighted part.
  public var highlightPreTag: String? {
    get { string("highlightPreTag") } set { setParameter(withName: "highlightPreTag", to: newValue) }
  }
  /// The tag closing a highlighted part.
  public var highlightPostTag: String? {
    get { string("highlightPostTag") } set { setParameter(withName: "highlightPostTag", to: newValue) }
  }
  /// The text marking a cut in a snippet.
  public var snippetEllipsisText: String? {
    get { string("snippetEllipsisText") } set { setParameter(withName: "snippetEllipsisText", to: newValue) }
  }

  // MARK: Numbers

  /// The page to retrieve, from 0.
  public var page: UInt? { get { uint("page") } set { setUInt("page", newValue) } }
  /// The number of hits per page.
  public var hitsPerPage: UInt? { get { uint("hitsPerPage") } set { setUInt("hitsPerPage", newValue) } }
  /// The offset of the first hit (with ``length``, instead of pages).
  public var offset: UInt? { get { uint("offset") } set { setUInt("offset", newValue) } }
  /// The number of hits from ``offset``.
  public var length: UInt? { get { uint("length") } set { setUInt("length", newValue) } }
  /// How many hits per distinct value are kept; 0 disables deduplication.
  public var distinct: UInt? { get { uint("distinct") } set { setUInt("distinct", newValue) } }
  /// The most values returned per facet.
  public var maxValuesPerFacet: UInt? { get { uint("maxValuesPerFacet") } set { setUInt("maxValuesPerFacet", newValue) } }
  /// The shortest word accepting one typo.
  public var minWordSizefor1Typo: UInt? { get { uint("minWordSizefor1Typo") } set { setUInt("minWordSizefor1Typo", newValue) } }
  /// The shortest word accepting two typos.
  public var minWordSizefor2Typos: UInt? { get { uint("minWordSizefor2Typos") } set { setUInt("minWordSizefor2Typos", newValue) } }
  /// The smallest proximity distance counted.
  public var minProximity: UInt? { get { uint("minProximity") } set { setUInt("minProximity", newValue) } }
  /// The geo distance precision, in meters.
  public var aroundPrecision: UInt? { get { uint("aroundPrecision") } set { setUInt("aroundPrecision", newValue) } }
  /// The smallest automatic radius, in meters.
  public var minimumAroundRadius: UInt? { get { uint("minimumAroundRadius") } set { setUInt("minimumAroundRadius", newValue) } }
  /// The most facet values a facet search returns.
  public var maxFacetHits: UInt? { get { uint("maxFacetHits") } set { setUInt("maxFacetHits", newValue) } }

  // MARK: Booleans

  /// Whether hits carry `_rankingInfo`.
  public var getRankingInfo: Bool? { get { bool("getRankingInfo") } set { setBool("getRankingInfo", newValue) } }
  /// Whether the search counts in analytics.
  public var analytics: Bool? { get { bool("analytics") } set { setBool("analytics", newValue) } }
  /// Whether the response carries a `queryID` for click analytics.
  public var clickAnalytics: Bool? { get { bool("clickAnalytics") } set { setBool("clickAnalytics", newValue) } }
  /// Whether personalization applies.
  public var enablePersonalization: Bool? {
    get { bool("enablePersonalization") } set { setBool("enablePersonalization", newValue) }
  }
  /// Whether query rules apply.
  public var enableRules: Bool? { get { bool("enableRules") } set { setBool("enableRules", newValue) } }
  /// Whether quoted phrases and `-word` exclusions are interpreted.
  public var advancedSyntax: Bool? { get { bool("advancedSyntax") } set { setBool("advancedSyntax", newValue) } }
  /// Whether synonyms apply.
  public var synonyms: Bool? { get { bool("synonyms") } set { setBool("synonyms", newValue) } }
  /// Whether highlighting shows the synonym instead of the original word.
  public var replaceSynonymsInHighlight: Bool? {
    get { bool("replaceSynonymsInHighlight") } set { setBool("replaceSynonymsInHighlight", newValue) }
  }
  /// Whether the scores of ORed filters add up.
  public var sumOrFiltersScores: Bool? { get { bool("sumOrFiltersScores") } set { setBool("sumOrFiltersScores", newValue) } }
  /// Whether numeric tokens accept typos.
  public var allowTyposOnNumericTokens: Bool? {
    get { bool("allowTyposOnNumericTokens") } set { setBool("allowTyposOnNumericTokens", newValue) }
  }
  /// Whether highlighting and snippeting keep only matching array elements.
  public var restrictHighlightAndSnippetArrays: Bool? {
    get { bool("restrictHighlightAndSnippetArrays") } set { setBool("restrictHighlightAndSnippetArrays", newValue) }
  }
  /// Whether facets are counted after distinct deduplication.
  public var facetingAfterDistinct: Bool? {
    get { bool("facetingAfterDistinct") } set { setBool("facetingAfterDistinct", newValue) }
  }
  /// Whether the geo centre is the caller's IP location.
  public var aroundLatLngViaIP: Bool? { get { bool("aroundLatLngViaIP") } set { setBool("aroundLatLngViaIP", newValue) } }
  /// Whether the search counts in percentile statistics.
  public var percentileComputation: Bool? {
    get { bool("percentileComputation") } set { setBool("percentileComputation", newValue) }
  }

  // MARK: String lists

  /// The attributes each hit carries.
  public var attributesToRetrieve: [String]? {
    get { stringArray("attributesToRetrieve") } set { setStringArray("attributesToRetrieve", newValue) }
  }
  /// The attributes highlighted.
  public var attributesToHighlight: [String]? {
    get { stringArray("attributesToHighlight") } set { setStringArray("attributesToHighlight", newValue) }
  }
  /// The attributes snippeted (`attribute` or `attribute:words`).
  public var attributesToSnippet: [String]? {
    get { stringArray("attributesToSnippet") } set { setStringArray("attributesToSnippet", newValue) }
  }
  /// The attributes whose facet counts are returned.
  public var facets: [String]? { get { stringArray("facets") } set { setStringArray("facets", newValue) } }
  /// The searchable attributes the query is restricted to.
  public var restrictSearchableAttributes: [String]? {
    get { stringArray("restrictSearchableAttributes") } set { setStringArray("restrictSearchableAttributes", newValue) }
  }
  /// The contexts that select query rules.
  public var ruleContexts: [String]? { get { stringArray("ruleContexts") } set { setStringArray("ruleContexts", newValue) } }
  /// The analytics tags.
  public var analyticsTags: [String]? { get { stringArray("analyticsTags") } set { setStringArray("analyticsTags", newValue) } }
  /// The words that are optional in the query.
  public var optionalWords: [String]? { get { stringArray("optionalWords") } set { setStringArray("optionalWords", newValue) } }
  /// The attributes without typo tolerance.
  public var disableTypoToleranceOnAttributes: [String]? {
    get { stringArray("disableTypoToleranceOnAttributes") } set { setStringArray("disableTypoToleranceOnAttributes", newValue) }
  }
  /// The attributes whose exact criterion is off.
  public var disableExactOnAttributes: [String]? {
    get { stringArray("disableExactOnAttributes") } set { setStringArray("disableExactOnAttributes", newValue) }
  }
  /// The filters that boost rather than restrict.
  public var optionalFilters: [String]? {
    get { stringArray("optionalFilters") } set { setStringArray("optionalFilters", newValue) }
  }
  /// The response fields returned.
  public var responseFields: [String]? {
    get { stringArray("responseFields") } set { setStringArray("responseFields", newValue) }
  }

  // MARK: Legacy filter arrays

  /// The legacy `facetFilters` array (strings and nested OR arrays).
  public var facetFilters: [Any]? { get { jsonArray("facetFilters") } set { setJSONArray("facetFilters", newValue) } }
  /// The legacy `numericFilters` array.
  public var numericFilters: [Any]? { get { jsonArray("numericFilters") } set { setJSONArray("numericFilters", newValue) } }
  /// The legacy `tagFilters` array.
  public var tagFilters: [Any]? { get { jsonArray("tagFilters") } set { setJSONArray("tagFilters", newValue) } }
}
