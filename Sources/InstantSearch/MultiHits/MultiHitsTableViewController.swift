import Foundation

/// A view controller to inherit from for multi-index hits tables: assign ``hitsTableView`` (or
/// ``hitsTableViews``) and override ``tableView(_:cellForRowAt:containing:)``.
open class MultiHitsTableViewController: HeadlessViewController, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HitsTableViewDataSource, HitsTableViewDelegate
{
  var hitsControllers: [MultiHitsController] = []

  /// The one multi-index table; assigning it sets ``hitsTableViews`` to it alone.
  public var hitsTableView: MultiHitsTableWidget! {
    didSet { hitsTableViews = hitsTableView.map { [$0] } ?? [] }
  }

  /// The multi-index tables; each gets a ``MultiHitsController`` and this view controller as data source and
  /// delegate.
  public var hitsTableViews: [MultiHitsTableWidget] = [] {
    didSet {
      hitsControllers = hitsTableViews.map { widget in
        let controller = MultiHitsController(table: widget)
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

  private func controller(for tableView: HeadlessTableView) -> MultiHitsController? {
    hitsTableViews.firstIndex { $0 === tableView }.map { hitsControllers[$0] }
  }

  /// Rows of a section of the calling table.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    controller(for: tableView)?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  /// The cell, through the table's controller.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    controller(for: tableView)?.tableView(tableView, cellForRowAt: indexPath) ?? HeadlessTableViewCell()
  }

  /// One section per index.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    controller(for: tableView)?.numberOfSections(in: tableView) ?? 0
  }

  /// Selection, through the table's controller.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    controller(for: tableView)?.tableView(tableView, didSelectRowAt: indexPath)
  }
}
