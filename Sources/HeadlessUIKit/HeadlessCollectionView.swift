import Foundation

/// A grid of items in sections: the headless stand-in for `UICollectionView`.
///
/// It behaves as ``HeadlessTableView``, by item: the items come from the ``dataSource``, asked when the view
/// reloads, counts items or cells, and "displays" items (``displayItems(_:section:)``, what scrolling does).
/// Selection is kept here; ``userSelectItem(at:)`` simulates a tap and tells the ``delegate``.
open class HeadlessCollectionView: HeadlessScrollView {
  /// Where an item ends up after scrolling to it.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The bits of the position.
    public let rawValue: UInt

    /// Creates a position from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// On the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// On the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  private var selectedIndexPaths: [IndexPath] = []
  private var registeredCellClasses: [String: HeadlessCollectionViewCell.Type] = [:]

  /// Creates a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: HeadlessCollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates it as a storyboard would, as a collection view with a flow layout; the coder is unread.
  public required init?(coder: NSCoder) {
    collectionViewLayout = HeadlessCollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Creates a collection view with a ``HeadlessCollectionViewFlowLayout``.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: HeadlessCollectionViewFlowLayout())
  }

  /// The layout; setting it makes the new layout's ``HeadlessCollectionViewLayout/collectionView`` this view.
  open var collectionViewLayout: HeadlessCollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }

  /// The object answering sections, items and cells, held weakly.
  open weak var dataSource: HeadlessCollectionViewDataSource?

  /// The object told of selections, held weakly.
  open weak var delegate: HeadlessCollectionViewDelegate?

  /// A view shown behind the items (v1 shows its "no results" view there); `nil` by default.
  open var backgroundView: HeadlessView?

  /// Whether items can be selected; `true` by default. It does not restrict programmatic selection.
  open var allowsSelection: Bool = true

  /// Whether several items can be selected at once; `false` by default.
  open var allowsMultipleSelection: Bool = false

  /// How many times ``reloadData()`` ran.
  public private(set) var reloadCount = 0

  // MARK: Data

  /// Reloads the items: increments ``reloadCount``, clears the selection, then asks the data source for the
  /// number of sections and the items of each (UIKit's layout pass, so the data source's side effects happen).
  open func reloadData() {
    reloadCount += 1
    selectedIndexPaths.removeAll()
    for section in 0..<numberOfSections {
      _ = numberOfItems(inSection: section)
    }
  }

  /// The number of sections, asked of the data source; `0` without data source.
  open var numberOfSections: Int {
    guard let dataSource else { return 0 }
    return max(dataSource.numberOfSections(in: self), 0)
  }

  /// The number of items of a section, asked of the data source; `0` for a section out of range.
  open func numberOfItems(inSection section: Int) -> Int {
    guard let dataSource, (0..<numberOfSections).contains(section) else { return 0 }
    return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
  }

  /// The cell of an item, asked of the data source; `nil` for an item out of range. The cell's selection state
  /// is set.
  open func cellForItem(at indexPath: IndexPath) -> HeadlessCollectionViewCell? {
    guard let dataSource, contains(indexPath) else { return nil }
    return cell(at: indexPath, from: dataSource)
  }

  /// Simulates scrolling over items of a section: asks the data source for their cells, in order.
  ///
  /// Items beyond the section's count are skipped, as a collection view never asks for them. The section's items
  /// are counted once, before the first cell, as a layout pass does.
  @discardableResult
  open func displayItems(_ items: Range<Int>, section: Int = 0) -> [HeadlessCollectionViewCell] {
    guard let dataSource else { return [] }
    let available = items.clamped(to: 0..<numberOfItems(inSection: section))
    return available.map { cell(at: IndexPath(item: $0, section: section), from: dataSource) }
  }

  /// The data source's cell of an item known to exist, with its selection state set.
  private func cell(at indexPath: IndexPath, from dataSource: HeadlessCollectionViewDataSource) -> HeadlessCollectionViewCell {
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    return cell
  }

  // MARK: Selection

  /// The selected items, in order; `nil` when none is.
  open var indexPathsForSelectedItems: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Selects an item without telling the delegate; `nil` clears the selection.
  ///
  /// Without ``allowsMultipleSelection`` the item replaces the previous selection.
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedIndexPaths.removeAll()
      return
    }
    if !allowsMultipleSelection { selectedIndexPaths.removeAll() }
    if !selectedIndexPaths.contains(indexPath) {
      selectedIndexPaths.append(indexPath)
      selectedIndexPaths.sort()
    }
  }

  /// Deselects an item without telling the delegate.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
  }

  /// Simulates the user tapping an item: selects it, then calls the delegate's
  /// ``HeadlessCollectionViewDelegate/collectionView(_:didSelectItemAt:)``.
  open func userSelectItem(at indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  // MARK: Cells

  /// Registers the class of the cells dequeued with an identifier; `nil` unregisters it.
  open func register(_ cellClass: HeadlessCollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// A new cell of the class registered for the identifier, for an item.
  ///
  /// Headless collection views keep no reuse queue: every call creates a cell. As in UIKit, dequeuing an
  /// identifier that was never registered is a programming error.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> HeadlessCollectionViewCell
  {
    guard let cellClass = registeredCellClasses[identifier] else {
      preconditionFailure("could not dequeue a cell with identifier \(identifier): register a class for it first")
    }
    let cell = cellClass.init(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  // MARK: Updates

  /// Runs a group of updates, then the completion with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }

  /// Inserts items; accepted, without effect (the data source's counts are always read afresh).
  open func insertItems(at indexPaths: [IndexPath]) {}

  /// Deletes items; accepted, without effect (the data source's counts are always read afresh).
  open func deleteItems(at indexPaths: [IndexPath]) {}

  /// Reloads items; accepted, without effect (cells are always asked afresh).
  open func reloadItems(at indexPaths: [IndexPath]) {}

  private func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && (0..<numberOfItems(inSection: indexPath.section)).contains(indexPath.item)
  }
}
