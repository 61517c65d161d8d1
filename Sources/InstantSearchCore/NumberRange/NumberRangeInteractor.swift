import Foundation

/// A numeric range for a range filter (`price:10 TO 50`), kept within bounds.
public class NumberRangeInteractor<Number: Comparable & DoubleRepresentable>: ItemInteractor<ClosedRange<Number>?>, Boundable {
  /// Fires with the range a user action asks for, clamped into the bounds.
  public let onNumberRangeComputed = Observer<ClosedRange<Number>?>()
  /// Fires with new bounds.
  public let onBoundsComputed = Observer<ClosedRange<Number>?>()
  private let storedBounds = Locked<ClosedRange<Number>?>(nil)

  /// The bounds the range is kept in.
  public private(set) var bounds: ClosedRange<Number>? {
    get { storedBounds.value }
    set { storedBounds.value = newValue }
  }

  /// Creates an interactor without a range.
  public convenience init() { self.init(item: nil) }

  /// Creates an interactor holding `item`.
  public override init(item: ClosedRange<Number>?) { super.init(item: item) }

  /// Stores the bounds and fires ``onBoundsComputed``; fires ``onNumberRangeComputed`` when the current
  /// range clamped into them differs from it.
  public func applyBounds(bounds: ClosedRange<Number>?) {
    self.bounds = bounds
    onBoundsComputed.fire(bounds)
    guard let range = item, let bounds else { return }
    let clamped = range.clamped(to: bounds)
    if clamped != range { onNumberRangeComputed.fire(clamped) }
  }

  /// Fires ``onNumberRangeComputed`` with `numberRange` clamped into the bounds.
  public func computeNumberRange(numberRange: ClosedRange<Number>?) {
    guard let range = numberRange, let bounds else {
      onNumberRangeComputed.fire(numberRange)
      return
    }
    onNumberRangeComputed.fire(range.clamped(to: bounds))
  }
}

/// A view editing a range (a two-thumb slider).
public protocol NumberRangeController: ItemController where Item == ClosedRange<Number> {
  /// The number type.
  associatedtype Number: Comparable
  /// Set by the connection; call it with the range the user chose.
  var onRangeChanged: ((ClosedRange<Number>) -> Void)? { get set }
  /// Shows the bounds.
  func setBounds(_ bounds: ClosedRange<Number>)
}
