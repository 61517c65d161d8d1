import Foundation
import InstantSearchCore

/// v1's search parameters: a ``Query`` plus facet and numeric refinements, conjunctive or disjunctive per
/// attribute.
///
/// The refinements live in a v2 `FilterState` (``filterState``) and nowhere else: ``facetRefinements`` and
/// ``numericRefinements`` are read from it, and every v1 mutation writes it (keeping v1's insertion order and
/// repeats), so v2 components connected to it share the session. An attribute's refinements sit in one group
/// named after it, `.and(name:)` when conjunctive, `.or(name:filterType:)` when disjunctive. Each v1 mutation
/// posts ``Searcher/RefinementChangeNotification`` as many times as v1 wrote its dictionaries, then calls the
/// filter state's `notifyChange()`; a change another component makes and notifies posts one notification, unless
/// a v1 view model runs it as one of v1's mutations (a refinement list selecting through its connected
/// `FacetListInteractor`), which posts v1's notifications of that mutation instead.
public final class SearchParameters: Query {
  /// The v2 filter state holding the refinements; connect v2 components to it to share this session.
  public let filterState: FilterState

  /// Facet attributes made disjunctive with ``setFacet(withName:disjunctive:)``.
  var explicitDisjunctiveFacets: Set<String> = []
  /// Numeric attributes made disjunctive with ``setNumeric(withName:disjunctive:)``.
  var explicitDisjunctiveNumerics: Set<String> = []
  /// The filter state's revision when this object last posted or ignored a change.
  private var seenRevision: Int
  /// Whether a ``mutate(_:)`` body is running: a change it notifies posts v1's notifications of the mutation,
  /// not the one of another component's change.
  private var isMutating = false
  /// Whether the running ``mutate(_:)`` body notified the filter state's observers.
  private var notifiedWhileMutating = false
  /// Fires once per v1 refinement notification, right after it is posted; the binder listens here.
  let onRefinementChange = Observer<RefinementChange>(retainLastData: false)
  /// Fires when a clear-all widget reset the searcher of these parameters; the binder listens here.
  let onClearAll = Observer<Void>(retainLastData: false)

  /// Creates empty parameters with their own filter state.
  public override init() {
    filterState = FilterState()
    seenRevision = filterState.revision
    super.init()
    observeFilterState()
  }

  /// Creates parameters over an existing v2 filter state, whose facet and numeric filters are the
  /// refinements.
  ///
  /// - Parameter filterState: The filter state to share.
  public init(filterState: FilterState) {
    self.filterState = filterState
    seenRevision = filterState.revision
    super.init()
    observeFilterState()
  }

  /// Creates an independent copy: parameters, disjunctive sets and refinements, with a filter state of its
  /// own. Posts nothing.
  public init(from copy: SearchParameters) {
    filterState = FilterState(copy.filterState)
    seenRevision = filterState.revision
    explicitDisjunctiveFacets = copy.explicitDisjunctiveFacets
    explicitDisjunctiveNumerics = copy.explicitDisjunctiveNumerics
    super.init(parameters: copy.parameters)
    observeFilterState()
  }

  /// An independent copy (``init(from:)``).
  public override func copy(with zone: NSZone? = nil) -> Any { SearchParameters(from: self) }

  // MARK: Refinements

  /// Facet attributes whose refinements are ORed: those set disjunctive, and those whose facet filters another
  /// component put in a disjunctive group.
  public var disjunctiveFacets: Set<String> { explicitDisjunctiveFacets.union(attributesInDisjunctiveGroups(of: .facet)) }
  /// Numeric attributes whose refinements are ORed, as ``disjunctiveFacets``.
  public var disjunctiveNumerics: Set<String> { explicitDisjunctiveNumerics.union(attributesInDisjunctiveGroups(of: .numeric)) }
  /// Facet refinements by attribute, in insertion order (new objects on each read).
  public var facetRefinements: [String: [FacetRefinement]] { readFacetRefinements() }
  /// Numeric refinements by attribute, in insertion order (new objects on each read).
  public var numericRefinements: [String: [NumericRefinement]] { readNumericRefinements() }

  // MARK: Whole state

  /// Removes every parameter (the query too), then every refinement (two notifications). The disjunctive sets
  /// are kept.
  public override func clear() {
    super.clear()
    clearRefinements()
  }

  /// Removes every facet refinement, then every numeric refinement (two notifications).
  public func clearRefinements(file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.clearRefinements, file: file, line: line)
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
  public override func build() -> String { super.build() }

  /// The raw parameters as sent: `filters` replaced by ``buildFilters()`` (removed when there is none).
  override var parametersAsSent: [String: String] {
    var parameters = self.parameters
    parameters["filters"] = buildFilters()
    return parameters
  }

  // MARK: Notifications

  /// Posts one notification for a change another component made to the filter state and notified.
  private func observeFilterState() {
    filterState.onChange.subscribe(with: self) { parameters, snapshot in
      if parameters.isMutating {
        parameters.notifiedWhileMutating = true
        return
      }
      guard snapshot.revision != parameters.seenRevision else { return }
      parameters.seenRevision = snapshot.revision
      parameters.postRefinementChange()
    }
  }

  /// Posts ``Searcher/RefinementChangeNotification`` with the current maps (one attribute's list shown emptied when
  /// asked), then fires ``onRefinementChange`` with them.
  func postRefinementChange(_ post: RefinementPost = .current) {
    var facets = facetRefinements
    var numerics = numericRefinements
    switch post {
    case .current: break
    case .emptiedFacet(let name): facets[name] = []
    case .removedFacet(let name): facets[name] = nil
    case .emptiedNumeric(let name): numerics[name] = []
    }
    NotificationCenter.default.post(
      name: Searcher.RefinementChangeNotification, object: self,
      userInfo: [Searcher.userInfoNumericRefinementChangeKey: numerics, Searcher.userInfoFacetRefinementChangeKey: facets])
    onRefinementChange.fire(RefinementChange(facets: facets, numerics: numerics))
  }

  /// The refinement maps one notification carries.
  struct RefinementChange {
    /// Facet refinements by attribute.
    let facets: [String: [FacetRefinement]]
    /// Numeric refinements by attribute.
    let numerics: [String: [NumericRefinement]]
  }

  /// One notification of a v1 mutation: v1 posted once per write of a refinement dictionary, and removing the
  /// last refinement of an attribute wrote twice (the emptied list, then the deleted key).
  enum RefinementPost {
    /// The maps as they are now.
    case current
    /// The maps with this attribute's facet list present and empty.
    case emptiedFacet(String)
    /// The maps with this attribute's facet list absent (v1 cleared it before adding a value).
    case removedFacet(String)
    /// The maps with this attribute's numeric list present and empty.
    case emptiedNumeric(String)
  }

  /// Runs one v1 mutation of the filter state, posts the notifications it returns, then notifies the filter
  /// state's observers when it wrote anything and the body did not notify them itself.
  ///
  /// The body may be a v2 component writing through its filter-state connection (which notifies): that change
  /// posts the notifications the body returns, v1's for the same mutation, instead of the single one another
  /// component's change posts.
  func mutate(_ body: () -> [RefinementPost]) {
    let revision = filterState.revision
    let (wasMutating, hadNotified) = (isMutating, notifiedWhileMutating)
    isMutating = true
    notifiedWhileMutating = false
    let posts = body()
    let notified = notifiedWhileMutating
    (isMutating, notifiedWhileMutating) = (wasMutating, hadNotified || notified)
    seenRevision = filterState.revision
    posts.forEach(postRefinementChange)
    if seenRevision != revision && !notified { filterState.notifyChange() }
  }
}
