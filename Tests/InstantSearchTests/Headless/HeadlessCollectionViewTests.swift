import Foundation
import InstantSearch
import XCTest

final class HeadlessCollectionViewTests: XCTestCase {
  private final class ItemCell: HeadlessCollectionViewCell {
    var title: String?
  }

  private final class Items: HeadlessCollectionViewDataSource, HeadlessCollectionViewDelegate {
    var counts: [Int]
    var countQueries: [Int] = []
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
      countQueries.append(section)
      return counts[section]
    }

    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
      -> HeadlessCollectionViewCell
    {
      asked.append(indexPath)
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as! ItemCell
      cell.title = "\(indexPath.section)-\(indexPath.item)"
      return cell
    }

    func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  private final class OneSection: HeadlessCollectionViewDataSource {
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
      -> HeadlessCollectionViewCell
    { HeadlessCollectionViewCell(frame: .zero) }
  }

  private func makeCollection(_ items: Items) -> HeadlessCollectionView {
    let collection = HeadlessCollectionView(frame: .zero)
    collection.register(ItemCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = items
    collection.delegate = items
    return collection
  }

  func test_defaults_andFlowLayout() {
    let collection = HeadlessCollectionView(frame: .zero)
    let layout = collection.collectionViewLayout as? HeadlessCollectionViewFlowLayout
    XCTAssertNotNil(layout)
    XCTAssertTrue(layout?.collectionView === collection)
    XCTAssertEqual(layout?.scrollDirection, .vertical)
    XCTAssertEqual(collection.reloadCount, 0)
    XCTAssertEqual(collection.numberOfSections, 0)
    XCTAssertFalse(collection.allowsMultipleSelection)
    XCTAssertNil(collection.backgroundView)
    XCTAssertNotNil(HeadlessCollectionView().collectionViewLayout as? HeadlessCollectionViewFlowLayout)
  }

  func test_initWithLayout_keepsIt() {
    let layout = HeadlessCollectionViewLayout()
    let collection = HeadlessCollectionView(frame: .zero, collectionViewLayout: layout)
    XCTAssertTrue(collection.collectionViewLayout === layout)
    XCTAssertTrue(layout.collectionView === collection)
    let other = HeadlessCollectionViewFlowLayout()
    collection.collectionViewLayout = other
    XCTAssertTrue(other.collectionView === collection)
  }

  func test_numberOfSections_defaultsToOne() {
    let source = OneSection()
    let collection = HeadlessCollectionView()
    collection.dataSource = source
    XCTAssertEqual(collection.numberOfSections, 1)
    XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
    XCTAssertEqual(collection.numberOfItems(inSection: 2), 0)
  }

  func test_reloadData_queriesEverySection() {
    let items = Items([2, 5])
    let collection = makeCollection(items)
    collection.reloadData()
    XCTAssertEqual(collection.reloadCount, 1)
    XCTAssertEqual(items.countQueries, [0, 1])
    XCTAssertEqual(collection.numberOfItems(inSection: 1), 5)
  }

  func test_cellForItem_andDisplayItems() {
    let items = Items([3])
    let collection = makeCollection(items)
    let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0)) as? ItemCell
    XCTAssertEqual(cell?.title, "0-2")
    XCTAssertEqual(cell?.reuseIdentifier, "item")
    XCTAssertNil(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
    items.countQueries = []
    collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .centeredVertically)
    let shown = collection.displayItems(1..<8)
    XCTAssertEqual(shown.compactMap { ($0 as? ItemCell)?.title }, ["0-1", "0-2"])
    XCTAssertEqual(shown.map(\.isSelected), [false, true])
    XCTAssertEqual(items.asked.map(\.item), [2, 1, 2])
    // The section is counted once for the whole pass, not again for each cell.
    XCTAssertEqual(items.countQueries, [0])
    XCTAssertEqual(HeadlessCollectionView(frame: .zero).displayItems(0..<3).count, 0)
  }

  func test_selection_programmaticIsSilent_userCallsDelegate() {
    let items = Items([4])
    let collection = makeCollection(items)
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: .centeredVertically)
    XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
    XCTAssertEqual(items.selected, [])
    collection.userSelectItem(at: IndexPath(item: 3, section: 0))
    XCTAssertEqual(items.selected, [IndexPath(item: 3, section: 0)])
    XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 3, section: 0)])
    collection.deselectItem(at: IndexPath(item: 3, section: 0), animated: true)
    XCTAssertNil(collection.indexPathsForSelectedItems)
  }

  func test_multipleSelection_andReloadClears() {
    let items = Items([4])
    let collection = makeCollection(items)
    collection.allowsMultipleSelection = true
    collection.userSelectItem(at: IndexPath(item: 2, section: 0))
    collection.userSelectItem(at: IndexPath(item: 0, section: 0))
    XCTAssertEqual(collection.indexPathsForSelectedItems?.map(\.item), [0, 2])
    collection.reloadData()
    XCTAssertNil(collection.indexPathsForSelectedItems)
  }

  func test_batchUpdates_runUpdatesThenCompletion() {
    let collection = HeadlessCollectionView()
    var log: [String] = []
    collection.performBatchUpdates({
      log.append("updates")
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }) { finished in
      log.append("completion \(finished)")
    }
    XCTAssertEqual(log, ["updates", "completion true"])
  }

  func test_scrollTopLikeV1_setsOffsetAboveInset() {
    let collection = HeadlessCollectionView()
    collection.contentInset = HeadlessEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    collection.contentOffset = CGPoint(x: 0, y: 300)
    collection.setContentOffset(CGPoint(x: 0, y: -collection.contentInset.top), animated: true)
    XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: -20))
  }
}
