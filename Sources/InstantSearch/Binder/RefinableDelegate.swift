import Foundation

/// Receives refinement changes: every change through the "map" callbacks, and the changes of its own
/// ``attribute`` through the list callbacks.
///
/// The four callbacks are optional: each has an empty default. Declare the ones you need in the class that
/// adopts the protocol; a subclass adding one later is not called through the protocol.
public protocol RefinableDelegate: AnyObject {
  /// The attribute whose refinements the list callbacks report; read once, at registration.
  var attribute: String { get }
  /// Every change: the whole numeric map after it.
  func onRefinementChange(numericMap: [String: [NumericRefinement]]?)
  /// Every change while ``attribute`` has numeric refinements: its list (empty once, after its last removal).
  func onRefinementChange(numerics: [NumericRefinement])
  /// Every change: the whole facet map after it.
  func onRefinementChange(facetMap: [String: [FacetRefinement]]?)
  /// Every change while ``attribute`` has facet refinements: its list (empty once, after its last removal).
  func onRefinementChange(facets: [FacetRefinement])
}

extension RefinableDelegate {
  /// Does nothing.
  public func onRefinementChange(numericMap: [String: [NumericRefinement]]?) {}
  /// Does nothing.
  public func onRefinementChange(numerics: [NumericRefinement]) {}
  /// Does nothing.
  public func onRefinementChange(facetMap: [String: [FacetRefinement]]?) {}
  /// Does nothing.
  public func onRefinementChange(facets: [FacetRefinement]) {}
}
