import Foundation

/// What a view's layer holds: the headless stand-in for the `CALayer` of a `UIView`, keeping the appearance v1
/// code sets (corners, border, shadow) without drawing it.
open class HeadlessLayer: NSObject {
  /// The corner radius; 0 by default.
  open var cornerRadius: CGFloat = 0
  /// The border width; 0 by default.
  open var borderWidth: CGFloat = 0
  /// The border colour; `nil` by default.
  open var borderColor: HeadlessColor?
  /// Whether sublayers are clipped to the bounds; `false` by default.
  open var masksToBounds = false
  /// The shadow colour; `nil` by default.
  open var shadowColor: HeadlessColor?
  /// The shadow opacity, from 0 to 1; 0 by default.
  open var shadowOpacity: Float = 0
  /// The shadow offset; `(0, -3)` by default, as in Core Animation.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow blur radius; 3 by default, as in Core Animation.
  open var shadowRadius: CGFloat = 3
  /// The opacity; 1 by default.
  open var opacity: Float = 1
  /// How many times the layer was asked to redraw (`setNeedsDisplay()` of the layer or its view).
  public internal(set) var displayRequests = 0

  /// Asks for a redraw.
  open func setNeedsDisplay() { displayRequests += 1 }
}

extension HeadlessColor {
  /// The colour as a layer takes it (`layer.borderColor = UIColor.gray.cgColor`): the colour itself.
  public var cgColor: HeadlessColor { self }
}

#if !canImport(UIKit)
  /// `CGColor`, the colour of a layer, is ``HeadlessColor``.
  public typealias CGColor = HeadlessColor
  /// `CALayer` is ``HeadlessLayer``.
  public typealias CALayer = HeadlessLayer
#endif
