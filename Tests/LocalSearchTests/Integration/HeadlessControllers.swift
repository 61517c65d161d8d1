import Foundation

@testable import InstantSearchCore

/// A headless hits list for the end-to-end seeds: it reads its rows from its source when reloaded and reports
/// reloads and scrolls.
final class HeadlessHitsController<Source: HitsSource>: HitsController {
  weak var hitsSource: Source?
  var rows: [Source.Record] = []
  var didReload: (() -> Void)?
  var scrollCount = 0

  func reload() {
    guard let source = hitsSource else { return }
    rows = (0..<source.numberOfHits()).compactMap(source.hit(atIndex:))
    didReload?()
  }

  func scrollToTop() { scrollCount += 1 }
}

/// A headless facet list for the end-to-end seeds: it keeps the items it is given.
final class HeadlessFacetListController: FacetListController {
  var onClick: ((Facet) -> Void)?
  var selectableItems: [SelectableItem<Facet>] = []
  var didSetItems: (() -> Void)?

  func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    self.selectableItems = selectableItems
    didSetItems?()
  }

  func reload() {}

  /// "value count" per item, with " ✓" when selected, in order.
  var rendered: [String] { selectableItems.map { "\($0.item.value) \($0.item.count)\($0.isSelected ? " ✓" : "")" } }
}
