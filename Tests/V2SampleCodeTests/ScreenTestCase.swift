import Foundation
import InstantSearchCore
import InstantSearchTestKit
import InstantSearchUIKit
import XCTest

/// What the sample screens' tests share: reading what a table shows, and waiting for a hits list to show its
/// next results.
class ScreenTestCase: XCTestCase {
  /// The text of every row of a section, as the table shows it.
  func rows(of tableView: UITableView, section: Int = 0) -> [String] {
    tableView.displayRows(0..<tableView.numberOfRows(inSection: section), section: section).map { $0.textLabel?.text ?? "" }
  }

  /// Runs `action`, then waits until `interactor` has applied its next results and the main queue has shown them.
  func awaitShown<Record>(_ interactor: HitsInteractor<Record>, file: StaticString = #filePath, line: UInt = #line, after action: () -> Void) {
    awaitNextValue(of: interactor.onResultsUpdated, file: file, line: line, after: action)
    drainMainQueue()
  }

  /// Runs `action`, then waits until both interactors have applied their next results (the two lists of one
  /// multi-index response) and the main queue has shown them.
  func awaitShown<A, B>(_ first: HitsInteractor<A>, _ second: HitsInteractor<B>, after action: () -> Void) {
    let updates = [expectation(description: "first list"), expectation(description: "second list")]
    let token = NSObject()
    first.onResultsUpdated.subscribeOnce(with: token) { _, _ in updates[0].fulfill() }
    second.onResultsUpdated.subscribeOnce(with: token) { _, _ in updates[1].fulfill() }
    action()
    wait(for: updates, timeout: 10)
    drainMainQueue()
  }
}
