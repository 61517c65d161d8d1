/// Whether a hits list loads further pages as rows are read.
public enum InfiniteScrolling: Equatable, Sendable {
  /// Load the pages of the `offset` rows before and after every row read.
  case on(withOffset: Int)
  /// Never load other pages.
  case off
}

/// Something that can load one page of results (a searcher).
public protocol PageLoadable: AnyObject {
  /// Requests the page at `pageIndex` for the current query.
  func loadPage(atIndex pageIndex: Int)
}

/// Decides which pages to request when a row is read.
struct InfiniteScrollingController {
  /// Pages requested and not yet answered.
  private(set) var pendingPages = Set<Int>()
  /// `nbPages − 1` of the latest response; `nil` before any response.
  var lastPageIndex: Int?

  /// The pages to request around `row`: those of the `offset` rows before and after it, within the last
  /// row, neither stored nor pending. Marks them pending.
  mutating func pagesToLoad<Item>(around row: Int, offset: Int, pageMap: PageMap<Item>) -> Set<Int> {
    let pageSize = pageMap.pageSize
    var upper = row + offset
    if let lastPageIndex {
      let lastPageCount = pageMap.itemCount(ofPage: lastPageIndex) ?? pageSize
      upper = min(upper, lastPageIndex * pageSize + lastPageCount - 1)
    }
    // The rows before `row`, then the rows after it, as ranges of pages: the read row's own page counts only
    // through its neighbours.
    let lower = max(0, row - offset)
    let before = lower < row ? lower / pageSize...(row - 1) / pageSize : nil
    let after = upper > row ? (row + 1) / pageSize...upper / pageSize : nil
    var pages = Set<Int>()
    let pending = pendingPages
    func collect(_ range: ClosedRange<Int>?) {
      guard let range else { return }
      for page in range where !pageMap.contains(page: page) && !pending.contains(page) { pages.insert(page) }
    }
    collect(before)
    collect(after)
    pendingPages.formUnion(pages)
    return pages
  }

  /// A page's response or error arrived.
  mutating func notifyPageLoaded(_ page: Int) { pendingPages.remove(page) }

  /// The query changed: nothing is pending any more.
  mutating func notifyQueryChanged() { pendingPages.removeAll() }
}
