/// A page of items in a list loaded page by page, which knows whether pages exist before and after it.
public protocol Page<Item>: Comparable {
  /// The type of the items.
  associatedtype Item
  /// Whether a page exists before this one.
  var hasPrevious: Bool { get }
  /// Whether a page exists after this one.
  var hasNext: Bool { get }
  /// The items of the page.
  var items: [Item] { get }
}

/// Loads the pages of a list: the first, and the ones before and after a page.
public protocol PageSource<Page> {
  /// The type of the pages.
  associatedtype Page
  /// Loads the first page.
  func fetchInitialPage() async throws -> Page
  /// Loads the page before `page`.
  func fetchPage(before page: Page) async throws -> Page
  /// Loads the page after `page`.
  func fetchPage(after page: Page) async throws -> Page
}
