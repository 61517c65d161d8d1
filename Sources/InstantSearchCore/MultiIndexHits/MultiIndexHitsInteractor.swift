import Foundation

/// Several hits lists fed by one multi-index response, one section per index.
///
/// InstantSearch 7 deprecated it in favour of one `HitsInteractor` per `HitsSearcher` of a
/// `MultiSearcher`; it is kept for code written against the older API.
public final class MultiIndexHitsInteractor {
  /// The lists, one per section.
  public let hitsInteractors: [AnyHitsInteractor]
  /// Fires after a multi-index response was applied to every section.
  public let onResultsUpdated = Observer<[SearchResponse]>()

  /// Creates the interactor.
  public init(hitsInteractors: [AnyHitsInteractor]) {
    self.hitsInteractors = hitsInteractors
  }

  /// Applies each response to its section, then fires ``onResultsUpdated``.
  ///
  /// Responses beyond the number of sections are ignored.
  public func update(_ results: [SearchResponse]) {
    let operations = zip(hitsInteractors, results).map { $0.update($1) }
    operations.forEach { $0.waitUntilFinished() }
    onResultsUpdated.fire(results)
  }

  /// Invalidates every section after a query change.
  public func notifyQueryChanged() { hitsInteractors.forEach { $0.notifyQueryChanged() } }

  /// The number of sections.
  public func numberOfSections() -> Int { hitsInteractors.count }

  /// The number of rows of a section.
  public func numberOfHits(inSection section: Int) -> Int {
    hitsInteractors.indices.contains(section) ? hitsInteractors[section].numberOfHits() : 0
  }

  /// The record of a row as a JSON dictionary.
  public func rawHit(atIndexPath indexPath: IndexPath) -> [String: Any]? {
    guard indexPath.count == 2, hitsInteractors.indices.contains(indexPath[0]) else { return nil }
    return hitsInteractors[indexPath[0]].rawHitAtIndex(indexPath[1])
  }
}
