/// A view of several facet lists in the order the index's merchandising rules give.
public protocol DynamicFacetListController: AnyObject {
  /// Shows the attributes and their values, in order.
  func setOrderedFacets(_ orderedFacets: [AttributedFacets])
  /// Shows the selected values of each attribute.
  func setSelections(_ selections: [Attribute: Set<String>])
  /// Set by the interactor's controller link; the view calls it when the user taps a value.
  var didSelect: ((Attribute, Facet) -> Void)? { get set }
}
