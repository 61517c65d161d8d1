import Foundation

extension FacetListInteractor {
  /// Links the interactor to a view showing its values.
  ///
  /// On connect the current items are pushed at once; later item and selection changes are pushed on the
  /// main queue: the interactor's ``FacetListInteractor/selectableItems`` (selected values missing from the
  /// items shown with count 0). Taps compute selections.
  public struct ControllerConnection<Controller: FacetListController>: Connection {
    /// The interactor.
    public let interactor: FacetListInteractor
    /// The view.
    public let controller: Controller
    /// Applied to the items before they are shown.
    public let presenter: SelectableListPresentable?

    /// Creates the link without connecting it.
    public init(interactor: FacetListInteractor, controller: Controller, presenter: SelectableListPresentable? = nil) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let interactor = self.interactor
      let presenter = self.presenter
      Self.push(interactor: interactor, to: controller, presenter: presenter)
      controller.onClick = { [weak interactor] facet in interactor?.computeSelections(selectingItemForKey: facet.value) }
      interactor.onItemsChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        Self.push(interactor: interactor, to: controller, presenter: presenter)
      }.onQueue(.main)
      interactor.onSelectionsChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        Self.push(interactor: interactor, to: controller, presenter: presenter)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onItemsChanged.cancelSubscription(for: controller)
      interactor.onSelectionsChanged.cancelSubscription(for: controller)
    }

    private static func push(interactor: FacetListInteractor, to controller: Controller, presenter: SelectableListPresentable?) {
      var selectable = interactor.selectableItems
      if let presenter { selectable = presenter.transform(refinementFacets: selectable) }
      controller.setSelectableItems(selectableItems: selectable)
      controller.reload()
    }
  }

  /// Connects a view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: FacetListController>(
    _ controller: Controller, with presenter: SelectableListPresentable? = nil, externalReload: Bool = false
  ) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
