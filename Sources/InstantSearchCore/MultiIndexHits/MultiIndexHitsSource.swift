import Foundation

/// The hits of several lists, one section per index, as a sectioned table reads them.
@available(*, deprecated, message: "Use one HitsSource per HitsSearcher of a MultiSearcher")
public protocol MultiIndexHitsSource: AnyObject {
  /// The number of sections.
  func numberOfSections() -> Int
  /// The number of rows of a section.
  func numberOfHits(inSection section: Int) -> Int
  /// The record of a row, decoded as `R`; `nil` while its page is not loaded.
  func hit<R: Codable>(atIndex index: Int, inSection section: Int) throws -> R?
}

/// A sectioned view of the hits of several indices.
@available(*, deprecated, message: "Use one HitsController per HitsSearcher of a MultiSearcher")
public protocol MultiIndexHitsController: AnyObject, Reloadable {
  /// Set by the connection to the interactor.
  var hitsSource: MultiIndexHitsSource? { get set }
  /// Scrolls back to the first row (on a new query).
  func scrollToTop()
}
