import Foundation

/// Holds one value and tells when it is set.
///
/// Every set fires ``onItemChanged``, even with an equal value; the initial value is not fired.
public class ItemInteractor<Item> {
  private let storedItem: Locked<Item>

  /// The value; setting it fires ``onItemChanged``.
  public var item: Item {
    get { storedItem.value }
    set {
      storedItem.value = newValue
      onItemChanged.fire(newValue)
    }
  }

  /// Fires with each value set.
  public let onItemChanged = Observer<Item>()

  /// Creates an interactor holding `item`.
  public init(item: Item) {
    self.storedItem = Locked(item)
  }
}

/// A view showing one value.
public protocol ItemController: AnyObject {
  /// The value type shown.
  associatedtype Item
  /// Shows a value.
  func setItem(_ item: Item)
  /// Shows that there is no value.
  func invalidate()
}

extension ItemController {
  /// Does nothing by default.
  public func invalidate() {}
}

extension ItemInteractor {
  /// Links the interactor to a view through a presenter: every value set reaches the view on the main queue.
  public struct ControllerConnection<Controller: ItemController, Output>: Connection where Controller.Item == Output {
    /// The interactor.
    public let interactor: ItemInteractor<Item>
    /// The view.
    public let controller: Controller
    /// Turns the value into what the view shows.
    public let presenter: Presenter<Item, Output>

    /// Creates the link without connecting it.
    public init(interactor: ItemInteractor<Item>, controller: Controller, presenter: @escaping Presenter<Item, Output>) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let presenter = self.presenter
      interactor.onItemChanged.subscribePast(with: controller) { controller, item in
        controller.setItem(presenter(item))
      }.onQueue(.main)
    }

    public func disconnect() {
      interactor.onItemChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a view through a presenter; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: ItemController, Output>(
    _ controller: Controller, presenter: @escaping Presenter<Item, Output>
  ) -> ControllerConnection<Controller, Output> {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
