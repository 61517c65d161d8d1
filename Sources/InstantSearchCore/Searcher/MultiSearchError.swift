import Foundation

/// Why a multi-searcher could not hand results to its children.
public enum MultiSearchError: LocalizedError, CustomStringConvertible, Equatable {
  /// A child's slice lies outside the results (child range, results range).
  case resultsRangeMismatch(Range<Int>, Range<Int>)
  /// The request failed.
  case serviceError(SearchClientError)
  /// A facet result arrived where a hits result was expected.
  case unexpectedFacetResponse
  /// No results at all.
  case emptyResults

  public var errorDescription: String? {
    switch self {
    case .serviceError(let error): return "Search service error: \(error)"
    case .resultsRangeMismatch(let child, let results):
      return "The calculated results subrange \(child) can't be extracted from the results list with bounds \(results)"
    case .unexpectedFacetResponse: return "Unexpected facet search response in multi-search results."
    case .emptyResults: return "Multi-search returned no results."
    }
  }

  /// The ``errorDescription``, so that string interpolation reads the same.
  public var description: String { errorDescription ?? "" }
}
