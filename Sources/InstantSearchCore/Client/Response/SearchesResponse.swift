/// The responses of several hits queries sent in one request, in request order, as Algolia's client 8
/// returned them from `multipleQueries`.
public struct SearchesResponse: Codable, Hashable, Sendable {
  /// One response per query, in the same order.
  public var results: [SearchResponse]

  /// Creates a response.
  public init(results: [SearchResponse]) { self.results = results }

  /// The hits responses of a multi-search answer; fails when one of its results is a facet answer.
  init(hitsOf response: MultiSearchResponse) throws(SearchClientError) {
    var results: [SearchResponse] = []
    for (position, result) in response.results.enumerated() {
      guard let hits = result.hitsResponse else {
        throw .decoding(message: "result \(position) of a hits-only multi-query is a facet answer")
      }
      results.append(hits)
    }
    self.results = results
  }
}
