/// A request with a text query: the one a searcher's `query` reads and sets.
public protocol TextualQueryProvider {
  /// The text query; `nil` when unset.
  var textualQuery: String? { get set }
}
