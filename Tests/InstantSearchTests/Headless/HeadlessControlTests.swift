import Foundation
import InstantSearch
import XCTest

final class HeadlessControlTests: XCTestCase {
  private final class Target {
    var calls = 0
    func fire() { calls += 1 }
  }

  func test_defaults() {
    let control = HeadlessControl()
    XCTAssertTrue(control.isEnabled)
    XCTAssertFalse(control.isSelected)
    XCTAssertFalse(control.isHighlighted)
    XCTAssertEqual(control.state, .normal)
    XCTAssertEqual(control.allControlEvents, [])
  }

  func test_eventsAndStates_haveDistinctBits() {
    let events: [HeadlessControl.Event] = [
      .touchDown, .touchUpInside, .touchUpOutside, .valueChanged,
      .editingDidBegin, .editingChanged, .editingDidEnd, .primaryActionTriggered,
    ]
    XCTAssertEqual(Set(events.map(\.rawValue)).count, events.count)
    XCTAssertTrue(events.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    let states: [HeadlessControl.State] = [.highlighted, .disabled, .selected]
    XCTAssertEqual(Set(states.map(\.rawValue)).count, 3)
    XCTAssertEqual(HeadlessControl.State.normal.rawValue, 0)
  }

  func test_state_reflectsFlags() {
    let control = HeadlessControl()
    control.isEnabled = false
    control.isSelected = true
    XCTAssertEqual(control.state, [.disabled, .selected])
    control.isHighlighted = true
    XCTAssertTrue(control.state.contains(.highlighted))
  }

  func test_sendActions_runsMatchingActionsOnceInRegistrationOrder() {
    let control = HeadlessControl()
    var log: [String] = []
    control.addAction(for: [.valueChanged, .touchUpInside]) { _ in log.append("both") }
    control.addAction(for: .editingChanged) { _ in log.append("editing") }
    control.addAction(for: .touchUpInside) { _ in log.append("tap") }
    control.sendActions(for: [.valueChanged, .touchUpInside, .touchUpOutside])
    XCTAssertEqual(log, ["both", "tap"])
    log.removeAll()
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(log, ["both", "tap"])
    log.removeAll()
    control.sendActions(for: .touchDown)
    XCTAssertEqual(log, [])
  }

  func test_action_receivesTheControl() {
    let control = HeadlessControl()
    var received: HeadlessControl?
    control.addAction(for: .valueChanged) { received = $0 }
    control.sendActions(for: .valueChanged)
    XCTAssertTrue(received === control)
  }

  func test_addTarget_callsTheMethod() {
    let control = HeadlessControl()
    let target = Target()
    control.addTarget(target, action: Target.fire, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(target.calls, 2)
    XCTAssertEqual(control.allControlEvents, .valueChanged)
  }

  func test_addTarget_holdsTargetWeakly_andSkipsReleasedTargets() {
    let control = HeadlessControl()
    weak var weakTarget: Target?
    var closureRuns = 0
    do {
      let target = Target()
      weakTarget = target
      control.addTarget(target, action: Target.fire, for: .valueChanged)
    }
    control.addAction(for: .valueChanged) { _ in closureRuns += 1 }
    XCTAssertNil(weakTarget)
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(closureRuns, 1)
    XCTAssertEqual(control.allControlEvents, .valueChanged)
  }

  func test_removeAction_byID() {
    let control = HeadlessControl()
    var log: [Int] = []
    let first = control.addAction(for: .valueChanged) { _ in log.append(1) }
    let second = control.addAction(for: .valueChanged) { _ in log.append(2) }
    XCTAssertNotEqual(first, second)
    control.removeAction(first)
    control.removeAction(12345)
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(log, [2])
  }

  func test_removeAllActions_removesOnlyTheGivenEvents() {
    let control = HeadlessControl()
    var log: [String] = []
    control.addAction(for: [.valueChanged, .touchUpInside]) { _ in log.append("both") }
    control.addAction(for: .valueChanged) { _ in log.append("value") }
    control.removeAllActions(for: .valueChanged)
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(log, [])
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(log, ["both"])
    XCTAssertEqual(control.allControlEvents, .touchUpInside)
  }

  func test_removeTarget_removesOnlyThatTargetsActions() {
    let control = HeadlessControl()
    let kept = Target()
    let removed = Target()
    control.addTarget(kept, action: Target.fire, for: .valueChanged)
    control.addTarget(removed, action: Target.fire, for: .valueChanged)
    control.removeTarget(removed, for: .allEvents)
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(kept.calls, 1)
    XCTAssertEqual(removed.calls, 0)
  }

  func test_actionRemovedDuringDispatch_doesNotRun_andAddedOneWaits() {
    let control = HeadlessControl()
    var log: [String] = []
    var secondID = 0
    control.addAction(for: .valueChanged) { control in
      log.append("first")
      control.removeAction(secondID)
      control.addAction(for: .valueChanged) { _ in log.append("late") }
    }
    secondID = control.addAction(for: .valueChanged) { _ in log.append("second") }
    control.sendActions(for: .valueChanged)
    XCTAssertEqual(log, ["first"])
  }

  func test_disabledControl_stillDispatches() {
    let control = HeadlessControl()
    control.isEnabled = false
    var runs = 0
    control.addAction(for: .touchUpInside) { _ in runs += 1 }
    control.sendActions(for: .touchUpInside)
    XCTAssertEqual(runs, 1)
  }

  func test_programmaticStateChanges_neverDispatch() {
    var runs = 0
    let count: (HeadlessControl) -> Void = { _ in runs += 1 }
    let slider = HeadlessSlider()
    slider.addAction(for: .allEvents, count)
    slider.value = 0.5
    slider.setValue(0.7, animated: true)
    slider.minimumValue = 0.8
    let stepper = HeadlessStepper()
    stepper.addAction(for: .allEvents, count)
    stepper.value = 3
    let toggle = HeadlessSwitch()
    toggle.addAction(for: .allEvents, count)
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    let segments = HeadlessSegmentedControl(items: ["a", "b"])
    segments.addAction(for: .allEvents, count)
    segments.selectedSegmentIndex = 1
    let picker = HeadlessDatePicker()
    picker.addAction(for: .allEvents, count)
    picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
    let field = HeadlessTextField()
    field.addAction(for: .allEvents, count)
    field.text = "typed"
    let button = HeadlessButton()
    button.addAction(for: .allEvents, count)
    button.setTitle("title", for: .normal)
    button.isSelected = true
    XCTAssertEqual(runs, 0)
  }
}
