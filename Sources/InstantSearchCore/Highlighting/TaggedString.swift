import Foundation

/// A string with highlight tags parsed out: the text without tags, plus which ranges of it were tagged.
///
/// Two parsers are offered, as InstantSearch had both:
/// - ``init(input:)`` (InstantSearch 8): any `<…>` sequence is a tag; a tag starting with `/` closes the
///   open region, any other opens one if none is open; an unclosed region runs to the end.
/// - ``init(string:preTag:postTag:options:)`` (InstantSearch 7): only the given tags count, compared with
///   `options` (case- and diacritic-insensitive by default); opening tags stack, each closing tag pairs with
///   the latest open one, overlapping ranges merge and unmatched tags are dropped. Use it for custom
///   `highlightPreTag`/`highlightPostTag` values and for record text that contains `<` characters.
///
/// Ranges are ranges of ``output``.
public struct TaggedString: Hashable, Sendable {
  /// The text as received, with its tags.
  public let input: String
  /// The text with the tags removed.
  public let output: String
  /// The ranges of ``output`` that were inside tags, in order and disjoint.
  public let taggedRanges: [Range<String.Index>]
  /// The ranges of ``output`` between the tagged ones, in order.
  public let untaggedRanges: [Range<String.Index>]

  /// Parses `input` with InstantSearch 8's rule: every `<…>` sequence is a tag.
  ///
  /// A `<` without a later `>` is ordinary text. Untagged ranges are the gaps between tagged ranges; an
  /// empty output has none.
  public init(input: String) {
    let bytes = Array(input.utf8)
    var outputBytes: [UInt8] = []
    outputBytes.reserveCapacity(bytes.count)
    var tagged: [Range<Int>] = []
    var openStart: Int?
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
        let isClosing = index + 1 < close && bytes[index + 1] == UInt8(ascii: "/")
        if isClosing, let start = openStart {
          tagged.append(start..<outputBytes.count)
          openStart = nil
        } else if !isClosing, openStart == nil {
          openStart = outputBytes.count
        }
        index = close + 1
      } else {
        outputBytes.append(bytes[index])
        index += 1
      }
    }
    if let start = openStart { tagged.append(start..<outputBytes.count) }
    let output = String(decoding: outputBytes, as: UTF8.self)
    self.init(input: input, output: output, taggedOffsets: tagged.filter { !$0.isEmpty }, untaggedWhenNoTags: false)
  }

  /// Parses `string` with InstantSearch 7's rule: only `preTag` and `postTag` are tags.
  ///
  /// - Parameters:
  ///   - string: The highlighted text.
  ///   - preTag: The opening tag, e.g. `<em>` or a custom `highlightPreTag`.
  ///   - postTag: The closing tag, e.g. `</em>`.
  ///   - options: How tags are compared with the text; case- and diacritic-insensitive by default.
  public init(
    string: String, preTag: String, postTag: String,
    options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
  ) {
    var output = ""
    var tagged: [Range<Int>] = []
    var openStarts: [Int] = []
    var position = string.startIndex
    let anchored = options.union(.anchored)
    while position < string.endIndex {
      let rest = position..<string.endIndex
      if !preTag.isEmpty, let match = TaggedString.match(preTag, in: string, range: rest, options: anchored) {
        openStarts.append(output.utf8.count)
        position = match.upperBound
      } else if !postTag.isEmpty, let match = TaggedString.match(postTag, in: string, range: rest, options: anchored) {
        if let start = openStarts.popLast() { tagged.append(start..<output.utf8.count) }
        position = match.upperBound
      } else {
        output.append(string[position])
        position = string.index(after: position)
      }
    }
    self.init(input: string, output: output, taggedOffsets: TaggedString.merged(tagged), untaggedWhenNoTags: true)
  }

  private init(input: String, output: String, taggedOffsets: [Range<Int>], untaggedWhenNoTags: Bool) {
    let utf8 = output.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    var untagged: [Range<Int>] = []
    var cursor = 0
    for range in taggedOffsets {
      if range.lowerBound > cursor { untagged.append(cursor..<range.lowerBound) }
      cursor = range.upperBound
    }
    if cursor < utf8.count { untagged.append(cursor..<utf8.count) }
    if taggedOffsets.isEmpty && untaggedWhenNoTags { untagged = [0..<utf8.count] }
    self.input = input
    self.output = output
    self.taggedRanges = taggedOffsets.map { index($0.lowerBound)..<index($0.upperBound) }
    self.untaggedRanges = untagged.map { index($0.lowerBound)..<index($0.upperBound) }
  }

  /// The range of `tag` in `range` of `string`, compared with `options`; `nil` when there is none.
  ///
  /// `String.range(of:options:range:)` traps when Foundation's match runs past the end of the string, as it
  /// does for a tag ending in NUL characters compared diacritic-insensitively (`"\u{FFFD}\0"` in
  /// `"\u{FFFD}"`). The `NSString` form is used instead, and matches that are empty or not within the string
  /// count as none.
  private static func match(
    _ tag: String, in string: String, range: Range<String.Index>, options: String.CompareOptions
  ) -> Range<String.Index>? {
    let text = NSString(string: string)
    let found = text.range(of: tag, options: options, range: NSRange(range, in: string))
    guard found.location != NSNotFound, found.length > 0, NSMaxRange(found) <= text.length else { return nil }
    return Range(found, in: string)
  }

  /// Sorts ranges and merges those that overlap.
  private static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = result.last, range.lowerBound < last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  /// The ranges to emphasise: the tagged ones, or the untagged ones for inverted highlighting (where the
  /// query is known and what it did not match stands out).
  public func ranges(inverted: Bool = false) -> [Range<String.Index>] {
    inverted ? untaggedRanges : taggedRanges
  }

  /// The tagged parts of the output, in order.
  public func taggedSubstrings() -> [Substring] { taggedRanges.map { output[$0] } }

  /// The untagged parts of the output, in order.
  public func untaggedSubstrings() -> [Substring] { untaggedRanges.map { output[$0] } }

  /// The tagged ranges as UTF-16 offsets (`NSRange`-style location and length), for UI text APIs.
  public func utf16Ranges(inverted: Bool = false) -> [Range<Int>] {
    ranges(inverted: inverted).map {
      let lower = output.utf16.distance(from: output.startIndex, to: $0.lowerBound)
      return lower..<(lower + output.utf16.distance(from: $0.lowerBound, to: $0.upperBound))
    }
  }

  public static func == (lhs: TaggedString, rhs: TaggedString) -> Bool {
    lhs.input == rhs.input && lhs.output == rhs.output && lhs.taggedRanges == rhs.taggedRanges
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(input)
    hasher.combine(output)
  }
}

extension TaggedString {
  /// Joins several tagged strings with a separator, shifting their ranges, as a highlighted array is shown
  /// in one label.
  ///
  /// - Parameters:
  ///   - strings: The parts, in order.
  ///   - separator: Untagged text placed between parts.
  /// - Returns: A tagged string whose output is the joined outputs and whose tagged ranges are the parts'.
  public static func joined(_ strings: [TaggedString], separator: String) -> TaggedString {
    var output = ""
    var tagged: [Range<Int>] = []
    for (position, part) in strings.enumerated() {
      if position > 0 { output += separator }
      let shift = output.utf8.count
      for range in part.taggedRanges {
        let lower = part.output.utf8.distance(from: part.output.startIndex, to: range.lowerBound)
        let upper = part.output.utf8.distance(from: part.output.startIndex, to: range.upperBound)
        tagged.append((lower + shift)..<(upper + shift))
      }
      output += part.output
    }
    let input = strings.map(\.input).joined(separator: separator)
    return TaggedString(input: input, output: output, taggedOffsets: tagged, untaggedWhenNoTags: false)
  }
}
