/// Whether a list allows one selected item or several.
public enum SelectionMode: Sendable {
  /// At most one item is selected; selecting another replaces it, selecting it again clears it.
  case single
  /// Any number of items; selecting toggles.
  case multiple
}

/// An item with whether it is selected, as selectable-list controllers receive them.
public typealias SelectableItem<T> = (item: T, isSelected: Bool)
