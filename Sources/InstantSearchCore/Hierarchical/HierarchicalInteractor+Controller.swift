/// A facet of a hierarchical menu with its level and whether it is on the selected path.
public typealias HierarchicalFacet = (facet: Facet, level: Int, isSelected: Bool)

/// A view showing a hierarchical menu.
public protocol HierarchicalController: AnyObject {
  /// The presented form of the menu.
  associatedtype Item
  /// Set by the connection; call it with the clicked value (`"A > B"`).
  var onClick: ((String) -> Void)? { get set }
  /// Shows the menu.
  func setItem(_ item: Item)
}

extension DefaultPresenter {
  /// Hierarchical menus.
  public enum Hierarchical {
    /// Flattens the levels into one list: each level's facets, sorted by value, are inserted right after
    /// the last selected element already placed (or at the end).
    public static let present: HierarchicalPresenter = { facets in
      let levels = Set(facets.map(\.level)).sorted()
      var output: [HierarchicalFacet] = []
      for level in levels {
        let sorted = facets.filter { $0.level == level }.sorted { $0.facet.value < $1.facet.value }
        let position = output.lastIndex { $0.isSelected }.map { $0 + 1 } ?? output.count
        output.insert(contentsOf: sorted, at: position)
      }
      return output
    }
  }
}

extension HierarchicalInteractor {
  /// Links the menu to a view through a presenter (the flattened default unless given): levels and
  /// selection changes reach the view on the main queue; clicks compute the selection.
  public struct ControllerConnection<Controller: HierarchicalController>: Connection {
    /// The interactor.
    public let interactor: HierarchicalInteractor
    /// The view.
    public let controller: Controller
    /// Turns the levels into what the view shows.
    public let presenter: Presenter<[HierarchicalFacet], Controller.Item>

    /// Creates the link without connecting it.
    public init(interactor: HierarchicalInteractor, controller: Controller, presenter: @escaping Presenter<[HierarchicalFacet], Controller.Item>) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let presenter = self.presenter
      let push = { (interactor: HierarchicalInteractor, controller: Controller) in
        let selections = interactor.selections
        let facets = interactor.item.enumerated().flatMap { level, facets in
          facets.map { (facet: $0, level: level, isSelected: selections.contains($0.value)) }
        }
        controller.setItem(presenter(facets))
      }
      controller.onClick = { [weak interactor] value in interactor?.computeSelection(key: value) }
      interactor.onItemChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        push(interactor, controller)
      }.onQueue(.main)
      interactor.onSelectionsChanged.subscribePast(with: controller) { [weak interactor] controller, _ in
        guard let interactor else { return }
        push(interactor, controller)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onItemChanged.cancelSubscription(for: controller)
      interactor.onSelectionsChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a view through a presenter; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: HierarchicalController>(
    _ controller: Controller, presenter: @escaping Presenter<[HierarchicalFacet], Controller.Item>
  ) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }

  /// Connects a view showing the flattened menu of ``DefaultPresenter/Hierarchical/present(_:)``.
  @discardableResult
  public func connectController<Controller: HierarchicalController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.Item == [HierarchicalFacet] {
    connectController(controller, presenter: DefaultPresenter.Hierarchical.present)
  }
}
