import Foundation
import InstantSearch
import XCTest

/// The UIKit that v1 apps use beyond the widgets, headless: view-controller lifecycle in UIKit's order through a
/// window, a navigation stack and presentation; `init?(coder:)` on views and controllers; bar button items and
/// the three target-action shapes of a control.
final class HeadlessNavigationTests: XCTestCase {
  /// Records its lifecycle calls into a shared log.
  private final class Screen: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
      return nil
    }
    override func viewDidLoad() { log.calls.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name).viewDidDisappear") }
    override func didReceiveMemoryWarning() { log.calls.append("\(name).didReceiveMemoryWarning") }

    var taps: [String] = []
    func save() { taps.append("save") }
    func edit(_ sender: UIBarButtonItem) { taps.append("edit \(sender.title ?? "")") }
  }

  private final class Log {
    var calls: [String] = []
    func take() -> [String] {
      defer { calls = [] }
      return calls
    }
  }

  func test_windowAndNavigation_callTheLifecycleInUIKitsOrder() {
    let log = Log()
    let list = Screen("list", log: log)
    let navigation = UINavigationController(rootViewController: list)
    XCTAssertTrue(list.navigationController === navigation)
    XCTAssertEqual(log.take(), [], "nothing loads before the window shows")
    let window = UIWindow(frame: .zero)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    XCTAssertTrue(UIApplication.shared.keyWindow === window)
    XCTAssertEqual(log.take(), ["list.viewDidLoad", "list.viewWillAppear", "list.viewDidAppear"])

    let details = Screen("details", log: log)
    navigation.pushViewController(details, animated: true)
    XCTAssertEqual(
      log.take(), ["details.viewDidLoad", "list.viewWillDisappear", "details.viewWillAppear", "list.viewDidDisappear", "details.viewDidAppear"])
    XCTAssertTrue(navigation.topViewController === details)
    XCTAssertEqual(navigation.viewControllers.count, 2)

    UIApplication.shared.simulateMemoryWarning()
    XCTAssertEqual(log.take(), ["details.didReceiveMemoryWarning"], "the controllers that show get the warning")

    XCTAssertTrue(navigation.popViewController(animated: true) === details)
    XCTAssertEqual(log.take(), ["details.viewWillDisappear", "list.viewWillAppear", "details.viewDidDisappear", "list.viewDidAppear"])
    XCTAssertNil(details.navigationController)
    XCTAssertNil(navigation.popViewController(animated: true), "the root stays")
  }

  func test_presentAndDismiss_hideAndShowThePresenter() {
    let log = Log()
    let list = Screen("list", log: log)
    let window = UIWindow(frame: .zero)
    window.rootViewController = list
    window.makeKeyAndVisible()
    _ = log.take()
    let filters = Screen("filters", log: log)
    var presented = false
    list.present(filters, animated: true) { presented = true }
    XCTAssertTrue(presented)
    XCTAssertTrue(list.presentedViewController === filters)
    XCTAssertTrue(filters.presentingViewController === list)
    XCTAssertEqual(
      log.take(), ["filters.viewDidLoad", "list.viewWillDisappear", "list.viewDidDisappear", "filters.viewWillAppear", "filters.viewDidAppear"])
    filters.dismiss(animated: true)
    XCTAssertNil(list.presentedViewController)
    XCTAssertEqual(log.take(), ["filters.viewWillDisappear", "filters.viewDidDisappear", "list.viewWillAppear", "list.viewDidAppear"])
  }

  func test_barButtonItems_runTheirActions_withOrWithoutTheSender() {
    let screen = Screen("list", log: Log())
    screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: screen, action: Screen.save)
    screen.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: screen, action: Screen.edit(_:))
    screen.navigationItem.titleView = UILabel()
    screen.navigationItem.rightBarButtonItem?.tap()
    screen.navigationItem.leftBarButtonItem?.tap()
    screen.navigationItem.leftBarButtonItem?.isEnabled = false
    screen.navigationItem.leftBarButtonItem?.tap()
    XCTAssertEqual(screen.taps, ["save", "edit Edit"])
    XCTAssertEqual(screen.navigationItem.rightBarButtonItems?.count, 1)
  }

  /// A control target with methods of UIKit's three action shapes.
  private final class SliderTarget {
    var calls: [String] = []
    func changed() { calls.append("changed") }
    func moved(_ sender: UISlider) { calls.append("moved \(sender.value)") }
    func movedWithEvent(_ sender: UISlider, forEvent event: UIEvent) { calls.append("event \(event.type == .touches)") }
  }

  func test_controls_takeActionsOfUIKitsThreeShapes() {
    let slider = UISlider()
    let target = SliderTarget()
    slider.addTarget(target, action: SliderTarget.changed, for: .valueChanged)
    slider.addTarget(target, action: SliderTarget.moved(_:), for: .valueChanged)
    slider.addTarget(target, action: SliderTarget.movedWithEvent(_:forEvent:), for: .valueChanged)
    slider.value = 0.5
    slider.sendActions(for: .valueChanged)
    XCTAssertEqual(target.calls, ["changed", "moved 0.5", "event true"])
  }

  func test_viewsAndControllers_comeFromACoder_asFromAStoryboard() throws {
    let coder = NSCoder()
    let widget = try XCTUnwrap(HitsTableWidget(coder: coder))
    XCTAssertEqual(widget.frame, .zero)
    XCTAssertNotNil(widget.viewModel, "a widget from a storyboard is set up as one made in code")
    let slider = try XCTUnwrap(SliderWidget(coder: coder))
    XCTAssertTrue(slider.viewModel.view === slider)
    let controller = try XCTUnwrap(UIViewController(coder: coder))
    XCTAssertNil(controller.nibName)
    XCTAssertNil(Screen(coder: coder), "a controller that needs arguments refuses the coder")
  }
}
