import Foundation

/// The items of a list loaded page by page from a ``PageSource``, for a view that scrolls through them: the
/// loaded pages' items in order, whether more exist either way, and whether a page is loading.
///
/// InstantSearch 7's SwiftUI form is an `ObservableObject`; without Combine, each change fires ``onChange``
/// instead, on the main queue. Loads run one at a time; a load asked while another runs is ignored, and a
/// failed load leaves the items as they were (its error fires ``onError``).
public final class PaginatedDataViewModel<ItemsPage: Page>: @unchecked Sendable {
  // @unchecked: the state is only read and written on the main queue.
  /// The items of the loaded pages, in page order.
  public private(set) var items: [ItemsPage.Item] = []
  /// Whether a page is loading.
  public private(set) var isLoading = false
  /// Whether a page exists before the first loaded one.
  public private(set) var hasPrevious = false
  /// Whether a page exists after the last loaded one (`true` until the first page says).
  public private(set) var hasNext = true
  /// Fires after each change of the state, on the main queue.
  public let onChange = Observer<Void>(retainLastData: false)
  /// Fires with each failed load, on the main queue.
  public let onError = Observer<Error>(retainLastData: false)

  private let initial: @Sendable () async throws -> ItemsPage
  private let before: @Sendable (ItemsPage) async throws -> ItemsPage
  private let after: @Sendable (ItemsPage) async throws -> ItemsPage
  private var pages: [ItemsPage] = []

  /// Creates the model of `source`'s pages; nothing loads until ``loadNext()``.
  public init<PS: PageSource<ItemsPage>>(source: PS) where PS: Sendable {
    initial = { try await source.fetchInitialPage() }
    before = { try await source.fetchPage(before: $0) }
    after = { try await source.fetchPage(after: $0) }
  }

  /// Loads the page after the last loaded one (the first page when none is).
  public func loadNext() {
    onMain { [self] in
      guard !isLoading, hasNext else { return }
      let last = pages.last
      load { [after, initial] in
        if let last { return try await after(last) }
        return try await initial()
      } apply: { pages, page in pages.append(page) }
    }
  }

  /// Loads the page before the first loaded one.
  public func loadPrevious() {
    onMain { [self] in
      guard !isLoading, hasPrevious, let first = pages.first else { return }
      load { [before] in try await before(first) } apply: { pages, page in pages.insert(page, at: 0) }
    }
  }

  /// Forgets the loaded pages and loads the first one again.
  public func reset() async {
    await MainActor.run {
      pages = []
      publish()
    }
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { [self] in
        load { [initial] in try await initial() } apply: { pages, page in pages = [page] } done: { continuation.resume() }
      }
    }
  }

  private func load(
    _ fetch: @escaping @Sendable () async throws -> ItemsPage, apply: @escaping (inout [ItemsPage], ItemsPage) -> Void,
    done: (@Sendable () -> Void)? = nil
  ) {
    isLoading = true
    onChange.fire()
    Task {
      let outcome: Result<ItemsPage, Error>
      do { outcome = .success(try await fetch()) } catch { outcome = .failure(error) }
      DispatchQueue.main.async { [self] in
        isLoading = false
        switch outcome {
        case .success(let page): apply(&pages, page)
        case .failure(let error): onError.fire(error)
        }
        publish()
        done?()
      }
    }
  }

  private func publish() {
    items = pages.flatMap(\.items)
    hasPrevious = pages.first?.hasPrevious ?? false
    hasNext = pages.last?.hasNext ?? true
    onChange.fire()
  }

  private func onMain(_ work: @escaping () -> Void) {
    DispatchQueue.main.runNowOnMainOrAsync(work)
  }
}

extension HitsSearcher {
  /// The hits of the current request, loaded page by page as `Item`s (see ``HitsSearcherPageSource``).
  public func paginatedData<Item: Decodable>(of item: Item.Type) -> PaginatedDataViewModel<AlgoliaHitsPage<Item>> {
    PaginatedDataViewModel(source: HitsSearcherPageSource<Item>(searcher: self))
  }
}
