import Foundation

/// The data source and delegate of a refinement table or collection: rows and selection from the view model,
/// cells and selection callbacks from the app's facet-aware data source and delegate.
public final class RefinementController: NSObject, HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HeadlessCollectionViewDataSource, HeadlessCollectionViewDelegate
{
  let viewModel: RefinementMenuViewModelDelegate
  /// Cells of the table.
  public weak var tableDataSource: RefinementTableViewDataSource?
  /// Selection in the table.
  public weak var tableDelegate: RefinementTableViewDelegate?
  /// Cells of the collection.
  public weak var collectionDataSource: RefinementCollectionViewDataSource?
  /// Selection in the collection.
  public weak var collectionDelegate: RefinementCollectionViewDelegate?

  /// The controller of a refinement table.
  public convenience init(table: RefinementTableWidget) { self.init(refinementView: table) }

  /// The controller of a refinement collection.
  public convenience init(collection: RefinementCollectionWidget) { self.init(refinementView: collection) }

  init(refinementView: RefinementMenuViewDelegate) {
    viewModel = refinementView.viewModel
    super.init()
  }

  /// The view model's row count (limited).
  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { viewModel.numberOfRows() }

  /// The data source's cell for the row's value; a blank cell without one.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let facet = viewModel.facetForRow(at: indexPath)
    let refined = viewModel.isRefined(at: indexPath)
    return tableDataSource?.tableView(tableView, cellForRowAt: indexPath, containing: facet.value, with: facet.count, is: refined)
      ?? HeadlessTableViewCell()
  }

  /// One section with rows; none, with the empty-state view as background, without.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int {
    EmptyState.sections(for: tableView, rows: viewModel.numberOfRows(), noResultsView: { tableDataSource?.viewForNoResults(in: $0) })
  }

  /// Toggles the value (and searches), then tells the delegate with the value's new state.
  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    viewModel.didSelectRow(at: indexPath)
    let facet = viewModel.facetForRow(at: indexPath)
    tableDelegate?.tableView(tableView, didSelectRowAt: indexPath, containing: facet.value, with: facet.count, is: viewModel.isRefined(at: indexPath))
  }

  /// The view model's row count (limited).
  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    viewModel.numberOfRows()
  }

  /// The data source's cell for the item's value; a blank cell without one.
  public func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCollectionViewCell {
    let facet = viewModel.facetForRow(at: indexPath)
    let refined = viewModel.isRefined(at: indexPath)
    return collectionDataSource?.collectionView(collectionView, cellForItemAt: indexPath, containing: facet.value, with: facet.count, is: refined)
      ?? HeadlessCollectionViewCell()
  }

  /// One section with items; none, with the empty-state view as background, without.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    EmptyState.sections(for: collectionView, rows: viewModel.numberOfRows(), noResultsView: { collectionDataSource?.viewForNoResults(in: $0) })
  }

  /// Toggles the value (and searches), then tells the delegate with the value's new state.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    viewModel.didSelectRow(at: indexPath)
    let facet = viewModel.facetForRow(at: indexPath)
    collectionDelegate?.collectionView(
      collectionView, didSelectItemAt: indexPath, containing: facet.value, with: facet.count, is: viewModel.isRefined(at: indexPath))
  }
}
