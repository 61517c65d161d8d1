/// Links any hits interactor to a filter state: each notified change invalidates its pages
/// (`notifyQueryChanged()`), as a new query does.
public struct HitsInteractorFilterStateConnection<Interactor: AnyHitsInteractor>: Connection {
  /// The interactor.
  public let interactor: Interactor
  /// The filter state.
  public let filterState: FilterState

  /// Creates the link without connecting it.
  public init(interactor: Interactor, filterState: FilterState) {
    self.interactor = interactor
    self.filterState = filterState
  }

  public func connect() {
    filterState.onChange.subscribePast(with: interactor) { interactor, _ in interactor.notifyQueryChanged() }
  }

  public func disconnect() {
    filterState.onChange.cancelSubscription(for: interactor)
  }
}

extension AnyHitsInteractor {
  /// Connects a filter state; see ``HitsInteractorFilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> Connection {
    let connection = HitsInteractorFilterStateConnection(interactor: self, filterState: filterState)
    connection.connect()
    return connection
  }
}
