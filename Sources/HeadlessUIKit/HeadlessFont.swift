import Foundation

/// A font: the headless stand-in for `UIFont`, holding the size and weight a label would draw with.
public final class HeadlessFont: NSObject, Sendable {
  /// The thickness of a system font's strokes, as UIKit's `UIFont.Weight` values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: Double
    /// A weight of UIKit's scale (-1 ultra light … 1 black).
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// 0.
    public static let regular = Weight(rawValue: 0)
    /// 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// 0.62.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  private init(pointSize: CGFloat, weight: Weight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font of a size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> HeadlessFont {
    HeadlessFont(pointSize: fontSize, weight: weight)
  }

  /// The regular system font of a size.
  public static func systemFont(ofSize fontSize: CGFloat) -> HeadlessFont {
    HeadlessFont(pointSize: fontSize, weight: .regular)
  }

  /// The bold system font of a size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> HeadlessFont {
    HeadlessFont(pointSize: fontSize, weight: .bold)
  }
}
