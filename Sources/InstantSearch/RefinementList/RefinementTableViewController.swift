import Foundation

/// A view controller to inherit from for refinement tables: assign ``refinementTableView`` (or
/// ``refinementTableViews``) and override ``tableView(_:cellForRowAt:containing:with:is:)``.
open class RefinementTableViewController: HeadlessViewController, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  RefinementTableViewDataSource, RefinementTableViewDelegate
{
  var refinementControllers: [RefinementController] = []

  /// The one refinement table; assigning it sets ``refinementTableViews`` to it alone.
  public var refinementTableView: RefinementTableWidget! {
    didSet { refinementTableViews = refinementTableView.map { [$0] } ?? [] }
  }

  /// The refinement tables; each gets a ``RefinementController`` and this view controller as data source and
  /// delegate.
  public var refinementTableViews: [RefinementTableWidget] = [] {
    didSet {
      refinementControllers = refinementTableViews.map { widget in
        let controller = RefinementController(table: widget)
        widget.dataSource = self
        widget.delegate = self
        controller.tableDataSource = self
        controller.tableDelegate = self
        return controller
      }
    }
  }

  /// The cell of a facet value; subclasses must override it.
  open func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
  {
    fatalError("Must Override tableView(_:cellForRowAt:containing:with:is:)")
  }

  /// Called after a value was toggled; does nothing by default.
  open func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) {}

  private func controller(for tableView: HeadlessTableView) -> RefinementController? {
    refinementTableViews.firstIndex { $0 === tableView }.map { refinementControllers[$0] }
  }

  /// Rows of the calling table.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    controller(for: tableView)?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  /// The cell, through the table's controller.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    controller(for: tableView)?.tableView(tableView, cellForRowAt: indexPath) ?? HeadlessTableViewCell()
  }

  /// Sections, with the empty-state rule.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    controller(for: tableView)?.numberOfSections(in: tableView) ?? 0
  }

  /// Selection, through the table's controller.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    controller(for: tableView)?.tableView(tableView, didSelectRowAt: indexPath)
  }
}
