import Foundation

/// Turns text marked up with highlight tags (as in Algolia's `_highlightResult` values) into an attributed
/// string, and swaps the highlighted and plain parts of such text.
///
/// Tags are matched as text, not parsed: nested tags are not supported (see ``render(text:)``).
public class Highlighter: NSObject {
  /// The attributes given to each highlighted part of a rendered text.
  public var highlightAttrs: [NSAttributedString.Key: Any]
  /// The tag opening a highlighted part; `<em>` by default.
  public var preTag: String = "<em>"
  /// The tag closing a highlighted part; `</em>` by default.
  public var postTag: String = "</em>"
  /// Whether ``render(text:)`` matches ``preTag`` case-sensitively; `false` by default.
  ///
  /// It never applies to ``postTag``, which ``render(text:)`` always matches case-insensitively, nor to
  /// ``inverseHighlights(in:)``, which is always case-sensitive.
  public var caseSensitive: Bool = false

  /// Creates a highlighter with the default tags.
  ///
  /// - Parameter highlightAttrs: The attributes of highlighted parts, such as a foreground colour.
  public init(highlightAttrs: [NSAttributedString.Key: Any]) {
    self.highlightAttrs = highlightAttrs
    super.init()
  }

  /// Removes the tags from a text and gives ``highlightAttrs`` to the parts they enclosed.
  ///
  /// Opening tags are consumed first to last. For each, the first closing tag after it (matched
  /// case-insensitively, whatever ``caseSensitive`` says) ends the highlighted part; without one, the opening tag
  /// is just removed. A closing tag with no opening tag before it stays in the text. The rest of the text has no
  /// attributes.
  ///
  /// Nested tags give stale ranges, computed before the inner tags are removed. Where v1 raised an out-of-range
  /// exception, a range running past the end of the text is cut at the end, and one starting past it is skipped.
  ///
  /// - Parameter text: Text marked up with ``preTag`` and ``postTag``.
  /// - Returns: The text without its tags; ranges are those of `NSString` (UTF-16 code units).
  public func render(text: String) -> NSAttributedString {
    let buffer = NSMutableString(string: text)
    var highlighted: [NSRange] = []
    while let start = removeFirst(preTag, from: buffer, options: caseSensitive ? [] : .caseInsensitive, at: 0) {
      guard let end = removeFirst(postTag, from: buffer, options: .caseInsensitive, at: start) else { continue }
      highlighted.append(NSRange(location: start, length: end - start))
    }
    let rendered = NSMutableAttributedString(string: String(buffer))
    for range in highlighted {
      guard let range = Highlighter.clamp(range, toLength: rendered.length) else { continue }
      rendered.addAttributes(highlightAttrs, range: range)
    }
    return rendered
  }

  /// Marks up the plain parts of a text as highlighted and leaves its highlighted parts bare.
  ///
  /// For example, `x <em>y</em> z` becomes `<em>x </em>y<em> z</em>`. Tags are matched case-sensitively, whatever
  /// ``caseSensitive`` says. An opening tag without a closing tag highlights the rest of the text; an empty plain
  /// part is never wrapped. Tags inside a highlighted part are copied as they are.
  ///
  /// - Parameter text: Text marked up with ``preTag`` and ``postTag``, which must differ.
  /// - Returns: The text with highlighted and plain parts swapped.
  public func inverseHighlights(in text: String) -> String {
    assert(preTag != postTag, "inverseHighlights(in:) needs different opening and closing tags")
    var inverted = ""
    var cursor = text.startIndex
    while cursor < text.endIndex {
      let opening = Highlighter.find(preTag, in: text, from: cursor)
      let plain = text[cursor..<(opening?.lowerBound ?? text.endIndex)]
      if !plain.isEmpty { inverted += preTag + plain + postTag }
      guard let opening else { break }
      let closing = Highlighter.find(postTag, in: text, from: opening.upperBound)
      inverted += text[opening.upperBound..<(closing?.lowerBound ?? text.endIndex)]
      cursor = closing?.upperBound ?? text.endIndex
    }
    return inverted
  }

  /// Deletes the first occurrence of a tag at or after a UTF-16 offset; returns where it was, or `nil` when absent.
  ///
  /// An empty tag is never found, so a misconfigured highlighter cannot loop forever.
  private func removeFirst(_ tag: String, from buffer: NSMutableString, options: NSString.CompareOptions, at start: Int) -> Int? {
    guard !tag.isEmpty else { return nil }
    let found = buffer.range(of: tag, options: options, range: NSRange(location: start, length: buffer.length - start))
    guard found.location != NSNotFound else { return nil }
    buffer.deleteCharacters(in: found)
    return found.location
  }

  /// The first occurrence of a tag, matched literally, at or after an index; an empty tag is never found.
  private static func find(_ tag: String, in text: String, from start: String.Index) -> Range<String.Index>? {
    guard !tag.isEmpty else { return nil }
    return text.range(of: tag, options: .literal, range: start..<text.endIndex)
  }

  /// The part of a range inside a text of a given length, or `nil` when nothing of it is.
  private static func clamp(_ range: NSRange, toLength length: Int) -> NSRange? {
    let end = min(range.location + range.length, length)
    guard range.location < end else { return nil }
    return NSRange(location: range.location, length: end - range.location)
  }
}
