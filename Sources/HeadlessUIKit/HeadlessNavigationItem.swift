import Foundation

/// What a navigation bar shows for a view controller: the headless stand-in for `UINavigationItem`.
open class HeadlessNavigationItem: NSObject {
  /// The title; `nil` by default.
  open var title: String?
  /// The search controller whose bar the navigation bar shows; `nil` by default.
  open var searchController: HeadlessSearchController?
  /// Whether scrolling hides the search bar; `true` by default, as in UIKit.
  open var hidesSearchBarWhenScrolling = true
}
