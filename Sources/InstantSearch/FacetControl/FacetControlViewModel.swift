import Foundation
import InstantSearchCore

/// The logic of a facet control (switches, segmented control), over a v2 `SelectableSegmentInteractor` whose
/// selected key is the facet value the control shows.
///
/// Connections: its interactor's selection to the view; the binder hands it the refinement changes of its
/// attribute, and changes go through v1's parameters, with v1's search and notification rules. The core's
/// segment and toggle links are not used: removing an attribute's last value posts v1's notification with the
/// attribute's list emptied, then one without it (the control then shows `""`), while clearing every refinement
/// posts lists without the attribute (the control keeps its value); a link following the filter state sees
/// the same filters in both cases, and one notified write posts one notification.
///
/// The selection follows the filter state: each refinement change of the attribute selects its first value
/// with the control's inclusive flag (none: the view shows `""`). The control's changes reach the filter state
/// through v1's parameters, with v1's search rules (an add of a refined value does nothing, an update always
/// searches when asked, a removal always searches).
public final class FacetControlViewModel: NSObject, FacetControlViewModelDelegate, SearchableIndexViewModel,
  RefinableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var explicitInclusive: Bool?
  private var explicitAttribute: String?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: FacetControlViewDelegate?
  /// The v2 interactor whose selected key is the value shown.
  public let segmentInteractor = SelectableSegmentInteractor<String, String>(items: [:])

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

  /// Shows the attribute's first refinement (whatever its flag), then lets the view write its initial state.
  public func configure(with searcher: Searcher) {
    self.searcher = searcher
    guard !attribute.isEmpty else {
      fatalError("you must assign a value to the attribute of a Facet Control before adding it to InstantSearch")
    }
    if let refinement = searcher.params.getFacetRefinement(name: attribute) { segmentInteractor.selected = refinement.value }
    view?.configureView()
  }

  /// Refines a value and searches when asked; nothing at all (no search) when it is already refined.
  public func addFacet(value: String, doSearch: Bool) {
    guard !searcher.params.hasFacetRefinement(name: attribute, value: value) else { return }
    searcher.params.addFacetRefinement(name: attribute, value: value, inclusive: inclusive)
    if doSearch { searcher.search() }
  }

  /// Replaces `oldValue` by `newValue` (nothing changes when `newValue` is refined) and searches when asked, even
  /// when nothing changed.
  public func updateFacet(oldValue: String, newValue: String, doSearch: Bool) {
    searcher.params.updateFacetRefinement(attribute: attribute, oldValue: oldValue, newValue: newValue, inclusive: inclusive)
    if doSearch { searcher.search() }
  }

  /// Removes a value, then searches.
  public func removeFacet(value: String) {
    searcher.params.removeFacetRefinement(name: attribute, value: value)
    searcher.search()
  }

  /// Shows the first refinement of the attribute with the control's flag, or `""` when there is none.
  public func onRefinementChange(facets: [FacetRefinement]) {
    segmentInteractor.selected = facets.first { $0.name == attribute && $0.inclusive == inclusive }?.value
  }
}
