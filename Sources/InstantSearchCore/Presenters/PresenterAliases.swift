/// Turns a filter into the text a view shows.
public typealias FilterPresenter = Presenter<Filter, String>

/// Turns an index name into the text a view shows.
public typealias IndexNamePresenter = Presenter<String, String>

/// Turns an index of a ``SearchClient`` into the text a view shows.
public typealias IndexPresenter = (Index) -> String

/// Turns a facet value into the text a view shows.
public typealias FacetPresenter = (Facet) -> String

/// Orders the facets of a hierarchical menu as the view shows them.
public typealias HierarchicalPresenter = ([HierarchicalFacet]) -> [HierarchicalFacet]

/// Turns search stats into what a view shows.
public typealias StatsPresenter<Output> = Presenter<SearchStats?, Output>

/// A hierarchical menu's selected path, top level first.
public typealias HierarchicalPath = [Filter.Facet]
