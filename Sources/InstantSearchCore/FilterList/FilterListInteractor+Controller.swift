/// The link of a filter list to a view (InstantSearch 7.27.1's name).
public typealias FilterListControllerConnection<Filter: FilterType & Hashable, Controller: SelectableListController> =
  FilterListInteractor<Filter>.ControllerConnection<Controller> where Controller.Item == Filter

extension FilterListInteractor {
  /// Links a filter list to a selectable-list view: `(filter, selected)` pairs in item order are pushed at
  /// once and on every change (main queue), each followed by a reload; clicks compute selections.
  ///
  /// InstantSearch 7.27.1 names it `FilterListControllerConnection`.
  public struct ControllerConnection<Controller: SelectableListController>: Connection where Controller.Item == F {
    /// The interactor.
    public let interactor: FilterListInteractor<F>
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: FilterListInteractor<F>, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      let push = { (interactor: FilterListInteractor<F>, controller: Controller) in
        let selections = interactor.selections
        controller.setSelectableItems(selectableItems: interactor.items.map { ($0, selections.contains($0)) })
        controller.reload()
      }
      push(interactor, controller)
      controller.onClick = { [weak interactor] filter in interactor?.computeSelections(selectingItemForKey: filter) }
      interactor.onItemsChanged.subscribe(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        push(interactor, controller)
      }.onQueue(.main)
      interactor.onSelectionsChanged.subscribe(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        push(interactor, controller)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onItemsChanged.cancelSubscription(for: controller)
      interactor.onSelectionsChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: SelectableListController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.Item == F {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
