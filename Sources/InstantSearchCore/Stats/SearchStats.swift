/// The counts a stats label shows: hits, pages, processing time, query.
public struct SearchStats: Codable, Hashable, Sendable {
  /// Hits per page.
  public let hitsPerPage: Int
  /// Matching records (`nbHits`).
  public let totalHitsCount: Int
  /// Hits sorted by relevance under relevant sort.
  public let nbSortedHits: Int?
  /// Pages available (`nbPages`).
  public let pagesCount: Int
  /// The page shown.
  public let page: Int
  /// The engine's processing time in milliseconds.
  public let processingTimeMS: Int
  /// The query searched.
  public let query: String?
  /// The query's click-analytics identifier.
  public let queryID: QueryID?

  /// Stats with every count 0.
  public init() {
    self.init(totalHitsCount: 0, hitsPerPage: 0, pagesCount: 0, processingTimeMS: 0)
  }

  /// Creates stats; `hitsPerPage` defaults to `totalHitsCount`.
  public init(
    totalHitsCount: Int, nbSortedHits: Int? = nil, hitsPerPage: Int? = nil, pagesCount: Int = 1, page: Int = 0,
    processingTimeMS: Int, query: String? = nil, queryID: QueryID? = nil
  ) {
    self.totalHitsCount = totalHitsCount
    self.nbSortedHits = nbSortedHits
    self.hitsPerPage = hitsPerPage ?? totalHitsCount
    self.pagesCount = pagesCount
    self.page = page
    self.processingTimeMS = processingTimeMS
    self.query = query
    self.queryID = queryID
  }

  enum CodingKeys: String, CodingKey {
    case totalHitsCount = "nbHits", nbSortedHits, page, pagesCount = "nbPages", hitsPerPage, processingTimeMS, query, queryID
  }

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    totalHitsCount = try c.decode(Int.self, forKey: .totalHitsCount)
    processingTimeMS = try c.decode(Int.self, forKey: .processingTimeMS)
    nbSortedHits = try c.decodeIfPresent(Int.self, forKey: .nbSortedHits)
    page = try c.decodeIfPresent(Int.self, forKey: .page) ?? 0
    pagesCount = try c.decodeIfPresent(Int.self, forKey: .pagesCount) ?? 1
    hitsPerPage = try c.decodeIfPresent(Int.self, forKey: .hitsPerPage) ?? 20
    query = try c.decodeIfPresent(String.self, forKey: .query)
    queryID = try c.decodeIfPresent(QueryID.self, forKey: .queryID)
  }
}

/// A result that stats can be read from.
public protocol SearchStatsConvertible {
  /// The stats of the result.
  var searchStats: SearchStats { get }
}

extension SearchResponse: SearchStatsConvertible {
  /// Stats with the documented defaults for absent fields.
  public var searchStats: SearchStats {
    SearchStats(
      totalHitsCount: nbHits ?? 0, nbSortedHits: nbSortedHits, hitsPerPage: hitsPerPage ?? 20, pagesCount: nbPages ?? 1,
      page: page ?? 0, processingTimeMS: Int(processingTimeMS ?? 0), query: query, queryID: queryID)
  }
}

extension FacetSearchResponse: SearchStatsConvertible {
  /// Stats counting the facet hits as one page.
  public var searchStats: SearchStats {
    SearchStats(totalHitsCount: facetHits.count, hitsPerPage: facetHits.count, processingTimeMS: Int(processingTimeMS))
  }
}
