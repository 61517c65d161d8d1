import Foundation

// Hit- and facet-aware cell and selection callbacks the controllers offer (v1's data-source and delegate
// protocols, with the headless view types).

/// Cells of a hits table.
public protocol HitsTableViewDataSource: AnyObject {
  /// The cell showing a hit.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell
  /// The view shown when there is no hit; by default a centred `No results available` label.
  func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView
}

/// Selection in a hits table.
public protocol HitsTableViewDelegate: AnyObject {
  /// A hit's row was selected.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing hit: [String: Any])
}

/// Cells of a hits collection.
public protocol HitsCollectionViewDataSource: AnyObject {
  /// The cell showing a hit.
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
    -> HeadlessCollectionViewCell
  /// The view shown when there is no hit; by default a centred `No results available` label.
  func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView
}

/// Selection in a hits collection.
public protocol HitsCollectionViewDelegate: AnyObject {
  /// A hit's item was selected.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any])
}

/// Cells of a refinement table.
public protocol RefinementTableViewDataSource: AnyObject {
  /// The cell showing a facet value, its count and whether it is refined.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
  /// The view shown when there is no value; by default a centred `No results available` label.
  func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView
}

/// Selection in a refinement table.
public protocol RefinementTableViewDelegate: AnyObject {
  /// A value was selected; `refined` is its new state.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
}

/// Cells of a refinement collection.
public protocol RefinementCollectionViewDataSource: AnyObject {
  /// The cell showing a facet value, its count and whether it is refined.
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessCollectionViewCell
  /// The view shown when there is no value; by default a centred `No results available` label.
  func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView
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

extension HitsTableViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView { defaultNoResultsView(in: tableView) }
}

extension HitsCollectionViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView { defaultNoResultsView(in: collectionView) }
}

extension RefinementTableViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in tableView: HeadlessTableView) -> HeadlessView { defaultNoResultsView(in: tableView) }
}

extension RefinementCollectionViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView { defaultNoResultsView(in: collectionView) }
}
