import Foundation

/// Reloads one view fed by several sources (the sections of a multi-index list) once every source has applied
/// its results, instead of once per source.
///
/// Each registered source counts as updated when it fires `onResultsUpdated`; when all have, the target reloads
/// on the main queue and they all count as waiting again. ``notifyReload()`` also makes them all wait, for a new
/// round of searches.
public class MultiSourceReloadNotifier {
  /// The view reloaded.
  public let target: Reloadable

  private let state = Locked<(registered: Set<ObjectIdentifier>, updated: Set<ObjectIdentifier>)>(([], []))

  /// Creates a notifier reloading `target`.
  public init(target: Reloadable) {
    self.target = target
  }

  /// Adds a source the target waits for.
  public func register<Updatable: ResultUpdatable>(_ updatable: Updatable) {
    let key = ObjectIdentifier(updatable)
    state.withLock { _ = $0.registered.insert(key) }
    updatable.onResultsUpdated.subscribe(with: self) { notifier, _ in notifier.sourceUpdated(key) }
  }

  /// Makes every source wait for its next results before the target reloads.
  public func notifyReload() {
    state.withLock { $0.updated.removeAll() }
  }

  private func sourceUpdated(_ key: ObjectIdentifier) {
    let complete = state.withLock { state -> Bool in
      state.updated.insert(key)
      guard state.updated.isSuperset(of: state.registered) else { return false }
      state.updated.removeAll()
      return true
    }
    guard complete else { return }
    let target = self.target
    DispatchQueue.main.async { target.reload() }
  }
}
extension HitsInteractor: ResultUpdatable {}
