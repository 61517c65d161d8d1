import Foundation
import InstantSearch

/// A custom widget written only against the v1 protocols: it keeps its searcher and records what it receives.
final class RecordingWidget: AlgoliaWidget, SearchableViewModel, ResultingDelegate, RefinableDelegate {
  let attribute: String
  private(set) var searcher: Searcher?
  private(set) var configureCount = 0
  private(set) var results: [SearchResults] = []
  private(set) var errors: [Error] = []
  private(set) var userInfos: [[String: Any]] = []
  private(set) var events: [String] = []
  private(set) var facetLists: [[FacetRefinement]] = []
  private(set) var numericLists: [[NumericRefinement]] = []

  init(attribute: String = "brand") { self.attribute = attribute }

  func configure(with searcher: Searcher) {
    self.searcher = searcher
    configureCount += 1
  }

  func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    if let results { self.results.append(results) }
    if let error { errors.append(error) }
    userInfos.append(userInfo)
    events.append(results != nil ? "results" : "error")
  }

  func onRefinementChange(numericMap: [String: [NumericRefinement]]?) { events.append("numericMap") }
  func onRefinementChange(facetMap: [String: [FacetRefinement]]?) { events.append("facetMap") }
  func onRefinementChange(numerics: [NumericRefinement]) {
    events.append("numerics")
    numericLists.append(numerics)
  }
  func onRefinementChange(facets: [FacetRefinement]) {
    events.append("facets")
    facetLists.append(facets)
  }
}

/// A widget adopting only `ResultingDelegate`, like the smallest v1 custom widgets.
final class ResultsOnlyWidget: AlgoliaWidget, ResultingDelegate {
  var count = 0
  func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) { count += 1 }
}
