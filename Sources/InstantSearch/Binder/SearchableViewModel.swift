import Foundation

/// Marks a view model ``InstantSearch/register(viewModel:)`` binds.
public protocol AlgoliaViewModel: AnyObject {}

/// Receives the searcher at registration; input widgets use it to change parameters and search.
public protocol SearchableViewModel: AlgoliaViewModel {
  /// Called at registration with the searcher of the widget's index.
  func configure(with searcher: Searcher)
}

/// Receives every searcher at registration (multi-index).
public protocol MultiSearchableViewModel: AlgoliaViewModel {
  /// Called at registration with the searchers it drives.
  func configure(withSearchers searchers: [Searcher])
}

/// A searchable view model targeting one searcher by id in multi-index mode.
public protocol SearchableIndexViewModel: SearchableViewModel {
  /// The searcher it targets.
  var searcherId: SearcherId { get }
}

/// A view model targeting several searchers by id.
public protocol SearchableMultiIndexViewModel: MultiSearchableViewModel {
  /// The searchers it targets, in section order.
  var searcherIds: [SearcherId] { get }
}
