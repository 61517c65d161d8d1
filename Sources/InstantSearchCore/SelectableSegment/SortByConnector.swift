/// Bundles a sort menu: a ``SortByInteractor`` over index names (the sort orders, as replicas), the searcher it
/// switches and the views.
///
/// Selecting a segment in a view sets the searcher's index name and searches.
///
/// ```swift
/// let sortByConnector = SortByConnector(
///   searcher: searcher, indicesNames: ["products", "products_price_asc"], selected: 0, controller: segmentedControl)
/// ```
public class SortByConnector: Connection {
  /// The searcher whose index the menu switches.
  public let searcher: AnyObject & Searchable & IndexNameSettable
  /// The interactor.
  public let interactor: SortByInteractor
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// The index names, in the order of their keys.
  public var indicesNames: [IndexName] { interactor.items.sorted { $0.key < $1.key }.map(\.value) }

  /// The index name of the selected segment; `nil` without a selection.
  public var selectedIndexName: IndexName? { interactor.selected.flatMap { interactor.items[$0] } }

  /// Creates the menu over `interactor`'s index names, connected to `searcher`.
  public init<Searcher: AnyObject & Searchable & IndexNameSettable>(searcher: Searcher, interactor: SortByInteractor) {
    self.searcher = searcher
    self.interactor = interactor
    searcherConnection = interactor.connectSearcher(searcher)
  }

  /// Creates the menu over `indicesNames` (keyed by position), `selected` the key selected at first.
  public convenience init<Searcher: AnyObject & Searchable & IndexNameSettable>(
    searcher: Searcher, indicesNames: [IndexName], selected: Int? = nil
  ) {
    let items = Dictionary(uniqueKeysWithValues: indicesNames.enumerated().map { ($0.offset, $0.element) })
    self.init(searcher: searcher, interactor: SortByInteractor(items: items, selected: selected))
  }

  /// Creates the menu over `indicesNames`, shown by `controller` with the titles `presenter` gives (the names
  /// as they are unless given).
  public convenience init<Searcher: AnyObject & Searchable & IndexNameSettable, Controller: SelectableSegmentController>(
    searcher: Searcher, indicesNames: [IndexName], selected: Int? = nil, controller: Controller,
    presenter: @escaping IndexNamePresenter = DefaultPresenter.IndexName.present
  ) where Controller.SegmentKey == Int {
    self.init(searcher: searcher, indicesNames: indicesNames, selected: selected)
    connectController(controller, presenter: presenter)
  }

  /// Connects a segmented view with the titles `presenter` gives; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping IndexNamePresenter = DefaultPresenter.IndexName.present
  ) -> SortByInteractor.ControllerConnection<Controller> where Controller.SegmentKey == Int {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([searcherConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection] + controllerConnections).disconnect() }
}
