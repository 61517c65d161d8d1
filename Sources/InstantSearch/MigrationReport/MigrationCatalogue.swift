/// The v1 APIs the migration report follows, each with its area and what replaces it in the v2 core (as the
/// migration guide maps them).
enum MigrationCatalogue {
  /// One v1 API.
  struct API: Sendable {
    let name: String
    let feature: MigrationReport.Feature
    let replacement: String
  }

  // MARK: Setup

  static let configureAlgolia = API(
    name: "InstantSearch.configure(appID:apiKey:index:)", feature: .setup,
    replacement: "HitsSearcher(appID:apiKey:indexName:) and a FilterState, with searcher.connectFilterState(filterState)")
  static let configureSearcher = API(
    name: "InstantSearch(searcher:) / configure(searcher:)", feature: .setup,
    replacement: "HitsSearcher(client:indexName:) with any SearchClient (AlgoliaClient, LocalClient)")
  static let configureMultiIndex = API(
    name: "InstantSearch.configure(…searcherIds:)", feature: .setup,
    replacement: "MultiSearcher with one child HitsSearcher per index")
  static let registerAllWidgets = API(
    name: "InstantSearch.registerAllWidgets(in:)", feature: .setup,
    replacement: "one connector per widget (HitsConnector, FacetListConnector, …), or interactors with connectSearcher, connectFilterState and connectController")
  static let registerWidget = API(
    name: "InstantSearch.register(widget:)", feature: .setup, replacement: "the widget's connector, or its interactor's connections")
  static let searchWithText = API(
    name: "InstantSearch.search(with:)", feature: .setup, replacement: "searcher.query = text; searcher.search(), or SearchBoxConnector")
  static let clearParameters = API(
    name: "InstantSearch.clearParameters()", feature: .setup,
    replacement: "searcher.request.query = Query() and filterState.removeAll(), or FilterClearConnector")
  static let registerSearchInput = API(
    name: "InstantSearch.register(searchBar:) / register(searchController:)", feature: .setup,
    replacement: "SearchBoxConnector with a SearchBoxController")

  // MARK: Searcher

  static let searcherInit = API(name: "Searcher(index:)", feature: .searcher, replacement: "HitsSearcher(client:indexName:)")
  static let searcherSearch = API(name: "Searcher.search()", feature: .searcher, replacement: "HitsSearcher.search()")
  static let searcherLoadMore = API(
    name: "Searcher.loadMore()", feature: .searcher,
    replacement: "HitsInteractor with infinite scrolling, or HitsSearcher.loadPage(atIndex:)")
  static let searcherResultHandler = API(
    name: "Searcher.addResultHandler(_:)", feature: .searcher, replacement: "searcher.onResults / onError subscriptions")
  static let searcherReset = API(
    name: "Searcher.reset()", feature: .searcher, replacement: "clear request.query and the filter state")
  static let searcherFacetSearch = API(
    name: "Searcher.searchForFacetValues(of:matching:completionHandler:)", feature: .searcher,
    replacement: "FacetSearcher, with FacetListConnector(searcher: facetSearcher, …)")

  // MARK: Refinements

  static let addFacetRefinement = API(
    name: "SearchParameters.addFacetRefinement(name:value:inclusive:)", feature: .refinements,
    replacement: "filterState[and: name].add(Filter.Facet(attribute:stringValue:isNegated:))")
  static let setFacetDisjunctive = API(
    name: "SearchParameters.setFacet(withName:disjunctive:)", feature: .refinements,
    replacement: "put the facet's filters in filterState[or: name]")
  static let toggleFacetRefinement = API(
    name: "SearchParameters.toggleFacetRefinement(name:value:)", feature: .refinements,
    replacement: "filterState.toggle(_:inGroupWithID:)")
  static let addNumericRefinement = API(
    name: "SearchParameters.addNumericRefinement(_:_:_:inclusive:)", feature: .refinements,
    replacement: "Filter.Numeric(attribute:operator:value:) in a FilterState group")
  static let clearRefinements = API(
    name: "SearchParameters.clearRefinements()", feature: .refinements, replacement: "filterState.removeAll()")
  static let buildFilters = API(
    name: "SearchParameters.buildFilters()", feature: .refinements,
    replacement: "FilterGroupConverter().sql(filterState.toFilterGroups())")

  // MARK: Widgets

  /// The API entry of a v1 widget or view model registered, by its class name; `nil` for a class of the app's.
  static func widget(named name: String) -> API? {
    widgetReplacements[name].map { API(name: name, feature: .widgets, replacement: $0) }
  }

  private static let widgetReplacements: [String: String] = [
    "SearchBarWidget": "SearchBoxInteractor + SearchBoxConnector",
    "TextFieldWidget": "SearchBoxInteractor + SearchBoxConnector",
    "HitsTableWidget": "HitsInteractor<JSON> + HitsConnector + a HitsController",
    "HitsCollectionWidget": "HitsInteractor<JSON> + HitsConnector + a HitsController",
    "MultiHitsTableWidget": "MultiSearcher + one HitsInteractor per child",
    "MultiHitsCollectionWidget": "MultiSearcher + one HitsInteractor per child",
    "RefinementTableWidget": "FacetListInteractor + FacetListConnector + FacetListPresenter",
    "RefinementCollectionWidget": "FacetListInteractor + FacetListConnector + FacetListPresenter",
    "SliderWidget": "NumberInteractor + FilterComparisonConnector",
    "StepperWidget": "NumberInteractor + FilterComparisonConnector",
    "DatePickerWidget": "NumberInteractor + FilterComparisonConnector",
    "OneValueSwitchWidget": "SelectableInteractor<Filter.Facet> + FilterToggleConnector",
    "TwoValuesSwitchWidget": "FilterMapInteractor<Filter.Facet> with the two values",
    "SwitchWidget": "SelectableInteractor<Filter.Facet> + FilterToggleConnector",
    "SegmentedControlWidget": "SelectableSegmentInteractor / FilterMapInteractor keyed by segment",
    "StatsLabelWidget": "StatsInteractor + StatsConnector with a presenter",
    "StatsButtonWidget": "StatsInteractor + StatsConnector with a presenter",
    "ActivityIndicatorWidget": "LoadingInteractor + LoadingConnector",
    "ClearAllWidget": "FilterClearInteractor + FilterClearConnector",
  ]

  // MARK: Custom widgets

  static let customWidget = API(
    name: "AlgoliaWidget (a widget of the app's)", feature: .customWidgets,
    replacement: "connect each component explicitly; no discovery")
  static let searchableViewModel = API(
    name: "SearchableViewModel.configure(with:)", feature: .customWidgets,
    replacement: "keep a reference to the searcher and filter state you connect to")
  static let resultingDelegate = API(
    name: "ResultingDelegate.on(results:error:userInfo:)", feature: .customWidgets,
    replacement: "searcher.onResults / onError subscriptions, or an interactor's controller protocol")
  static let refinableDelegate = API(
    name: "RefinableDelegate", feature: .customWidgets,
    replacement: "filterState.onChange, reading filterState[and: attribute] / [or: attribute]")

  // MARK: Helpers

  static let progressController = API(
    name: "SearchProgressController(searcher:)", feature: .helpers, replacement: "LoadingInteractor + LoadingConnector")
  static let historyRecorder = API(
    name: "HistoryRecorder(searcher:history:)", feature: .helpers,
    replacement: "no v2 equivalent; this package's LocalHistory and HistoryRecorder work beside v2 code")
  static let adaptiveStrategy = API(
    name: "AdaptiveNetworkStrategy(stats:)", feature: .helpers,
    replacement: "no equivalent; SearchBoxConnector's debounced triggering covers the common case")
  static let v1Debouncer = API(name: "Debouncer(delay:)", feature: .helpers, replacement: "InstantSearchCore.Debouncer")
  static let v1Throttler = API(name: "Throttler(delay:)", feature: .helpers, replacement: "no equivalent; a Debouncer usually serves")

  // MARK: Backends

  static let client = API(name: "Client(appID:apiKey:)", feature: .backends, replacement: "AlgoliaClient(appID:apiKey:)")
  static let customBackend = API(
    name: "AdvancedSearchClient / SearchClient<Parameters, Results> (a custom backend)", feature: .backends,
    replacement: "a class implementing the v2 SearchClient protocol")
}
