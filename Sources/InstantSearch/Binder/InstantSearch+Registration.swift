import Foundation

// Registering widgets and view models.
extension InstantSearch {
  /// Registers a widget; searches when it is an input control (a ``RefinementViewDelegate``).
  public func register(widget: AlgoliaWidget) {
    register(widget: widget, doSearch: widget is RefinementViewDelegate)
  }

  /// Registers a widget: binds its view model (or the widget itself when it has none), then searches when asked.
  public func register(widget: AlgoliaWidget, doSearch: Bool) {
    recordWidgetMigration(widget)
    bind(ViewModelFetcher.viewModel(of: widget) ?? widget)
    if doSearch { search() }
  }

  /// Binds a view model to the searcher(s) without searching: how an app uses a view model with its own view.
  public func register(viewModel widgetVM: AlgoliaViewModel) {
    recordWidgetMigration(widgetVM)
    bind(widgetVM)
  }

  /// Records a registered widget or view model in the migration report: a package widget under its class (the
  /// app's subclass named as the call site), anything else as a custom widget with the v1 protocols it adopts.
  private func recordWidgetMigration(_ object: AnyObject) {
    guard InstantSearch.migrationReport.isEnabled else { return }
    var type: AnyClass? = Swift.type(of: object)
    while let current = type {
      if let api = MigrationCatalogue.widget(named: String(describing: current)) {
        recordMigration(api, by: object)
        return
      }
      type = _getSuperclass(current)
    }
    recordMigration(MigrationCatalogue.customWidget, by: object)
    if object is SearchableViewModel { recordMigration(MigrationCatalogue.searchableViewModel, by: object) }
    if object is ResultingDelegate { recordMigration(MigrationCatalogue.resultingDelegate, by: object) }
    if object is RefinableDelegate { recordMigration(MigrationCatalogue.refinableDelegate, by: object) }
  }

  func bind(_ object: AnyObject) {
    if isMultiIndexActive { bindMultiIndex(object) } else { bindSingleIndex(object) }
  }

  private func bindSingleIndex(_ object: AnyObject) {
    if let searchable = object as? SearchableViewModel { searchable.configure(with: searcher) }
    if let resulting = object as? ResultingDelegate, !(object is SearcherConnectedViewModel) {
      delegates.add(resulting: resulting)
    }
    if let resettable = object as? ResettableDelegate { delegates.add(resettable: resettable) }
    if let refinable = object as? RefinableDelegate { delegates.add(refinable: refinable) }
  }

  private func bindMultiIndex(_ object: AnyObject) {
    if let multi = object as? SearchableMultiIndexViewModel {
      multi.configure(withSearchers: Array(searchers.values))
      if let resulting = object as? ResultingDelegate, !(object is SearcherConnectedViewModel) {
        for id in multi.searcherIds { delegates.add(resulting: resulting, for: id) }
      }
      return
    }
    // Plain searchable widgets (activity indicator, clear-all, custom ones) are left unbound, as v1 left them.
    guard let indexed = object as? SearchableIndexViewModel else { return }
    let id = indexed.searcherId
    let untargeted = id.index.isEmpty && id.variant.isEmpty
    if object is RefinableDelegate && untargeted {
      fatalError("When using multi-indexing, refinable widgets should target a specific index")
    }
    if !(object is MultiSearchableViewModel) && untargeted {
      fatalError("When using multi-indexing, All output widgets have to target a specific index")
    }
    if let multi = object as? MultiSearchableViewModel, untargeted {
      multi.configure(withSearchers: Array(searchers.values))
    } else {
      guard let searcher = searchers[SearcherId(index: id.index, variant: id.variant)] else {
        fatalError("Index name/Id not declared when configuring InstantSearch. Please make sure to add all of them.")
      }
      indexed.configure(with: searcher)
    }
    if let resulting = object as? ResultingDelegate, !(object is SearcherConnectedViewModel) {
      delegates.add(resulting: resulting, for: id)
    }
    if let refinable = object as? RefinableDelegate { delegates.add(refinable: refinable) }
  }
}

/// Finds the view model of a widget implementing one of the seven view protocols (in v1's order).
enum ViewModelFetcher {
  static func viewModel(of widget: AnyObject) -> AnyObject? {
    switch widget {
    case let view as HitsViewDelegate: return view.viewModel
    case let view as MultiHitsViewDelegate: return view.viewModel
    case let view as StatsViewDelegate: return view.viewModel
    case let view as RefinementMenuViewDelegate: return view.viewModel
    case let view as NumericControlViewDelegate: return view.viewModel
    case let view as FacetControlViewDelegate: return view.viewModel
    case let view as SearchControlViewDelegate: return view.viewModel
    default: return nil
    }
  }
}
