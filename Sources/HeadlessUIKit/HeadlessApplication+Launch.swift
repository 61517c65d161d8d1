import Foundation

extension HeadlessApplication {
  /// A key of the launch options handed to the app delegate, as `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The URL the app was opened with.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that opened this one.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification that launched the app.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The user activity the app continues.
    public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
  }

  /// Where the app runs, as `UIApplication.State`.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active
    /// In the foreground, not receiving events (before launch ends, while resigning).
    case inactive
    /// In the background.
    case background
  }

  /// Launches the app as `UIApplicationMain` does for the class marked `@UIApplicationMain`.
  ///
  /// The delegate is kept (as the system keeps it for the life of the app) and gets
  /// `application(_:willFinishLaunchingWithOptions:)`, then `application(_:didFinishLaunchingWithOptions:)`; its
  /// window, when it has one and did not show it, is made key and visible (the root controller's view loads and
  /// appears); then the app becomes active. Launching again replaces the delegate, as a new process would.
  ///
  /// - Returns: What the delegate's launch methods answered (`false` when either refused the launch, in which case
  ///   the app stays inactive and shows nothing).
  @discardableResult
  public func launch(delegate: HeadlessApplicationDelegate, options: [LaunchOptionsKey: Any]? = nil) -> Bool {
    self.delegate = delegate
    applicationState = .inactive
    guard delegate.application(self, willFinishLaunchingWithOptions: options),
      delegate.application(self, didFinishLaunchingWithOptions: options)
    else { return false }
    if let window = delegate.window, !window.isKeyWindow { window.makeKeyAndVisible() }
    applicationState = .active
    delegate.applicationDidBecomeActive(self)
    return true
  }

  /// Sends the app to the background, as when the user leaves it: the delegate hears it resign, then enter the
  /// background. Does nothing unless the app is active.
  public func enterBackground() {
    guard applicationState == .active else { return }
    applicationState = .inactive
    delegate?.applicationWillResignActive(self)
    applicationState = .background
    delegate?.applicationDidEnterBackground(self)
  }

  /// Brings the app back from the background: the delegate hears it enter the foreground, then become active.
  /// Does nothing unless the app is in the background.
  public func enterForeground() {
    guard applicationState == .background else { return }
    applicationState = .inactive
    delegate?.applicationWillEnterForeground(self)
    applicationState = .active
    delegate?.applicationDidBecomeActive(self)
  }

  /// Ends the app as the system does: the delegate hears `applicationWillTerminate(_:)`, then is released with
  /// the window.
  public func terminate() {
    delegate?.applicationWillTerminate(self)
    delegate = nil
    keyWindow = nil
    applicationState = .inactive
  }
}
