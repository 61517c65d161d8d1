import Foundation

/// A hits interactor whatever its record type, for containers of several lists.
public protocol AnyHitsInteractor: AnyObject {
  /// Applies a response.
  @discardableResult func update(_ response: SearchResponse) -> Operation
  /// Invalidates the pages after a query change.
  func notifyQueryChanged()
  /// The number of rows.
  func numberOfHits() -> Int
  /// The record at a row as a JSON dictionary.
  func rawHitAtIndex(_ row: Int) -> [String: Any]?
  /// The records of the loaded pages as JSON dictionaries.
  func getCurrentRawHits() -> [[String: Any]]
}

extension HitsInteractor: AnyHitsInteractor {}
