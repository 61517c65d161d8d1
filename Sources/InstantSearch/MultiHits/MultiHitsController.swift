import Foundation

/// The data source and delegate of a multi-index hits table or collection: sections and rows from the view
/// model, cells and selection from the app's hit-aware data source and delegate (no empty-state handling).
public final class MultiHitsController: NSObject, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HeadlessCollectionViewDataSource, HeadlessCollectionViewDelegate
{
  let viewModel: MultiHitsViewModelDelegate
  /// Cells of the table.
  public weak var tableDataSource: HitsTableViewDataSource?
  /// Selection in the table.
  public weak var tableDelegate: HitsTableViewDelegate?
  /// Cells of the collection.
  public weak var collectionDataSource: HitsCollectionViewDataSource?
  /// Selection in the collection.
  public weak var collectionDelegate: HitsCollectionViewDelegate?

  /// The controller of a multi-index hits table.
  public convenience init(table: MultiHitsTableWidget) { self.init(hitsView: table) }

  /// The controller of a multi-index hits collection.
  public convenience init(collection: MultiHitsCollectionWidget) { self.init(hitsView: collection) }

  init(hitsView: MultiHitsViewDelegate) {
    viewModel = hitsView.viewModel
    super.init()
  }

  /// The rows of a section.
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { viewModel.numberOfRows(in: section) }

  /// The data source's cell for the row's hit; a blank cell without one.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    tableDataSource?.tableView(tableView, cellForRowAt: indexPath, containing: viewModel.hitForRow(at: indexPath)) ?? HeadlessTableViewCell()
  }

  /// One section per index.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { viewModel.numberOfSections() }

  /// Tells the delegate which hit was selected.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    tableDelegate?.tableView(tableView, didSelectRowAt: indexPath, containing: viewModel.hitForRow(at: indexPath))
  }

  /// The items of a section.
  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    viewModel.numberOfRows(in: section)
  }

  /// The data source's cell for the item's hit; a blank cell without one.
  public func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCollectionViewCell {
    collectionDataSource?.collectionView(collectionView, cellForItemAt: indexPath, containing: viewModel.hitForRow(at: indexPath))
      ?? HeadlessCollectionViewCell()
  }

  /// One section per index.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { viewModel.numberOfSections() }

  /// Tells the delegate which hit was selected.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionDelegate?.collectionView(collectionView, didSelectItemAt: indexPath, containing: viewModel.hitForRow(at: indexPath))
  }
}
