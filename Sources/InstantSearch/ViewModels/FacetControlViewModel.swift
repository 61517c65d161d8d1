import Foundation

/// The logic of a facet control (switches, segmented control): facet refinements of one attribute with the
/// control's inclusive flag.
public final class FacetControlViewModel: NSObject, FacetControlViewModelDelegate, SearchableIndexViewModel,
  RefinableDelegate
{
  private var explicitSearcherId: SearcherId?
  private var explicitInclusive: Bool?
  private var explicitAttribute: String?
  var searcher: Searcher!

  /// The view, held weakly.
  public weak var view: FacetControlViewDelegate?

  /// Creates a view model without a view.
  public override init() { super.init() }

  /// Creates the view model of a view.
  public init(view: FacetControlViewDelegate) {
    self.view = view
    super.init()
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
    if let refinement = searcher.params.getFacetRefinement(name: attribute) { view?.set(value: refinement.value) }
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
    let shown = facets.first { $0.name == attribute && $0.inclusive == inclusive }
    view?.set(value: shown?.value ?? "")
  }
}
