import Foundation

/// Something that decides when (and whether) the blocks handed to it run: ``Debouncer`` and ``Throttler``.
public protocol Caller: AnyObject {
  /// A unit of work to run later, or not at all when a newer one supersedes it.
  typealias Call = () -> Void

  /// Hands over a block; the caller's policy decides when it runs, and whether a later block replaces it.
  ///
  /// - Parameter block: The work to run.
  func call(_ block: @escaping Call)
}
