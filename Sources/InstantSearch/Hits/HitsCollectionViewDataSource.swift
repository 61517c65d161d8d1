import Foundation

/// Cells of a hits collection.
public protocol HitsCollectionViewDataSource: NoResultsCollectionViewDataSource {
  /// The cell showing a hit.
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
    -> HeadlessCollectionViewCell
}
