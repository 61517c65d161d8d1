import Foundation

// Fanning out results, refinement changes and resets.
extension InstantSearch {
  /// Hands a response to the resulting delegates: all of them in single-index mode, those registered for the
  /// responding searcher's id in multi-index mode.
  public func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    let delegates: [ResultingDelegate]
    if isMultiIndexActive {
      delegates = resultingDelegatesBySearcherId[SearcherId(index: searcher.indexName, variant: searcher.variant)]?.objects ?? []
    } else {
      delegates = resultingDelegates.objects
    }
    delegates.forEach { $0.on(results: results, error: error, userInfo: userInfo) }
  }

  /// Tells every resettable delegate that the parameters were cleared.
  func reset() {
    resettableDelegates.forEach { $0.onReset() }
  }

  /// Dispatches one refinement notification: both map callbacks to every refinable delegate, then the list
  /// callbacks to the delegates of each attribute present in the maps.
  func onRefinementNotification(notification: Notification) {
    let numericMap = notification.userInfo?[Searcher.userInfoNumericRefinementChangeKey] as? [String: [NumericRefinement]]
    let facetMap = notification.userInfo?[Searcher.userInfoFacetRefinementChangeKey] as? [String: [FacetRefinement]]
    for delegate in refinableDelegates.objects {
      delegate.onRefinementChange(numericMap: numericMap)
      delegate.onRefinementChange(facetMap: facetMap)
    }
    for (name, numerics) in (numericMap ?? [:]).sorted(by: { $0.key < $1.key }) {
      refinableDelegatesByAttribute[name]?.forEach { $0.onRefinementChange(numerics: numerics) }
    }
    for (name, facets) in (facetMap ?? [:]).sorted(by: { $0.key < $1.key }) {
      refinableDelegatesByAttribute[name]?.forEach { $0.onRefinementChange(facets: facets) }
    }
  }
}
