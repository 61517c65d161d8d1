// The links of InstantSearch 7's components to one query of a deprecated `MultiIndexSearcher`: each reads the
// response at its query's position and writes to that query's parameters, as its hits-searcher link does.

@available(*, deprecated, message: "Use MultiSearcher")
extension MultiIndexSearcher {
  /// Adds attributes to the `facets` of the query at `queryIndex`, keeping their order; no search.
  func addFacets(_ attributes: [String], toQueryAtIndex queryIndex: Int) {
    guard request.indexQueryStates.indices.contains(queryIndex) else { return }
    request.indexQueryStates[queryIndex].query.addFacets(attributes)
  }

  /// The response of the query at `queryIndex` in a result, when there is one.
  static func response(at queryIndex: Int, of result: SearchesResponse) -> SearchResponse? {
    result.results.indices.contains(queryIndex) ? result.results[queryIndex] : nil
  }
}

@available(*, deprecated, message: "Use MultiSearcher and connectSearcher(_:with:)")
extension FacetListInteractor {
  /// Links the list to one query of a multi-index searcher: the attribute joins that query's facets, and that
  /// query's counts become the items.
  public struct MultiIndexSearcherConnection: Connection {
    /// The interactor.
    public let facetListInteractor: FacetListInteractor
    /// The searcher.
    public let searcher: MultiIndexSearcher
    /// The facet attribute.
    public let attribute: Attribute
    /// The position of the query.
    public let queryIndex: Int

    /// Creates the link without connecting it.
    public init(facetListInteractor: FacetListInteractor, searcher: MultiIndexSearcher, attribute: Attribute, queryIndex: Int) {
      self.facetListInteractor = facetListInteractor
      self.searcher = searcher
      self.attribute = attribute
      self.queryIndex = queryIndex
    }

    public func connect() {
      let (attribute, queryIndex) = (self.attribute, self.queryIndex)
      searcher.addFacets([attribute], toQueryAtIndex: queryIndex)
      searcher.onResults.subscribePast(with: facetListInteractor) { interactor, result in
        guard let response = MultiIndexSearcher.response(at: queryIndex, of: result) else { return }
        interactor.items = response.facetListValues(of: attribute)
      }
    }

    public func disconnect() { searcher.onResults.cancelSubscription(for: facetListInteractor) }
  }

  /// Connects one query of a multi-index searcher; see ``MultiIndexSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: MultiIndexSearcher, with attribute: Attribute, queryIndex: Int) -> MultiIndexSearcherConnection {
    let connection = MultiIndexSearcherConnection(facetListInteractor: self, searcher: searcher, attribute: attribute, queryIndex: queryIndex)
    connection.connect()
    return connection
  }
}

@available(*, deprecated, message: "Use MultiSearcher and connectSearcher(_:)")
extension RelevantSortInteractor {
  /// Links the priority to one query of a multi-index searcher: that query's `appliedRelevancyStrictness` sets it,
  /// and a priority set otherwise sets that query's `relevancyStrictness` and searches.
  public struct MultiIndexSearcherConnection: Connection {
    /// The interactor.
    public let interactor: RelevantSortInteractor
    /// The searcher.
    public let searcher: MultiIndexSearcher
    /// The position of the query.
    public let queryIndex: Int

    /// Creates the link without connecting it.
    public init(interactor: RelevantSortInteractor, searcher: MultiIndexSearcher, queryIndex: Int) {
      self.interactor = interactor
      self.searcher = searcher
      self.queryIndex = queryIndex
    }

    public func connect() {
      let queryIndex = self.queryIndex
      searcher.onResults.subscribePast(with: interactor) { interactor, result in
        interactor.applyResult(appliedRelevancyStrictness: MultiIndexSearcher.response(at: queryIndex, of: result)?.appliedRelevancyStrictness)
      }
      interactor.onItemChanged.subscribe(with: searcher) { [weak interactor] searcher, priority in
        guard let strictness = interactor?.strictnessToSearch(for: priority),
          searcher.request.indexQueryStates.indices.contains(queryIndex)
        else { return }
        searcher.request.indexQueryStates[queryIndex].query.relevancyStrictness = strictness
        searcher.search()
      }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      interactor.onItemChanged.cancelSubscription(for: searcher)
    }
  }

  /// Connects one query of a multi-index searcher; see ``MultiIndexSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: MultiIndexSearcher, queryIndex: Int) -> MultiIndexSearcherConnection {
    let connection = MultiIndexSearcherConnection(interactor: self, searcher: searcher, queryIndex: queryIndex)
    connection.connect()
    return connection
  }
}

@available(*, deprecated, message: "Use MultiSearcher and connectSearcher(_:)")
extension QueryRuleCustomDataInteractor {
  /// Links the custom data to one query of a multi-index searcher: that query's `userData` sets the item, a
  /// failed search clears it.
  public struct MultiIndexSearcherConnection: Connection {
    /// The interactor.
    public let interactor: QueryRuleCustomDataInteractor
    /// The searcher.
    public let searcher: MultiIndexSearcher
    /// The position of the query.
    public let queryIndex: Int

    /// Creates the link without connecting it.
    public init(interactor: QueryRuleCustomDataInteractor, searcher: MultiIndexSearcher, queryIndex: Int) {
      self.interactor = interactor
      self.searcher = searcher
      self.queryIndex = queryIndex
    }

    public func connect() {
      let queryIndex = self.queryIndex
      searcher.onResults.subscribePast(with: interactor) { interactor, result in
        interactor.item = MultiIndexSearcher.response(at: queryIndex, of: result).flatMap(QueryRuleCustomDataInteractor.model(in:))
      }
      searcher.onError.subscribe(with: interactor) { interactor, _ in interactor.item = nil }
    }

    public func disconnect() {
      searcher.onResults.cancelSubscription(for: interactor)
      searcher.onError.cancelSubscription(for: interactor)
    }
  }

  /// Connects one query of a multi-index searcher; see ``MultiIndexSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: MultiIndexSearcher, toQueryAtIndex queryIndex: Int) -> MultiIndexSearcherConnection {
    let connection = MultiIndexSearcherConnection(interactor: self, searcher: searcher, queryIndex: queryIndex)
    connection.connect()
    return connection
  }
}
