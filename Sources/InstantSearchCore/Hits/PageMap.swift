/// Pages of items addressed by a flat row index.
///
/// The page size is the item count of the first page inserted. Rows of pages that are not loaded count
/// and read as `nil`. With a clean-up offset `k`, inserting page `p` drops pages outside `[p − k, p + k]`.
public struct PageMap<Item> {
  /// The loaded pages by index.
  public private(set) var pages: [Int: [Item]] = [:]
  /// The item count of each loaded page, kept beside ``pages``: counting rows and finding pages read it
  /// without the generic dictionary of items, whose every lookup in generic code pays a metadata lookup.
  private var pageCounts: [Int: Int] = [:]
  /// The item count of the first page inserted.
  public let pageSize: Int
  /// The highest page index inserted since the map was created (dropped pages keep counting).
  public private(set) var latestPageIndex: Int

  /// Starts a map from its first page; `nil` for a page with no items.
  public init?(page: Int, items: [Item]) {
    guard !items.isEmpty else { return nil }
    pageSize = items.count
    latestPageIndex = page
    pages[page] = items
    pageCounts[page] = items.count
  }

  /// Inserts or replaces a page, then drops pages beyond `cleanUpOffset` of it.
  public mutating func insert(page: Int, items: [Item], cleanUpOffset: Int?) {
    pages[page] = items
    pageCounts[page] = items.count
    latestPageIndex = Swift.max(latestPageIndex, page)
    if let offset = cleanUpOffset {
      for index in pageCounts.keys where abs(index - page) > offset {
        pages[index] = nil
        pageCounts[index] = nil
      }
    }
  }

  /// The number of rows: every page up to the latest counts as full, the latest as its item count.
  public var count: Int { latestPageIndex * pageSize + (pageCounts[latestPageIndex] ?? 0) }

  /// The page holding `row`.
  public func page(ofRow row: Int) -> Int { row / pageSize }

  /// Whether a page is stored.
  public func contains(page: Int) -> Bool { pageCounts[page] != nil }

  /// The item count of a stored page, `nil` when it is not stored.
  public func itemCount(ofPage page: Int) -> Int? { pageCounts[page] }

  /// The item at a flat row, `nil` when its page is not loaded or the row is out of range.
  public func item(atRow row: Int) -> Item? {
    guard row >= 0, let items = pages[row / pageSize] else { return nil }
    let offset = row % pageSize
    return offset < items.count ? items[offset] : nil
  }

  /// Every row, `nil` where not loaded.
  public var flattened: [Item?] { (0..<count).map(item(atRow:)) }

  /// The items of the loaded pages, in page order.
  public var loadedItems: [Item] { pages.keys.sorted().flatMap { pages[$0]! } }
}

extension PageMap: RandomAccessCollection {
  /// A row's item, `nil` while its page is not loaded.
  public typealias Element = Item?
  /// A row, from 0.
  public typealias Index = Int

  /// Row 0.
  public var startIndex: Index { 0 }
  /// ``count``: one past the last row of the latest page.
  public var endIndex: Index { count }
  /// The next row.
  public func index(after index: Index) -> Index { index + 1 }
  /// The previous row.
  public func index(before index: Index) -> Index { index - 1 }
  /// The item of a row, `nil` while its page is not loaded (``item(atRow:)``).
  public subscript(position: Index) -> Element { item(atRow: position) }
}
