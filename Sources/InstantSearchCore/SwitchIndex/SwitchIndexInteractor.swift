import Foundation

/// A view choosing one of several indices (sort orders).
@available(*, deprecated, message: "Use SortByConnector and a SelectableSegmentController")
public protocol SwitchIndexController: AnyObject {
  /// Set by the connection; call it with the index the user picks.
  var select: (IndexName) -> Void { get set }
  /// Shows the indices and the selected one.
  func set(indexNames: [IndexName], selected: IndexName)
}

/// The index a searcher searches, chosen among several: InstantSearch 7's predecessor of ``SortByInteractor``.
///
/// Selecting a name that is not one of ``indexNames`` changes nothing.
@available(*, deprecated, message: "Use SortByInteractor")
public class SwitchIndexInteractor {
  /// The indices to choose from.
  public var indexNames: [IndexName] {
    get { state.value.indexNames }
    set { state.withLock { $0.indexNames = newValue } }
  }

  /// The selected index.
  public var selectedIndexName: IndexName { state.value.selected }

  /// Fires with each newly selected index.
  public var onSelectionChange: Observer<IndexName>

  private let state: Locked<(indexNames: [IndexName], selected: IndexName)>

  /// Creates an interactor; `selectedIndexName` should be one of `indexNames`.
  public init(indexNames: [IndexName], selectedIndexName: IndexName) {
    state = Locked((indexNames, selectedIndexName))
    onSelectionChange = Observer()
  }

  /// Selects an index of ``indexNames`` and fires ``onSelectionChange``.
  func select(_ indexName: IndexName) {
    let changed = state.withLock { state -> Bool in
      guard state.indexNames.contains(indexName), state.selected != indexName else { return false }
      state.selected = indexName
      return true
    }
    if changed { onSelectionChange.fire(indexName) }
  }

  /// Links the interactor to a searcher of one index: a newly selected index becomes the index of the
  /// searcher's request, which searches.
  public struct SearcherConnection<Service: SearchService>: Connection
  where Service.Process == Operation, Service.Request: IndexNameProvider {
    /// The interactor.
    public let interactor: SwitchIndexInteractor
    /// The searcher.
    public let searcher: IndexSearcher<Service>

    /// Creates the link without connecting it.
    public init(interactor: SwitchIndexInteractor, searcher: IndexSearcher<Service>) {
      self.interactor = interactor
      self.searcher = searcher
    }

    public func connect() {
      interactor.onSelectionChange.subscribe(with: searcher) { searcher, indexName in
        searcher.request.indexName = indexName
        searcher.search()
      }
    }

    public func disconnect() { interactor.onSelectionChange.cancelSubscription(for: searcher) }
  }

  /// Links the interactor to a view: it shows the indices (and each new selection, on the main queue), and
  /// what it picks is selected.
  public struct ControllerConnection<Controller: SwitchIndexController>: Connection {
    /// The interactor.
    public let interactor: SwitchIndexInteractor
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: SwitchIndexInteractor, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      controller.set(indexNames: interactor.indexNames, selected: interactor.selectedIndexName)
      controller.select = { [weak interactor] indexName in interactor?.select(indexName) }
      interactor.onSelectionChange.subscribe(with: controller) { [weak interactor] controller, selected in
        controller.set(indexNames: interactor?.indexNames ?? [], selected: selected)
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.select = { _ in }
      interactor.onSelectionChange.cancelSubscription(for: controller)
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  @discardableResult
  public func connectSearcher<Service: SearchService>(_ searcher: IndexSearcher<Service>) -> SearcherConnection<Service> {
    let connection = SearcherConnection(interactor: self, searcher: searcher)
    connection.connect()
    return connection
  }

  /// Connects a view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: SwitchIndexController>(_ controller: Controller) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
