/// A key press the demo understands.
public enum Key: Sendable, Equatable {
  /// A printable character (space included).
  case character(Character)
  /// Tab: focus the next widget.
  case tab
  /// Shift-Tab: focus the previous widget.
  case backTab
  /// Arrow keys.
  case up, down, left, right
  /// Return.
  case enter
  /// Escape: clears the query.
  case escape
  /// Backspace: deletes the query's last character.
  case backspace
  /// Page Down and Page Up: scroll the hits.
  case pageDown, pageUp
  /// Ctrl-C: quits.
  case interrupt
}
