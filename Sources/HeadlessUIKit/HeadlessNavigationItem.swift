import Foundation

/// What a navigation bar shows for a view controller: the headless stand-in for `UINavigationItem`.
open class HeadlessNavigationItem: NSObject {
  /// The title; `nil` by default.
  open var title: String?
  /// The search controller whose bar the navigation bar shows; `nil` by default.
  open var searchController: HeadlessSearchController?
  /// Whether scrolling hides the search bar; `true` by default, as in UIKit.
  open var hidesSearchBarWhenScrolling = true
  /// A view shown in place of the title; `nil` by default.
  open var titleView: HeadlessView?
  /// The button at the right of the bar; the first of ``rightBarButtonItems``.
  open var rightBarButtonItem: HeadlessBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The buttons at the right of the bar.
  open var rightBarButtonItems: [HeadlessBarButtonItem]?
  /// The button at the left of the bar; the first of ``leftBarButtonItems``.
  open var leftBarButtonItem: HeadlessBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The buttons at the left of the bar.
  open var leftBarButtonItems: [HeadlessBarButtonItem]?
  /// The back button shown to the next controller pushed; `nil` for the default one.
  open var backBarButtonItem: HeadlessBarButtonItem?
}
