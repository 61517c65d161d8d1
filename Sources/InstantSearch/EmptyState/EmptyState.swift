import Foundation

/// The controllers' empty-state rule: rows → one section and no background; no row → no section and the
/// data source's no-results view (or v1's default label) as background.
enum EmptyState {
  static func sections<View: HeadlessView>(for view: View, rows: Int, noResultsView: (View) -> HeadlessView?) -> Int {
    let table = view as? HeadlessTableView
    if rows > 0 {
      table?.separatorStyle = .singleLine
      setBackground(nil, of: view)
      return 1
    }
    table?.separatorStyle = .none
    setBackground(noResultsView(view) ?? defaultNoResultsView(in: view), of: view)
    return 0
  }

  private static func setBackground(_ background: HeadlessView?, of view: HeadlessView) {
    if let table = view as? HeadlessTableView { table.backgroundView = background }
    if let collection = view as? HeadlessCollectionView { collection.backgroundView = background }
  }
}
