import Foundation

/// The searcher id of a single-index view model: the explicitly set one, else its view's index and variant.
func resolveSearcherId(explicit: SearcherId?, view: AlgoliaIndexWidget?) -> SearcherId {
  if let explicit { return explicit }
  if let view { return SearcherId(index: view.index, variant: view.variant) }
  debugLog("ERROR - ViewModel not associated to any searcherId or View, so it cannot operate")
  return SearcherId(index: "")
}
