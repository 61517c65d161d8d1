import Foundation

/// The pages of a hits searcher's current request, each loaded as a search of its own through the searcher's
/// client (the searcher's results and events are left alone).
public struct HitsSearcherPageSource<Item: Decodable>: PageSource {
  /// The searcher whose request, client and options the pages are searched with.
  public let searcher: HitsSearcher
  /// Decodes the hits.
  public let jsonDecoder: JSONDecoder

  /// Creates the pages of `searcher`'s request.
  public init(searcher: HitsSearcher, jsonDecoder: JSONDecoder = JSONDecoder()) {
    self.searcher = searcher
    self.jsonDecoder = jsonDecoder
  }

  public func fetchInitialPage() async throws -> AlgoliaHitsPage<Item> { try await fetch(page: 0) }

  public func fetchPage(before page: AlgoliaHitsPage<Item>) async throws -> AlgoliaHitsPage<Item> { try await fetch(page: page.page - 1) }

  public func fetchPage(after page: AlgoliaHitsPage<Item>) async throws -> AlgoliaHitsPage<Item> { try await fetch(page: page.page + 1) }

  private func fetch(page: Int) async throws -> AlgoliaHitsPage<Item> {
    let request = searcher.request
    var query = request.query
    query.page = page
    let response = try await searcher.client.search(
      MultiSearchRequest(queries: [.hits(IndexedQuery(indexName: request.indexName, query: query))]), requestOptions: request.requestOptions)
    guard let hits = response.results.first?.hitsResponse else { throw MultiSearchError.emptyResults }
    return try AlgoliaHitsPage(hits, jsonDecoder: jsonDecoder)
  }
}
