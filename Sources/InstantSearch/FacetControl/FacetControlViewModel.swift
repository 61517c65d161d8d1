import Foundation
import InstantSearchCore

/// The logic of a facet control (switches, segmented control), over a v2 `SelectableSegmentInteractor` keyed by
/// facet value, whose segments are the attribute's string facet filters with the control's flag and whose
/// selected key is the value shown.
///
/// Connections: `segmentInteractor.connectFilterState(searcher.filterState, attribute:operator:…)` in the group v1
/// writes the attribute to (disjunctive when the parameters make the facet so), with the link's settings for v1's
/// rules: `selectionOrder: .filterStateOrder` and `scope: .allGroups` (the value shown is the attribute's first
/// refinement with the control's flag, wherever v1 reads it), `writing: .toggling` (the control adds a value next
/// to the others and removes the first refinement of one, as v1 did), `absence: .keepsSelection` (clearing the
/// refinements leaves the control showing its value; the control's own removal of the last value shows `""`) and
/// `itemGrowth: .keyed(by:)` (every value refined with the control's flag is a segment); and the interactor's
/// selection to the view.
///
/// A change of the control computes the interactor's selection, which the link writes to the filter state, inside
/// one v1 mutation of the parameters per step so that v1's refinement notifications keep their counts (an
/// addition posts one, a removal one, or two when it empties the attribute: its emptied list, then the maps
/// without it). The link follows the filter state, so a refinement written by v1's parameters or by a v2 component
/// moves the control. v1's search rules are kept: an add of a refined value does nothing, an update always
/// searches when asked, a removal always searches. When a value's first refinement has the other flag (the
/// segments hold the control's flag only), v1's parameters remove it.
public final class FacetControlViewModel: NSObject, FacetControlViewModelDelegate, SearchableIndexViewModel,
  RefinableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var explicitInclusive: Bool?
  private var explicitAttribute: String?
  var searcher: Searcher!
  /// The interactor's link to the searcher's filter state.
  private var filterStateConnection: SelectableSegmentInteractor<String, Filter.Facet>.FilterStateConnection?
  /// The control's flag when the link was made (its segments carry it).
  private var linkedInclusive: Bool?

  /// The view, held weakly.
  public weak var view: FacetControlViewDelegate?
  /// The v2 interactor whose selected key is the value shown: its segments are the attribute's string facet
  /// filters with the control's flag, keyed by value; linked to the searcher's filter state once configured.
  public let segmentInteractor = SelectableSegmentInteractor<String, Filter.Facet>(items: [:])

  /// Creates a view model without a view.
  public override init() {
    super.init()
    presentSelection()
  }

  /// Creates the view model of a view.
  public init(view: FacetControlViewDelegate) {
    self.view = view
    super.init()
    presentSelection()
  }

  /// Shows every selection the interactor is given.
  private func presentSelection() {
    segmentInteractor.onSelectedChanged.subscribe(with: self) { viewModel, value in viewModel.view?.set(value: value ?? "") }
  }

  /// The searcher targeted: set explicitly, else the view's index and variant.
  public var searcherId: SearcherId {
    get { resolveSearcherId(explicit: explicitSearcherId, view: view) }
    set { explicitSearcherId = newValue }
  }

  /// Whether refinements are inclusive: set explicitly, else the view's, else true.
  public var inclusive: Bool {
    get { explicitInclusive ?? view?.inclusive ?? Constants.Defaults.inclusive }
    set { explicitInclusive = newValue }
  }

  /// The facet: set explicitly, else the view's, else `""`.
  public var attribute: String {
    get { explicitAttribute ?? view?.attribute ?? Constants.Defaults.attribute }
    set { explicitAttribute = newValue }
  }

  /// Links the interactor to the searcher's filter state, shows the attribute's first refinement (whatever its
  /// flag), then lets the view write its initial state.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a Facet Control before adding it to InstantSearch")
    }
    linkFilterState()
    if let refinement = searcher.params.getFacetRefinement(name: attribute) { segmentInteractor.selected = refinement.value }
    view?.configureView()
  }

  /// Refines a value through the interactor's link and searches when asked; nothing at all (no search) when it
  /// is already refined (with either flag).
  public func addFacet(value: String, doSearch: Bool) {
    guard !searcher.params.hasFacetRefinement(name: attribute, value: value) else { return }
    linkFilterState()
    searcher.params.mutate {
      computeToggle(of: value)
      return [.current]
    }
    if doSearch { searcher.search() }
  }

  /// Replaces `oldValue` by `newValue` through the interactor's link (nothing changes when `newValue` is refined)
  /// and searches when asked, even when nothing changed.
  public func updateFacet(oldValue: String, newValue: String, doSearch: Bool) {
    if !searcher.params.hasFacetRefinement(name: attribute, value: newValue) {
      linkFilterState()
      removeFirstRefinement(of: oldValue)
      searcher.params.mutate {
        computeToggle(of: newValue)
        return [.current]
      }
    }
    if doSearch { searcher.search() }
  }

  /// Removes the first refinement of a value (either flag), then searches.
  public func removeFacet(value: String) {
    linkFilterState()
    removeFirstRefinement(of: value)
    searcher.search()
  }

  /// Shows the first refinement of the attribute with the control's flag, or `""` when there is none.
  ///
  /// The binder calls it with the refinements of the attribute after each refinement notification, those of
  /// another searcher's parameters included (v1's binder did); for this searcher the link shows the same value,
  /// and this call shows `""` when another writer removes the last value through v1's parameters.
  public func onRefinementChange(facets: [FacetRefinement]) {
    segmentInteractor.selected = facets.first { $0.name == attribute && $0.inclusive == inclusive }?.value
  }

  /// Computes the selection of a value's segment, made first when the value is not one yet: the link adds its
  /// filter when the filter state does not hold it, else removes its first entry.
  private func computeToggle(of value: String) {
    if segmentInteractor.items[value] == nil {
      segmentInteractor.items[value] = Filter.Facet(attribute: attribute, stringValue: value, isNegated: !inclusive)
    }
    segmentInteractor.computeSelected(selecting: value)
  }

  /// Removes the first refinement of a value (either flag) as one v1 mutation: through the link when it has the
  /// control's flag, else through v1's parameters. Posts nothing when the value is not refined, one notification,
  /// or two when it was the attribute's last refinement.
  private func removeFirstRefinement(of value: String) {
    let (params, attribute) = (searcher.params, self.attribute)
    let refinements = params.facetRefinements[attribute] ?? []
    guard let first = refinements.first(where: { $0.value == value }) else { return }
    params.mutate {
      if first.inclusive == inclusive {
        computeToggle(of: value)
      } else {
        params.removeFirstEntry { $0.isStringFacet(of: attribute, value: value) }
      }
      return refinements.count == 1 ? [.emptiedFacet(attribute), .current] : [.current]
    }
  }

  /// Connects the interactor to the searcher's filter state, again when the parameters, the attribute, the flag
  /// or the attribute's group kind changed since (the segments then start from the filter state again).
  private func linkFilterState() {
    let params = searcher.params
    let (attribute, inclusive) = (self.attribute, self.inclusive)
    let groupID = params.facetGroupID(attribute)
    if let current = filterStateConnection {
      if current.filterState === params.filterState && current.groupID == groupID && linkedInclusive == inclusive { return }
      current.disconnect()
      segmentInteractor.items = [:]
    }
    var groupOperator = RefinementOperator.and
    if case .or = groupID { groupOperator = .or }
    linkedInclusive = inclusive
    filterStateConnection = segmentInteractor.connectFilterState(
      params.filterState, attribute: attribute, operator: groupOperator, selectionOrder: .filterStateOrder, scope: .allGroups,
      writing: .toggling, absence: .keepsSelection,
      itemGrowth: .keyed { facet in
        guard facet.attribute == attribute, facet.isNegated == !inclusive, case .string(let value) = facet.value else { return nil }
        return value
      })
  }
}
