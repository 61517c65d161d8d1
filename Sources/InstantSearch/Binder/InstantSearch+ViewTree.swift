import Foundation

// Registering every widget of a view tree.
extension InstantSearch {
  /// Registers every ``AlgoliaWidget`` among the view's descendants (depth first, not the view itself), then
  /// searches once.
  public func registerAllWidgets(in view: HeadlessView) {
    registerAllWidgets(in: view, doSearch: true)
  }

  /// Registers every ``AlgoliaWidget`` among the view's descendants, then searches once when asked (even when no
  /// widget was found).
  public func registerAllWidgets(in view: HeadlessView, doSearch: Bool = true) {
    registerWidgets(under: view)
    if doSearch { search() }
  }

  private func registerWidgets(under view: HeadlessView) {
    for subview in view.subviews {
      if let widget = subview as? AlgoliaWidget { register(widget: widget, doSearch: false) }
      registerWidgets(under: subview)
    }
  }
}
