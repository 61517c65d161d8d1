/// How a piece of text is shown.
public enum TextStyle: Sendable, Equatable {
  /// Plain text.
  case normal
  /// A matched part of a hit (bold and reversed in a terminal, `*starred*` in plain text).
  case highlight
  /// The focused widget's caption (bold and underlined).
  case focused
  /// The row the cursor is on in the focused list (reversed).
  case cursor
  /// Secondary text (dim).
  case dim
  /// The title bar (reversed).
  case title
}

/// A run of text in one style.
public struct Segment: Sendable, Equatable {
  /// The text.
  public var text: String
  /// Its style.
  public var style: TextStyle

  /// A segment.
  public init(_ text: String, _ style: TextStyle = .normal) {
    self.text = text
    self.style = style
  }
}

/// One line of the screen, exactly as wide as the screen.
public struct FrameLine: Sendable, Equatable {
  /// The styled runs, in order.
  public var segments: [Segment]

  /// A line of segments.
  public init(segments: [Segment]) { self.segments = segments }

  /// The line as plain text: highlights in `*stars*`, no escape sequences, trailing spaces removed.
  public var plainText: String {
    var text = ""
    for segment in segments { text += segment.style == .highlight ? "*\(segment.text)*" : segment.text }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The line with ANSI styles (SGR), ending with a reset.
  public var ansiText: String {
    var text = ""
    for segment in segments {
      switch segment.style {
      case .normal: text += segment.text
      case .highlight: text += "\u{1B}[1;7m\(segment.text)\u{1B}[0m"
      case .focused: text += "\u{1B}[1;4m\(segment.text)\u{1B}[0m"
      case .cursor: text += "\u{1B}[7m\(segment.text)\u{1B}[0m"
      case .dim: text += "\u{1B}[2m\(segment.text)\u{1B}[0m"
      case .title: text += "\u{1B}[1;7m\(segment.text)\u{1B}[0m"
      }
    }
    return text
  }
}

/// A whole screen: as many lines as the terminal's rows.
public struct Frame: Sendable, Equatable {
  /// Columns.
  public let width: Int
  /// The lines, top to bottom.
  public var lines: [FrameLine]

  /// A frame of lines.
  public init(width: Int, lines: [FrameLine]) {
    self.width = width
    self.lines = lines
  }

  /// The screen as plain text, one line per row.
  public var plainText: String { lines.map(\.plainText).joined(separator: "\n") }
}

/// Builds one line of a given width from segments, cutting what overflows and padding with spaces.
struct LineBuilder {
  let width: Int
  private(set) var segments: [Segment] = []
  private(set) var used = 0

  init(width: Int) { self.width = width }

  /// Appends text, cut at the line's width.
  mutating func append(_ text: String, _ style: TextStyle = .normal) {
    let room = width - used
    guard room > 0, !text.isEmpty else { return }
    let cut = text.count > room ? String(text.prefix(room)) : text
    segments.append(Segment(cut, style))
    used += cut.count
  }

  /// Appends segments in order.
  mutating func append(_ more: [Segment]) { more.forEach { append($0.text, $0.style) } }

  /// Pads with spaces up to a column.
  mutating func pad(to column: Int) {
    if column > used { append(String(repeating: " ", count: column - used)) }
  }

  /// Puts text at the right end of the line, over nothing already written.
  mutating func appendRightAligned(_ text: String, _ style: TextStyle = .normal) {
    pad(to: width - text.count)
    append(text, style)
  }

  /// The finished line, padded to the width.
  func line() -> FrameLine {
    var copy = self
    copy.pad(to: width)
    return FrameLine(segments: copy.segments)
  }
}
