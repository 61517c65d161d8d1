import Foundation
import InstantSearchTestKit
import XCTest

@testable import InstantSearchCore

/// The number link's settings: negation, scope, replacement, absence and notification.
final class NumberFilterStateConnectionTests: XCTestCase {
  private typealias Connection = NumberInteractor<Double>.FilterStateConnection

  private func comparison(_ attribute: String, _ op: Filter.Numeric.NumericOperator, _ value: Double, negated: Bool = false) -> Filter.Numeric {
    Filter.Numeric(attribute: attribute, operator: op, value: value, isNegated: negated)
  }

  func test_defaults_readTheLastMatchingFilterOfTheGroup_andIgnoreNegatedOnes() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Double>()
    let connection = interactor.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual)
    XCTAssertEqual(connection.scope, .group)
    XCTAssertEqual(connection.replacement, .currentNumber)
    XCTAssertEqual(connection.absence, .clearsNumber)
    XCTAssertEqual(connection.notification, .once)
    XCTAssertFalse(connection.isNegated)
    filterState.append(comparison("price", .greaterThanOrEqual, 3), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .greaterThanOrEqual, 7), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .greaterThanOrEqual, 9, negated: true), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .greaterThanOrEqual, 11), toGroupWithID: .and(name: "other"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.item, 7, "the last matching filter of the link's group; negated and other groups' filters do not match")
    filterState.removeAll()
    filterState.notifyChange()
    XCTAssertNil(interactor.item, "no matching filter clears the number")
  }

  func test_isNegated_writesAndReadsNegatedComparisons() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Double>()
    interactor.connectFilterState(filterState, attribute: "price", numericOperator: .lessThan, isNegated: true)
    interactor.computeNumber(number: 5.5)
    XCTAssertEqual(filterState.getFilters(), [.numeric(comparison("price", .lessThan, 5.5, negated: true))])
    XCTAssertEqual(interactor.item, 5.5)
    filterState.add(comparison("price", .lessThan, 2), toGroupWithID: .and(name: "price"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.item, 5.5, "a filter that is not negated is not the link's")
    interactor.computeNumber(number: 8)
    XCTAssertEqual(
      filterState.getFilters(),
      [.numeric(comparison("price", .lessThan, 2)), .numeric(comparison("price", .lessThan, 8, negated: true))])
  }

  func test_everyMatchingFilterInAllGroups_replacesThemAll_andAddsTheNumberLastToItsGroup() {
    let filterState = FilterState()
    filterState.append(comparison("price", .greaterThanOrEqual, 1), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .greaterThanOrEqual, 2), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .lessThan, 50), toGroupWithID: .and(name: "price"))
    filterState.append(comparison("price", .greaterThanOrEqual, 3), toGroupWithID: .or(name: "price", filterType: .numeric))
    filterState.notifyChange()
    let interactor = NumberInteractor<Double>()
    interactor.connectFilterState(
      filterState, attribute: "price", numericOperator: .greaterThanOrEqual, scope: .allGroups, replacement: .everyMatchingFilter)
    XCTAssertEqual(interactor.item, 2, "the last matching filter in output order: the or group, then the and group")
    interactor.computeNumber(number: 10)
    let entries = filterState.orderedEntries()
    XCTAssertEqual(entries.count, 1, "the or group's matching filter is gone too")
    XCTAssertEqual(entries.first?.groupID, .and(name: "price"))
    XCTAssertEqual(
      entries.first?.filters, [.numeric(comparison("price", .lessThan, 50)), .numeric(comparison("price", .greaterThanOrEqual, 10))],
      "another operator's filter stays; the new number comes last")
    XCTAssertEqual(interactor.item, 10)

    let grouped = FilterState()
    grouped.append(comparison("price", .greaterThanOrEqual, 1), toGroupWithID: .and(name: "price"))
    grouped.append(comparison("price", .greaterThanOrEqual, 2), toGroupWithID: .and(name: "elsewhere"))
    let groupOnly = NumberInteractor<Double>()
    groupOnly.connectFilterState(grouped, attribute: "price", numericOperator: .greaterThanOrEqual, replacement: .everyMatchingFilter)
    groupOnly.computeNumber(number: 4)
    XCTAssertEqual(
      grouped.getFilters(), [.numeric(comparison("price", .greaterThanOrEqual, 2)), .numeric(comparison("price", .greaterThanOrEqual, 4))],
      "in the default scope only the link's group is replaced")

    let spread = FilterState()
    spread.append(comparison("price", .greaterThanOrEqual, 5), toGroupWithID: .and(name: "elsewhere"))
    spread.notifyChange()
    let current = NumberInteractor<Double>()
    current.connectFilterState(spread, attribute: "price", numericOperator: .greaterThanOrEqual, scope: .allGroups)
    XCTAssertEqual(current.item, 5, "the scope reaches other groups")
    current.computeNumber(number: 6)
    XCTAssertEqual(
      spread.orderedEntries().map(\.groupID), [.and(name: "price")],
      "the current number's filter is removed from its group; the new one goes to the link's group")
  }

  func test_keepsNumber_leavesTheNumberWhenNoFilterMatches() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Double>()
    let shown = ValueRecorder<Double?>()
    interactor.onItemChanged.subscribe(with: shown) { $0.values.append($1) }
    interactor.connectFilterState(filterState, attribute: "price", numericOperator: .greaterThanOrEqual, absence: .keepsNumber)
    interactor.computeNumber(number: 20)
    filterState.removeAll()
    filterState.notifyChange()
    XCTAssertEqual(interactor.item, 20, "cleared filters leave the number")
    XCTAssertEqual(shown.values, [20])
    filterState.add(comparison("price", .greaterThanOrEqual, 30), toGroupWithID: .and(name: "price"))
    filterState.notifyChange()
    XCTAssertEqual(interactor.item, 30, "a matching filter still moves it")
  }

  func test_afterEachStep_notifiesTheRemovalAndTheAddition() {
    let filterState = FilterState()
    let interactor = NumberInteractor<Double>()
    let snapshots = ValueRecorder<Int>()
    interactor.connectFilterState(
      filterState, attribute: "price", numericOperator: .greaterThanOrEqual, replacement: .everyMatchingFilter, notification: .afterEachStep)
    filterState.onChange.subscribe(with: snapshots) { recorder, snapshot in
      recorder.values.append(snapshot.getFilters(forGroupWithID: .and(name: "price")).count)
    }
    interactor.computeNumber(number: 1)
    XCTAssertEqual(snapshots.values, [1], "nothing to remove: one notification")
    interactor.computeNumber(number: 2)
    XCTAssertEqual(snapshots.values, [1, 0, 1], "the removal, then the addition")

    let once = FilterState()
    let other = NumberInteractor<Double>()
    let counted = ValueRecorder<Int>()
    other.connectFilterState(once, attribute: "price", numericOperator: .greaterThanOrEqual)
    once.onChange.subscribe(with: counted) { recorder, snapshot in recorder.values.append(snapshot.getFilters(forGroupWithID: .and(name: "price")).count) }
    other.computeNumber(number: 1)
    other.computeNumber(number: 2)
    XCTAssertEqual(counted.values, [1, 1], "by default one notification per computed number")
  }
}
