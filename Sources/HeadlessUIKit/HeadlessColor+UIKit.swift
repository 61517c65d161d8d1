import Foundation

// The rest of `UIColor` v1 code reaches for: the other named colours, reading components back, and colour
// literals (`#colorLiteral(red:green:blue:alpha:)`).
extension HeadlessColor: _ExpressibleByColorLiteral {
  /// Creates the colour of a literal.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }

  /// Orange (1, 0.5, 0).
  public static let orange = HeadlessColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = HeadlessColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = HeadlessColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = HeadlessColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = HeadlessColor(red: 1, green: 0, blue: 1, alpha: 1)

  /// Writes the components, as `UIColor.getRed(_:green:blue:alpha:)` does; always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
    alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = CGFloat(self.red)
    green?.pointee = CGFloat(self.green)
    blue?.pointee = CGFloat(self.blue)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }

  /// Writes the grey level (the mean of the components) and the opacity, as `UIColor.getWhite(_:alpha:)` does;
  /// always succeeds.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    white?.pointee = CGFloat((red + green + blue) / 3)
    alpha?.pointee = CGFloat(self.alpha)
    return true
  }
}
