import Foundation
import InstantSearchCore

/// The logic of a refinement list, over a v2 `FacetListInteractor` holding the facet's values and which are
/// selected, and a `FacetListPresenter` sorting them.
///
/// Connections: none of the core's; the binder hands it each delivery of its searcher, and selections go
/// through v1's parameters, whose refinement notifications (and counts) v1 code relies on.
///
/// Each response sets the interactor's items (the counted values, then refined values missing from the counts
/// at 0) and its selections (the values refined in the parameters then); the presenter sorts them with v1's
/// criteria into ``facetResults``, kept whole: ``limit`` applies only to ``numberOfRows()``, so refined values
/// (first when ``refinedFirst``) survive the cut. A selection reaches the filter state through v1's parameters
/// with v1's rules (toggle; a single selection for `and` without multiple selections), then searches.
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
  public var facetResults: [FacetValue] = []
  /// The view, held weakly.
  public weak var view: RefinementMenuViewDelegate?
  /// The v2 interactor holding the values and selections; made again at registration with the list's
  /// selection mode.
  public private(set) var facetListInteractor = FacetListInteractor()

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

  /// The interactor's selection mode: single for `and` without multiple selections, else multiple. Read at
  /// registration, where v1 read no operator, so an unknown operator does not stop here (only at selection).
  private var selectionMode: SelectionMode {
    let operatorText = view?.operator ?? Constants.Defaults.operatorRefinement
    let isConjunctive = explicitIsDisjunctive.map { !$0 } ?? ["and", "AND", "&", "&&"].contains(operatorText)
    return isConjunctive && !areMultipleSelectionsAllowed ? .single : .multiple
  }

  var transformRefinementList: TransformRefinementList {
    TransformRefinementList(named: view?.sortBy ?? Constants.Defaults.sortBy)
  }

  // MARK: Registration

  /// Adds the attribute to the searcher's `facets` (creating the list when unset); when it was already there,
  /// shows the values of the current results at once.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a refinement before adding it to InstantSearch")
    }
    facetListInteractor = FacetListInteractor(selectionMode: selectionMode)
    guard let facets = searcher.params.facets else {
      searcher.params.facets = [attribute]
      return
    }
    guard facets.contains(attribute) else {
      searcher.params.facets = facets + [attribute]
      return
    }
    if let counts = searcher.results?.facets(name: attribute) {
      facetResults = getRefinementList(params: searcher.params, facetCounts: counts, andFacetName: attribute,
        transformRefinementList: transformRefinementList, areRefinedValuesFirst: refinedFirst)
      view?.reloadRefinements()
    }
  }

  // MARK: Rows

  /// `min(values, limit)`.
  public func numberOfRows() -> Int { min(facetResults.count, limit) }

  /// The value of a row.
  public func facetForRow(at indexPath: IndexPath) -> FacetValue { facetResults[indexPath.row] }

  /// Whether the value of a row is refined in the searcher's current parameters.
  public func isRefined(at indexPath: IndexPath) -> Bool {
    searcher.params.hasFacetRefinement(name: attribute, value: facetResults[indexPath.row].value)
  }

  /// Toggles the value of a row (`or`: disjunctively; `and`: conjunctively, or as a single selection when
  /// multiple selections are off), deselects the row and searches.
  public func didSelectRow(at indexPath: IndexPath) {
    let disjunctive = isDisjunctive
    let value = facetResults[indexPath.row].value
    let params = searcher.params
    if disjunctive || areMultipleSelectionsAllowed {
      params.setFacet(withName: attribute, disjunctive: disjunctive)
      params.toggleFacetRefinement(name: attribute, value: value)
    } else {
      params.setFacet(withName: attribute, disjunctive: true)
      let wasRefined = params.hasFacetRefinement(name: attribute, value: value)
      params.clearFacetRefinements(name: attribute)
      if !wasRefined { params.addFacetRefinement(name: attribute, value: value) }
    }
    view?.deselectRow(at: indexPath)
    searcher.search()
  }

  // MARK: Results

  /// Rebuilds the list from the response's counts and the parameters' current refinements, then reloads; an
  /// error leaves the list, a response without counts for the attribute empties it.
  public func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    defer { view?.reloadRefinements() }
    guard let results else {
      if let error { debugLog(error) }
      return
    }
    guard let counts = results.facets(name: attribute) else {
      debugLog("No facet counts found for attribute: \(attribute)")
      facetResults = []
      return
    }
    facetResults = getRefinementList(params: searcher.params, facetCounts: counts, andFacetName: attribute,
      transformRefinementList: transformRefinementList, areRefinedValuesFirst: refinedFirst)
  }

  /// Reloads the view.
  public func onReset() { view?.reloadRefinements() }

  /// Sets the interactor's items (every counted value, then each refinement string of the facet missing from
  /// the counts at 0) and selections (the values refined in `params`), and returns them sorted by the v2
  /// presenter (refined first when asked, then the sort's criteria, then the lower-cased value).
  func getRefinementList(
    params: SearchParameters, facetCounts: [String: Int], andFacetName facetName: String,
    transformRefinementList: TransformRefinementList, areRefinedValuesFirst: Bool
  ) -> [FacetValue] {
    let refinements = params.facetRefinements[facetName] ?? []
    var items = facetCounts.map { Facet(value: $0.key, count: $0.value) }
    for refinement in refinements.map({ $0.buildFacetRefinement() }) where facetCounts[refinement] == nil {
      items.append(Facet(value: refinement, count: 0))
    }
    let selections = Set(refinements.map(\.value))
    facetListInteractor.items = items
    facetListInteractor.selections = selections
    let presenter = FacetListPresenter(
      sortBy: (areRefinedValuesFirst ? [.isRefined] : []) + transformRefinementList.criteria, limit: .max, showEmptyFacets: true)
    let sorted = presenter.transform(refinementFacets: items.map { (item: $0, isSelected: selections.contains($0.value)) })
    return sorted.map { FacetValue(value: $0.item.value, count: $0.item.count) }
  }
}
