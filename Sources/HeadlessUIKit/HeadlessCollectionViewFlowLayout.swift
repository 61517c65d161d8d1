import Foundation

/// A grid layout flowing items in lines: the headless stand-in for `UICollectionViewFlowLayout`.
///
/// Its values are stored only, with UIKit's defaults.
open class HeadlessCollectionViewFlowLayout: HeadlessCollectionViewLayout {
  /// The direction in which a flow layout scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Lines stack vertically.
    case vertical
    /// Lines stack horizontally.
    case horizontal
  }

  /// The size of each item; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50)

  /// The estimated size of items (`.zero`: not estimated); `.zero` by default.
  open var estimatedItemSize: CGSize = .zero

  /// The spacing between lines; `10` by default.
  open var minimumLineSpacing: CGFloat = 10

  /// The spacing between items of a line; `10` by default.
  open var minimumInteritemSpacing: CGFloat = 10

  /// The direction of scrolling; `.vertical` by default.
  open var scrollDirection: ScrollDirection = .vertical

  /// The margins around each section; `.zero` by default.
  open var sectionInset: HeadlessEdgeInsets = .zero

  /// The size of section headers; `.zero` (none) by default.
  open var headerReferenceSize: CGSize = .zero

  /// The size of section footers; `.zero` (none) by default.
  open var footerReferenceSize: CGSize = .zero
}
