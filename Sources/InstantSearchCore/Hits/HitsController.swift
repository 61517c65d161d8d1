/// What a hits view reads its rows from.
public protocol HitsSource: AnyObject {
  /// The record type of the rows.
  associatedtype Record: Codable
  /// The number of rows.
  func numberOfHits() -> Int
  /// The record of a row (reading may load neighbouring pages).
  func hit(atIndex index: Int) -> Record?
}

/// A view listing hits.
public protocol HitsController: AnyObject, Reloadable {
  /// The source type.
  associatedtype DataSource: HitsSource
  /// Set by the connection to the interactor.
  var hitsSource: DataSource? { get set }
  /// Scrolls back to the first row (on a new query).
  func scrollToTop()
}

extension HitsController {
  /// Does nothing by default.
  public func scrollToTop() {}
}

extension HitsInteractor: HitsSource {}
