import Foundation

/// A response that holds records a hits list shows: a search's hits, a facet search's values.
public protocol HitsExtractable {
  /// The records, each decoded as `T` with `jsonDecoder`.
  func extractHits<T: Decodable>(jsonDecoder: JSONDecoder) throws -> [T]
}

extension SearchResponse: HitsExtractable {}

extension FacetSearchResponse: HitsExtractable {
  /// The facet values, each decoded as `T` from its `{"value", "count", "highlighted"}` object.
  public func extractHits<T: Decodable>(jsonDecoder: JSONDecoder) throws -> [T] {
    try facetHits.map { facet in try jsonDecoder.decode(T.self, from: JSONEncoder().encode(facet)) }
  }
}
