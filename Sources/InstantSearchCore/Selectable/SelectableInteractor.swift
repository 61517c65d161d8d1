import Foundation

/// A value that can be selected or not, like a filter behind a switch.
///
/// ``computeIsSelected(selecting:)`` asks for a state through ``onSelectedComputed``; the filter-state
/// connection applies it and sets ``isSelected`` back.
public class SelectableInteractor<Item>: ItemInteractor<Item> {
  private let storedIsSelected = Locked(false)

  /// Whether the value is selected; every set fires ``onSelectedChanged``.
  public var isSelected: Bool {
    get { storedIsSelected.value }
    set {
      storedIsSelected.value = newValue
      onSelectedChanged.fire(newValue)
    }
  }

  /// Fires with each selection state set.
  public let onSelectedChanged = Observer<Bool>()
  /// Fires with the state a tap asks for.
  public let onSelectedComputed = Observer<Bool>()

  /// Creates an unselected interactor.
  public override init(item: Item) {
    super.init(item: item)
  }

  /// Fires ``onSelectedComputed`` with the wanted state.
  public func computeIsSelected(selecting: Bool) {
    onSelectedComputed.fire(selecting)
  }
}

/// A view showing a selectable value (a switch, a checkbox).
public protocol SelectableController: ItemController {
  /// Set by the connection; call it with the state the user wants.
  var onClick: ((Bool) -> Void)? { get set }
  /// Shows the selection state.
  func setSelected(_ isSelected: Bool)
}

extension SelectableInteractor {
  /// Links the interactor to a switch-like view.
  ///
  /// On connect the view gets the item and the state at once; later changes arrive on the main queue.
  public struct SelectableControllerConnection<Controller: SelectableController>: Connection where Controller.Item == Item {
    /// The interactor.
    public let interactor: SelectableInteractor<Item>
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: SelectableInteractor<Item>, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      controller.setItem(interactor.item)
      controller.setSelected(interactor.isSelected)
      controller.onClick = { [weak interactor] selecting in interactor?.computeIsSelected(selecting: selecting) }
      interactor.onSelectedChanged.subscribePast(with: controller) { controller, isSelected in
        controller.setSelected(isSelected)
      }.onQueue(.main)
      interactor.onItemChanged.subscribePast(with: controller) { controller, item in
        controller.setItem(item)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onSelectedChanged.cancelSubscription(for: controller)
      interactor.onItemChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a switch-like view; see ``SelectableControllerConnection``.
  @discardableResult
  public func connectController<Controller: SelectableController>(_ controller: Controller)
    -> SelectableControllerConnection<Controller> where Controller.Item == Item
  {
    let connection = SelectableControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
