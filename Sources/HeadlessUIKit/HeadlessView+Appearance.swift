import Foundation

/// The parts of a view v1 code sets that concern drawing and layout: kept, never drawn.
extension HeadlessView {
  private final class Extras {
    let layer = HeadlessLayer()
    var translatesAutoresizingMaskIntoConstraints = true
    var clipsToBounds = false
    var gestureRecognizers: [HeadlessGestureRecognizer] = []
    var layoutRequests = 0
    var anchors: [String: HeadlessLayoutAnchor] = [:]
  }

  private var extras: Extras {
    if let extras = storedExtras as? Extras { return extras }
    let extras = Extras()
    storedExtras = extras
    return extras
  }

  /// The view's layer: corners, border and shadow as v1 code sets them.
  public var layer: HeadlessLayer { extras.layer }

  /// Whether the frame makes implicit constraints; `true` by default, turned off by code adding constraints.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { extras.translatesAutoresizingMaskIntoConstraints }
    set { extras.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Whether subviews are clipped to the bounds; `false` by default.
  public var clipsToBounds: Bool {
    get { extras.clipsToBounds }
    set { extras.clipsToBounds = newValue }
  }

  /// Asks for a redraw: headless, the layer counts the request (``HeadlessLayer/displayRequests``) and
  /// `draw(_:)` runs at once with the bounds, so a custom view's drawing code runs as it would on screen.
  public func setNeedsDisplay() {
    layer.setNeedsDisplay()
    draw(bounds)
  }

  /// Asks for a layout pass: headless, ``layoutSubviews()`` runs at once.
  public func setNeedsLayout() {
    extras.layoutRequests += 1
    layoutSubviews()
  }

  /// How many layout passes were asked for (``setNeedsLayout()``).
  public var layoutRequests: Int { extras.layoutRequests }

  /// The gesture recognisers attached to the view.
  public var gestureRecognizers: [HeadlessGestureRecognizer]? {
    get { extras.gestureRecognizers.isEmpty ? nil : extras.gestureRecognizers }
    set {
      for recognizer in extras.gestureRecognizers { recognizer.view = nil }
      extras.gestureRecognizers = newValue ?? []
      for recognizer in extras.gestureRecognizers { recognizer.view = self }
    }
  }

  /// Attaches a gesture recogniser.
  public func addGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    extras.gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  /// Detaches a gesture recogniser.
  public func removeGestureRecognizer(_ recognizer: HeadlessGestureRecognizer) {
    extras.gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  private func anchor(_ attribute: String) -> HeadlessLayoutAnchor {
    if let anchor = extras.anchors[attribute] { return anchor }
    let anchor = HeadlessLayoutAnchor(view: self, attribute: attribute)
    extras.anchors[attribute] = anchor
    return anchor
  }

  /// The top edge.
  public var topAnchor: HeadlessLayoutAnchor { anchor("top") }
  /// The bottom edge.
  public var bottomAnchor: HeadlessLayoutAnchor { anchor("bottom") }
  /// The leading edge.
  public var leadingAnchor: HeadlessLayoutAnchor { anchor("leading") }
  /// The trailing edge.
  public var trailingAnchor: HeadlessLayoutAnchor { anchor("trailing") }
  /// The left edge.
  public var leftAnchor: HeadlessLayoutAnchor { anchor("left") }
  /// The right edge.
  public var rightAnchor: HeadlessLayoutAnchor { anchor("right") }
  /// The horizontal centre.
  public var centerXAnchor: HeadlessLayoutAnchor { anchor("centerX") }
  /// The vertical centre.
  public var centerYAnchor: HeadlessLayoutAnchor { anchor("centerY") }
  /// The width.
  public var widthAnchor: HeadlessLayoutAnchor { anchor("width") }
  /// The height.
  public var heightAnchor: HeadlessLayoutAnchor { anchor("height") }
}
