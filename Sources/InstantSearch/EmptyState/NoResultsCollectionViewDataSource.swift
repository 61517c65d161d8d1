import Foundation

/// The empty-state view of a collection; the hits and refinement data sources share it.
public protocol NoResultsCollectionViewDataSource: AnyObject {
  /// The view shown when there is nothing to list; by default a centred `No results available` label.
  func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView
}

extension NoResultsCollectionViewDataSource {
  /// A centred `No results available` label.
  public func viewForNoResults(in collectionView: HeadlessCollectionView) -> HeadlessView { defaultNoResultsView(in: collectionView) }
}
