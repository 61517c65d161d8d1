import Foundation
import InstantSearchCore

/// v1's search parameters: a ``Query`` plus facet and numeric refinements, conjunctive or disjunctive per
/// attribute.
///
/// The refinements live in a v2 `FilterState` (``filterState``), so v2 components can share them: an
/// attribute's refinements sit in one group named after it, `.and(name:)` when conjunctive,
/// `.or(name:filterType:)` when disjunctive. The per-attribute lists keep v1's order and duplicates, and every
/// v1 string, accessor and notification derives from them. Each v1 mutation posts
/// ``Searcher/RefinementChangeNotification`` once per dictionary write, as v1 did, then calls the filter
/// state's `notifyChange()`; a change another component makes to the filter state is folded back into the
/// lists and posts one notification.
public final class SearchParameters: Query {
  /// Facet attributes whose refinements are ORed.
  public internal(set) var disjunctiveFacets: Set<String> = []
  /// Numeric attributes whose refinements are ORed.
  public internal(set) var disjunctiveNumerics: Set<String> = []
  /// Facet refinements by attribute, in insertion order.
  public internal(set) var facetRefinements: [String: [FacetRefinement]] = [:] {
    didSet { if postsRefinementChanges { postRefinementChange() } }
  }
  /// Numeric refinements by attribute, in insertion order.
  public internal(set) var numericRefinements: [String: [NumericRefinement]] = [:] {
    didSet { if postsRefinementChanges { postRefinementChange() } }
  }

  /// The v2 filter state holding the refinements; connect v2 components to it to share this session.
  public let filterState: FilterState

  var postsRefinementChanges = true
  var isWritingFilterState = false
  var queryObservers: [QueryObserver] = []

  /// Creates empty parameters with their own filter state.
  public override init() {
    filterState = FilterState()
    super.init()
    observeFilterState()
  }

  /// Creates parameters over an existing v2 filter state, whose facet and numeric filters become refinements.
  ///
  /// - Parameter filterState: The filter state to share.
  public init(filterState: FilterState) {
    self.filterState = filterState
    super.init()
    postsRefinementChanges = false
    foldFilterState()
    postsRefinementChanges = true
    observeFilterState()
  }

  /// Creates an independent copy: parameters, disjunctive sets and refinements (deep), with a filter state of
  /// its own. Posts nothing.
  public init(from copy: SearchParameters) {
    filterState = FilterState()
    super.init(parameters: copy.parameters)
    postsRefinementChanges = false
    disjunctiveFacets = copy.disjunctiveFacets
    disjunctiveNumerics = copy.disjunctiveNumerics
    facetRefinements = copy.facetRefinements.mapValues { $0.map(FacetRefinement.init(copy:)) }
    numericRefinements = copy.numericRefinements.mapValues { $0.map(NumericRefinement.init(copy:)) }
    postsRefinementChanges = true
    writeFilterState(notify: false)
    observeFilterState()
  }

  /// An independent copy (``init(from:)``).
  public override func copy(with zone: NSZone? = nil) -> Any { SearchParameters(from: self) }

  // MARK: Whole state

  /// Removes every parameter (the query too), then every refinement (two notifications). The disjunctive sets
  /// are kept.
  public override func clear() {
    super.clear()
    clearRefinements()
  }

  /// Removes every facet refinement, then every numeric refinement (two notifications).
  public func clearRefinements() {
    clearFacetRefinements()
    clearNumericRefinements()
  }

  /// Whether any facet or numeric refinement exists.
  public func hasRefinements() -> Bool { hasFacetRefinements() || hasNumericRefinements() }

  /// Equal when the parameters, both disjunctive sets and both refinement maps (element-wise, in order) are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? SearchParameters else { return false }
    return parameters == other.parameters && disjunctiveFacets == other.disjunctiveFacets
      && disjunctiveNumerics == other.disjunctiveNumerics && facetRefinements == other.facetRefinements
      && numericRefinements == other.numericRefinements
  }

  public override var hash: Int { parameters.hashValue }

  /// The URL-encoded parameters with `filters` replaced by ``buildFilters()``; the object is not changed.
  public override func build() -> String {
    var parameters = self.parameters
    parameters["filters"] = buildFilters()
    return AbstractQuery.build(parameters: parameters)
  }

  // MARK: Query observation

  /// A weakly held observer of the `query` parameter.
  struct QueryObserver {
    weak var owner: AnyObject?
    let onChange: (String?) -> Void
  }

  /// Calls `onChange` with the new text query after each write of `query` (also by ``clear()``), while `owner`
  /// lives; stands in for the key-value observation v1 used.
  func observeQuery(owner: AnyObject, _ onChange: @escaping (String?) -> Void) {
    queryObservers.append(QueryObserver(owner: owner, onChange: onChange))
  }

  /// Stops the observations of `owner`.
  func stopObservingQuery(owner: AnyObject) {
    queryObservers.removeAll { $0.owner == nil || $0.owner === owner }
  }

  public override func parameterDidChange(_ name: String) {
    guard name == "query" else { return }
    queryObservers.removeAll { $0.owner == nil }
    let query = self.query
    queryObservers.forEach { $0.onChange(query) }
  }

  // MARK: Notifications

  func postRefinementChange() {
    NotificationCenter.default.post(
      name: Searcher.RefinementChangeNotification, object: self,
      userInfo: [
        Searcher.userInfoNumericRefinementChangeKey: numericRefinements,
        Searcher.userInfoFacetRefinementChangeKey: facetRefinements,
      ])
  }

  /// Runs one v1 mutation, then mirrors the refinements into the filter state.
  func mutate(_ body: () -> Void) {
    body()
    writeFilterState(notify: true)
  }
}
