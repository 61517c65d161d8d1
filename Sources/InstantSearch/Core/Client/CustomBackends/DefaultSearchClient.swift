import Foundation

/// The base class of a custom backend that works with v1's own types: it receives the ``Query`` as is and
/// answers with ``SearchResults``.
///
/// Only ``search(_:searchResultsHandler:)`` needs overriding; both translations pass their value through.
/// Facet-value searches are not supported (see ``SearchClient``).
open class DefaultSearchClient: SearchClient<Query, SearchResults> {
  /// The query itself.
  open override func map(query: Query) -> Query { query }

  /// The results themselves.
  open override func map(results: SearchResults) -> SearchResults { results }
}
