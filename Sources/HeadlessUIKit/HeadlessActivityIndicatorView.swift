import Foundation

/// A spinner showing that work is in progress: the headless stand-in for `UIActivityIndicatorView`.
///
/// While ``hidesWhenStopped`` is `true` (the default), ``HeadlessView/isHidden`` follows the animation: a new or
/// stopped indicator is hidden, an animating one shown.
open class HeadlessActivityIndicatorView: HeadlessView {
  /// The look of an indicator.
  public enum Style: Int, Sendable {
    /// The medium indicator (UIKit's default).
    case medium
    /// The large indicator.
    case large
    /// The legacy large white indicator.
    case whiteLarge
    /// The legacy white indicator.
    case white
    /// The legacy grey indicator.
    case gray
  }

  /// Creates a stopped indicator, hidden since ``hidesWhenStopped`` is `true`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates it as a storyboard would, as a stopped hidden indicator; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isHidden = true
  }

  /// Creates a stopped indicator of a style.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
  }

  /// The look of the indicator; `.medium` by default. Stored only.
  open var style: Style = .medium

  /// The colour of the indicator; `nil` by default. Stored only.
  open var color: HeadlessColor?

  /// Whether the indicator is animating; `false` until ``startAnimating()``.
  public private(set) var isAnimating: Bool = false

  /// Whether the indicator hides while stopped; `true` by default.
  ///
  /// Setting it makes ``HeadlessView/isHidden`` follow the animation again (`true`) or shows the indicator (`false`).
  open var hidesWhenStopped: Bool = true {
    didSet { isHidden = hidesWhenStopped && !isAnimating }
  }

  /// Starts animating, showing the indicator.
  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops animating, hiding the indicator when ``hidesWhenStopped`` is `true`.
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }
}
