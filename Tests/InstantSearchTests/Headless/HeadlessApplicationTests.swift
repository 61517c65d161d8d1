import Foundation
import InstantSearch
import XCTest

/// The application and its delegate, headless: launch in UIKit's order, the window shown, background and
/// foreground, memory warnings and termination; the responder chain.
final class HeadlessApplicationTests: XCTestCase {
  private final class Home: UIViewController {
    var log: [String] = []
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func didReceiveMemoryWarning() { log.append("didReceiveMemoryWarning") }
  }

  private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    var acceptsLaunch = true
    let home = Home()

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
      log.append("willFinishLaunching \(application.applicationState)")
      return acceptsLaunch
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
      log.append("didFinishLaunching \(launchOptions?[.url] as? String ?? "-")")
      window = UIWindow(frame: UIScreen.main.bounds)
      window?.rootViewController = home
      return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive \(application.applicationState)") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground \(application.applicationState)") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.append("willTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.append("memoryWarning") }
  }

  /// Declares nothing but the launch: every other callback has its default.
  private final class MinimalDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
      launched = true
      return true
    }
  }

  override func tearDown() {
    UIApplication.shared.terminate()
  }

  func test_launch_callsTheDelegateInUIKitsOrder_andShowsItsWindow() throws {
    let delegate = AppDelegate()
    XCTAssertTrue(UIApplication.shared.launch(delegate: delegate, options: [.url: "shop://products"]))
    XCTAssertEqual(delegate.log, ["willFinishLaunching inactive", "didFinishLaunching shop://products", "didBecomeActive active"])
    let window = try XCTUnwrap(delegate.window)
    XCTAssertTrue(window.isKeyWindow, "a window the delegate did not show is made key, as a storyboard app's is")
    XCTAssertTrue(UIApplication.shared.keyWindow === window)
    XCTAssertEqual(window.frame, UIScreen.main.bounds)
    XCTAssertEqual(delegate.home.log, ["viewDidLoad", "viewDidAppear"])
    XCTAssertTrue(UIApplication.shared.delegate === delegate)
    XCTAssertEqual(UIApplication.shared.applicationState, .active)
  }

  func test_backgroundForegroundMemoryAndTermination_reachTheDelegate() {
    let delegate = AppDelegate()
    UIApplication.shared.launch(delegate: delegate)
    delegate.log = []
    UIApplication.shared.enterBackground()
    XCTAssertEqual(UIApplication.shared.applicationState, .background)
    UIApplication.shared.enterBackground()
    UIApplication.shared.enterForeground()
    XCTAssertEqual(delegate.log, ["willResignActive", "didEnterBackground background", "willEnterForeground", "didBecomeActive active"])
    delegate.log = []
    UIApplication.shared.simulateMemoryWarning()
    XCTAssertEqual(delegate.log, ["memoryWarning"])
    XCTAssertEqual(delegate.home.log.last, "didReceiveMemoryWarning")
    UIApplication.shared.terminate()
    XCTAssertEqual(delegate.log, ["memoryWarning", "willTerminate"])
    XCTAssertNil(UIApplication.shared.delegate)
    XCTAssertNil(UIApplication.shared.keyWindow)
  }

  func test_aRefusedLaunch_showsNothing_andADelegateNeedsOnlyTheCallsItUses() {
    let refusing = AppDelegate()
    refusing.acceptsLaunch = false
    XCTAssertFalse(UIApplication.shared.launch(delegate: refusing))
    XCTAssertEqual(refusing.log, ["willFinishLaunching inactive"])
    XCTAssertNil(refusing.window)
    XCTAssertEqual(UIApplication.shared.applicationState, .inactive)

    let minimal = MinimalDelegate()
    XCTAssertTrue(UIApplication.shared.launch(delegate: minimal))
    XCTAssertTrue(minimal.launched)
    XCTAssertNil(minimal.window, "no window declared: the default has none")
    XCTAssertEqual(UIApplication.shared.applicationState, .active)
  }

  func test_responderChain_andFirstResponder_goThroughUIResponder() {
    let container = UIView()
    let field = UITextField()
    container.addSubview(field)
    XCTAssertTrue(field.next === container)
    XCTAssertNil(container.next)
    let responder: UIResponder = field
    XCTAssertTrue(responder.becomeFirstResponder())
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertFalse(UIViewController().canBecomeFirstResponder)
    XCTAssertTrue(responder.resignFirstResponder())
    XCTAssertFalse(field.isFirstResponder)
  }
}
