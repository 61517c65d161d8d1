/// Turns a filter into the text a view shows.
public typealias FilterPresenter = Presenter<Filter, String>

/// Turns an index name into the text a view shows.
public typealias IndexNamePresenter = Presenter<String, String>

/// A hierarchical menu's selected path, top level first.
public typealias HierarchicalPath = [Filter.Facet]

extension DefaultPresenter {
  /// InstantSearch's other name for ``DefaultPresenter/IndexName``.
  public typealias Index = IndexName
}
