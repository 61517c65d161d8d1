/// The v1 APIs the migration report follows, each with its area and the row of MigrationGuide.md that maps it to
/// the v2 core: the guide's tables are the one source of the replacements the report shows.
enum MigrationCatalogue {
  /// One v1 API.
  struct API: Sendable {
    let name: String
    let feature: MigrationReport.Feature
    let guideRow: MigrationGuideTable.Key

    /// What replaces it in the v2 core: the v2 column of its guide row.
    var replacement: String {
      MigrationGuideTable.row(guideRow)?.replacement ?? "see MigrationGuide.md, section \(guideRow.section)"
    }
  }

  // MARK: Setup

  static let configureAlgolia = API(
    name: "InstantSearch.configure(appID:apiKey:index:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "InstantSearch.shared.configure(appID:apiKey:index:)"))
  static let configureSearcher = API(
    name: "InstantSearch(searcher:) / configure(searcher:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "InstantSearch(searcher:)"))
  static let configureMultiIndex = API(
    name: "InstantSearch.configure(…searcherIds:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "InstantSearch(appID:apiKey:searcherIds:)"))
  static let registerAllWidgets = API(
    name: "InstantSearch.registerAllWidgets(in:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "registerAllWidgets(in:)"))
  static let registerWidget = API(
    name: "InstantSearch.register(widget:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "register(widget:)"))
  static let searchWithText = API(
    name: "InstantSearch.search(with:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "search(with:)"))
  static let clearParameters = API(
    name: "InstantSearch.clearParameters()", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "clearParameters()"))
  static let registerSearchInput = API(
    name: "InstantSearch.register(searchBar:) / register(searchController:)", feature: .setup,
    guideRow: MigrationGuideTable.Key(section: 3, code: "register(searchBar:)"))

  // MARK: Searcher

  static let searcherInit = API(
    name: "Searcher(index:)", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "Searcher(index:)"))
  static let searcherSearch = API(
    name: "Searcher.search()", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "Searcher.search()"))
  static let searcherLoadMore = API(
    name: "Searcher.loadMore()", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "loadMore()"))
  static let searcherResultHandler = API(
    name: "Searcher.addResultHandler(_:)", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "addResultHandler"))
  static let searcherReset = API(
    name: "Searcher.reset()", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "reset()"))
  static let searcherFacetSearch = API(
    name: "Searcher.searchForFacetValues(of:matching:completionHandler:)", feature: .searcher,
    guideRow: MigrationGuideTable.Key(section: 4, code: "searchForFacetValues(of:matching:)"))

  // MARK: Refinements

  static let addFacetRefinement = API(
    name: "SearchParameters.addFacetRefinement(name:value:inclusive:)", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "addFacetRefinement(name:value:inclusive:)"))
  static let setFacetDisjunctive = API(
    name: "SearchParameters.setFacet(withName:disjunctive:)", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "setFacet(withName:disjunctive: true)"))
  static let toggleFacetRefinement = API(
    name: "SearchParameters.toggleFacetRefinement(name:value:)", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "toggleFacetRefinement(name:value:)"))
  static let addNumericRefinement = API(
    name: "SearchParameters.addNumericRefinement(_:_:_:inclusive:)", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "addNumericRefinement(name, op, value)"))
  static let clearRefinements = API(
    name: "SearchParameters.clearRefinements()", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "clearRefinements()"))
  static let buildFilters = API(
    name: "SearchParameters.buildFilters()", feature: .refinements,
    guideRow: MigrationGuideTable.Key(section: 4, code: "buildFilters()"))

  // MARK: Widgets

  /// The API entry of a v1 widget or view model registered, by its class name; `nil` for a class of the app's.
  static func widget(named name: String) -> API? {
    let key = MigrationGuideTable.Key(section: widgetsSection, code: name)
    return MigrationGuideTable.row(key).map { _ in API(name: name, feature: .widgets, guideRow: key) }
  }

  /// The guide's section whose table maps the v1 widgets and view models.
  static let widgetsSection = 5

  // MARK: Custom widgets

  static let customWidget = API(
    name: "AlgoliaWidget (a widget of the app's)", feature: .customWidgets,
    guideRow: MigrationGuideTable.Key(section: 6, code: "AlgoliaWidget"))
  static let searchableViewModel = API(
    name: "SearchableViewModel.configure(with:)", feature: .customWidgets,
    guideRow: MigrationGuideTable.Key(section: 6, code: "SearchableViewModel.configure(with:)"))
  static let resultingDelegate = API(
    name: "ResultingDelegate.on(results:error:userInfo:)", feature: .customWidgets,
    guideRow: MigrationGuideTable.Key(section: 6, code: "ResultingDelegate.on(results:error:userInfo:)"))
  static let refinableDelegate = API(
    name: "RefinableDelegate", feature: .customWidgets,
    guideRow: MigrationGuideTable.Key(section: 6, code: "RefinableDelegate"))

  // MARK: Helpers

  static let progressController = API(
    name: "SearchProgressController(searcher:)", feature: .helpers,
    guideRow: MigrationGuideTable.Key(section: 4, code: "SearchProgressController"))
  static let historyRecorder = API(
    name: "HistoryRecorder(searcher:history:)", feature: .helpers,
    guideRow: MigrationGuideTable.Key(section: 3, code: "HistoryRecorder"))
  static let adaptiveStrategy = API(
    name: "AdaptiveNetworkStrategy(stats:)", feature: .helpers,
    guideRow: MigrationGuideTable.Key(section: 4, code: "AdaptiveNetworkStrategy"))
  static let v1Debouncer = API(
    name: "Debouncer(delay:)", feature: .helpers,
    guideRow: MigrationGuideTable.Key(section: 4, code: "Debouncer"))
  static let v1Throttler = API(
    name: "Throttler(delay:)", feature: .helpers,
    guideRow: MigrationGuideTable.Key(section: 4, code: "Throttler"))

  // MARK: Backends

  static let client = API(
    name: "Client(appID:apiKey:)", feature: .backends,
    guideRow: MigrationGuideTable.Key(section: 4, code: "Client"))
  static let offlineClient = API(
    name: "OfflineClient(appID:apiKey:) / MirroredIndex", feature: .backends,
    guideRow: MigrationGuideTable.Key(section: 4, code: "OfflineClient"))
  static let offlineIndex = API(
    name: "OfflineClient.offlineIndex(withName:) / OfflineIndex", feature: .backends,
    guideRow: MigrationGuideTable.Key(section: 4, code: "OfflineIndex"))
  static let customBackend = API(
    name: "AdvancedSearchClient / SearchClient<Parameters, Results> (a custom backend)", feature: .backends,
    guideRow: MigrationGuideTable.Key(section: 4, code: "AdvancedSearchClient"))

  /// Every API above, in their order: the entries whose guide rows the documentation tests check.
  static let all: [API] = [
    configureAlgolia, configureSearcher, configureMultiIndex, registerAllWidgets, registerWidget,
    searchWithText, clearParameters, registerSearchInput, searcherInit, searcherSearch, searcherLoadMore,
    searcherResultHandler, searcherReset, searcherFacetSearch, addFacetRefinement, setFacetDisjunctive,
    toggleFacetRefinement, addNumericRefinement, clearRefinements, buildFilters, customWidget,
    searchableViewModel, resultingDelegate, refinableDelegate, progressController, historyRecorder,
    adaptiveStrategy, v1Debouncer, v1Throttler, client, offlineClient, offlineIndex, customBackend,
  ]
}
