/// A number type that converts to and from `Double`, as filters store numbers.
public protocol DoubleRepresentable {
  /// Converts from a double (truncating for integer types).
  init(_ double: Double)
  /// The value as a double.
  func toDouble() -> Double
}

extension Int: DoubleRepresentable { public func toDouble() -> Double { Double(self) } }
extension UInt: DoubleRepresentable { public func toDouble() -> Double { Double(self) } }
extension Float: DoubleRepresentable { public func toDouble() -> Double { Double(self) } }
extension Double: DoubleRepresentable { public func toDouble() -> Double { self } }

/// Something that takes bounds from search results (a number or range input).
public protocol Boundable: AnyObject {
  /// The number type.
  associatedtype Number: Comparable & DoubleRepresentable
  /// Applies new bounds.
  func applyBounds(bounds: ClosedRange<Number>?)
}

extension Comparable {
  /// The value clamped into `bounds`; unchanged without bounds.
  func clamped(to bounds: ClosedRange<Self>?) -> Self {
    guard let bounds else { return self }
    return Swift.min(Swift.max(self, bounds.lowerBound), bounds.upperBound)
  }
}
