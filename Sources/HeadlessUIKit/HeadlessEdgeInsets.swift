import Foundation

/// Insets on the four edges of a rectangle, the headless stand-in for `UIEdgeInsets`.
public struct HeadlessEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets, as `UIEdgeInsets(top:left:bottom:right:)` does.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = HeadlessEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
