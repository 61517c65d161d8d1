import Foundation

/// The device's screen: the headless stand-in for `UIScreen`, with the size of a 4.7-inch phone.
public final class HeadlessScreen: NSObject, Sendable {
  /// The screen the app runs on, as `UIScreen.main`.
  public static let main = HeadlessScreen()

  private override init() {
    super.init()
  }

  /// The screen's rectangle in points: 375 × 667.
  public var bounds: CGRect { CGRect(x: 0, y: 0, width: 375, height: 667) }

  /// Pixels per point: 2.
  public var scale: CGFloat { 2 }
}
