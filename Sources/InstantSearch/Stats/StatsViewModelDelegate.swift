import Foundation

/// The statistics text.
public protocol StatsViewModelDelegate: AnyObject {
  /// The view, held weakly.
  var view: StatsViewDelegate? { get set }
}
