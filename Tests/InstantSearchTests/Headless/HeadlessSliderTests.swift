import Foundation
import InstantSearch
import XCTest

final class HeadlessSliderTests: XCTestCase {
  func test_defaults() {
    let slider = HeadlessSlider()
    XCTAssertEqual(slider.value, 0)
    XCTAssertEqual(slider.minimumValue, 0)
    XCTAssertEqual(slider.maximumValue, 1)
    XCTAssertTrue(slider.isContinuous)
  }

  func test_value_isClampedIntoRange() {
    let slider = HeadlessSlider()
    slider.value = 2
    XCTAssertEqual(slider.value, 1)
    slider.setValue(-1, animated: false)
    XCTAssertEqual(slider.value, 0)
    slider.maximumValue = 100
    slider.value = 42
    XCTAssertEqual(slider.value, 42)
  }

  func test_movingBoundsPastValue_movesValue() {
    let slider = HeadlessSlider()
    slider.maximumValue = 10
    slider.value = 5
    slider.minimumValue = 7
    XCTAssertEqual(slider.value, 7)
    slider.maximumValue = 8
    slider.value = 8
    slider.maximumValue = 7.5
    XCTAssertEqual(slider.value, 7.5)
  }

  func test_boundPastOtherBound_movesOtherBound() {
    let slider = HeadlessSlider()
    slider.minimumValue = 5
    XCTAssertEqual(slider.maximumValue, 5)
    XCTAssertEqual(slider.value, 5)
    slider.maximumValue = 2
    XCTAssertEqual(slider.minimumValue, 2)
    XCTAssertEqual(slider.value, 2)
  }

  func test_userSetValue_clampsThenSendsValueChangedAndTouchUpInsideOnce() {
    let slider = HeadlessSlider()
    var values: [Float] = []
    slider.addAction(for: [.touchUpInside, .touchUpOutside]) { control in
      values.append((control as! HeadlessSlider).value)
    }
    var valueChanged = 0
    slider.addAction(for: .valueChanged) { _ in valueChanged += 1 }
    slider.userSetValue(3)
    XCTAssertEqual(values, [1])
    XCTAssertEqual(valueChanged, 1)
  }
}

final class HeadlessStepperTests: XCTestCase {
  func test_defaults() {
    let stepper = HeadlessStepper()
    XCTAssertEqual(stepper.value, 0)
    XCTAssertEqual(stepper.minimumValue, 0)
    XCTAssertEqual(stepper.maximumValue, 100)
    XCTAssertEqual(stepper.stepValue, 1)
    XCTAssertFalse(stepper.wraps)
  }

  func test_value_isClamped_andBoundsMoveIt() {
    let stepper = HeadlessStepper()
    stepper.value = 150
    XCTAssertEqual(stepper.value, 100)
    stepper.value = -4
    XCTAssertEqual(stepper.value, 0)
    stepper.value = 50
    stepper.maximumValue = 20
    XCTAssertEqual(stepper.value, 20)
    stepper.minimumValue = 30
    XCTAssertEqual(stepper.value, 30)
    XCTAssertEqual(stepper.maximumValue, 30)
  }

  func test_userIncrementAndDecrement_stepAndSendValueChanged() {
    let stepper = HeadlessStepper()
    stepper.stepValue = 2.5
    var values: [Double] = []
    stepper.addAction(for: .valueChanged) { values.append(($0 as! HeadlessStepper).value) }
    stepper.userIncrement()
    stepper.userIncrement()
    stepper.userDecrement()
    XCTAssertEqual(values, [2.5, 5, 2.5])
  }

  func test_steppingPastBound_clampsAndThenStops_withoutWrapping() {
    let stepper = HeadlessStepper()
    stepper.maximumValue = 10
    stepper.stepValue = 3
    stepper.value = 9
    var events = 0
    stepper.addAction(for: .valueChanged) { _ in events += 1 }
    stepper.userIncrement()
    XCTAssertEqual(stepper.value, 10)
    stepper.userIncrement()
    XCTAssertEqual(stepper.value, 10)
    XCTAssertEqual(events, 1)
    stepper.value = 1
    stepper.userDecrement()
    stepper.userDecrement()
    XCTAssertEqual(stepper.value, 0)
    XCTAssertEqual(events, 2)
  }

  func test_wrapping_passesFromOneBoundToTheOther() {
    let stepper = HeadlessStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    stepper.wraps = true
    stepper.value = 3
    var values: [Double] = []
    stepper.addAction(for: .valueChanged) { values.append(($0 as! HeadlessStepper).value) }
    stepper.userIncrement()
    stepper.userDecrement()
    XCTAssertEqual(values, [1, 3])
  }
}

final class HeadlessSwitchTests: XCTestCase {
  func test_setOn_isSilent_andUserToggleFlipsThenSends() {
    let toggle = HeadlessSwitch()
    XCTAssertFalse(toggle.isOn)
    var seen: [Bool] = []
    toggle.addAction(for: .valueChanged) { seen.append(($0 as! HeadlessSwitch).isOn) }
    toggle.setOn(true, animated: true)
    XCTAssertTrue(toggle.isOn)
    toggle.userToggle()
    toggle.userToggle()
    XCTAssertEqual(seen, [false, true])
  }
}

final class HeadlessDatePickerTests: XCTestCase {
  func test_date_defaultsToCreationTime() {
    let before = Date()
    let picker = HeadlessDatePicker()
    let after = Date()
    XCTAssertGreaterThanOrEqual(picker.date, before)
    XCTAssertLessThanOrEqual(picker.date, after)
    XCTAssertNil(picker.minimumDate)
    XCTAssertNil(picker.maximumDate)
  }

  func test_date_isClampedToBounds() {
    let picker = HeadlessDatePicker()
    let low = Date(timeIntervalSince1970: 1_000)
    let high = Date(timeIntervalSince1970: 2_000)
    picker.maximumDate = high
    XCTAssertEqual(picker.date, high)
    picker.minimumDate = low
    picker.setDate(Date(timeIntervalSince1970: 10), animated: false)
    XCTAssertEqual(picker.date, low)
    picker.date = Date(timeIntervalSince1970: 1_500)
    XCTAssertEqual(picker.date.timeIntervalSince1970, 1_500)
  }

  func test_userSetDate_sendsValueChanged() {
    let picker = HeadlessDatePicker()
    var seen: [Date] = []
    picker.addAction(for: .valueChanged) { seen.append(($0 as! HeadlessDatePicker).date) }
    picker.userSetDate(Date(timeIntervalSince1970: 42))
    XCTAssertEqual(seen, [Date(timeIntervalSince1970: 42)])
  }
}
