import Foundation

/// The object answering a ``HeadlessCollectionView``'s items: the headless `UICollectionViewDataSource`.
///
/// UIKit's optional members are requirements with default implementations. A default is chosen for the class
/// adopting the protocol: declare the optional members in that class, not only in a subclass.
public protocol HeadlessCollectionViewDataSource: AnyObject {
  /// The number of items of a section.
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell of an item.
  func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
    -> HeadlessCollectionViewCell
  /// The number of sections; `1` by default.
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int
}

extension HeadlessCollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
}
