import Foundation

/// The values of one facet with their counts, and which are selected (refined).
public final class FacetListInteractor: SelectableListInteractor<String, Facet> {
  /// Fires after ``update(_:)`` applied a facet-search response.
  public let onResultsUpdated = Observer<FacetSearchResponse>()
  private let queue: OperationQueue = {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    return queue
  }()

  /// Creates an interactor.
  ///
  /// - Parameters:
  ///   - facets: Items shown before the first response (not selections).
  ///   - selectionMode: `.multiple` by default.
  public init(facets: [Facet] = [], selectionMode: SelectionMode = .multiple) {
    super.init(items: facets, selectionMode: selectionMode)
  }

  /// Replaces the items with a facet search's hits (server order), then fires ``onResultsUpdated``; on a
  /// private serial queue.
  @discardableResult
  public func update(_ facetResults: FacetSearchResponse) -> Operation {
    let operation = BlockOperation { [weak self] in
      guard let self else { return }
      self.items = facetResults.facetHits
      self.onResultsUpdated.fire(facetResults)
    }
    queue.addOperation(operation)
    return operation
  }
}
