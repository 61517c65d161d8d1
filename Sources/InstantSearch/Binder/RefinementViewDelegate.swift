import Foundation

/// A view refining one attribute; widgets adopting it are input controls, and registering them searches.
public protocol RefinementViewDelegate: AlgoliaIndexWidget {
  /// The attribute refined.
  var attribute: String { get set }
}
