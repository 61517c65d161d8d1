/// Bundles a filter map: a ``FilterMapInteractor`` over keyed filters (a segmented control of filters), the
/// searcher whose facets get the attribute, the filter state the selected filter goes to, and the views.
///
/// The searcher and the filter state are connected when the connector is created.
///
/// ```swift
/// let genderConnector = FilterMapConnector(
///   searcher: searcher, filterState: filterState,
///   items: [0: Filter.Facet(attribute: "gender", stringValue: "male"), 1: Filter.Facet(attribute: "gender", stringValue: "female")],
///   selected: 0, attribute: "gender", operator: .or, controller: segmentedController)
/// ```
public class FilterMapConnector<Filter: FilterType & Hashable>: Connection {
  /// The searcher.
  public let searcher: HitsSearcher
  /// The filter state.
  public let filterState: FilterState
  /// The interactor.
  public let interactor: FilterMapInteractor<Filter>
  /// The faceted attribute.
  public let attribute: Attribute
  /// How the filters of the group combine.
  public let `operator`: RefinementOperator
  /// The group the selected filter goes to: the attribute's name unless given.
  public let groupName: String
  /// Interactor ↔ searcher.
  public let searcherConnection: Connection
  /// Interactor ↔ filter state.
  public let filterStateConnection: Connection
  /// Interactor ↔ views.
  public var controllerConnections: [Connection] = []

  /// Creates the filter map over `interactor`.
  public init(
    searcher: HitsSearcher, filterState: FilterState, interactor: FilterMapInteractor<Filter>, attribute: Attribute,
    operator: RefinementOperator, groupName: String? = nil
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.interactor = interactor
    self.attribute = attribute
    self.operator = `operator`
    self.groupName = groupName ?? attribute
    searcherConnection = interactor.connectSearcher(searcher, attribute: attribute)
    filterStateConnection = interactor.connectFilterState(
      filterState, attribute: attribute, operator: `operator`, groupName: groupName)
  }

  /// Creates the filter map over `items`, `selected` the key selected at first.
  public convenience init(
    searcher: HitsSearcher, filterState: FilterState, items: [Int: Filter], selected: Int, attribute: Attribute,
    operator: RefinementOperator, groupName: String? = nil
  ) {
    self.init(
      searcher: searcher, filterState: filterState, interactor: FilterMapInteractor(items: items, selected: selected),
      attribute: attribute, operator: `operator`, groupName: groupName)
  }

  /// Creates the filter map over `items`, shown by `controller` with the titles `presenter` gives.
  public convenience init<Controller: SelectableSegmentController>(
    searcher: HitsSearcher, filterState: FilterState, items: [Int: Filter], selected: Int, attribute: Attribute,
    operator: RefinementOperator, groupName: String? = nil, controller: Controller,
    presenter: @escaping FilterPresenter = DefaultPresenter.Filter.present
  ) where Controller.SegmentKey == Int {
    self.init(
      searcher: searcher, filterState: filterState, items: items, selected: selected, attribute: attribute,
      operator: `operator`, groupName: groupName)
    connectController(controller, presenter: presenter)
  }

  /// Connects a segmented view with the titles `presenter` gives; the link is kept in ``controllerConnections``.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping FilterPresenter = DefaultPresenter.Filter.present
  ) -> FilterMapInteractorControllerConnection<Filter, Controller> where Controller.SegmentKey == Int {
    controllerConnections.keep(interactor.connectController(controller, presenter: presenter))
  }

  public func connect() { ([searcherConnection, filterStateConnection] + controllerConnections).connect() }

  public func disconnect() { ([searcherConnection, filterStateConnection] + controllerConnections).disconnect() }
}

/// InstantSearch 7's name for ``FilterMapInteractorControllerConnection``.
@available(*, deprecated, renamed: "FilterMapInteractorControllerConnection")
public typealias SelectableFilterInteractorControllerConnection<Filter: FilterType & Hashable, Controller: SelectableSegmentController> =
  FilterMapInteractorControllerConnection<Filter, Controller> where Controller.SegmentKey == Int

/// InstantSearch 7's name for ``FilterMapInteractorFilterStateConnection``.
@available(*, deprecated, renamed: "FilterMapInteractorFilterStateConnection")
public typealias SelectableFilterInteractorFilterStateConnection<Filter: FilterType & Hashable> =
  FilterMapInteractorFilterStateConnection<Filter>

/// InstantSearch 7's name for ``FilterMapInteractorSearcherConnection``.
@available(*, deprecated, renamed: "FilterMapInteractorSearcherConnection")
public typealias SelectableFilterInteractorSearcherConnection<Filter: FilterType & Hashable> =
  FilterMapInteractorSearcherConnection<Filter>
