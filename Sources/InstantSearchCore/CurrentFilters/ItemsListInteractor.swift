/// A set of items that user actions add to or remove from.
///
/// ``add(item:)`` and ``remove(item:)`` do not change ``items``: they fire ``onItemsComputed`` with the set
/// asked for, and a connection applies it.
public class ItemsListInteractor<Item: Hashable> {
  private let storedItems: Locked<Set<Item>>

  /// The items; setting fires ``onItemsChanged`` when they differ.
  public var items: Set<Item> {
    get { storedItems.value }
    set { if storedItems.exchange(newValue) != newValue { onItemsChanged.fire(newValue) } }
  }

  /// Fires with the new items.
  public let onItemsChanged = Observer<Set<Item>>()
  /// Fires with the items a user action asks for.
  public let onItemsComputed = Observer<Set<Item>>()

  /// Creates an interactor.
  public init(items: Set<Item> = []) {
    storedItems = Locked(items)
  }

  /// Asks for the items without `item`.
  public func remove(item: Item) { onItemsComputed.fire(items.subtracting([item])) }

  /// Asks for the items with `item`.
  public func add(item: Item) { onItemsComputed.fire(items.union([item])) }
}

/// The filters currently applied, with their groups, for a "current refinements" view.
public final class CurrentFiltersInteractor: ItemsListInteractor<FilterAndID> {
  /// Creates an interactor.
  public override init(items: Set<FilterAndID> = []) { super.init(items: items) }
}

/// A view listing items the user can remove.
public protocol ItemListController: AnyObject {
  /// The item type.
  associatedtype Item: Hashable
  /// Shows the items.
  func setItems(_ items: [Item])
  /// Set by the connection; call it when the user removes an item.
  var onRemoveItem: ((Item) -> Void)? { get set }
  /// Redraws the view.
  func reload()
}

extension CurrentFiltersInteractor {
  /// Links the current filters to a filter state: every change lists the (filter, group) pairs, limited to
  /// `filterGroupIDs` when given; a computed set replaces those groups' content.
  public struct FilterStateConnection: Connection {
    /// The interactor.
    public let interactor: CurrentFiltersInteractor
    /// The filter state.
    public let filterState: FilterState
    /// The groups shown; every group when `nil`.
    public let filterGroupIDs: Set<FilterGroup.ID>?

    /// Creates the link without connecting it.
    public init(interactor: CurrentFiltersInteractor, filterState: FilterState, filterGroupIDs: Set<FilterGroup.ID>? = nil) {
      self.interactor = interactor
      self.filterState = filterState
      self.filterGroupIDs = filterGroupIDs
    }

    public func connect() {
      let ids = filterGroupIDs
      filterState.onChange.subscribePast(with: interactor) { interactor, filters in
        interactor.items = filters.getFiltersAndID().filter { ids?.contains($0.id) ?? true }
      }
      interactor.onItemsComputed.subscribe(with: filterState) { filterState, items in
        if let ids { filterState.removeAll(fromGroupWithIDs: Array(ids)) } else { filterState.removeAll() }
        for item in items { filterState.add(item.filter.filter, toGroupWithID: item.id) }
        filterState.notifyChange()
      }
    }

    public func disconnect() {
      filterState.onChange.cancelSubscription(for: interactor)
      interactor.onItemsComputed.cancelSubscription(for: filterState)
    }
  }

  /// Links the current filters to a list view: items are shown with `presenter` text; removing one asks
  /// the interactor to remove it.
  public struct ControllerConnection<Controller: ItemListController>: Connection where Controller.Item == FilterAndID {
    /// The interactor.
    public let interactor: CurrentFiltersInteractor
    /// The view.
    public let controller: Controller
    /// The text of each filter.
    public let presenter: Presenter<Filter, String>

    /// Creates the link without connecting it.
    public init(interactor: CurrentFiltersInteractor, controller: Controller, presenter: @escaping Presenter<Filter, String> = DefaultPresenter.Filter.present) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let presenter = self.presenter
      controller.onRemoveItem = { [weak interactor] item in
        interactor?.remove(item: FilterAndID(filter: item.filter, id: item.id, text: ""))
      }
      interactor.onItemsChanged.subscribePast(with: controller) { controller, items in
        controller.setItems(items.map { FilterAndID(filter: $0.filter, id: $0.id, text: presenter($0.filter)) })
        controller.reload()
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onRemoveItem = nil
      interactor.onItemsChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a filter state; see ``FilterStateConnection``.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, filterGroupIDs: Set<FilterGroup.ID>? = nil) -> FilterStateConnection {
    let connection = FilterStateConnection(interactor: self, filterState: filterState, filterGroupIDs: filterGroupIDs)
    connection.connect()
    return connection
  }

  /// Connects a list view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: ItemListController>(
    _ controller: Controller, presenter: @escaping Presenter<Filter, String> = DefaultPresenter.Filter.present
  ) -> ControllerConnection<Controller> where Controller.Item == FilterAndID {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
