import Foundation
import InstantSearch
import XCTest

final class HeadlessViewTests: XCTestCase {
  func test_defaults() {
    let view = HeadlessView()
    XCTAssertEqual(view.frame, .zero)
    XCTAssertFalse(view.isHidden)
    XCTAssertEqual(view.tag, 0)
    XCTAssertEqual(view.alpha, 1)
    XCTAssertNil(view.backgroundColor)
    XCTAssertEqual(view.tintColor, .blue)
    XCTAssertTrue(view.isUserInteractionEnabled)
    XCTAssertTrue(view.subviews.isEmpty)
    XCTAssertNil(view.superview)
  }

  func test_bounds_haveZeroOriginAndFrameSize() {
    let view = HeadlessView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 30, height: 40))
    view.frame.size.width = 5
    XCTAssertEqual(view.bounds.width, 5)
  }

  func test_equality_isIdentity() {
    let view = HeadlessView()
    XCTAssertEqual(view, view)
    XCTAssertNotEqual(view, HeadlessView())
  }

  func test_addSubview_appendsAndSetsSuperview() {
    let parent = HeadlessView()
    let first = HeadlessView()
    let second = HeadlessView()
    parent.addSubview(first)
    parent.addSubview(second)
    XCTAssertEqual(parent.subviews, [first, second])
    XCTAssertTrue(first.superview === parent)
  }

  func test_addSubview_movesViewFromItsOldSuperview() {
    let oldParent = HeadlessView()
    let newParent = HeadlessView()
    let child = HeadlessView()
    oldParent.addSubview(child)
    newParent.addSubview(child)
    XCTAssertTrue(oldParent.subviews.isEmpty)
    XCTAssertEqual(newParent.subviews, [child])
    XCTAssertTrue(child.superview === newParent)
  }

  func test_addSubview_again_movesViewLast() {
    let parent = HeadlessView()
    let a = HeadlessView()
    let b = HeadlessView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.addSubview(a)
    XCTAssertEqual(parent.subviews, [b, a])
  }

  func test_insertSubview_placesAtClampedIndex() {
    let parent = HeadlessView()
    let a = HeadlessView()
    let b = HeadlessView()
    let c = HeadlessView()
    let d = HeadlessView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 1)
    parent.insertSubview(d, at: 99)
    XCTAssertEqual(parent.subviews, [a, c, b, d])
    parent.insertSubview(d, at: -3)
    XCTAssertEqual(parent.subviews, [d, a, c, b])
    XCTAssertTrue(d.superview === parent)
  }

  func test_removeFromSuperview_detaches() {
    let parent = HeadlessView()
    let child = HeadlessView()
    parent.addSubview(child)
    child.removeFromSuperview()
    XCTAssertTrue(parent.subviews.isEmpty)
    XCTAssertNil(child.superview)
    child.removeFromSuperview()
    XCTAssertNil(child.superview)
  }

  func test_superview_isWeak() {
    let child = HeadlessView()
    do {
      let parent = HeadlessView()
      parent.addSubview(child)
      XCTAssertNotNil(child.superview)
    }
    XCTAssertNil(child.superview)
  }

  func test_subviews_areRetained() {
    let parent = HeadlessView()
    weak var weakChild: HeadlessView?
    do {
      let child = HeadlessView()
      weakChild = child
      parent.addSubview(child)
    }
    XCTAssertNotNil(weakChild)
  }

  func test_isDescendant() {
    let root = HeadlessView()
    let child = HeadlessView()
    let grandchild = HeadlessView()
    root.addSubview(child)
    child.addSubview(grandchild)
    XCTAssertTrue(grandchild.isDescendant(of: root))
    XCTAssertTrue(root.isDescendant(of: root))
    XCTAssertFalse(root.isDescendant(of: grandchild))
  }

  func test_viewWithTag_checksSelfFirstThenDepthFirst() {
    let root = HeadlessView()
    let branch = HeadlessView()
    let deep = HeadlessView()
    let sibling = HeadlessView()
    branch.tag = 1
    deep.tag = 7
    sibling.tag = 7
    root.addSubview(branch)
    branch.addSubview(deep)
    root.addSubview(sibling)
    XCTAssertTrue(root.viewWithTag(7) === deep)
    XCTAssertTrue(root.viewWithTag(0) === root)
    XCTAssertTrue(root.viewWithTag(1) === branch)
    XCTAssertNil(root.viewWithTag(42))
    root.tag = 7
    XCTAssertTrue(root.viewWithTag(7) === root)
  }

  func test_tintColor_inheritsFromSuperviewUnlessSet() {
    let root = HeadlessView()
    let child = HeadlessView()
    let grandchild = HeadlessView()
    root.addSubview(child)
    child.addSubview(grandchild)
    XCTAssertEqual(grandchild.tintColor, .blue)
    root.tintColor = .red
    XCTAssertEqual(grandchild.tintColor, .red)
    child.tintColor = .yellow
    XCTAssertEqual(grandchild.tintColor, .yellow)
    XCTAssertEqual(root.tintColor, .red)
    child.tintColor = nil
    XCTAssertEqual(grandchild.tintColor, .red)
    grandchild.removeFromSuperview()
    XCTAssertEqual(grandchild.tintColor, .blue)
  }

  func test_plainView_cannotBecomeFirstResponder() {
    let view = HeadlessView()
    XCTAssertFalse(view.becomeFirstResponder())
    XCTAssertFalse(view.isFirstResponder)
    XCTAssertTrue(view.resignFirstResponder())
    view.layoutIfNeeded()
  }
}
