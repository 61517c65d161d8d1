import Foundation

/// A list of items with a set of selected keys.
///
/// A tap does not select by itself: ``computeSelections(selectingItemForKey:)`` fires
/// ``onSelectionsComputed`` with the selection the tap asks for, and a filter-state connection turns that
/// into filters whose change comes back as ``selections``.
public class SelectableListInteractor<Key: Hashable, Item: Equatable> {
  private let storedItems: Locked<[Item]>
  private let storedSelections = Locked<Set<Key>>([])

  /// The items; setting fires ``onItemsChanged`` when they differ.
  public var items: [Item] {
    get { storedItems.value }
    set {
      if storedItems.exchange(newValue) != newValue { onItemsChanged.fire(newValue) }
    }
  }

  /// The selected keys; setting fires ``onSelectionsChanged`` when they differ.
  public var selections: Set<Key> {
    get { storedSelections.value }
    set {
      if storedSelections.exchange(newValue) != newValue { onSelectionsChanged.fire(newValue) }
    }
  }

  /// Fires with the new items.
  public let onItemsChanged = Observer<[Item]>()
  /// Fires with the new selection.
  public let onSelectionsChanged = Observer<Set<Key>>()
  /// Fires with the selection a tap asks for.
  public let onSelectionsComputed = Observer<Set<Key>>()
  /// Single or multiple selection.
  public let selectionMode: SelectionMode

  /// Creates an interactor with initial items (not selections).
  public init(items: [Item] = [], selectionMode: SelectionMode) {
    self.storedItems = Locked(items)
    self.selectionMode = selectionMode
  }

  /// Fires ``onSelectionsComputed`` with the selection after toggling `key`, per the selection mode.
  public func computeSelections(selectingItemForKey key: Key) {
    let current = selections
    let computed: Set<Key>
    switch (selectionMode, current.contains(key)) {
    case (.single, true): computed = []
    case (.single, false): computed = [key]
    case (.multiple, true): computed = current.subtracting([key])
    case (.multiple, false): computed = current.union([key])
    }
    onSelectionsComputed.fire(computed)
  }
}
