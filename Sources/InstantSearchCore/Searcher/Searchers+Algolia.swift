import Foundation

extension HitsSearcher {
  /// Creates a hits searcher on an Algolia application, over HTTPS.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key.
  public convenience init(
    appID: String, apiKey: String, indexName: String, query: Query = Query(), requestOptions: RequestOptions? = nil
  ) throws {
    self.init(client: try AlgoliaClient(appID: appID, apiKey: apiKey), indexName: indexName, query: query, requestOptions: requestOptions)
  }
}

extension FacetSearcher {
  /// Creates a facet searcher on an Algolia application, over HTTPS.
  public convenience init(
    appID: String, apiKey: String, indexName: String, facetName: String, query: Query = Query(), requestOptions: RequestOptions? = nil
  ) throws {
    self.init(
      client: try AlgoliaClient(appID: appID, apiKey: apiKey), indexName: indexName, facetName: facetName, query: query,
      requestOptions: requestOptions)
  }
}

extension MultiSearcher {
  /// Creates a multi-searcher on an Algolia application, over HTTPS.
  public convenience init(appID: String, apiKey: String, requestOptions: RequestOptions? = nil) throws {
    self.init(client: try AlgoliaClient(appID: appID, apiKey: apiKey), requestOptions: requestOptions)
  }
}
