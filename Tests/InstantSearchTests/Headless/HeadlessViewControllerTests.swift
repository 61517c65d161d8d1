import Foundation
import InstantSearch
import XCTest

final class HeadlessViewControllerTests: XCTestCase {
  private final class Counting: HeadlessViewController {
    var loads = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      loads += 1
      view.tag = 5
    }
  }

  private final class CustomRoot: HeadlessViewController {
    override func loadView() {
      view = HeadlessLabel()
    }
  }

  func test_view_isCreatedOnFirstAccess_andViewDidLoadRunsOnce() {
    let controller = Counting()
    XCTAssertFalse(controller.isViewLoaded)
    XCTAssertEqual(controller.loads, 0)
    let view = controller.view
    XCTAssertTrue(controller.isViewLoaded)
    XCTAssertTrue(controller.view === view)
    controller.loadViewIfNeeded()
    XCTAssertEqual(controller.loads, 1)
    XCTAssertEqual(controller.view.tag, 5)
  }

  func test_loadViewIfNeeded_loads() {
    let controller = Counting(nibName: nil, bundle: nil)
    controller.loadViewIfNeeded()
    XCTAssertTrue(controller.isViewLoaded)
    XCTAssertEqual(controller.loads, 1)
  }

  func test_loadView_override_providesTheRootView() {
    XCTAssertTrue(CustomRoot().view is HeadlessLabel)
  }

  func test_settingView_replacesIt_withoutViewDidLoad() {
    let controller = Counting()
    let root = HeadlessView()
    controller.view = root
    XCTAssertTrue(controller.view === root)
    XCTAssertEqual(controller.loads, 0)
  }
}

final class HeadlessActivityIndicatorViewTests: XCTestCase {
  func test_hiddenWhileStopped_whenHidesWhenStopped() {
    let indicator = HeadlessActivityIndicatorView(frame: .zero)
    XCTAssertFalse(indicator.isAnimating)
    XCTAssertTrue(indicator.hidesWhenStopped)
    XCTAssertTrue(indicator.isHidden)
    indicator.startAnimating()
    XCTAssertTrue(indicator.isAnimating)
    XCTAssertFalse(indicator.isHidden)
    indicator.stopAnimating()
    XCTAssertFalse(indicator.isAnimating)
    XCTAssertTrue(indicator.isHidden)
  }

  func test_notHidesWhenStopped_staysVisible() {
    let indicator = HeadlessActivityIndicatorView(style: .large)
    XCTAssertEqual(indicator.style, .large)
    indicator.hidesWhenStopped = false
    XCTAssertFalse(indicator.isHidden)
    indicator.startAnimating()
    indicator.stopAnimating()
    XCTAssertFalse(indicator.isHidden)
    indicator.hidesWhenStopped = true
    XCTAssertTrue(indicator.isHidden)
  }

  func test_application_networkIndicator_defaultsOff() {
    XCTAssertTrue(HeadlessApplication.shared === HeadlessApplication.shared)
    let previous = HeadlessApplication.shared.isNetworkActivityIndicatorVisible
    defer { HeadlessApplication.shared.isNetworkActivityIndicatorVisible = previous }
    HeadlessApplication.shared.isNetworkActivityIndicatorVisible = true
    XCTAssertTrue(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
  }
}

final class HeadlessScrollViewTests: XCTestCase {
  func test_defaults_andSetContentOffset() {
    let scroll = HeadlessScrollView()
    XCTAssertEqual(scroll.contentOffset, .zero)
    XCTAssertEqual(scroll.contentInset, .zero)
    scroll.setContentOffset(CGPoint(x: 3, y: 4), animated: true)
    XCTAssertEqual(scroll.contentOffset, CGPoint(x: 3, y: 4))
  }

  func test_scrollRectToVisible_scrollsTheLeastNeeded() {
    let scroll = HeadlessScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 20), animated: false)
    XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 170))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 10), animated: false)
    XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 170))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
    XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 100))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
    XCTAssertEqual(scroll.contentOffset, .zero)
  }
}
