/// A "clear filters" button.
public final class FilterClearInteractor {
  /// Fires when the button is pressed.
  public let onTriggered = Observer<Void>()

  /// Creates the interactor.
  public init() {}
}

/// Which groups a clear acts on.
public enum ClearMode: Sendable {
  /// The listed groups.
  case specified
  /// Every group except the listed ones.
  case except
}

/// A view with a clear button.
public protocol FilterClearController: AnyObject {
  /// Set by the connection; call it when the button is pressed.
  var onClick: (() -> Void)? { get set }
}

extension FilterClearInteractor {
  /// Links the button to a filter state: each press clears the groups (all when `filterGroupIDs` is nil)
  /// and notifies, even when nothing changed.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: FilterClearInteractor
    /// The filter state.
    public let filterState: FilterState
    /// The groups acted on; every group when `nil`.
    public let filterGroupIDs: [FilterGroup.ID]?
    /// Whether the listed groups are cleared or kept.
    public let clearMode: ClearMode

    /// InstantSearch 7's name of ``interactor``.
    public var filterClearInteractor: FilterClearInteractor { interactor }

    /// Creates the link without connecting it, with InstantSearch 7's label for the interactor.
    public init(
      filterClearInteractor: FilterClearInteractor, filterState: FilterState, filterGroupIDs: [FilterGroup.ID]? = nil,
      clearMode: ClearMode = .specified
    ) {
      self.init(interactor: filterClearInteractor, filterState: filterState, filterGroupIDs: filterGroupIDs, clearMode: clearMode)
    }

    /// Creates the link without connecting it.
    public init(interactor: FilterClearInteractor, filterState: FilterState, filterGroupIDs: [FilterGroup.ID]? = nil, clearMode: ClearMode = .specified) {
      self.interactor = interactor
      self.filterState = filterState
      self.filterGroupIDs = filterGroupIDs
      self.clearMode = clearMode
    }

    public func connect() {
      let (ids, mode) = (filterGroupIDs, clearMode)
      interactor.onTriggered.subscribe(with: filterState) { filterState, _ in
        switch (ids, mode) {
        case (nil, _): filterState.removeAll()
        case (let ids?, .specified): filterState.removeAll(fromGroupWithIDs: ids)
        case (let ids?, .except): filterState.removeAllExcept(fromGroupWithIDs: ids)
        }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      interactor.onTriggered.cancelSubscription(for: filterState)
    }
  }

  /// Links the button to its view: a click fires ``onTriggered``.
  public struct ControllerConnection: Connection {
    /// The interactor.
    public let interactor: FilterClearInteractor
    /// The view.
    public let controller: FilterClearController

    /// Creates the link without connecting it.
    public init(interactor: FilterClearInteractor, controller: FilterClearController) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() { controller.onClick = { [weak interactor] in interactor?.onTriggered.fire() } }

    public func disconnect() { controller.onClick = nil }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, filterGroupIDs: [FilterGroup.ID]? = nil, clearMode: ClearMode = .specified)
    -> FilterStateConnection
  {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, filterGroupIDs: filterGroupIDs, clearMode: clearMode)
    connection.connect()
    return connection
  }

  /// Connects a view; see ``ControllerConnection``.
  @discardableResult
  public func connectController(_ controller: FilterClearController) -> ControllerConnection {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
