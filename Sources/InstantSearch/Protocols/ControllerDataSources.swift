import Foundation

// Hit- and facet-aware cell and selection callbacks the controllers offer (v1's data-source and delegate
// protocols, with the headless view types).

/// Cells of a hits table.
public protocol HitsTableViewDataSource: NoResultsTableViewDataSource {
  /// The cell showing a hit.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell
}

/// Selection in a hits table.
public protocol HitsTableViewDelegate: AnyObject {
  /// A hit's row was selected.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any])
}

/// Cells of a hits collection.
public protocol HitsCollectionViewDataSource: NoResultsCollectionViewDataSource {
  /// The cell showing a hit.
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
    -> HeadlessCollectionViewCell
}

/// Selection in a hits collection.
public protocol HitsCollectionViewDelegate: AnyObject {
  /// A hit's item was selected.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any])
}

/// Cells of a refinement table.
public protocol RefinementTableViewDataSource: NoResultsTableViewDataSource {
  /// The cell showing a facet value, its count and whether it is refined.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
}

/// Selection in a refinement table.
public protocol RefinementTableViewDelegate: AnyObject {
  /// A value was selected; `refined` is its new state.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
}

/// Cells of a refinement collection.
public protocol RefinementCollectionViewDataSource: NoResultsCollectionViewDataSource {
  /// The cell showing a facet value, its count and whether it is refined.
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessCollectionViewCell
}

/// Selection in a refinement collection.
public protocol RefinementCollectionViewDelegate: AnyObject {
  /// A value was selected; `refined` is its new state.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
}

/// v1's default empty-state view: a label the size of the view's bounds, `No results available`, black, centred.
func defaultNoResultsView(in view: HeadlessView) -> HeadlessView {
  let label = HeadlessLabel(frame: view.bounds)
  label.text = "No results available"
  label.textColor = .black
  label.textAlignment = .center
  return label
}

/// The empty-state view of a table; the hits and refinement data sources share it, so one object may serve both.
public protocol NoResultsTableViewDataSource: AnyObject {
  /// The view shown when there is nothing to list; by default a centred `No results available` label.
  func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView
}

/// The empty-state view of a collection; the hits and refinement data sources share it.
public protocol NoResultsCollectionViewDataSource: AnyObject {
  /// The view shown when there is nothing to list; by default a centred `No results available` label.
  func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView
}

extension NoResultsTableViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView { defaultNoResultsView(in: tableView) }
}

extension NoResultsCollectionViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView { defaultNoResultsView(in: collectionView) }
}
