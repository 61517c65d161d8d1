/// The widgets that take the keyboard focus, in Tab order.
public enum Focus: Sendable, CaseIterable {
  /// The search bar: typing edits the query (typing while another widget has the focus focuses it).
  case search
  /// The refinement list: up/down move the cursor, space or Enter toggles the value under it.
  case refinements
  /// The slider: left/right move it (whatever has the focus).
  case slider
  /// The switch: space or Enter flips it.
  case toggle
  /// The hits: up/down scroll one row.
  case hits
  /// The clear-all button: space or Enter taps it.
  case clearAll
}
