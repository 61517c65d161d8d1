import Foundation
import InstantSearch
import XCTest

// API surface, headless adaptation of the v1 widget layer: the Foundation additions, `HeadlessView`,
// `HeadlessControl`, the headless counterparts of the UIKit classes v1 uses, and the UIKit-named aliases, each
// signature called as the reference gives it (behaviour in depth lives in Tests/InstantSearchTests/Headless).
//
// Index (v1 widget reference section titles, in order):
// - "Foundation on Linux": test_foundation_indexPathColorAndKeys
// - "HeadlessView": test_headlessView_tree
// - "HeadlessControl": test_headlessControl_actions
// - "Headless counterparts of the UIKit classes used by v1": test_counterparts_labelButton,
//   test_counterparts_sliderStepperSwitch, test_counterparts_segmentedDatePicker, test_counterparts_textInput,
//   test_counterparts_activityAndScroll, test_counterparts_tableAndCollection, test_counterparts_viewController
//   (with `HeadlessTableViewController`, which the seeds' `UITableViewController` code needs)
// - "UIKit-typed v1 signatures": test_uikitTyped_aliasesAndShortNames (the protocol forms are adopted in
//   V1ProtocolsSurfaceTests; RefinableDelegate's defaults, public ResettableDelegate and FatalErrorUtil there
//   and in V1ViewModelsAndControllersSurfaceTests)
final class V1HeadlessSurfaceTests: XCTestCase {
  func test_foundation_indexPathColorAndKeys() {
    var path = IndexPath(row: 2, section: 1)
    XCTAssertEqual(Array(path), [1, 2])
    XCTAssertEqual(path.item, 2)
    path.row = 5
    path.section = 3
    XCTAssertEqual(IndexPath(item: 5, section: 3), path)
    path.item = 0
    XCTAssertEqual(path.row, 0)
    let colors: [HeadlessColor] = [.black, .white, .clear, .blue, .red, .yellow, .gray]
    XCTAssertEqual(Set(colors).count, 7)
    XCTAssertEqual(HeadlessColor(red: 1, green: 1, blue: 0, alpha: 1), .yellow)
    XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
    XCTAssertEqual(NSAttributedString.Key.backgroundColor.rawValue, "NSBackgroundColor")
  }

  func test_headlessView_tree() {
    let root = HeadlessView(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
    XCTAssertEqual(root.bounds, CGRect(x: 0, y: 0, width: 30, height: 20))
    let a = HeadlessView()
    XCTAssertEqual(a.frame, .zero)
    let b = HeadlessView()
    b.tag = 7
    root.addSubview(a)
    root.insertSubview(b, at: 0)
    XCTAssertTrue(root.subviews.first === b)
    XCTAssertTrue(a.superview === root)
    XCTAssertTrue(root.viewWithTag(7) === b)
    b.removeFromSuperview()
    XCTAssertEqual(root.subviews.count, 1)
    XCTAssertFalse(a.isHidden)
    XCTAssertEqual(a.alpha, 1)
    XCTAssertNil(a.backgroundColor)
    XCTAssertEqual(a.tintColor, .blue)
    root.tintColor = .red
    XCTAssertEqual(a.tintColor, .red, "inherited from the superview")
    XCTAssertTrue(a.isUserInteractionEnabled)
    let field = HeadlessTextField()
    root.addSubview(field)
    XCTAssertTrue(field.becomeFirstResponder())
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(field.resignFirstResponder())
    XCTAssertFalse(field.isFirstResponder)
    a.layoutIfNeeded()
  }

  func test_headlessControl_actions() {
    final class Target {
      var calls = 0
      func fire() { calls += 1 }
    }
    let control = HeadlessControl()
    XCTAssertTrue(control.isEnabled)
    XCTAssertFalse(control.isSelected)
    XCTAssertFalse(control.isHighlighted)
    var events: [String] = []
    let touches: HeadlessControl.Event = [.touchUpInside, .touchUpOutside]
    let id = control.addAction(for: touches) { _ in events.append("touch") }
    control.addAction(for: .valueChanged) { _ in events.append("value") }
    let target = Target()
    control.addTarget(target, action: Target.fire, for: .editingChanged)
    control.sendActions(for: [.touchUpInside, .touchUpOutside])
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .editingChanged)
    XCTAssertEqual(events, ["touch", "value"])
    XCTAssertEqual(target.calls, 1)
    control.removeAction(id)
    control.removeAllActions(for: .valueChanged)
    control.sendActions(for: [.touchUpInside, .valueChanged, .touchDown, .editingDidBegin, .editingDidEnd, .primaryActionTriggered])
    XCTAssertEqual(events.count, 2)
    XCTAssertNotEqual(HeadlessControl.State.highlighted, .disabled)
    XCTAssertEqual(HeadlessControl.State.normal, [])
    XCTAssertNotEqual(HeadlessControl.State.selected, .normal)
  }

  func test_counterparts_labelButton() {
    let label = HeadlessLabel()
    XCTAssertNil(label.text)
    XCTAssertEqual(label.textColor, .black)
    XCTAssertNil(label.highlightedTextColor)
    XCTAssertEqual(label.numberOfLines, 1)
    label.attributedText = NSAttributedString(string: "x")
    XCTAssertEqual(label.text, "x")
    label.text = "y"
    XCTAssertEqual(label.attributedText?.string, "y")
    label.textAlignment = .center
    XCTAssertEqual(label.textAlignment, .center)
    let button = HeadlessButton()
    button.setTitle("go", for: .normal)
    XCTAssertEqual(button.title(for: .normal), "go")
    XCTAssertEqual(button.currentTitle, "go")
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    button.tap()
    XCTAssertEqual(taps, 1)
  }

  func test_counterparts_sliderStepperSwitch() {
    let slider = HeadlessSlider()
    XCTAssertEqual(slider.value, 0)
    XCTAssertEqual(slider.minimumValue, 0)
    XCTAssertEqual(slider.maximumValue, 1)
    XCTAssertTrue(slider.isContinuous)
    slider.setValue(3, animated: false)
    XCTAssertEqual(slider.value, 1, "clamped")
    var sent = 0
    slider.addAction(for: .valueChanged) { _ in sent += 1 }
    slider.userSetValue(0.5)
    XCTAssertEqual(sent, 1)
    let stepper = HeadlessStepper()
    XCTAssertEqual(stepper.maximumValue, 100)
    XCTAssertEqual(stepper.stepValue, 1)
    XCTAssertFalse(stepper.wraps)
    stepper.userIncrement()
    stepper.userIncrement()
    stepper.userDecrement()
    XCTAssertEqual(stepper.value, 1)
    let toggle = HeadlessSwitch()
    XCTAssertFalse(toggle.isOn)
    toggle.setOn(true, animated: true)
    toggle.userToggle()
    XCTAssertFalse(toggle.isOn)
  }

  func test_counterparts_segmentedDatePicker() {
    let segmented = HeadlessSegmentedControl(items: ["a", 1, "c"])
    XCTAssertEqual(segmented.numberOfSegments, 3)
    XCTAssertNil(segmented.titleForSegment(at: 1))
    XCTAssertNil(segmented.titleForSegment(at: 9))
    XCTAssertEqual(segmented.selectedSegmentIndex, HeadlessSegmentedControl.noSegment)
    XCTAssertFalse(segmented.isMomentary)
    segmented.setTitle("b", forSegmentAt: 1)
    segmented.insertSegment(withTitle: "z", at: 0, animated: false)
    segmented.removeSegment(at: 3, animated: false)
    XCTAssertEqual((0..<segmented.numberOfSegments).map { segmented.titleForSegment(at: $0) }, ["z", "a", "b"])
    segmented.userSelectSegment(at: 2)
    XCTAssertEqual(segmented.selectedSegmentIndex, 2)
    segmented.removeAllSegments()
    XCTAssertEqual(HeadlessSegmentedControl(frame: .zero).numberOfSegments, segmented.numberOfSegments)
    let picker = HeadlessDatePicker()
    XCTAssertLessThan(abs(picker.date.timeIntervalSinceNow), 60)
    picker.minimumDate = Date(timeIntervalSince1970: 100)
    picker.maximumDate = Date(timeIntervalSince1970: 200)
    picker.setDate(Date(timeIntervalSince1970: 500), animated: false)
    XCTAssertEqual(picker.date, Date(timeIntervalSince1970: 200))
    picker.userSetDate(Date(timeIntervalSince1970: 150))
    XCTAssertEqual(picker.date, Date(timeIntervalSince1970: 150))
  }

  func test_counterparts_textInput() {
    final class Updater: HeadlessSearchResultsUpdating, HeadlessSearchBarDelegate, HeadlessTextFieldDelegate {
      var updates: [String?] = []
      var events: [String] = []
      func updateSearchResults(for searchController: HeadlessSearchController) { updates.append(searchController.searchBar.text) }
      func searchBar(_ searchBar: HeadlessSearchBar, textDidChange searchText: String) { events.append("change \(searchText)") }
      func searchBarCancelButtonClicked(_ searchBar: HeadlessSearchBar) { events.append("cancel") }
      func searchBarSearchButtonClicked(_ searchBar: HeadlessSearchBar) { events.append("search") }
      func textFieldDidBeginEditing(_ textField: HeadlessTextField) { events.append("begin") }
      func textFieldDidEndEditing(_ textField: HeadlessTextField) { events.append("end") }
    }
    let updater = Updater()
    let field = HeadlessTextField()
    XCTAssertEqual(field.text, "")
    field.text = nil
    XCTAssertEqual(field.text, "")
    field.placeholder = "Search"
    field.delegate = updater
    XCTAssertTrue(field.becomeFirstResponder())
    field.userType("ab")
    XCTAssertTrue(field.resignFirstResponder())
    let bar = HeadlessSearchBar()
    bar.delegate = updater
    bar.showsCancelButton = true
    bar.userType("x")
    bar.userTapCancel()
    bar.userTapSearch()
    bar.text = "silent"
    XCTAssertEqual(updater.events, ["begin", "end", "change x", "cancel", "search"])
    let controller = HeadlessSearchController()
    controller.searchResultsUpdater = updater
    controller.isActive = true
    controller.searchBar.userType("q")
    XCTAssertEqual(updater.updates.last, "q")
  }

  func test_counterparts_activityAndScroll() {
    let indicator = HeadlessActivityIndicatorView(frame: .zero)
    XCTAssertFalse(indicator.isAnimating)
    XCTAssertTrue(indicator.hidesWhenStopped)
    XCTAssertTrue(indicator.isHidden)
    indicator.startAnimating()
    XCTAssertFalse(indicator.isHidden)
    indicator.stopAnimating()
    XCTAssertTrue(indicator.isHidden)
    XCTAssertFalse(HeadlessApplication.shared.isNetworkActivityIndicatorVisible)
    let scroll = HeadlessScrollView()
    XCTAssertEqual(scroll.contentOffset, .zero)
    scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    XCTAssertEqual(scroll.contentOffset.y, 40)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
    XCTAssertEqual(scroll.contentOffset, .zero)
    XCTAssertEqual(scroll.contentInset.top, 0)
  }

  func test_counterparts_tableAndCollection() {
    final class Source: HeadlessTableViewDataSource, HeadlessTableViewDelegate, HeadlessCollectionViewDataSource,
      HeadlessCollectionViewDelegate
    {
      var selected: [IndexPath] = []
      func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 30 }
      func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
      }
      func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
      func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
      func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
      }
      func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }
    let source = Source()
    let table = HeadlessTableView(frame: .zero, style: .grouped)
    XCTAssertEqual(HeadlessTableView(frame: .zero).style, .plain)
    XCTAssertFalse(table.allowsMultipleSelection)
    XCTAssertNil(table.backgroundView)
    table.separatorStyle = .none
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    table.reloadData()
    XCTAssertEqual(table.reloadCount, 1)
    XCTAssertEqual(table.numberOfSections, 1)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 30)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "3")
    XCTAssertEqual(table.displayRows(10..<12).map { $0.textLabel?.text }, ["10", "11"])
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    XCTAssertTrue(source.selected.isEmpty, "programmatic selection calls no delegate")
    table.userSelectRow(at: IndexPath(row: 2, section: 0))
    XCTAssertEqual(source.selected, [IndexPath(row: 2, section: 0)])
    XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    XCTAssertEqual(table.contentOffset, .zero)
    XCTAssertEqual(table.lastScrolledRow, IndexPath(row: 0, section: 0))
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    table.endUpdates()
    let cell = HeadlessTableViewCell(style: .value1, reuseIdentifier: "r")
    XCTAssertEqual(cell.reuseIdentifier, "r")
    XCTAssertNotNil(cell.detailTextLabel)
    XCTAssertEqual(cell.accessoryType, .none)
    cell.accessoryType = .disclosureIndicator
    XCTAssertFalse(cell.isSelected)

    let collection = HeadlessCollectionView(frame: .zero, collectionViewLayout: HeadlessCollectionViewFlowLayout())
    XCTAssertTrue(HeadlessCollectionView(frame: .zero).collectionViewLayout is HeadlessCollectionViewFlowLayout)
    collection.register(HeadlessCollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = source
    collection.delegate = source
    collection.reloadData()
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 4)
    XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
    XCTAssertEqual(collection.displayItems(0..<2).count, 2)
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
    collection.userSelectItem(at: IndexPath(item: 3, section: 0))
    XCTAssertEqual(source.selected.last, IndexPath(item: 3, section: 0))
    XCTAssertTrue(collection.collectionViewLayout is HeadlessCollectionViewFlowLayout)
  }

  func test_counterparts_viewController() {
    final class Screen: HeadlessViewController {
      var loads = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
      }
    }
    let screen = Screen()
    XCTAssertEqual(screen.loads, 0)
    _ = screen.view
    screen.loadViewIfNeeded()
    XCTAssertEqual(screen.loads, 1)
    let tableController = HeadlessTableViewController(style: .grouped)
    XCTAssertEqual(tableController.tableView.style, .grouped)
    XCTAssertTrue(tableController.tableView.dataSource === tableController)
    XCTAssertTrue(tableController.tableView.delegate === tableController)
    XCTAssertEqual(tableController.tableView.numberOfSections, 1)
    XCTAssertEqual(tableController.tableView.numberOfRows(inSection: 0), 0)
    XCTAssertNil(tableController.tableView(tableController.tableView, titleForHeaderInSection: 0))
    XCTAssertEqual(HeadlessTableViewController(nibName: nil, bundle: nil).tableView.style, .plain)
  }

  func test_uikitTyped_aliasesAndShortNames() {
    let view: UIView = UILabel()
    XCTAssertTrue(view is HeadlessLabel)
    let pairs: [(Any.Type, Any.Type)] = [
      (UIControl.self, HeadlessControl.self), (UIButton.self, HeadlessButton.self), (UISlider.self, HeadlessSlider.self),
      (UIStepper.self, HeadlessStepper.self), (UISwitch.self, HeadlessSwitch.self),
      (UISegmentedControl.self, HeadlessSegmentedControl.self), (UIDatePicker.self, HeadlessDatePicker.self),
      (UITextField.self, HeadlessTextField.self), (UISearchBar.self, HeadlessSearchBar.self),
      (UISearchController.self, HeadlessSearchController.self),
      (UIActivityIndicatorView.self, HeadlessActivityIndicatorView.self), (UIScrollView.self, HeadlessScrollView.self),
      (UITableView.self, HeadlessTableView.self), (UITableViewCell.self, HeadlessTableViewCell.self),
      (UICollectionView.self, HeadlessCollectionView.self), (UICollectionViewCell.self, HeadlessCollectionViewCell.self),
      (UICollectionViewLayout.self, HeadlessCollectionViewLayout.self),
      (UICollectionViewFlowLayout.self, HeadlessCollectionViewFlowLayout.self),
      (UIViewController.self, HeadlessViewController.self), (UITableViewController.self, HeadlessTableViewController.self),
      (UIColor.self, HeadlessColor.self),
      (UIApplication.self, HeadlessApplication.self),
      ((any UITableViewDataSource).self, (any HeadlessTableViewDataSource).self),
      ((any UITableViewDelegate).self, (any HeadlessTableViewDelegate).self),
      ((any UICollectionViewDataSource).self, (any HeadlessCollectionViewDataSource).self),
      ((any UICollectionViewDelegate).self, (any HeadlessCollectionViewDelegate).self),
      ((any UISearchBarDelegate).self, (any HeadlessSearchBarDelegate).self),
      ((any UITextFieldDelegate).self, (any HeadlessTextFieldDelegate).self),
      ((any UISearchResultsUpdating).self, (any HeadlessSearchResultsUpdating).self),
      (HitsWidget.self, HitsTableWidget.self), (RefinementListWidget.self, RefinementTableWidget.self),
      (StatsWidget.self, StatsLabelWidget.self),
    ]
    for (alias, type) in pairs { XCTAssertTrue(alias == type, "\(alias) is \(type)") }
  }
}
