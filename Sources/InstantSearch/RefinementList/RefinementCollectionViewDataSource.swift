import Foundation

/// Cells of a refinement collection.
public protocol RefinementCollectionViewDataSource: NoResultsCollectionViewDataSource {
  /// The cell showing a facet value, its count and whether it is refined.
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessCollectionViewCell
}
