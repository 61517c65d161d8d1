/// A view showing facet values with their counts and selection.
public protocol FacetListController: SelectableListController where Item == Facet {}

/// Reorders and trims facet values before a controller shows them.
public protocol SelectableListPresentable {
  /// The items to show, from the items with their selection state.
  func transform(refinementFacets: [SelectableItem<Facet>]) -> [SelectableItem<Facet>]
}
