import Foundation
import InstantSearch
import XCTest

final class HeadlessSegmentedControlTests: XCTestCase {
  func test_initItems_stringsBecomeTitles_othersUntitled() {
    let control = HeadlessSegmentedControl(items: ["a", 3, "c"])
    XCTAssertEqual(control.numberOfSegments, 3)
    XCTAssertEqual(control.titleForSegment(at: 0), "a")
    XCTAssertNil(control.titleForSegment(at: 1))
    XCTAssertEqual(control.titleForSegment(at: 2), "c")
    XCTAssertNil(control.titleForSegment(at: 3))
    XCTAssertNil(control.titleForSegment(at: -1))
    XCTAssertEqual(control.selectedSegmentIndex, HeadlessSegmentedControl.noSegment)
    XCTAssertEqual(HeadlessSegmentedControl.noSegment, -1)
    XCTAssertFalse(control.isMomentary)
  }

  func test_initFrameAndNilItems_haveNoSegments() {
    XCTAssertEqual(HeadlessSegmentedControl(frame: .zero).numberOfSegments, 0)
    XCTAssertEqual(HeadlessSegmentedControl(items: nil).numberOfSegments, 0)
    XCTAssertEqual(HeadlessSegmentedControl().numberOfSegments, 0)
  }

  func test_setTitle_andInsertRemove() {
    let control = HeadlessSegmentedControl(items: ["a", "b"])
    control.setTitle("B", forSegmentAt: 1)
    control.setTitle("ignored", forSegmentAt: 5)
    control.insertSegment(withTitle: "first", at: 0, animated: false)
    control.insertSegment(withTitle: "last", at: 99, animated: true)
    XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["first", "a", "B", "last"])
    control.removeSegment(at: 1, animated: false)
    control.removeSegment(at: 10, animated: false)
    XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["first", "B", "last"])
    control.removeAllSegments()
    XCTAssertEqual(control.numberOfSegments, 0)
  }

  func test_selection_followsItsSegment_andOutOfRangeIsNoSegment() {
    let control = HeadlessSegmentedControl(items: ["a", "b", "c"])
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "z", at: 0, animated: false)
    XCTAssertEqual(control.selectedSegmentIndex, 2)
    control.removeSegment(at: 0, animated: false)
    XCTAssertEqual(control.selectedSegmentIndex, 1)
    control.removeSegment(at: 1, animated: false)
    XCTAssertEqual(control.selectedSegmentIndex, HeadlessSegmentedControl.noSegment)
    control.selectedSegmentIndex = 7
    XCTAssertEqual(control.selectedSegmentIndex, HeadlessSegmentedControl.noSegment)
    control.selectedSegmentIndex = 0
    control.removeAllSegments()
    XCTAssertEqual(control.selectedSegmentIndex, HeadlessSegmentedControl.noSegment)
  }

  func test_userSelectSegment_setsThenSendsValueChanged_onlyOnChange() {
    let control = HeadlessSegmentedControl(items: ["a", "b"])
    var seen: [Int] = []
    control.addAction(for: .valueChanged) { seen.append(($0 as! HeadlessSegmentedControl).selectedSegmentIndex) }
    control.userSelectSegment(at: 1)
    control.userSelectSegment(at: 1)
    control.userSelectSegment(at: 5)
    control.userSelectSegment(at: 0)
    XCTAssertEqual(seen, [1, 0])
    control.isMomentary = true
    control.userSelectSegment(at: 0)
    XCTAssertEqual(seen, [1, 0, 0])
  }
}
