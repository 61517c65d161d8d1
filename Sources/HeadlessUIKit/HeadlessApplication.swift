import Foundation

/// The application: the headless stand-in for `UIApplication`, reduced to what v1 uses.
public final class HeadlessApplication: NSObject {
  /// The shared application, as `UIApplication.shared`.
  public nonisolated(unsafe) static let shared = HeadlessApplication()

  private override init() {
    super.init()
  }

  /// Whether the status bar's network activity indicator shows; `false` by default.
  ///
  /// v1's activity indicator widget sets it while searches are in flight (when so configured).
  public var isNetworkActivityIndicatorVisible: Bool = false

  /// The window made key last (``HeadlessWindow/makeKeyAndVisible()``).
  public internal(set) weak var keyWindow: HeadlessWindow?

  /// The windows: the key window, when there is one.
  public var windows: [HeadlessWindow] { keyWindow.map { [$0] } ?? [] }

  /// The app delegate given to ``launch(delegate:options:)``, or set directly; held strongly, since no
  /// `UIApplicationMain` holds it headless.
  public var delegate: HeadlessApplicationDelegate?

  /// Where the app runs: inactive until ``launch(delegate:options:)`` finishes, then active, background after
  /// ``enterBackground()``.
  public internal(set) var applicationState: State = .inactive
}
