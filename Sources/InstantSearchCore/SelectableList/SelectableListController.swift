/// A view showing a list of items the user can select.
public protocol SelectableListController: AnyObject, Reloadable {
  /// The item type.
  associatedtype Item
  /// Set by the connection; call it when the user taps an item.
  var onClick: ((Item) -> Void)? { get set }
  /// Receives the items to show with their selection state.
  func setSelectableItems(selectableItems: [SelectableItem<Item>])
}
