import Foundation

/// One number for a comparison filter (`price >= 10`), kept within bounds.
public class NumberInteractor<Number: Comparable & DoubleRepresentable>: ItemInteractor<Number?>, Boundable {
  /// Fires with the number a user action asks for, clamped into the bounds.
  public let onNumberComputed = Observer<Number?>()
  /// Fires with new bounds.
  public let onBoundsComputed = Observer<ClosedRange<Number>?>()
  private let storedBounds = Locked<ClosedRange<Number>?>(nil)

  /// The bounds the number is kept in.
  public private(set) var bounds: ClosedRange<Number>? {
    get { storedBounds.value }
    set { storedBounds.value = newValue }
  }

  /// Creates an interactor without a number.
  public convenience init() { self.init(item: nil) }

  /// Creates an interactor holding `item`.
  public override init(item: Number?) { super.init(item: item) }

  /// Stores the bounds, fires ``onBoundsComputed``, then ``onNumberComputed`` with the current number
  /// clamped into them (`nil` stays `nil` and is still fired).
  public func applyBounds(bounds: ClosedRange<Number>?) {
    self.bounds = bounds
    onBoundsComputed.fire(bounds)
    onNumberComputed.fire(item.map { $0.clamped(to: bounds) })
  }

  /// Fires ``onNumberComputed`` with `number` clamped into the bounds.
  public func computeNumber(number: Number?) {
    onNumberComputed.fire(number.map { $0.clamped(to: bounds) })
  }
}

/// The operations a number view offers, each ending in ``NumberInteractor/computeNumber(number:)``; a class, as in
/// InstantSearch 7.27.1.
public class Computation<Numeric: Comparable & DoubleRepresentable> {
  /// The current number.
  public let numeric: Numeric?
  /// Receives the computed number; `nil` clears it.
  public let onNumericUpdate: (Numeric?) -> Void

  /// Creates a computation.
  public init(numeric: Numeric?, onNumericUpdate: @escaping (Numeric?) -> Void) {
    self.numeric = numeric
    self.onNumericUpdate = onNumericUpdate
  }

  /// Adds `step` to the number, or starts from `defaultValue`.
  public func increment(step: Numeric = Numeric(1), default defaultValue: Numeric = Numeric(0)) {
    onNumericUpdate(numeric.map { Numeric($0.toDouble() + step.toDouble()) } ?? defaultValue)
  }

  /// Subtracts `step` from the number, or starts from `defaultValue`.
  public func decrement(step: Numeric = Numeric(1), default defaultValue: Numeric = Numeric(0)) {
    onNumericUpdate(numeric.map { Numeric($0.toDouble() - step.toDouble()) } ?? defaultValue)
  }

  /// Multiplies the number by `factor`, or starts from `defaultValue`.
  public func multiply(factor: Numeric, default defaultValue: Numeric = Numeric(0)) {
    onNumericUpdate(numeric.map { Numeric($0.toDouble() * factor.toDouble()) } ?? defaultValue)
  }

  /// InstantSearch 7's name of ``multiply(factor:default:)``.
  public func multiply(step: Numeric, default defaultValue: Numeric = Numeric(0)) {
    multiply(factor: step, default: defaultValue)
  }

  /// Sets the number; `nil` clears it.
  public func just(value: Numeric?) { onNumericUpdate(value) }
}

/// A view editing one number.
public protocol NumberController: ItemController where Item: Comparable & DoubleRepresentable {
  /// Receives the operations the view can perform.
  func setComputation(computation: Computation<Item>)
  /// Shows the bounds.
  func setBounds(bounds: ClosedRange<Item>?)
}
