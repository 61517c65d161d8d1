import Foundation

/// A hits interactor whatever its record type, for containers of several lists.
public protocol AnyHitsInteractor: AnyObject {
  /// Fires with each decoding error.
  var onError: Observer<Swift.Error> { get }
  /// Loads further pages for infinite scrolling.
  var pageLoader: PageLoadable? { get set }
  /// The record at a row cast to `R`.
  func genericHitAtIndex<R: Decodable>(_ index: Int) throws -> R?
  /// The records of the loaded pages cast to `R`.
  func getCurrentGenericHits<R: Decodable>() throws -> [R]
  /// A search with `query` failed: its page is no longer pending.
  func process(_ error: Swift.Error, for query: Query)
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
