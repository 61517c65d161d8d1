import Foundation
import InstantSearch
import XCTest

final class HeadlessSearchBarTests: XCTestCase {
  private final class Recorder: HeadlessSearchBarDelegate {
    var log: [String] = []
    func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
    func searchBarTextDidBeginEditing(_ searchBar: HeadlessSearchBar) { log.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: HeadlessSearchBar) { log.append("end") }
    func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("cancel") }
    func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) { log.append("search") }
  }

  private final class Silent: HeadlessSearchBarDelegate {}

  private final class Updater: HeadlessSearchResultsUpdating {
    var updates: [(text: String?, active: Bool)] = []
    func updateSearchResults(for searchController: HeadlessSearchController) {
      updates.append((searchController.searchBar.text, searchController.isActive))
    }
  }

  override func tearDown() {
    _ = HeadlessTextField().becomeFirstResponder()
    super.tearDown()
  }

  func test_defaults_andTextReadsEmptyString() {
    let bar = HeadlessSearchBar()
    XCTAssertEqual(bar.text, "")
    XCTAssertNil(bar.placeholder)
    XCTAssertFalse(bar.showsCancelButton)
    bar.setShowsCancelButton(true, animated: true)
    XCTAssertTrue(bar.showsCancelButton)
    bar.text = nil
    XCTAssertEqual(bar.text, "")
  }

  func test_settingText_callsNothing_userHelpersCallDelegate() {
    let bar = HeadlessSearchBar()
    let recorder = Recorder()
    bar.delegate = recorder
    bar.text = "silent"
    bar.userType("ab")
    XCTAssertEqual(bar.text, "ab")
    bar.userTapSearch()
    bar.userTapCancel()
    XCTAssertEqual(recorder.log, ["text ab", "search", "cancel"])
  }

  func test_firstResponder_callsBeginAndEndOnce() {
    let bar = HeadlessSearchBar()
    let recorder = Recorder()
    bar.delegate = recorder
    bar.becomeFirstResponder()
    bar.becomeFirstResponder()
    XCTAssertTrue(bar.isFirstResponder)
    bar.resignFirstResponder()
    bar.resignFirstResponder()
    XCTAssertEqual(recorder.log, ["begin", "end"])
  }

  func test_defaultDelegateMembers_areNoOps() {
    let bar = HeadlessSearchBar()
    let silent = Silent()
    bar.delegate = silent
    bar.userType("x")
    bar.userTapCancel()
    bar.userTapSearch()
    bar.becomeFirstResponder()
    bar.resignFirstResponder()
    XCTAssertEqual(bar.text, "x")
  }

  func test_searchController_updatesOnActivationAndUserTyping() {
    let controller = HeadlessSearchController(searchResultsController: nil)
    let updater = Updater()
    controller.searchResultsUpdater = updater
    XCTAssertFalse(controller.isActive)
    controller.searchBar.text = "programmatic"
    XCTAssertTrue(updater.updates.isEmpty)
    controller.isActive = true
    controller.isActive = true
    controller.searchBar.userType("q")
    controller.searchBar.userType("qu")
    XCTAssertEqual(updater.updates.map(\.text), ["programmatic", "q", "qu"])
    XCTAssertEqual(updater.updates.map(\.active), [true, true, true])
  }

  func test_searchController_activatesWhenBarBecomesFirstResponder_andCancelDeactivates() {
    let controller = HeadlessSearchController()
    let updater = Updater()
    controller.searchResultsUpdater = updater
    let recorder = Recorder()
    controller.searchBar.delegate = recorder
    controller.searchBar.becomeFirstResponder()
    XCTAssertTrue(controller.isActive)
    controller.searchBar.userTapCancel()
    XCTAssertFalse(controller.isActive)
    XCTAssertEqual(updater.updates.map(\.active), [true, false])
    XCTAssertEqual(recorder.log, ["begin", "cancel"])
  }

  func test_searchController_updaterIsWeak() {
    let controller = HeadlessSearchController(searchResultsController: HeadlessViewController())
    do {
      let updater = Updater()
      controller.searchResultsUpdater = updater
    }
    XCTAssertNil(controller.searchResultsUpdater)
    XCTAssertNotNil(controller.searchResultsController)
    controller.searchBar.userType("no crash")
  }
}
