import Foundation

/// Told when a ``SearchProgressController`` sees its searcher become busy or idle, to show activity.
public protocol SearchProgressDelegate: AnyObject {
  /// The searcher has been busy for the grace delay: start showing activity.
  func searchDidStart(_ searchProgressController: SearchProgressController)

  /// The searcher has no request pending any more: stop showing activity.
  func searchDidStop(_ searchProgressController: SearchProgressController)
}
