import Foundation
import InstantSearch
import XCTest

// Subclasses written the way the v1 widgets are, through the UIKit aliases.

private final class TableWidget: UITableView {
  var configured = false
  override init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame, style: style)
    configured = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

private final class CollectionWidget: UICollectionView {
  var configured = false
  override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame, collectionViewLayout: layout)
    configured = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

private class TextFieldWidget: UITextField, UITextFieldDelegate {
  var changes: [String] = []
  var began = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
    addTarget(self, action: Self.textFieldDidChange, for: .editingChanged)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func textFieldDidChange() { changes.append(text ?? "") }
  func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
}

private final class SearchBarWidget: UISearchBar, UISearchBarDelegate {
  var typed: [String] = []
  override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { typed.append(searchText) }
}

private final class SegmentedWidget: UISegmentedControl {
  var initialisers: [String] = []
  var actual = UISegmentedControl.noSegment

  override init(items: [Any]?) {
    super.init(items: items)
    initialisers.append("items")
    actual = selectedSegmentIndex
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    initialisers.append("frame")
    actual = selectedSegmentIndex
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    initialisers.append("coder")
  }
}

private final class SliderWidget: UISlider {
  var changes = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: SliderWidget.valueDidChange, for: [.valueChanged, .touchUpInside])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
  func valueDidChange() { changes += 1 }
}

private final class ActivityWidget: UIActivityIndicatorView {}

private final class LabelWidget: UILabel {}

private final class ScreenController: UIViewController {
  let searchBar = SearchBarWidget()
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(searchBar)
  }
}

final class HeadlessSubclassingTests: XCTestCase {
  override func tearDown() {
    _ = HeadlessTextField().becomeFirstResponder()
    super.tearDown()
  }

  func test_tableWidget_inheritsFrameAndEmptyInitialisers() {
    XCTAssertEqual(TableWidget(frame: .zero).style, .plain)
    XCTAssertTrue(TableWidget().configured)
    XCTAssertEqual(TableWidget(frame: .zero, style: .grouped).style, .grouped)
  }

  func test_collectionWidget_inheritsFrameInitialiser_withFlowLayout() {
    let widget = CollectionWidget(frame: .zero)
    XCTAssertTrue(widget.configured)
    XCTAssertTrue(widget.collectionViewLayout is UICollectionViewFlowLayout)
    XCTAssertTrue(CollectionWidget().configured)
  }

  func test_textFieldWidget_targetActionAndDelegate() {
    let widget = TextFieldWidget()
    widget.userType("a")
    widget.becomeFirstResponder()
    widget.userType("ab")
    XCTAssertEqual(widget.changes, ["a", "ab"])
    XCTAssertEqual(widget.began, 1)
  }

  func test_textFieldWidget_isReleased_despiteTargetingItself() {
    weak var weakWidget: TextFieldWidget?
    do {
      let widget = TextFieldWidget(frame: .zero)
      weakWidget = widget
    }
    XCTAssertNil(weakWidget)
  }

  func test_segmentedWidget_initialisers() {
    let fromItems = SegmentedWidget(items: ["a", "b"])
    XCTAssertEqual(fromItems.initialisers, ["items"])
    XCTAssertEqual(fromItems.numberOfSegments, 2)
    XCTAssertEqual(fromItems.actual, -1)
    XCTAssertEqual(SegmentedWidget(frame: .zero).initialisers, ["frame"])
    XCTAssertEqual(SegmentedWidget().initialisers, ["frame"])
  }

  func test_sliderWidget_userChange_runsActionOnce() {
    let widget = SliderWidget()
    widget.userSetValue(0.5)
    widget.sendActions(for: .touchUpInside)
    XCTAssertEqual(widget.changes, 2)
  }

  func test_otherWidgetsBases_haveFrameAndEmptyInitialisers() {
    XCTAssertTrue(ActivityWidget().isHidden)
    XCTAssertNil(LabelWidget(frame: .zero).text)
    _ = UIStepper()
    _ = UISwitch(frame: .zero)
    _ = UIDatePicker()
    _ = UIButton(frame: .zero)
  }

  func test_controllerWithSearchBar_registersInViewDidLoad() {
    let controller = ScreenController()
    XCTAssertEqual(controller.view.subviews, [controller.searchBar])
    controller.searchBar.userType("q")
    XCTAssertEqual(controller.searchBar.typed, ["q"])
  }

  func test_aliases_nameTheHeadlessTypes() {
    let color: UIColor = .red
    XCTAssertEqual(color, HeadlessColor.red)
    XCTAssertTrue(UIApplication.shared === HeadlessApplication.shared)
    XCTAssertEqual(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left, 2)
    let label = UILabel()
    label.textAlignment = NSTextAlignment.center
    XCTAssertEqual(label.textAlignment, .center)
    XCTAssertTrue(UIView.self == HeadlessView.self)
    XCTAssertTrue(UIControl.self == HeadlessControl.self)
    XCTAssertTrue(UISearchController.self == HeadlessSearchController.self)
    XCTAssertTrue(UITableViewCell.self == HeadlessTableViewCell.self)
    XCTAssertTrue(UICollectionViewCell.self == HeadlessCollectionViewCell.self)
    XCTAssertTrue(UIScrollView.self == HeadlessScrollView.self)
  }
}
