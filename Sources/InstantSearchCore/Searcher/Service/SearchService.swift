import Foundation

/// What searches a searcher's requests: a searcher holds one (``AbstractSearcher/service``) and hands it each
/// request it launches, sequencing and delivering what the service answers.
///
/// The services of the package send their requests through a ``SearchClient``: ``AlgoliaSearchService`` (hits,
/// with disjunctive and hierarchical faceting), ``FacetSearchService`` (facet values) and
/// ``AlgoliaMultiSearchService`` (several queries in one request). A custom service makes a searcher of any
/// other backend.
public protocol SearchService {
  /// What one search sends.
  associatedtype Request
  /// What one search answers.
  associatedtype Result
  /// What a search returns while it runs: a Foundation `Operation` whose `cancel()` cancels it, for every
  /// service a searcher can hold.
  associatedtype Process = Void

  /// Searches a request; `completion` runs once, on any thread (with ``SearchClientError/cancelled`` when the
  /// returned process was cancelled before the answer came).
  func search(_ request: Request, completion: @escaping (Swift.Result<Result, Error>) -> Void) -> Process
}
