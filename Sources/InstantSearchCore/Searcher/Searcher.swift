/// Something that can launch a search.
public protocol Searchable: AnyObject {
  /// Launches a search with the current request.
  func search()
}

/// A searcher: owns a request, launches searches, and publishes what happens.
public protocol Searcher: Searchable {
  /// The text query; `nil` for searchers without one.
  var query: String? { get set }
  /// Fires when the text query changes.
  var onQueryChanged: Observer<String?> { get }
  /// Fires whether a search is in flight.
  var isLoading: Observer<Bool> { get }
  /// Fires when a search is launched.
  var onSearch: Observer<Void> { get }
  /// Cancels every search in flight; none of them delivers.
  func cancel()
}

extension Searcher {
  /// Sets the text query.
  public func setQuery(_ query: String?) { self.query = query }
}

/// A searcher whose results can be observed.
public protocol SearchResultObservable: AnyObject {
  /// The result type.
  associatedtype SearchResult
  /// Fires with each delivered result.
  var onResults: Observer<SearchResult> { get }
}

/// A searcher whose errors can be observed.
public protocol ErrorObservable: AnyObject {
  /// Fires with each delivered error.
  var onError: Observer<Error> { get }
}

/// Accepts a text query.
public protocol QuerySettable: AnyObject {
  /// Sets the text query (and resets pagination where that applies).
  func setQuery(_ query: String?)
}

/// Accepts an index name.
public protocol IndexNameSettable: AnyObject {
  /// Sets the index searched.
  func setIndexName(_ indexName: String)
}

/// Accepts a `filters` string.
public protocol FiltersSettable: AnyObject {
  /// Sets the `filters` parameter.
  func setFilters(_ filters: String?)
}
