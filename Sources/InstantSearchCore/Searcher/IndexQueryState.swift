/// An index name with its parameters: InstantSearch 7's view of a searcher's request.
public struct IndexQueryState: Hashable, Sendable {
  /// The index.
  public var indexName: String
  /// The parameters.
  public var query: Query

  /// Creates a state.
  public init(indexName: String, query: Query = Query()) {
    self.indexName = indexName
    self.query = query
  }
}

extension HitsSearcher {
  /// Creates a searcher from an index and its parameters.
  public convenience init(
    client: SearchBackend, indexQueryState: IndexQueryState, requestOptions: RequestOptions? = nil,
    isAutoSendingHitsViewEvents: Bool = false
  ) {
    self.init(
      client: client, indexName: indexQueryState.indexName, query: indexQueryState.query, requestOptions: requestOptions,
      isAutoSendingHitsViewEvents: isAutoSendingHitsViewEvents)
  }

  /// The request as index name and parameters (InstantSearch 7's accessor).
  public var indexQueryState: IndexQueryState {
    get { IndexQueryState(indexName: request.indexName, query: request.query) }
    set { request = Request(indexName: newValue.indexName, query: newValue.query, requestOptions: request.requestOptions) }
  }
}

extension FacetSearcher {
  /// The request as index name and context parameters (InstantSearch 7's accessor).
  public var indexQueryState: IndexQueryState {
    get { IndexQueryState(indexName: request.indexName, query: request.context) }
    set {
      var new = request
      new.indexName = newValue.indexName
      new.context = newValue.query
      request = new
    }
  }
}
