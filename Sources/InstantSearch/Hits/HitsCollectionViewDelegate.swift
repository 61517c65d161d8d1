import Foundation

/// Selection in a hits collection.
public protocol HitsCollectionViewDelegate: AnyObject {
  /// A hit's item was selected.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any])
}
