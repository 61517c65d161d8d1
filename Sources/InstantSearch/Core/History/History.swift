import Foundation

/// A store of past searches that can suggest them back as the user types.
public protocol History: AnyObject {
  /// Records the text query of a search.
  ///
  /// - Parameter params: The parameters of the search; only their `query` matters.
  func add(_ params: SearchParameters)

  /// The recorded searches matching the text query of `query`, best first.
  ///
  /// - Parameters:
  ///   - query: Parameters whose `query` is the text being typed.
  ///   - options: Highlighting tags and the maximum number of hits.
  /// - Returns: At most `options.maxHits` hits, each with the recorded text highlighted where it matched.
  func search(query: SearchParameters, options: HistorySearchOptions) -> [HistoryHit]
}
