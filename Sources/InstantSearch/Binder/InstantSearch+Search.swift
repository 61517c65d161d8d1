import Foundation

// Searching and clearing from the binder.
extension InstantSearch {
  /// Searches with the single-index searcher, or with every searcher in multi-index mode.
  public func search() {
    if isMultiIndexActive { searchers.values.forEach { $0.search() } } else { getSearcher().search() }
  }

  /// Sets the query (as given; `""` stays `""`) of every searcher, then searches.
  public func search(with searchText: String, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.searchWithText, file: file, line: line)
    if isMultiIndexActive {
      searchers.values.forEach { $0.params.query = searchText }
    } else {
      getSearcher().params.query = searchText
    }
    search()
  }

  /// Sets the query of the listed searchers and searches them, in order; unknown ids are reported in debug builds.
  public func search(with searchText: String, in searcherIds: [SearcherId]) {
    for id in searcherIds {
      guard let searcher = searchers[id] else {
        debugLog("tried to search with inexistent searchId")
        continue
      }
      searcher.params.query = searchText
      searcher.search()
    }
  }

  /// Resets the single-index searcher, or every searcher (parameters, refinements, results). Does not search.
  public func clearParameters(file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.clearParameters, file: file, line: line)
    if isMultiIndexActive { searchers.values.forEach { $0.reset() } } else { getSearcher().reset() }
  }

  /// Resets the listed searchers; unknown ids are reported in debug builds.
  public func clearParameters(in searcherIds: [SearcherId]) {
    for id in searcherIds {
      guard let searcher = searchers[id] else {
        debugLog("tried to clear params with inexistent searchId")
        continue
      }
      searcher.reset()
    }
  }

  /// Resets every searcher whose id is not listed.
  public func clearParameters(exceptIn searcherIds: [SearcherId]) {
    for (id, searcher) in searchers where !searcherIds.contains(id) { searcher.reset() }
  }
}
