import Foundation

/// The data source and delegate of a hits table or collection: rows from the view model, cells and selection
/// from the app's hit-aware data source and delegate. Assign it as the widget's `dataSource` and `delegate`.
///
/// Keeps the view model strongly, its data sources and delegates weakly.
public final class HitsController: NSObject, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HeadlessCollectionViewDataSource, HeadlessCollectionViewDelegate
{
  let viewModel: HitsViewModelDelegate
  /// Cells of the table.
  public weak var tableDataSource: HitsTableViewDataSource?
  /// Selection in the table.
  public weak var tableDelegate: HitsTableViewDelegate?
  /// Cells of the collection.
  public weak var collectionDataSource: HitsCollectionViewDataSource?
  /// Selection in the collection.
  public weak var collectionDelegate: HitsCollectionViewDelegate?

  /// The controller of a hits table.
  public convenience init(table: HitsTableWidget) { self.init(hitsView: table) }

  /// The controller of a hits collection.
  public convenience init(collection: HitsCollectionWidget) { self.init(hitsView: collection) }

  init(hitsView: HitsViewDelegate) {
    viewModel = hitsView.viewModel
    super.init()
  }

  /// The view model's row count.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { viewModel.numberOfRows() }

  /// The data source's cell for the row's hit (reading it may load the next page); a blank cell without one.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let hit = viewModel.hitForRow(at: indexPath)
    return tableDataSource?.tableView(tableView, cellForRowAt: indexPath, containing: hit) ?? HeadlessTableViewCell()
  }

  /// One section with rows; none, with the empty-state view as background, without.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    EmptyState.sections(for: tableView, rows: viewModel.numberOfRows(), noResultsView: { tableDataSource?.viewForNoResults(in: $0) })
  }

  /// Tells the delegate which hit was selected.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    let hit = viewModel.hitForRow(at: indexPath)
    tableDelegate?.tableView(tableView, didSelectRowAt: indexPath, containing: hit)
  }

  /// The view model's row count.
  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    viewModel.numberOfRows()
  }

  /// The data source's cell for the item's hit; a blank cell without one.
  public func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCollectionViewCell {
    let hit = viewModel.hitForRow(at: indexPath)
    return collectionDataSource?.collectionView(collectionView, cellForItemAt: indexPath, containing: hit) ?? HeadlessCollectionViewCell()
  }

  /// One section with items; none, with the empty-state view as background, without.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    EmptyState.sections(for: collectionView, rows: viewModel.numberOfRows(), noResultsView: { collectionDataSource?.viewForNoResults(in: $0) })
  }

  /// Tells the delegate which hit was selected.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    let hit = viewModel.hitForRow(at: indexPath)
    collectionDelegate?.collectionView(collectionView, didSelectItemAt: indexPath, containing: hit)
  }
}
