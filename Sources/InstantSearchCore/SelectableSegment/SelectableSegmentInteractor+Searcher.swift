extension SelectableSegmentInteractor {
  /// Links the segments to a hits searcher: the attribute joins the searcher's facets, so the results
  /// carry its counts.
  public struct HitsSearcherConnection: Connection {
    /// The interactor.
    public let interactor: SelectableSegmentInteractor<SegmentKey, Segment>
    /// The searcher.
    public let searcher: HitsSearcher
    /// The faceted attribute.
    public let attribute: String

    /// Creates the link without connecting it.
    public init(interactor: SelectableSegmentInteractor<SegmentKey, Segment>, searcher: HitsSearcher, attribute: String) {
      self.interactor = interactor
      self.searcher = searcher
      self.attribute = attribute
    }

    public func connect() { searcher.addFacets([attribute]) }

    /// Leaves the facet in the query: another component may rely on it.
    public func disconnect() {}
  }

  /// Connects a hits searcher; see ``HitsSearcherConnection``.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: String) -> HitsSearcherConnection {
    let connection = HitsSearcherConnection(interactor: self, searcher: searcher, attribute: attribute)
    connection.connect()
    return connection
  }
}
