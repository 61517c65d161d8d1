import Foundation

/// What an app delegate answers: the headless stand-in for `UIApplicationDelegate`.
///
/// Every requirement has a default that does nothing (the launch ones return `true`), so an app delegate declares
/// only what it uses, as with UIKit's optional methods. ``HeadlessApplication/launch(delegate:options:)`` calls
/// them in UIKit's order.
public protocol HeadlessApplicationDelegate: AnyObject {
  /// The window of the app's interface; the default has none.
  var window: HeadlessWindow? { get set }

  /// Launch has begun; the delegate's interface is not shown yet.
  func application(
    _ application: HeadlessApplication,
    willFinishLaunchingWithOptions launchOptions: [HeadlessApplication.LaunchOptionsKey: Any]?) -> Bool

  /// Launch is almost done: where v1 apps configure `InstantSearch.shared` and build their window.
  func application(
    _ application: HeadlessApplication,
    didFinishLaunchingWithOptions launchOptions: [HeadlessApplication.LaunchOptionsKey: Any]?) -> Bool

  /// The app became active (after launch, and when it returns to the foreground).
  func applicationDidBecomeActive(_ application: HeadlessApplication)

  /// The app is about to stop being active.
  func applicationWillResignActive(_ application: HeadlessApplication)

  /// The app went to the background.
  func applicationDidEnterBackground(_ application: HeadlessApplication)

  /// The app is about to return to the foreground.
  func applicationWillEnterForeground(_ application: HeadlessApplication)

  /// The app is about to end.
  func applicationWillTerminate(_ application: HeadlessApplication)

  /// Memory runs low; the controllers get `didReceiveMemoryWarning()` after this.
  func applicationDidReceiveMemoryWarning(_ application: HeadlessApplication)
}

extension HeadlessApplicationDelegate {
  /// No window: a delegate that does not declare one shows none.
  public var window: HeadlessWindow? {
    get { nil }
    set {}
  }

  /// Continues the launch.
  public func application(
    _ application: HeadlessApplication,
    willFinishLaunchingWithOptions launchOptions: [HeadlessApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Continues the launch.
  public func application(
    _ application: HeadlessApplication,
    didFinishLaunchingWithOptions launchOptions: [HeadlessApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Does nothing.
  public func applicationDidBecomeActive(_ application: HeadlessApplication) {}

  /// Does nothing.
  public func applicationWillResignActive(_ application: HeadlessApplication) {}

  /// Does nothing.
  public func applicationDidEnterBackground(_ application: HeadlessApplication) {}

  /// Does nothing.
  public func applicationWillEnterForeground(_ application: HeadlessApplication) {}

  /// Does nothing.
  public func applicationWillTerminate(_ application: HeadlessApplication) {}

  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: HeadlessApplication) {}
}
