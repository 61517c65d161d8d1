/// The answer to several queries sent in one request (`/1/indexes/*/queries`), in request order.
public struct MultiSearchResponse: Codable, Hashable, Sendable {
  /// One result per query of the request, in the same order.
  public var results: [Result]

  /// Creates a response.
  public init(results: [Result]) { self.results = results }

  /// One result, under the name of Algolia's client 8.
  public typealias Response = Result

  /// The results, as InstantSearch 7.27.1's multi-search protocols read them.
  public var subResults: [Response] { results }

  /// The result of one query: hits for a search, facet values for a search for facet values.
  ///
  /// A result object that holds `facetHits` is a facet result; any other is a hits result.
  public enum Result: Codable, Hashable, Sendable {
    /// The result of a hits search.
    case hits(SearchResponse)
    /// The result of a search for facet values.
    case facets(FacetSearchResponse)

    public init(from decoder: Decoder) throws {
      let keys = try decoder.container(keyedBy: DynamicCodingKey.self)
      if keys.contains(DynamicCodingKey("facetHits")) {
        self = .facets(try FacetSearchResponse(from: decoder))
      } else {
        self = .hits(try SearchResponse(from: decoder))
      }
    }

    public func encode(to encoder: Encoder) throws {
      switch self {
      case .hits(let response): try response.encode(to: encoder)
      case .facets(let response): try response.encode(to: encoder)
      }
    }

    /// The hits result, `nil` for a facet result.
    public var hitsResponse: SearchResponse? {
      if case .hits(let response) = self { return response }
      return nil
    }

    /// The facet result, `nil` for a hits result.
    public var facetsResponse: FacetSearchResponse? {
      if case .facets(let response) = self { return response }
      return nil
    }
  }
}
