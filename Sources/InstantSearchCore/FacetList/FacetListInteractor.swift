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

  /// The items with whether each is selected, then the selected values missing from the items with count 0
  /// (in value order): a value refined elsewhere, or one the last response did not count, still shows as
  /// selected.
  public var selectableItems: [SelectableItem<Facet>] {
    Self.selectableItems(items: items, selections: selections)
  }

  /// The items with whether each is selected, then the selected values missing from the items with count 0,
  /// in value order.
  ///
  /// - Parameters:
  ///   - items: Facet values with their counts.
  ///   - selections: The selected values.
  public static func selectableItems(items: [Facet], selections: Set<String>) -> [SelectableItem<Facet>] {
    // With nothing selected (most deliveries), no value needs hashing.
    guard !selections.isEmpty else { return items.map { (item: $0, isSelected: false) } }
    let missing = selections.subtracting(items.map(\.value)).sorted().map { Facet(value: $0, count: 0, highlighted: "") }
    return (items + missing).map { (item: $0, isSelected: selections.contains($0.value)) }
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
