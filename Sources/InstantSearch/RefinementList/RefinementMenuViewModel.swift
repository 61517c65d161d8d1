import Foundation
import InstantSearchCore

/// The logic of a refinement list, over a v2 `FacetListInteractor` connected to the searcher's session.
///
/// The interactor's items are the counts of the attribute in the results the view model is handed, through
/// ``on(results:error:userInfo:)`` (the binder hands it every response of its searcher, v1's searches and those
/// v2 components launch on the `hitsSearcher` alike; a custom binder or a test may hand it any results) or, at
/// registration, the searcher's current results. Its selections come from the connection made at registration,
/// `connectFilterState(searcher.filterState, with: attribute, operator:, selectionScope: .attribute, writing:
/// .changedValuesOnly)`: a selection is written to the filter state by the interactor, and the interactor's
/// selections follow every string facet filter of the attribute, whoever wrote it (v1 parameters, this list or
/// a v2 component).
///
/// On each response the view model maps the interactor's state to v1's forms, storing no copy of it: the
/// items and the selected values missing from them at count 0 (an exclusion shows as `-value`, unselected),
/// sorted by a v2 `FacetListPresenter` with v1's criteria into ``facetResults``, kept whole: ``limit`` applies
/// only to ``numberOfRows()``, so refined values (first when ``refinedFirst``) survive the cut. The list is sorted
/// as far as it is read: the rows shown sort the first ``limit`` values, ``facetResults`` sorts them all. A selection
/// goes through the interactor's `computeSelections` (multiple selection, or single for `and` without multiple
/// selections) into the filter state's group of the attribute (disjunctive for `or` and single selection, made
/// so in v1's parameters at the first selection and kept), posting v1's refinement notifications; then v1
/// searches.
public final class RefinementMenuViewModel: NSObject, RefinementMenuViewModelDelegate, SearchableIndexViewModel,
  ResultingDelegate, ResettableDelegate
{
  /// The sorts v1 accepted; any other spelling means `count:desc`.
  enum TransformRefinementList {
    case countAsc, countDesc, nameAsc, nameDsc

    init(named name: String) {
      switch name.lowercased() {
      case "count:asc": self = .countAsc
      case "name:asc": self = .nameAsc
      case "name:desc": self = .nameDsc
      default: self = .countDesc
      }
    }

    /// The v2 presenter criteria of the sort.
    var criteria: [FacetSortCriterion] {
      switch self {
      case .countDesc: return [.count(order: .descending)]
      case .countAsc: return [.count(order: .ascending)]
      case .nameAsc: return [.alphabetical(order: .ascending), .count(order: .descending)]
      case .nameDsc: return [.alphabetical(order: .descending), .count(order: .descending)]
      }
    }
  }

  private var explicitSearcherId: SearcherId?
  private var explicitRefinedFirst: Bool?
  private var explicitAttribute: String?
  private var explicitIsDisjunctive: Bool?
  private var explicitAreMultipleSelectionsAllowed: Bool?
  private var explicitLimit: Int?
  var searcher: Searcher!

  /// The values shown, sorted, without the limit.
  public var facetResults: [FacetValue] {
    get { presentedList.all }
    set { presentedList = PresentedRefinementList(values: newValue) }
  }
  /// The values of the last response, sorted as far as they were read.
  private var presentedList = PresentedRefinementList.empty
  /// The view, held weakly.
  public weak var view: RefinementMenuViewDelegate?
  /// The v2 interactor holding the values and selections; made again and connected at registration, and at a
  /// selection or a response after the operator, ``areMultipleSelectionsAllowed`` or the searcher's parameters
  /// object changed.
  public private(set) var facetListInteractor = FacetListInteractor()
  /// The interactor's links to the searcher and its filter state.
  private var connections: [Connection] = []

  /// Creates a view model without a view (set the attribute and options explicitly).
  public override init() { super.init() }

  /// Creates the view model of a view.
  public init(view: RefinementMenuViewDelegate) {
    self.view = view
    super.init()
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// Whether refined values come first: set explicitly, else the view's, else true.
  public var refinedFirst: Bool {
    get { explicitRefinedFirst ?? view?.refinedFirst ?? Constants.Defaults.refinedFirst }
    set { explicitRefinedFirst = newValue }
  }

  /// The facet: set explicitly, else the view's, else `""`.
  public var attribute: String {
    get { explicitAttribute ?? view?.attribute ?? Constants.Defaults.attribute }
    set { explicitAttribute = newValue }
  }

  /// Whether selections OR (`or`, `OR`, `|`, `||`) or AND (`and`, `AND`, `&`, `&&`); any other operator stops
  /// with v1's message when read.
  public var isDisjunctive: Bool {
    get {
      if let explicitIsDisjunctive { return explicitIsDisjunctive }
      switch view?.operator ?? Constants.Defaults.operatorRefinement {
      case "or", "OR", "|", "||": return true
      case "and", "AND", "&", "&&": return false
      default: fatalError("operator of RefinementMenu cannot be interpreted. Please chose one of: 'or', 'and'")
      }
    }
    set { explicitIsDisjunctive = newValue }
  }

  /// Whether several values may be selected: set explicitly, else the view's, else true.
  public var areMultipleSelectionsAllowed: Bool {
    get { explicitAreMultipleSelectionsAllowed ?? view?.areMultipleSelectionsAllowed ?? Constants.Defaults.areMultipleSelectionsAllowed }
    set { explicitAreMultipleSelectionsAllowed = newValue }
  }

  /// The most rows shown: set explicitly, else the view's, else 10.
  public var limit: Int {
    get { explicitLimit ?? view?.limit ?? Constants.Defaults.limit }
    set { explicitLimit = newValue }
  }

  /// The interactor's selection mode and the kind of the group it writes: single selection for `and` without
  /// multiple selections, else multiple; an `or` group for `or` lists and single selection (v1 made the facet
  /// disjunctive there), else an `and` group. Read at registration (where v1 read no operator), selection and
  /// response without validating the operator: an unknown one stops only at a selection, through
  /// ``isDisjunctive``.
  private var selectionSettings: (mode: SelectionMode, operator: RefinementOperator) {
    let operatorText = view?.operator ?? Constants.Defaults.operatorRefinement
    let isConjunctive = explicitIsDisjunctive.map { !$0 } ?? ["and", "AND", "&", "&&"].contains(operatorText)
    let isSingle = isConjunctive && !areMultipleSelectionsAllowed
    return (isSingle ? .single : .multiple, isConjunctive && !isSingle ? .and : .or)
  }

  var transformRefinementList: TransformRefinementList {
    TransformRefinementList(named: view?.sortBy ?? Constants.Defaults.sortBy)
  }

  // MARK: Registration

  /// Connects the interactor to the searcher's `filterState` and adds the attribute to the searcher's `facets`
  /// (creating the list when unset); when it was already there, shows the values of the current results at once.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a refinement before adding it to InstantSearch")
    }
    connectInteractor()
    guard let facets = searcher.params.facets else {
      searcher.params.facets = [attribute]
      return
    }
    guard facets.contains(attribute) else {
      searcher.params.facets = facets + [attribute]
      return
    }
    if let facets = searcher.results.flatMap(facetValues(in:)) {
      present(facets)
      view?.reloadRefinements()
    }
  }

  /// Makes a new interactor with the list's settings and connects it to the searcher's filter state,
  /// disconnecting the previous one; the new interactor keeps the previous one's items.
  private func connectInteractor() {
    let settings = selectionSettings
    connections.forEach { $0.disconnect() }
    facetListInteractor = FacetListInteractor(facets: facetListInteractor.items, selectionMode: settings.mode)
    connections = [
      facetListInteractor.connectFilterState(
        searcher.filterState, with: attribute, operator: settings.operator, selectionScope: .attribute, writing: .changedValuesOnly)
    ]
  }

  /// Connects a new interactor when the list's settings or the searcher's filter state differ from the
  /// connected ones.
  private func connectInteractorIfNeeded() {
    let settings = selectionSettings
    let link = connections.lazy.compactMap { $0 as? FacetListInteractor.FilterStateConnection }.first
    guard let link, link.filterState === searcher.filterState, link.operator == settings.operator, link.attribute == attribute,
      facetListInteractor.selectionMode == settings.mode
    else { return connectInteractor() }
  }

  // MARK: Rows

  /// `min(values, limit)`.
  public func numberOfRows() -> Int { min(presentedList.count, limit) }

  /// The value of a row.
  public func facetForRow(at indexPath: IndexPath) -> FacetValue { presentedList.value(at: indexPath.row, sortingAtLeast: limit) }

  /// Whether the value of a row is selected in the interactor, which follows the filter state: true right after
  /// a selection, before any response.
  public func isRefined(at indexPath: IndexPath) -> Bool {
    facetListInteractor.selections.contains(facetForRow(at: indexPath).value)
  }

  /// Toggles the value of a row through the interactor (`or`: in the attribute's disjunctive group; `and`: in
  /// its conjunctive group, or as a single selection in the disjunctive group when multiple selections are
  /// off), deselects the row and searches.
  ///
  /// v1's parameters keep the facet disjunctive from the first `or` or single selection on, and post v1's
  /// refinement notifications: one for an addition or a removal, two when the removal empties the attribute
  /// (its emptied list, then the map without it) or a single selection replaces the values (the map without
  /// the attribute, then with the value).
  public func didSelectRow(at indexPath: IndexPath) {
    let disjunctive = isDisjunctive
    let value = facetForRow(at: indexPath).value
    connectInteractorIfNeeded()
    let settings = selectionSettings
    let params = searcher.params
    let attribute = self.attribute
    let interactor = facetListInteractor
    params.setFacet(withName: attribute, disjunctive: disjunctive || settings.mode == .single)
    let wasSelected = interactor.selections.contains(value)
    params.mutate {
      interactor.computeSelections(selectingItemForKey: value)
      switch (settings.mode, wasSelected) {
      case (.single, false): return [.removedFacet(attribute), .current]
      case (.multiple, true) where !params.hasFacetRefinements(name: attribute): return [.emptiedFacet(attribute), .current]
      default: return [.current]
      }
    }
    view?.deselectRow(at: indexPath)
    searcher.search()
  }

  // MARK: Results

  /// Makes the counts of the attribute in `results` the interactor's items and maps them, with its selections
  /// and the refinements of the searcher's current parameters, into the list, then reloads; an error leaves the
  /// list, results without counts for the attribute empty it.
  ///
  /// Whatever the results: those the searcher delivered, or any others handed here.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    defer { view?.reloadRefinements() }
    guard let results else {
      if let error { debugLog(error) }
      return
    }
    guard let facets = facetValues(in: results) else {
      debugLog("No facet counts found for attribute: \(attribute)")
      presentedList = .empty
      return
    }
    present(facets)
  }

  /// Reloads the view.
  public func onReset() { view?.reloadRefinements() }

  /// The counts of the list's attribute in `results`, in the core's form; `nil` when they hold none.
  private func facetValues(in results: SearchResults) -> [Facet]? {
    results.coreFacets(name: attribute) ?? results.facets(name: attribute).map { Facet.list(from: $0) }
  }

  /// Makes `facets` the interactor's items (connecting it anew first when the list's settings changed) and
  /// presents its state.
  private func present(_ facets: [Facet]) {
    connectInteractorIfNeeded()
    facetListInteractor.items = facets
    let replaced = presentedList
    presentedList = presentList()
    // The list replaced (its values and rows) is freed after this delivery, not during it.
    DeferredRelease.release(replaced, on: searcher.completionQueue)
  }

  /// The interactor's state in v1's form, sorted.
  private func presentList() -> PresentedRefinementList {
    Self.refinementList(
      items: facetListInteractor.items, selections: facetListInteractor.selections, refinements: searcher.params.facetRefinements[attribute] ?? [],
      transformRefinementList: transformRefinementList, areRefinedValuesFirst: refinedFirst)
  }

  /// The list of counts and refinements, sorted: every counted value, then each refined value missing from the
  /// counts at 0 (exclusions as `-value`), ordered by the v2 presenter (refined first when asked, then the
  /// sort's criteria, then the lower-cased value). Reads only its arguments.
  func getRefinementList(
    params: SearchParameters, facetCounts: [String: Int], andFacetName facetName: String,
    transformRefinementList: TransformRefinementList, areRefinedValuesFirst: Bool
  ) -> [FacetValue] {
    let refinements = params.facetRefinements[facetName] ?? []
    return Self.refinementList(
      items: facetCounts.map { Facet(value: $0.key, count: $0.value) }, selections: Set(refinements.map(\.value)), refinements: refinements,
      transformRefinementList: transformRefinementList, areRefinedValuesFirst: areRefinedValuesFirst
    ).all
  }

  /// v1's list from a facet list's items and selections, sorted when read.
  ///
  /// The rows are the interactor's selectable items (the counted values, then the selected values missing from
  /// them at 0, `FacetListInteractor.selectableItems`), except that a value refined only as an exclusion is
  /// listed as `-value` at 0, unselected, as v1 merged refinement strings (an exclusion of a counted or also
  /// included value adds its `-value` row too).
  ///
  /// - Parameters:
  ///   - items: The counted values.
  ///   - selections: The refined values, whatever their inclusive flag.
  ///   - refinements: The attribute's refinements, read for their inclusive flags.
  static func refinementList(
    items: [Facet], selections: Set<String>, refinements: [FacetRefinement], transformRefinementList: TransformRefinementList,
    areRefinedValuesFirst: Bool
  ) -> PresentedRefinementList {
    var selectable = FacetListInteractor.selectableItems(items: items, selections: selections)
    let excluded = Set(refinements.filter { !$0.inclusive }.map(\.value))
    if !excluded.isEmpty {
      let included = Set(refinements.filter(\.inclusive).map(\.value))
      let missing = selectable[items.count...].filter { !excluded.contains($0.item.value) || included.contains($0.item.value) }
      selectable = Array(selectable[..<items.count]) + missing
      let listed = Set(selectable.map(\.item.value))
      for value in excluded.sorted() where !listed.contains("-" + value) {
        selectable.append((item: Facet(value: "-" + value, count: 0, highlighted: ""), isSelected: false))
      }
    }
    let sortBy = (areRefinedValuesFirst ? [FacetSortCriterion.isRefined] : []) + transformRefinementList.criteria
    return PresentedRefinementList(items: selectable, sortBy: sortBy)
  }
}
