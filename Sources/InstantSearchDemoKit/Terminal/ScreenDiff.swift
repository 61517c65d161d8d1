/// Turns successive frames into the escape sequences that update a terminal in place: only the rows that
/// changed since the last frame are rewritten (cursor moved to the row, the row written, the rest of it
/// erased), so the screen never flickers.
public struct ScreenDiff {
  private var shown: [String] = []

  /// A diff against an empty screen.
  public init() {}

  /// Forgets what is shown (after a resize), so the next frame clears the screen and draws every row.
  public mutating func invalidate() { shown = [] }

  /// The bytes turning the screen last drawn into `frame`; empty when nothing changed.
  public mutating func update(to frame: Frame) -> String {
    let rows = frame.lines.map(\.ansiText)
    var output = shown.isEmpty ? "\u{1B}[2J" : ""
    for (row, text) in rows.enumerated() where row >= shown.count || shown[row] != text {
      output += "\u{1B}[\(row + 1);1H\(text)\u{1B}[K"
    }
    shown = rows
    return output
  }
}
