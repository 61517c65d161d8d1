import Foundation

/// A colour, the headless stand-in for `UIColor`.
///
/// A value type holding red, green, blue and alpha components in `0...1`. Two colours are equal when their
/// components are; the named colours use UIKit's component values.
public struct HeadlessColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The red component, from 0 to 1.
  public var red: Double
  /// The green component, from 0 to 1.
  public var green: Double
  /// The blue component, from 0 to 1.
  public var blue: Double
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Creates a colour from its components, as `UIColor(red:green:blue:alpha:)` does.
  ///
  /// Components are stored as given (UIKit does not clamp them either).
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a grey level, as `UIColor(white:alpha:)` does.
  ///
  /// - Parameters:
  ///   - white: The grey level, from 0 (black) to 1 (white).
  ///   - alpha: The opacity.
  public init(white: Double, alpha: Double) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)` returns.
  public func withAlphaComponent(_ alpha: Double) -> HeadlessColor {
    HeadlessColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The components, for debugging output.
  public var description: String {
    "HeadlessColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
  }

  /// Opaque black (0, 0, 0).
  public static let black = HeadlessColor(white: 0, alpha: 1)
  /// Opaque white (1, 1, 1).
  public static let white = HeadlessColor(white: 1, alpha: 1)
  /// Transparent black, alpha 0.
  public static let clear = HeadlessColor(white: 0, alpha: 0)
  /// Opaque grey (0.5), UIKit's `gray`.
  public static let gray = HeadlessColor(white: 0.5, alpha: 1)
  /// Opaque light grey (2/3), UIKit's `lightGray`.
  public static let lightGray = HeadlessColor(white: 2.0 / 3.0, alpha: 1)
  /// Opaque dark grey (1/3), UIKit's `darkGray`.
  public static let darkGray = HeadlessColor(white: 1.0 / 3.0, alpha: 1)
  /// Opaque blue (0, 0, 1); also the default tint of views (``HeadlessView/tintColor``).
  public static let blue = HeadlessColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque red (1, 0, 0).
  public static let red = HeadlessColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green (0, 1, 0).
  public static let green = HeadlessColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque yellow (1, 1, 0).
  public static let yellow = HeadlessColor(red: 1, green: 1, blue: 0, alpha: 1)
}
