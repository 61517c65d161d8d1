/// The horizontal alignment of a label's text, the headless stand-in for `NSTextAlignment`.
public enum HeadlessTextAlignment: Int, Sendable {
  /// Aligned on the left edge.
  case left
  /// Centred.
  case center
  /// Aligned on the right edge.
  case right
  /// Stretched to both edges.
  case justified
  /// The script's natural alignment (the default of ``HeadlessLabel/textAlignment``).
  case natural
}
