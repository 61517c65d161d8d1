import Foundation

extension HitsSearcher {
  /// Creates a hits searcher on an Algolia application, over HTTPS.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for an empty application id or key.
  public convenience init(appID: String, apiKey: String, indexName: String, query: Query = Query()) throws {
    self.init(client: try AlgoliaClient(appID: appID, apiKey: apiKey), indexName: indexName, query: query)
  }
}

extension FacetSearcher {
  /// Creates a facet searcher on an Algolia application, over HTTPS.
  public convenience init(appID: String, apiKey: String, indexName: String, facetName: String, query: Query = Query()) throws {
    self.init(client: try AlgoliaClient(appID: appID, apiKey: apiKey), indexName: indexName, facetName: facetName, query: query)
  }
}

extension MultiSearcher {
  /// Creates a multi-searcher on an Algolia application, over HTTPS.
  public convenience init(appID: String, apiKey: String) throws {
    self.init(client: try AlgoliaClient(appID: appID, apiKey: apiKey))
  }
}
