/// Keeps the page map of the current query; a query change invalidates it.
struct Paginator<Item> {
  private(set) var pageMap: PageMap<Item>?
  /// Set by ``invalidate()`` until the next page arrives; old items stay readable meanwhile.
  private(set) var isInvalidated = false
  /// Pages farther than this from the page just inserted are dropped; `nil` keeps every page.
  var pageCleanUpOffset: Int? = 3

  /// Adds a page: into the current map, or as the first page of a new one after an invalidation.
  mutating func process(page: Int, items: [Item]) {
    if var map = pageMap, !isInvalidated {
      map.insert(page: page, items: items, cleanUpOffset: pageCleanUpOffset)
      pageMap = map
    } else {
      pageMap = PageMap(page: page, items: items)
      isInvalidated = false
    }
  }

  /// Marks the map stale: the next page starts a new one.
  mutating func invalidate() { isInvalidated = true }
}
