import Foundation

/// The object told of a ``HeadlessCollectionView``'s user interaction: the headless `UICollectionViewDelegate`.
///
/// Every member has a default implementation doing nothing. A default is chosen for the class adopting the
/// protocol: declare the callbacks in that class, not only in a subclass.
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// The user selected an item (``HeadlessCollectionView/userSelectItem(at:)``); programmatic selection does
  /// not call it.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)
}

extension HeadlessCollectionViewDelegate {
  /// Does nothing.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {}
}
