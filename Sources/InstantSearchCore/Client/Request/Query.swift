/// The parameters of an Algolia search: the text, filters, facets, pagination and every other search-time setting.
///
/// Each property carries Algolia's parameter name and is `nil` until set; a `nil` property is not sent, so the
/// index setting, or Algolia's default named in the property's documentation, applies. A default query sends
/// nothing: it encodes to `{}` and to an empty ``paramsString``.
///
/// ```swift
/// var query = Query("shoes")
/// query.facets = ["brand", "color"]
/// query.page = 2
/// query.paramsString  // facets=%5B%22brand%22,%22color%22%5D&page=2&query=shoes
/// ```
///
/// Parameters without a typed property go in ``customParameters`` and are sent like the others; decoding keeps
/// every parameter it does not model there, so nothing a request carried is lost. A query is `Codable` as
/// Algolia's JSON object of parameters (``jsonFields``) and converts to and from the `params` string of a request
/// (``paramsString``, ``init(paramsString:)``).
public struct Query: Hashable, Sendable {
  // MARK: Text and filters

  /// The text to search for. `nil`: the empty query, which matches every record.
  public var query: String?
  /// Text whose words are all optional, for "more like this" searches. `nil`: none.
  public var similarQuery: String?
  /// A filter expression (`brand:Apple AND price < 500`). `nil`: no filter.
  public var filters: String?
  /// Legacy facet filters (`attr:value`). `nil`: none.
  public var facetFilters: FiltersParameter?
  /// Legacy numeric filters (`price>=10`, `price:10 TO 20`). `nil`: none.
  public var numericFilters: FiltersParameter?
  /// Legacy tag filters on `_tags`. `nil`: none.
  public var tagFilters: FiltersParameter?
  /// Facet filters that rank matching records first without excluding the others. `nil`: none.
  public var optionalFilters: FiltersParameter?
  /// Whether the scores of matching OR-ed filters add up instead of keeping the best. `nil`: Algolia's `false`.
  public var sumOrFiltersScores: Bool?

  // MARK: Faceting

  /// The attributes whose values are counted in the response (`*` for all). `nil`: none.
  public var facets: [String]?
  /// How many values are returned per facet. `nil`: the index setting (Algolia's default 100).
  public var maxValuesPerFacet: Int?
  /// Whether facets are counted after `distinct` deduplication. `nil`: Algolia's `false`.
  public var facetingAfterDistinct: Bool?
  /// The order of facet values. `nil`: the index setting (Algolia's default ``SortFacetValuesBy/count``).
  public var sortFacetValuesBy: SortFacetValuesBy?
  /// How many values a search for facet values returns (at most 100). `nil`: the index setting (Algolia's 10).
  public var maxFacetHits: Int?

  // MARK: Pagination

  /// The page to return, from 0. `nil`: Algolia's 0.
  public var page: Int?
  /// Hits per page (0–1000; 0 returns no hits, only counts and facets). `nil`: the index setting (Algolia's 20).
  public var hitsPerPage: Int?
  /// The position of the first hit, for offset-based pagination. `nil`: page-based pagination.
  public var offset: Int?
  /// How many hits to return from ``offset`` (0–1000). `nil`: page-based pagination.
  public var length: Int?

  // MARK: Attributes, highlighting, snippeting

  /// The attributes returned in hits (`*` for all). `nil`: the index setting (Algolia's `["*"]`).
  public var attributesToRetrieve: [String]?
  /// The attributes highlighted in hits. `nil`: the index setting (Algolia's default: every searchable attribute).
  public var attributesToHighlight: [String]?
  /// The attributes snippeted in hits, optionally `attribute:wordCount`. `nil`: the index setting (Algolia's none).
  public var attributesToSnippet: [String]?
  /// The tag before highlighted words. `nil`: the index setting (Algolia's `<em>`).
  public var highlightPreTag: String?
  /// The tag after highlighted words. `nil`: the index setting (Algolia's `</em>`).
  public var highlightPostTag: String?
  /// The text marking cut snippets. `nil`: the index setting (Algolia's `…`).
  public var snippetEllipsisText: String?
  /// Whether only matching array elements are highlighted and snippeted. `nil`: the index setting (Algolia's `false`).
  public var restrictHighlightAndSnippetArrays: Bool?
  /// The searchable attributes this search matches in, a subset of the index's. `nil`: all of them.
  public var restrictSearchableAttributes: [String]?
  /// The response fields returned (`*` for all). `nil`: the index setting (Algolia's `["*"]`).
  public var responseFields: [String]?

  // MARK: Typos and languages

  /// Whether and how typos are tolerated. `nil`: the index setting (Algolia's ``TypoTolerance/enabled``).
  public var typoTolerance: TypoTolerance?
  /// The minimum word length for one typo. `nil`: the index setting (Algolia's 4).
  public var minWordSizefor1Typo: Int?
  /// The minimum word length for two typos. `nil`: the index setting (Algolia's 8).
  public var minWordSizefor2Typos: Int?
  /// Whether typos are tolerated on numbers. `nil`: the index setting (Algolia's `true`).
  public var allowTyposOnNumericTokens: Bool?
  /// Attributes matched without typo tolerance. `nil`: the index setting (Algolia's none).
  public var disableTypoToleranceOnAttributes: [String]?
  /// Whether plural and singular forms match each other. `nil`: the index setting (Algolia's `false`).
  public var ignorePlurals: IgnorePlurals?
  /// Whether stop words are ignored. `nil`: the index setting (Algolia's `false`).
  public var removeStopWords: RemoveStopWords?
  /// The languages of the query, for plurals and stop words. `nil`: the index setting (Algolia's none).
  public var queryLanguages: [String]?
  /// The languages of natural-language queries, which adjust several settings at once. `nil`: none.
  public var naturalLanguages: [String]?

  // MARK: Query strategy

  /// Which query words match as prefixes. `nil`: the index setting (Algolia's ``QueryType/prefixLast``).
  public var queryType: QueryType?
  /// How a search without hits is retried with fewer words. `nil`: the index setting (Algolia's no retry).
  public var removeWordsIfNoResults: RemoveWordsIfNoResults?
  /// Whether `"phrases"` and `-exclusions` are understood. `nil`: the index setting (Algolia's `false`).
  public var advancedSyntax: Bool?
  /// The syntax ``advancedSyntax`` enables. `nil`: the index setting (Algolia's both features).
  public var advancedSyntaxFeatures: [AdvancedSyntaxFeatures]?
  /// Words that are optional when present in the query. `nil`: the index setting (Algolia's none).
  public var optionalWords: [String]?
  /// Attributes where the `exact` criterion is not computed. `nil`: the index setting (Algolia's none).
  public var disableExactOnAttributes: [String]?
  /// How the `exact` criterion scores one-word queries. `nil`: the index setting (Algolia's `attribute`).
  public var exactOnSingleWordQuery: ExactOnSingleWordQuery?
  /// Alternative matches counted as exact. `nil`: the index setting (Algolia's plurals and one-word synonyms).
  public var alternativesAsExact: [AlternativesAsExact]?

  // MARK: Ranking

  /// The ranking criteria, in order. `nil`: the index setting (Algolia's typo, geo, words, filters, proximity,
  /// attribute, exact, custom).
  public var ranking: [String]?
  /// How strictly a virtual replica filters out less relevant hits (0–100). `nil`: the index setting (Algolia's 100).
  public var relevancyStrictness: Int?
  /// Deduplication by `attributeForDistinct`. `nil`: the index setting (Algolia's off).
  public var distinct: Distinct?
  /// Whether hits carry `_rankingInfo`. `nil`: Algolia's `false`.
  public var getRankingInfo: Bool?
  /// The smallest proximity distance the ranking distinguishes (1–7). `nil`: the index setting (Algolia's 1).
  public var minProximity: Int?
  /// Whether the attribute criterion uses the attribute with the best proximity. `nil`: the index setting
  /// (Algolia's `false`).
  public var attributeCriteriaComputedByMinProximity: Bool?
  /// Whether synonyms are applied. `nil`: Algolia's `true`.
  public var synonyms: Bool?
  /// Whether highlighting shows the synonym that matched instead of the record's word. `nil`: the index setting
  /// (Algolia's `false`).
  public var replaceSynonymsInHighlight: Bool?
  /// Whether query rules apply. `nil`: the index setting (Algolia's `true`).
  public var enableRules: Bool?
  /// The contexts that activate contextual rules. `nil`: none.
  public var ruleContexts: [String]?
  /// Whether personalization applies. `nil`: the index setting (Algolia's `false`).
  public var enablePersonalization: Bool?
  /// How much personalization weighs (0–100). `nil`: Algolia's 100.
  public var personalizationImpact: Int?
  /// The user identifier for analytics and personalization. `nil`: Algolia identifies users by IP address.
  public var userToken: String?
  /// Whether Dynamic Re-Ranking applies (when the index has it). `nil`: the index setting (Algolia's `true`).
  public var enableReRanking: Bool?
  /// What the UI should render (facet ordering, redirects), returned as the response's `renderingContent`.
  /// `nil`: the index setting (Algolia's none).
  public var renderingContent: JSON?

  // MARK: Geo

  /// The centre of a geo search, sent as `"lat,lng"`. `nil`: no centre, unless ``aroundLatLngViaIP``.
  public var aroundLatLng: Point?
  /// Whether the centre is the location of the searcher's IP address. `nil`: Algolia's `false`.
  public var aroundLatLngViaIP: Bool?
  /// The maximum distance of hits from the centre. `nil`: a radius Algolia derives from record density.
  public var aroundRadius: AroundRadius?
  /// How coarsely distances are compared when ranking. `nil`: Algolia's 10 meters.
  public var aroundPrecision: AroundPrecision?
  /// The smallest radius Algolia may derive when ``aroundRadius`` is `nil`. `nil`: no minimum.
  public var minimumAroundRadius: Int?
  /// Rectangles hits must lie in (any of them). `nil`: no rectangle.
  public var insideBoundingBox: [BoundingBox]?
  /// Polygons hits must lie in (any of them); ignored with ``insideBoundingBox``. `nil`: no polygon.
  public var insidePolygon: [Polygon]?

  // MARK: Analytics

  /// Whether the search counts in analytics. `nil`: Algolia's `true`.
  public var analytics: Bool?
  /// Tags for segmenting analytics. `nil`: none.
  public var analyticsTags: [String]?
  /// Whether the response carries a `queryID` for click and conversion events. `nil`: Algolia's `false`.
  public var clickAnalytics: Bool?
  /// Whether the search takes part in A/B tests. `nil`: Algolia's `true`.
  public var enableABTest: Bool?
  /// Whether the search counts in processing-time percentiles. `nil`: Algolia's `true`.
  public var percentileComputation: Bool?

  // MARK: Other parameters

  /// Parameters without a typed property, by name, sent beside the typed ones.
  ///
  /// When a name here is also a typed property that is set, the typed property is sent. Values from a `params`
  /// string are kept as the JSON they spell (`123`, `true`, `["a"]`) or else as strings.
  public var customParameters: [String: JSON] = [:]

  /// Values read from a request that the typed properties would write differently (`"40.71, -74.01"` for
  /// `aroundLatLng`, which a ``Point`` writes `40.71,-74.01`) or cannot hold (Algolia's empty value `""` of a point
  /// or a named option), by parameter name; they are sent as read while their property keeps the value read.
  var verbatimFields: [String: VerbatimField] = [:]

  /// Creates a query, with `text` as its ``query`` and every other parameter unset.
  public init(_ text: String? = nil) {
    query = text
  }
}
