import Foundation

/// A component updated with results in the background, which says when it has applied them: a hits interactor.
public protocol ResultUpdatable: AnyObject {
  /// The result type.
  associatedtype Result
  /// Fires once a result has been applied.
  var onResultsUpdated: Observer<Result> { get }
  /// Applies a result; the operation finishes when it is applied.
  @discardableResult
  func update(_ result: Result) -> Operation
}
