import Foundation

/// The layout of a collection view: the headless stand-in for `UICollectionViewLayout`.
///
/// Headless collection views lay nothing out; the layout is kept as configuration.
open class HeadlessCollectionViewLayout: NSObject {
  /// The collection view using the layout, held weakly.
  public internal(set) weak var collectionView: HeadlessCollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Asks for the layout to be recomputed; does nothing headless.
  open func invalidateLayout() {}
}
