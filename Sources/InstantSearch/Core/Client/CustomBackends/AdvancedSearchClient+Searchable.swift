import Foundation

// The v1 requests a custom backend answers: each translates the query, calls the backend and translates its
// answer back into a content dictionary.
extension AdvancedSearchClient {
  /// Searches the backend: ``map(query:)``, ``search(_:searchResultsHandler:)``, then ``map(results:)``.
  ///
  /// The completion receives the results' `content` with `hits` and `nbHits` replaced by the results' own, on
  /// the backend's thread; an answer with neither results nor error completes nothing. Request options are
  /// ignored. Cancelling the operation cannot stop the backend, but its late answer is then not passed on.
  @discardableResult
  public func search(_ query: Query, requestOptions: RequestOptions?, completionHandler: @escaping CompletionHandler) -> Operation {
    perform(completionHandler) { complete in
      self.search(self.map(query: query)) { results, error in
        complete(results.map(self.content(of:)), error)
      }
    }
  }

  /// Searches the backend with disjunctive faceting: like ``search(_:requestOptions:completionHandler:)``, with
  /// the query translated by ``map(query:disjunctiveFacets:refinements:)``.
  @discardableResult
  public func searchDisjunctiveFaceting(
    _ query: Query, disjunctiveFacets: [String], refinements: [String: [String]], requestOptions: RequestOptions?,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    perform(completionHandler) { complete in
      self.search(self.map(query: query, disjunctiveFacets: disjunctiveFacets, refinements: refinements)) { results, error in
        complete(results.map(self.content(of:)), error)
      }
    }
  }

  /// Searches facet values on the backend: ``map(query:facetName:matching:)``,
  /// ``searchForFacetValues(_:sffvResultsHandler:)``, then ``map(results:)``; the completion receives the facet
  /// results' `content`. Threads and cancellation as for ``search(_:requestOptions:completionHandler:)``.
  @discardableResult
  public func searchForFacetValues(
    of facetName: String, matching text: String, query: Query?, requestOptions: RequestOptions?,
    completionHandler: @escaping CompletionHandler
  ) -> Operation {
    perform(completionHandler) { complete in
      self.searchForFacetValues(self.map(query: query, facetName: facetName, matching: text)) { results, error in
        complete(results.map { (self.map(results: $0) as FacetResults).content }, error)
      }
    }
  }

  /// Runs a backend call at once, passing on its answer (the error first) unless the operation was cancelled.
  private func perform(
    _ completionHandler: @escaping CompletionHandler, _ call: (@escaping CompletionHandler) -> Void
  ) -> Operation {
    let operation = RequestOperation()
    call { [weak operation] content, error in
      guard operation?.isCancelled != true else { return }
      if let error {
        completionHandler(nil, error)
      } else if let content {
        completionHandler(content, nil)
      }
    }
    return operation
  }

  /// The content a ``Searcher`` reads from the backend's answer.
  private func content(of results: Results) -> [String: Any] {
    let searchResults: SearchResults = map(results: results)
    var content = searchResults.content
    content["hits"] = searchResults.latestHits
    content["nbHits"] = searchResults.nbHits
    return content
  }
}
