import Foundation

/// Searches a text.
public protocol SearchControlViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: SearchControlViewDelegate? { get set }
  /// Sets the query of every driven searcher and searches.
  func search(query: String?)
}
