import Foundation

/// A list of rows in sections: the headless stand-in for `UITableView`.
///
/// The rows come from the ``dataSource``, asked when the table reloads (``reloadData()``, as UIKit's layout pass
/// does), counts rows or cells, and "displays" rows (``displayRows(_:section:)``, what scrolling does). Selection
/// is kept here; ``userSelectRow(at:)`` simulates a tap and tells the ``delegate``.
open class HeadlessTableView: HeadlessScrollView {
  /// The look of a table view.
  public enum Style: Int, Sendable {
    /// Plain rows.
    case plain
    /// Rows grouped by section.
    case grouped
  }

  /// Where a row ends up after scrolling to it.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// How inserted, deleted or reloaded rows animate.
  public enum RowAnimation: Int, Sendable {
    /// A fade.
    case fade
    /// From or to the right.
    case right
    /// From or to the left.
    case left
    /// From or to the top.
    case top
    /// From or to the bottom.
    case bottom
    /// No animation.
    case none
    /// Centred.
    case middle
    /// The system's choice.
    case automatic
  }

  private var selectedIndexPaths: [IndexPath] = []
  private var registeredCellClasses: [String: HeadlessTableViewCell.Type] = [:]

  /// Creates a table view of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates it as a storyboard would, as a `.plain` table view; the coder is unread.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Creates a `.plain` table view.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The style given at creation.
  public let style: Style

  /// The object answering sections, rows and cells, held weakly.
  open weak var dataSource: HeadlessTableViewDataSource?

  /// The object told of selections, held weakly.
  open weak var delegate: HeadlessTableViewDelegate?

  /// A view shown behind the rows (v1 shows its "no results" view there); `nil` by default.
  open var backgroundView: HeadlessView?

  /// The line between rows; `.singleLine` by default.
  open var separatorStyle: HeadlessTableViewCell.SeparatorStyle = .singleLine

  /// Whether rows can be selected; `true` by default. It does not restrict programmatic selection.
  open var allowsSelection: Bool = true

  /// Whether several rows can be selected at once; `false` by default.
  open var allowsMultipleSelection: Bool = false

  /// How many times ``reloadData()`` ran.
  public private(set) var reloadCount = 0

  // MARK: Data

  /// Reloads the rows: increments ``reloadCount``, clears the selection, then asks the data source for the
  /// number of sections and the rows of each (UIKit's layout pass, so the data source's side effects happen).
  open func reloadData() {
    reloadCount += 1
    selectedIndexPaths.removeAll()
    for section in 0..<numberOfSections {
      _ = numberOfRows(inSection: section)
    }
  }

  /// The number of sections, asked of the data source; `0` without data source.
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return max(dataSource.numberOfSections(in: self), 0)
  }

  /// The number of rows of a section, asked of the data source; `0` for a section out of range.
  open func numberOfRows(inSection section: Int) -> Int {
    guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
    return max(dataSource.tableView(self, numberOfRowsInSection: section), 0)
  }

  /// The cell of a row, asked of the data source; `nil` for a row out of range. The cell's selection state is set.
  open func cellForRow(at indexPath: IndexPath) -> HeadlessTableViewCell? {
    guard let dataSource, contains(indexPath) else { return nil }
    return cell(at: indexPath, from: dataSource)
  }

  /// Simulates scrolling over rows of a section: asks the data source for their cells, in order.
  ///
  /// Rows beyond the section's count are skipped, as a table never asks for them. The section's rows are counted
  /// once, before the first cell, as a table's layout pass does. This is how infinite scrolling is exercised.
  @discardableResult
  open func displayRows(_ rows: Range<Int>, section: Int = 0) -> [HeadlessTableViewCell] {
    guard let dataSource else { return [] }
    let available = rows.clamped(to: 0..<numberOfRows(inSection: section))
    return available.map { cell(at: IndexPath(row: $0, section: section), from: dataSource) }
  }

  /// The data source's cell of a row known to exist, with its selection state set.
  private func cell(at indexPath: IndexPath, from dataSource: HeadlessTableViewDataSource) -> HeadlessTableViewCell {
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    return cell
  }

  // MARK: Selection

  /// The selected row, the first in order when several are; `nil` when none is.
  open var indexPathForSelectedRow: IndexPath? {
    selectedIndexPaths.first
  }

  /// The selected rows, in order; `nil` when none is (as UIKit).
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects a row without telling the delegate; `nil` clears the selection.
  ///
  /// Without ``allowsMultipleSelection`` the row replaces the previous selection.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedIndexPaths.removeAll()
      return
    }
    if !allowsMultipleSelection { selectedIndexPaths.removeAll() }
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
      selectedIndexPaths.sort()
    }
  }

  /// Deselects a row without telling the delegate.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
  }

  /// The row the last ``scrollToRow(at:at:animated:)`` brought into view; `nil` before any.
  public private(set) var lastScrolledRow: IndexPath?

  /// Scrolls a row into view (UIKit's `scrollToRow(at:at:animated:)`). Headless rows have no height: the first
  /// row of the first section scrolls to the top of the content (offset `(0, -contentInset.top)`), any other row
  /// leaves the offset as it is; the row is kept in ``lastScrolledRow``.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    lastScrolledRow = indexPath
    if indexPath == IndexPath(row: 0, section: 0) { setContentOffset(CGPoint(x: 0, y: -contentInset.top), animated: animated) }
  }

  /// Simulates the user tapping a row: selects it, then calls the delegate's
  /// ``HeadlessTableViewDelegate/tableView(_:didSelectRowAt:)``.
  open func userSelectRow(at indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  // MARK: Cells

  /// Registers the class of the cells dequeued with an identifier; `nil` unregisters it.
  open func register(_ cellClass: HeadlessTableViewCell.Type?, forCellReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// A new cell of the class registered for the identifier (`.default` style); `nil` when none is registered.
  ///
  /// Headless tables keep no reuse queue: every call creates a cell.
  open func dequeueReusableCell(withIdentifier identifier: String) -> HeadlessTableViewCell? {
    registeredCellClasses[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
  }

  /// A new cell of the class registered for the identifier, for a row.
  ///
  /// As in UIKit, dequeuing an identifier that was never registered is a programming error.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> HeadlessTableViewCell {
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class for it first")
    }
    return cell
  }

  // MARK: Updates

  /// Begins a group of row updates; accepted, without effect.
  open func beginUpdates() {}

  /// Ends a group of row updates; accepted, without effect.
  open func endUpdates() {}

  /// Inserts rows; accepted, without effect (the data source's counts are always read afresh).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  /// Deletes rows; accepted, without effect (the data source's counts are always read afresh).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  /// Reloads rows; accepted, without effect (cells are always asked afresh).
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}

  private func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && (0..<numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
  }
}
