import Foundation

/// A scrollable view: the headless stand-in for `UIScrollView`, the base of the table and collection views.
///
/// Only the scroll position is kept; there is no content size clamping.
open class HeadlessScrollView: HeadlessView {
  /// The scroll position: the content point shown at the view's origin; `.zero` by default.
  open var contentOffset: CGPoint = .zero

  /// The content's size; `.zero` by default. Stored only.
  open var contentSize: CGSize = .zero

  /// Extra space around the content; `.zero` by default.
  open var contentInset: HeadlessEdgeInsets = .zero

  /// Whether the user can scroll; `true` by default. Stored only.
  open var isScrollEnabled: Bool = true

  /// Scrolls to an offset.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least needed for a rectangle of the content to be visible.
  ///
  /// On each axis, a rectangle starting before the visible area scrolls to its start; one ending after it
  /// scrolls so that its end shows, without passing its start. A rectangle at the origin gives offset `.zero`.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let size = bounds.size
    contentOffset = CGPoint(
      x: Self.offset(contentOffset.x, showing: rect.minX, rect.maxX, within: size.width),
      y: Self.offset(contentOffset.y, showing: rect.minY, rect.maxY, within: size.height))
  }

  private static func offset(_ current: CGFloat, showing start: CGFloat, _ end: CGFloat, within length: CGFloat)
    -> CGFloat
  {
    if start < current { return start }
    if end > current + length { return min(start, end - length) }
    return current
  }
}
