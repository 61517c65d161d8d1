import Foundation

extension FacetListInteractor {
  /// Links the interactor to a view showing its values.
  ///
  /// On connect the current items are pushed at once; later item and selection changes are pushed on the
  /// main queue: the interactor's ``FacetListInteractor/selectableItems`` (selected values missing from the
  /// items shown with count 0), each push followed by the controller's `reload()` unless ``externalReload``
  /// (reloading is then left to the caller, e.g. a `MultiSourceReloadNotifier`). Taps compute selections.
  ///
  /// InstantSearch 7.27.1 names it `FacetListConnector.ControllerConnection`.
  public struct ControllerConnection<Controller: FacetListController>: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The view.
    public let controller: Controller
    /// Applied to the items before they are shown.
    public let presenter: SelectableListPresentable?
    /// Whether pushing items leaves the controller's reload to the caller.
    public let externalReload: Bool

    /// The interactor, under InstantSearch 7.27.1's name.
    public var facetListInteractor: FacetListInteractor { interactor }

    /// Creates the link without connecting it.
    public init(
      interactor: FacetListInteractor, controller: Controller, presenter: SelectableListPresentable? = nil, externalReload: Bool = false
    ) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
      self.externalReload = externalReload
    }

    /// Creates the link without connecting it, with InstantSearch 7.27.1's labels.
    public init(
      facetListInteractor: FacetListInteractor, controller: Controller, presenter: SelectableListPresentable? = nil,
      externalReload: Bool = false
    ) {
      self.init(interactor: facetListInteractor, controller: controller, presenter: presenter, externalReload: externalReload)
    }

    public func connect() {
      let interactor = self.interactor
      let presenter = self.presenter
      let reloads = !externalReload
      Self.push(interactor: interactor, to: controller, presenter: presenter, reloads: reloads)
      controller.onClick = { [weak interactor] facet in interactor?.computeSelections(selectingItemForKey: facet.value) }
      interactor.onItemsChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        Self.push(interactor: interactor, to: controller, presenter: presenter, reloads: reloads)
      }.onQueue(.main)
      interactor.onSelectionsChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        Self.push(interactor: interactor, to: controller, presenter: presenter, reloads: reloads)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onItemsChanged.cancelSubscription(for: controller)
      interactor.onSelectionsChanged.cancelSubscription(for: controller)
    }

    private static func push(
      interactor: FacetListInteractor, to controller: Controller, presenter: SelectableListPresentable?, reloads: Bool
    ) {
      var selectable = interactor.selectableItems
      if let presenter { selectable = presenter.transform(refinementFacets: selectable) }
      controller.setSelectableItems(selectableItems: selectable)
      if reloads { controller.reload() }
    }
  }

  /// Connects a view; see ``ControllerConnection``.
  ///
  /// - Parameters:
  ///   - presenter: Applied to the items before they are shown.
  ///   - externalReload: Whether the caller reloads the view itself after items are pushed.
  @discardableResult
  public func connectController<Controller: FacetListController>(
    _ controller: Controller, with presenter: SelectableListPresentable? = nil, externalReload: Bool = false
  ) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter, externalReload: externalReload)
    connection.connect()
    return connection
  }
}
