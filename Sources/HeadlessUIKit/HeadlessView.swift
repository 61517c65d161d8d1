import Foundation

/// A view: the headless stand-in for `UIView`, root of the headless widget classes.
///
/// It holds state only (frame, subview tree, appearance flags) and draws nothing. Being an `NSObject`, views
/// compare and hash by identity, as `UIView` does. Like UIKit, it is meant to be used from the main thread and
/// performs no locking.
open class HeadlessView: HeadlessResponder {
  /// Creates a view with the given frame.
  ///
  /// This is the designated initialiser that subclasses override, as with `UIView.init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view with a `.zero` frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view as a storyboard or nib would: with a `.zero` frame, the coder unread (headless views are
  /// never archived). Subclasses that declare an initialiser of their own provide it, as in UIKit.
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// The next responder: the superview.
  open override var next: HeadlessResponder? { superview }

  /// The layer, layout and gesture state of ``HeadlessView`` (`HeadlessView+Appearance.swift`), made on first use.
  var storedExtras: AnyObject?

  /// Lays out the subviews; does nothing by default. Runs on ``setNeedsLayout()``.
  open func layoutSubviews() {}

  /// Draws the view's content in a rectangle; does nothing by default. Runs on ``setNeedsDisplay()``.
  open func draw(_ rect: CGRect) {}

  // MARK: Geometry

  /// The view's rectangle in its superview's coordinates.
  open var frame: CGRect

  /// The view's rectangle in its own coordinates: origin `.zero`, size of ``frame``.
  open var bounds: CGRect {
    CGRect(origin: .zero, size: frame.size)
  }

  // MARK: Hierarchy

  /// The direct subviews, back to front (the order of ``addSubview(_:)`` and ``insertSubview(_:at:)``).
  public private(set) var subviews: [HeadlessView] = []

  /// The view containing this one, held weakly.
  public private(set) weak var superview: HeadlessView?

  /// Adds a view as the last (frontmost) subview.
  ///
  /// The view first leaves its current superview; adding a view that is already a subview moves it last.
  /// Adding the view itself or one of its ancestors is a programming error, as in UIKit.
  open func addSubview(_ view: HeadlessView) {
    insertSubview(view, at: Int.max)
  }

  /// Inserts a view in the subviews at an index, clamped to `0...subviews.count`.
  ///
  /// The view first leaves its current superview (the index applies once it has left, when that superview is
  /// this view).
  open func insertSubview(_ view: HeadlessView, at index: Int) {
    precondition(!isDescendant(of: view), "A view cannot be added to itself or to one of its subviews")
    view.detachFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
  }

  /// Removes the view from its superview; does nothing when it has none.
  open func removeFromSuperview() {
    detachFromSuperview()
  }

  /// Whether the view is the given view or one of its descendants.
  open func isDescendant(of view: HeadlessView) -> Bool {
    var current: HeadlessView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with the given tag: the view itself, else its subviews searched depth-first in order.
  open func viewWithTag(_ tag: Int) -> HeadlessView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  // MARK: Appearance

  /// Whether the view is hidden; `false` by default.
  open var isHidden: Bool = false

  /// An integer identifying the view (see ``viewWithTag(_:)``); `0` by default.
  open var tag: Int = 0

  /// The view's opacity, from 0 to 1; `1` by default.
  open var alpha: CGFloat = 1

  /// The background colour; `nil` (transparent) by default.
  open var backgroundColor: HeadlessColor?

  private var explicitTintColor: HeadlessColor?

  /// The tint colour: the value set on this view, else the superview's tint, else `.blue` (UIKit's system tint).
  ///
  /// Setting `nil` makes the view inherit its tint again.
  open var tintColor: HeadlessColor! {
    get { explicitTintColor ?? superview?.tintColor ?? .blue }
    set { explicitTintColor = newValue }
  }

  /// Whether the view takes part in user interaction; `true` by default. Stored only.
  open var isUserInteractionEnabled: Bool = true

  /// Lays out the subviews; headless views have no layout, so this does nothing.
  open func layoutIfNeeded() {}
}
