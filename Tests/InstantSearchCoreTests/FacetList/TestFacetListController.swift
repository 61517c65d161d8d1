@testable import InstantSearchCore

/// A headless facet list: records what it is given.
final class TestFacetListController: FacetListController {
  var onClick: ((Facet) -> Void)?
  var selectableItems: [SelectableItem<Facet>] = []
  var reloadCount = 0
  var didSetItems: (() -> Void)?

  func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    self.selectableItems = selectableItems
    didSetItems?()
  }

  func reload() { reloadCount += 1 }

  /// "value (count)✓" per item, in order.
  var rendered: [String] { selectableItems.map { "\($0.item.value) \($0.item.count)\($0.isSelected ? " ✓" : "")" } }
}
