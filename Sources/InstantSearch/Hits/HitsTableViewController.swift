import Foundation

/// A view controller to inherit from for hits tables: assign ``hitsTableView`` (or ``hitsTableViews``) and
/// override ``tableView(_:cellForRowAt:containing:)``.
///
/// Each assignment of the widget list rebuilds the controllers (v1 appended new ones to stale ones).
open class HitsTableViewController: HeadlessViewController, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HitsTableViewDataSource, HitsTableViewDelegate
{
  var hitsControllers: [HitsController] = []

  /// The one hits table; assigning it sets ``hitsTableViews`` to it alone.
  public var hitsTableView: HitsTableWidget! {
    didSet { hitsTableViews = hitsTableView.map { [$0] } ?? [] }
  }

  /// The hits tables; each gets a ``HitsController`` and this view controller as data source and delegate.
  public var hitsTableViews: [HitsTableWidget] = [] {
    didSet {
      hitsControllers = hitsTableViews.map { widget in
        let controller = HitsController(table: widget)
        widget.dataSource = self
        widget.delegate = self
        controller.tableDataSource = self
        controller.tableDelegate = self
        return controller
      }
    }
  }

  /// The cell of a hit; subclasses must override it.
  open func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell {
    fatalError("Must Override tableView(_:cellForRowAt:containing:)")
  }

  /// Called when a hit is selected; does nothing by default.
  open func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any]) {}

  private func controller(for tableView: HeadlessTableView) -> HitsController? {
    hitsTableViews.firstIndex { $0 === tableView }.map { hitsControllers[$0] }
  }

  /// Rows of the calling table (0 for a table that is not one of the widgets).
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
