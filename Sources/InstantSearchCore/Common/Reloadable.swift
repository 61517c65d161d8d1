/// A view that can redraw itself from its data source.
public protocol Reloadable: AnyObject {
  /// Redraws the view.
  func reload()
}

extension Reloadable {
  /// Does nothing by default.
  public func reload() {}
}
