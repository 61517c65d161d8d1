import Foundation

/// The answer to one search: hits, counts, pagination, facets and everything else Algolia returns.
///
/// Every field Algolia documents is modelled; fields it adds later, or that a proxy adds, are kept in
/// ``extraFields``, so decoding never loses anything and re-encoding gives back the same object. All fields
/// except ``hits`` may be absent on the wire; absent fields are `nil` here and omitted when encoding.
/// Defaults that consumers apply to absent fields: `page` 0, `nbPages` 1, `hitsPerPage` 20,
/// `processingTimeMS` 0. Field names and types are those of Algolia's client 8.
public struct SearchResponse: Hashable, Sendable {
  /// The hits of the requested page: raw records (each hit's ``Hit/object`` is the object as sent, with its
  /// `_highlightResult`, `_snippetResult` and `_rankingInfo` members) with their typed metadata; decode them with
  /// ``hits(as:decoder:)`` or ``extractHits(jsonDecoder:)``.
  public var hits: [Hit<JSON>]
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
  public var processingTimeMS: TimeInterval?
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
  /// The index that answered (`index`, always present in multi-query results).
  public var indexName: IndexName?
  /// The facet values counted per attribute, each list in the order the engine ranks them: by count
  /// descending, then by value (alphabetically with `sortFacetValuesBy=alpha`). Values are strings, numeric
  /// facets included. On a ``HitsSearcher``'s results these are the counts of the results query only.
  public var facets: [Attribute: [Facet]]?
  /// Statistics of numeric facets (`facets_stats`).
  public var facetStats: [Attribute: FacetStats]?
  /// The values of disjunctive facets, counted by a ``HitsSearcher``'s extra queries (each without the
  /// refinements of its own facet), with the refined values a list keeps at 0.
  public var disjunctiveFacets: [Attribute: [Facet]]?
  /// The values of hierarchical facets, counted by a ``HitsSearcher``'s extra queries, one per level.
  public var hierarchicalFacets: [Attribute: [Facet]]?
  /// The normalised query words the engine searched for.
  public var parsedQuery: String?
  /// The query with the words `removeWordsIfNoResults` dropped, highlighted.
  public var queryAfterRemoval: String?
  /// The centre of a geo search (`"lat,lng"` on the wire; `nil` when that text is not two numbers).
  public var aroundLatLng: Point?
  /// The radius the engine chose for a geo search without `aroundRadius`, in meters.
  public var automaticRadius: Double?
  /// The identifier of this query for click analytics (with `clickAnalytics=true`).
  public var queryID: QueryID?
  /// The server that answered.
  public var serverUsed: String?
  /// The index actually used (a replica, for instance).
  public var indexUsed: String?
  /// A warning from the engine.
  public var message: String?
  /// Custom data attached by query rules or settings.
  public var userData: [JSON]?
  /// Rendering content from settings or rules (facet ordering, redirects).
  public var renderingContent: RenderingContent?
  /// `false` for a query of a multi-query with `stopIfEnoughMatches` that was not run.
  public var processed: Bool?
  /// The query rules applied.
  public var appliedRules: [JSON]?
  /// The A/B test in effect.
  public var abTestID: ABTestID?
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
  /// How each hit's ranking was reached, with `explain` in the request.
  public var explain: JSON?
  /// The cursor of the next page of a browse; `nil` on the last page and in search responses.
  public var cursor: Cursor?
  /// Every member of the response object that the fields above do not name.
  public var extraFields: [String: JSON]

  /// Creates a response; every field but `hits` starts absent.
  public init(hits: [Hit<JSON>] = [], nbHits: Int? = nil, page: Int? = nil, nbPages: Int? = nil, hitsPerPage: Int? = nil) {
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
    let records: [Record] = try extractHits(jsonDecoder: decoder)
    return zip(hits, records).map { hit, record in hit.withObject(record) }
  }

  /// Decodes each hit's record (the whole hit object, metadata included) as `T`: a record type, or a
  /// ``Hit`` of one; `JSON` gives the records as sent, with no decoding.
  ///
  /// - Throws: `DecodingError` for the first hit that does not decode, with its index in the coding path.
  public func extractHits<T: Decodable>(jsonDecoder: JSONDecoder) throws -> [T] {
    // The same types at run time: no element-by-element conditional cast.
    if T.self == JSON.self { return unsafeBitCast(hits.map(\.object), to: [T].self) }
    if T.self == Hit<JSON>.self { return unsafeBitCast(hits, to: [T].self) }
    return try JSON.array(hits.map(\.object)).decode(as: [T].self, using: jsonDecoder)
  }
}
