/// A search screen a keystroke can be typed into, whose views tell when they show the keystroke's results.
protocol KeystrokeScreen: AnyObject {
  /// The screen's name in the printed figures.
  var name: String { get }
  /// Types `text` as the search box's new content, the way a user's keystroke reaches the screen; the screen
  /// searches it.
  func type(_ text: String)
  /// What the screen shows once its hits table, facet list and stats label all show the results delivered for
  /// `text`; `nil` until then.
  func shownState(for text: String) -> ShownState?
  /// The screen's counters, printed when a keystroke times out.
  var progress: String { get }
}

/// What a search screen shows after a keystroke: the same for two screens showing the same results.
struct ShownState: Equatable {
  /// The hits table's row count.
  let hitRows: Int
  /// The text of the hits table's first row.
  let firstHit: String?
  /// The facet list's row count (at most ``visibleRowCount``).
  let facetRows: Int
  /// The text of the facet list's first row.
  let firstFacet: String?
  /// The stats label's text.
  let stats: String
}
