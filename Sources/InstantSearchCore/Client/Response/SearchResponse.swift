import Foundation

/// The answer to one search: hits, counts, pagination, facets and everything else Algolia returns.
///
/// Every field Algolia documents is modelled; fields it adds later, or that a proxy adds, are kept in
/// ``extraFields``, so decoding never loses anything and re-encoding gives back the same object. All fields
/// except ``hits`` may be absent on the wire; absent fields are `nil` here and omitted when encoding.
/// Defaults that consumers apply to absent fields: `page` 0, `nbPages` 1, `hitsPerPage` 20,
/// `processingTimeMS` 0.
public struct SearchResponse: Hashable, Sendable {
  /// The hits of the requested page, as raw records with their `_highlightResult`, `_snippetResult`,
  /// `_rankingInfo` metadata; decode them with ``hits(as:decoder:)``.
  public var hits: [JSON]
  /// The number of matching records.
  public var nbHits: Int?
  /// The page returned, 0-based.
  public var page: Int?
  /// The number of pages available.
  public var nbPages: Int?
  /// The number of hits per page used.
  public var hitsPerPage: Int?
  /// The offset requested, when the request paginated by `offset`/`length`.
  public var offset: Int?
  /// The length requested, when the request paginated by `offset`/`length`.
  public var length: Int?
  /// The engine's processing time in milliseconds.
  public var processingTimeMS: Int?
  /// Whether `nbHits` is exact.
  public var exhaustiveNbHits: Bool?
  /// Whether facet counts are exact.
  public var exhaustiveFacetsCount: Bool?
  /// Whether typo tolerance was exhaustive.
  public var exhaustiveTypo: Bool?
  /// The newer, grouped form of the exhaustiveness flags.
  public var exhaustive: Exhaustive?
  /// The text query as the engine received it.
  public var query: String?
  /// The request's parameters, echoed as a URL-encoded string.
  public var params: String?
  /// The index that answered (always present in multi-query results).
  public var index: String?
  /// The index that answered, under the name of Algolia's client 8.
  public var indexName: IndexName? {
    get { index }
    set { index = newValue }
  }
  /// Facet counts: attribute → value → count. Values are strings, numeric facets included.
  public var facets: [String: [String: Int]]?
  /// Statistics of numeric facets (`facets_stats`).
  public var facetsStats: [String: FacetStats]?
  /// Statistics of numeric facets (`facets_stats`), under the name of Algolia's client 8.
  public var facetStats: [String: FacetStats]? {
    get { facetsStats }
    set { facetsStats = newValue }
  }
  /// Facet counts of disjunctive facets, computed by the searcher from its extra queries (InstantSearch 7's
  /// split; never on the wire).
  public var disjunctiveFacets: [String: [String: Int]]?
  /// Facet counts of hierarchical facets, computed by the searcher from its extra queries (InstantSearch 7's
  /// split; never on the wire).
  public var hierarchicalFacets: [String: [String: Int]]?
  /// The normalised query words the engine searched for.
  public var parsedQuery: String?
  /// The query with the words `removeWordsIfNoResults` dropped, highlighted.
  public var queryAfterRemoval: String?
  /// The centre of a geo search, `"lat,lng"`.
  public var aroundLatLng: String?
  /// The radius the engine chose for a geo search without `aroundRadius`, in meters.
  public var automaticRadius: String?
  /// The identifier of this query for click analytics (with `clickAnalytics=true`).
  public var queryID: String?
  /// The server that answered.
  public var serverUsed: String?
  /// The index actually used (a replica, for instance).
  public var indexUsed: String?
  /// A warning from the engine.
  public var message: String?
  /// Custom data attached by query rules or settings.
  public var userData: [JSON]?
  /// Rendering content from settings or rules (facet ordering, redirects).
  public var renderingContent: JSON?
  /// `false` for a query of a multi-query with `stopIfEnoughMatches` that was not run.
  public var processed: Bool?
  /// The query rules applied.
  public var appliedRules: [JSON]?
  /// The A/B test in effect.
  public var abTestID: Int?
  /// The A/B test variant in effect.
  public var abTestVariantID: Int?
  /// The number of hits sorted by relevance under relevant sort.
  public var nbSortedHits: Int?
  /// The relevancy strictness applied under relevant sort.
  public var appliedRelevancyStrictness: Int?
  /// Whether counts were cut short by a time-out.
  public var timeoutCounts: Bool?
  /// Whether hits were cut short by a time-out.
  public var timeoutHits: Bool?
  /// The server time in milliseconds.
  public var serverTimeMS: Int?
  /// Detailed timings.
  public var processingTimingsMS: JSON?
  /// Redirect information from query rules.
  public var redirect: JSON?
  /// The cursor of the next page of a browse; `nil` on the last page and in search responses.
  public var cursor: String?
  /// Every member of the response object that the fields above do not name.
  public var extraFields: [String: JSON]

  /// Creates a response; every field but `hits` starts absent.
  public init(hits: [JSON] = [], nbHits: Int? = nil, page: Int? = nil, nbPages: Int? = nil, hitsPerPage: Int? = nil) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
    self.hitsPerPage = hitsPerPage
    self.extraFields = [:]
  }

  /// Decodes the hits into typed records with their metadata.
  ///
  /// - Parameters:
  ///   - type: The record type.
  ///   - decoder: The decoder; its strategies apply to the records.
  /// - Throws: `DecodingError` for the first hit that does not decode, with its index in the coding path.
  public func hits<Record: Decodable>(as type: Record.Type = Record.self, decoder: JSONDecoder = JSONDecoder()) throws
    -> [Hit<Record>]
  {
    try JSON.array(hits).decode(as: [Hit<Record>].self, using: decoder)
  }
}
