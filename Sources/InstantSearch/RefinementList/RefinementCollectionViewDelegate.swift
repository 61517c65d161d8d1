import Foundation

/// Selection in a refinement collection.
public protocol RefinementCollectionViewDelegate: AnyObject {
  /// A value was selected; `refined` is its new state.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
}
