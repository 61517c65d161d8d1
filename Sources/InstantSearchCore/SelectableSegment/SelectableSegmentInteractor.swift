import Foundation

/// A set of keyed segments, one of which may be selected.
///
/// Setting ``items`` fires ``onItemsChanged`` every time (also once at creation); setting ``selected``
/// fires ``onSelectedChanged`` every time. Taps go through ``computeSelected(selecting:)``.
public class SelectableSegmentInteractor<SegmentKey: Hashable, Segment> {
  private let storedItems: Locked<[SegmentKey: Segment]>
  private let storedSelected: Locked<SegmentKey?>

  /// The segments by key.
  public var items: [SegmentKey: Segment] {
    get { storedItems.value }
    set {
      storedItems.value = newValue
      onItemsChanged.fire(newValue)
    }
  }

  /// The selected key, if any.
  public var selected: SegmentKey? {
    get { storedSelected.value }
    set {
      storedSelected.value = newValue
      onSelectedChanged.fire(newValue)
    }
  }

  /// Fires with the segments.
  public let onItemsChanged = Observer<[SegmentKey: Segment]>()
  /// Fires with the selected key.
  public let onSelectedChanged = Observer<SegmentKey?>()
  /// Fires with the key a tap asks for.
  public let onSelectedComputed = Observer<SegmentKey?>()

  /// Creates an interactor; fires ``onItemsChanged`` once with `items`.
  public init(items: [SegmentKey: Segment], selected: SegmentKey? = .none) {
    self.storedItems = Locked(items)
    self.storedSelected = Locked(selected)
    onItemsChanged.fire(items)
  }

  /// Fires ``onSelectedComputed`` with the wanted key.
  public func computeSelected(selecting keyToSelect: SegmentKey?) {
    onSelectedComputed.fire(keyToSelect)
  }
}

/// A view showing segments (a segmented control, a sort menu).
public protocol SelectableSegmentController: AnyObject {
  /// The key type.
  associatedtype SegmentKey: Hashable
  /// Set by the connection; call it with the tapped key.
  var onClick: ((SegmentKey) -> Void)? { get set }
  /// Shows the selected key.
  func setSelected(_ selected: SegmentKey?)
  /// Shows the segments' titles.
  func setItems(items: [SegmentKey: String])
}
