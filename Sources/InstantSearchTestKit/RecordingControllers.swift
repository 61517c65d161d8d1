import InstantSearchCore

/// A v2 hits controller without a view: on each reload it reads every row from its source, and it counts the
/// scrolls to the top its interactor asks for.
public final class RecordingHitsController<Source: HitsSource>: HitsController {
  /// The interactor the rows come from, held weakly as a table holds its data source.
  public weak var hitsSource: Source?
  /// The rows read at the last reload.
  public private(set) var rows: [Source.Record] = []
  /// How many times the interactor asked to scroll to the top.
  public private(set) var scrollCount = 0
  /// Called after each reload, once ``rows`` holds the new rows.
  public var didReload: (() -> Void)?

  public init() {}

  public func reload() {
    guard let source = hitsSource else { return }
    rows = (0..<source.numberOfHits()).compactMap(source.hit(atIndex:))
    didReload?()
  }

  public func scrollToTop() { scrollCount += 1 }
}

/// A v2 facet list controller without a view: it keeps the items it is given and counts reloads.
public final class RecordingFacetListController: FacetListController {
  /// Set by the connection; call it to act as a person tapping a value.
  public var onClick: ((Facet) -> Void)?
  /// The items of the last update, in order.
  public private(set) var selectableItems: [SelectableItem<Facet>] = []
  /// How many times the list was reloaded.
  public private(set) var reloadCount = 0
  /// Called after each update, once ``selectableItems`` holds the new items.
  public var didSetItems: (() -> Void)?

  public init() {}

  public func setSelectableItems(selectableItems: [SelectableItem<Facet>]) {
    self.selectableItems = selectableItems
    didSetItems?()
  }

  public func reload() { reloadCount += 1 }

  /// The items as a person reads them: "value count", with " ✓" when selected.
  public var rendered: [String] { selectableItems.map { "\($0.item.value) \($0.item.count)\($0.isSelected ? " ✓" : "")" } }
}
