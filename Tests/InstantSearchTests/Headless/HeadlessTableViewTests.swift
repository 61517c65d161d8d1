import Foundation
import InstantSearch
import XCTest

final class HeadlessTableViewTests: XCTestCase {
  private final class Rows: HeadlessTableViewDataSource, HeadlessTableViewDelegate {
    var counts: [Int]
    var askedRows: [IndexPath] = []
    var countQueries: [Int] = []
    var selected: [IndexPath] = []
    var selectionSeenByDelegate: IndexPath?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { counts.count }

    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
      countQueries.append(section)
      return counts[section]
    }

    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
      askedRows.append(indexPath)
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
      selectionSeenByDelegate = tableView.indexPathForSelectedRow
    }
  }

  private final class OneSection: HeadlessTableViewDataSource {
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
      HeadlessTableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  private final class CheckCell: HeadlessTableViewCell {}

  private func makeTable(_ rows: Rows) -> HeadlessTableView {
    let table = HeadlessTableView(frame: .zero, style: .grouped)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = rows
    table.delegate = rows
    return table
  }

  func test_defaults() {
    let table = HeadlessTableView(frame: .zero)
    XCTAssertEqual(table.style, .plain)
    XCTAssertEqual(HeadlessTableView().style, .plain)
    XCTAssertNil(table.dataSource)
    XCTAssertNil(table.delegate)
    XCTAssertNil(table.backgroundView)
    XCTAssertEqual(table.separatorStyle, .singleLine)
    XCTAssertFalse(table.allowsMultipleSelection)
    XCTAssertEqual(table.reloadCount, 0)
    XCTAssertEqual(table.numberOfSections, 0)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
    XCTAssertEqual(table.contentOffset, .zero)
  }

  func test_numberOfSections_defaultsToOne() {
    let source = OneSection()
    let table = HeadlessTableView()
    table.dataSource = source
    XCTAssertEqual(table.numberOfSections, 1)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    XCTAssertEqual(table.numberOfRows(inSection: 1), 0)
  }

  func test_reloadData_countsAndQueriesEverySection() {
    let rows = Rows([3, 0, 2])
    let table = makeTable(rows)
    table.reloadData()
    XCTAssertEqual(table.reloadCount, 1)
    XCTAssertEqual(rows.countQueries, [0, 1, 2])
    XCTAssertEqual(table.numberOfSections, 3)
    rows.counts = [5]
    table.reloadData()
    XCTAssertEqual(table.reloadCount, 2)
    XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
  }

  func test_cellForRow_asksDataSource_andNilOutOfRange() {
    let rows = Rows([2])
    let table = makeTable(rows)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "0-1")
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier, "cell")
    XCTAssertNil(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    XCTAssertEqual(rows.askedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 1, section: 0)])
  }

  func test_displayRows_asksForCellsInOrder_skippingRowsBeyondCount() {
    let rows = Rows([1, 4])
    let table = makeTable(rows)
    rows.countQueries = []
    table.selectRow(at: IndexPath(row: 3, section: 1), animated: false, scrollPosition: .none)
    let cells = table.displayRows(2..<10, section: 1)
    XCTAssertEqual(cells.map { $0.textLabel?.text }, ["1-2", "1-3"])
    XCTAssertEqual(cells.map(\.isSelected), [false, true])
    XCTAssertEqual(rows.askedRows, [IndexPath(row: 2, section: 1), IndexPath(row: 3, section: 1)])
    // The section is counted once for the whole pass, not again for each cell.
    XCTAssertEqual(rows.countQueries, [1])
    XCTAssertEqual(table.displayRows(0..<3).count, 1)
    XCTAssertEqual(HeadlessTableView(frame: .zero).displayRows(0..<3).count, 0)
  }

  func test_programmaticSelection_doesNotCallDelegate() {
    let rows = Rows([5])
    let table = makeTable(rows)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: true, scrollPosition: .top)
    XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 4, section: 0)])
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected, true)
    XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, false)
    table.deselectRow(at: IndexPath(row: 4, section: 0), animated: true)
    XCTAssertNil(table.indexPathForSelectedRow)
    XCTAssertNil(table.indexPathsForSelectedRows)
    XCTAssertEqual(rows.selected, [])
  }

  func test_multipleSelection_keepsSortedRows_andNilClears() {
    let rows = Rows([5])
    let table = makeTable(rows)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
    XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    XCTAssertNil(table.indexPathsForSelectedRows)
  }

  func test_userSelectRow_selectsThenCallsDelegate() {
    let rows = Rows([3])
    let table = makeTable(rows)
    table.userSelectRow(at: IndexPath(row: 1, section: 0))
    table.userSelectRow(at: IndexPath(row: 2, section: 0))
    XCTAssertEqual(rows.selected, [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    XCTAssertEqual(rows.selectionSeenByDelegate, IndexPath(row: 2, section: 0))
    XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)])
  }

  func test_reloadData_clearsSelection() {
    let rows = Rows([3])
    let table = makeTable(rows)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    table.reloadData()
    XCTAssertNil(table.indexPathForSelectedRow)
  }

  func test_dataSourceAndDelegate_areWeak() {
    let table = HeadlessTableView()
    do {
      let rows = Rows([1])
      table.dataSource = rows
      table.delegate = rows
    }
    XCTAssertNil(table.dataSource)
    XCTAssertNil(table.delegate)
  }

  func test_dequeue_createsRegisteredClass_orNilWhenUnregistered() {
    let table = HeadlessTableView()
    XCTAssertNil(table.dequeueReusableCell(withIdentifier: "check"))
    table.register(CheckCell.self, forCellReuseIdentifier: "check")
    let cell = table.dequeueReusableCell(withIdentifier: "check")
    XCTAssertTrue(cell is CheckCell)
    XCTAssertEqual(cell?.reuseIdentifier, "check")
    XCTAssertFalse(cell === table.dequeueReusableCell(withIdentifier: "check", for: IndexPath(row: 0, section: 0)))
    table.register(nil, forCellReuseIdentifier: "check")
    XCTAssertNil(table.dequeueReusableCell(withIdentifier: "check"))
  }

  func test_updates_areAccepted() {
    let rows = Rows([2])
    let table = makeTable(rows)
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    rows.counts = [3]
    table.deleteRows(at: [], with: .fade)
    table.endUpdates()
    XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
  }

  func test_scrollRectToVisible_atOrigin_resetsOffset() {
    let table = HeadlessTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
    table.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true)
    XCTAssertEqual(table.contentOffset, .zero)
    let zeroSized = HeadlessTableView()
    zeroSized.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: true)
    XCTAssertEqual(zeroSized.contentOffset, .zero)
  }
}

final class HeadlessTableViewCellTests: XCTestCase {
  func test_styles_andLabels() {
    let plain = HeadlessTableViewCell(style: .default, reuseIdentifier: "id")
    XCTAssertNotNil(plain.textLabel)
    XCTAssertNil(plain.detailTextLabel)
    XCTAssertEqual(plain.reuseIdentifier, "id")
    XCTAssertEqual(plain.accessoryType, .none)
    XCTAssertFalse(plain.isSelected)
    XCTAssertTrue(plain.textLabel?.superview === plain.contentView)
    XCTAssertTrue(plain.contentView.superview === plain)
    for style: HeadlessTableViewCell.CellStyle in [.subtitle, .value1, .value2] {
      let cell = HeadlessTableViewCell(style: style, reuseIdentifier: nil)
      XCTAssertNotNil(cell.detailTextLabel)
      XCTAssertEqual(cell.contentView.subviews.count, 2)
    }
    let framed = HeadlessTableViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(framed.style, .default)
    XCTAssertEqual(framed.frame.width, 10)
  }

  func test_accessoryAndSelection() {
    let cell = HeadlessTableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .checkmark
    cell.setSelected(true, animated: true)
    XCTAssertEqual(cell.accessoryType, .checkmark)
    XCTAssertTrue(cell.isSelected)
  }
}
