import Foundation

// Searchers on an Algolia application, made from its id and key as InstantSearch 7 made them: the initialisers
// never throw; a client that cannot work (an empty application id or key) fails each search with
// `SearchClientError.invalidConfiguration`, delivered through the searcher's `onError`.

extension HitsSearcher {
  /// Creates a hits searcher on an index of an Algolia application, over HTTPS (`SearchClient(appID:apiKey:)`).
  public convenience init(
    appID: ApplicationID, apiKey: APIKey, indexName: IndexName, query: Query = Query(), requestOptions: RequestOptions? = nil,
    isAutoSendingHitsViewEvents: Bool = false
  ) {
    self.init(
      client: SearchClient(appID: appID, apiKey: apiKey), indexName: indexName, query: query, requestOptions: requestOptions,
      isAutoSendingHitsViewEvents: isAutoSendingHitsViewEvents)
  }
}

extension FacetSearcher {
  /// Creates a facet searcher on an index of an Algolia application, over HTTPS (`SearchClient(appID:apiKey:)`).
  public convenience init(
    appID: ApplicationID, apiKey: APIKey, indexName: IndexName, facetName: Attribute, query: Query = Query(),
    requestOptions: RequestOptions? = nil
  ) {
    self.init(
      client: SearchClient(appID: appID, apiKey: apiKey), indexName: indexName, facetName: facetName, query: query,
      requestOptions: requestOptions)
  }
}

extension MultiSearcher {
  /// Creates a multi-searcher on an Algolia application, over HTTPS (`SearchClient(appID:apiKey:)`).
  public convenience init(appID: ApplicationID, apiKey: APIKey, requestOptions: RequestOptions? = nil) {
    self.init(client: SearchClient(appID: appID, apiKey: apiKey), requestOptions: requestOptions)
  }
}
