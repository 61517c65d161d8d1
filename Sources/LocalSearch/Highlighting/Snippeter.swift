import InstantSearchCore

/// Builds `_snippetResult` trees: a window of words around the first match, highlighted.
///
/// Leaves are `{"value", "matchLevel"}`, the level computed on the words inside the window.
struct Snippeter {
  /// Matches, tags and array rules.
  let highlighter: Highlighter
  /// Prepended when the window does not start at the first word, appended when it stops before the last.
  let ellipsisText: String

  init(highlighter: Highlighter, ellipsisText: String = "\u{2026}") {
    self.highlighter = highlighter
    self.ellipsisText = ellipsisText
  }

  /// The `_snippetResult` subtree of the value of the attribute at `attributePath`, with windows of
  /// `count` words; `nil` for `null`.
  func snippet(_ value: JSON, attributePath: String, words count: Int) -> JSON? {
    walker().walk(value, selection: AttributeSelection(wordCount: count), inheritedCount: nil, path: attributePath)?
      .json
  }

  /// A walker producing snippet leaves with each node's word count, skipping `excludedPaths`; leaves `proof`
  /// proves unmatched are not matched again.
  func walker(excludedPaths: Set<String> = [], proof: UnmatchedElementProof? = nil) -> HighlightTreeWalker {
    HighlightTreeWalker(restrictArrays: highlighter.restrictArrays, excludedPaths: excludedPaths) { text, path, count in
      leaf(text, attributePath: path, words: count, provenUnmatched: proof?.provesUnmatched(path: path) ?? false)
    }
  }

  /// The leaf for one scalar's text, and whether any query word matched anywhere in it; `provenUnmatched` tells
  /// that no query word can match it.
  func leaf(_ text: String, attributePath: String, words count: Int, provenUnmatched: Bool = false) -> (json: JSON, matched: Bool) {
    // A value without a match whose words all fit in the window is shown whole and without tags. An ASCII text
    // of b bytes has at most (b + 1) / 2 words (other characters can fold to several words).
    if (text.utf8.count + 1) / 2 <= max(count, 1), text.utf8.allSatisfy({ $0 < 0x80 }),
      provenUnmatched || highlighter.matchesNothing(text, attributePath: attributePath)
    {
      return (["value": .string(text), "matchLevel": .string("none")], false)
    }
    let matched = highlighter.matchedText(text, attributePath: attributePath)
    let tokens = matched.tokens
    let firstMatch = matched.spanEnds.firstIndex { $0 != nil }
    let window = Self.window(wordCount: tokens.count, size: count, firstMatch: firstMatch)
    let (preTag, postTag) = (highlighter.preTag, highlighter.postTag)
    var value: String
    if window.count == tokens.count {
      value = matched.render(
        words: window, bytes: 0..<matched.utf8.count, preTag: preTag, postTag: postTag, synonymTexts: highlighter.synonymTexts)
    } else {
      let start = tokens[window.lowerBound].originalRange.lowerBound
      let end = tokens[window.upperBound - 1].originalRange.upperBound
      value = matched.render(words: window, bytes: start..<end, preTag: preTag, postTag: postTag, synonymTexts: highlighter.synonymTexts)
      if window.lowerBound > 0 { value = ellipsisText + value }
      if window.upperBound < tokens.count { value += ellipsisText }
    }
    let level = highlighter.matchLevel(matched.matchedWordIndices(in: window))
    let anyMatch = matched.spanEnds.contains { $0 != nil }
    return (["value": .string(value), "matchLevel": .string(level)], anyMatch)
  }

  /// The words shown for a value of `wordCount` words: all of them when they fit in `size`, else `size`
  /// words starting at the first matched word (0 when none), moved left so the window is full.
  static func window(wordCount: Int, size: Int, firstMatch: Int?) -> Range<Int> {
    let size = max(size, 1)
    guard wordCount > size else { return 0..<wordCount }
    let start = max(0, min(firstMatch ?? 0, wordCount - size))
    return start..<(start + size)
  }
}
