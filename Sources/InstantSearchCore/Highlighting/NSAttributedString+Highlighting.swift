import Foundation

extension NSAttributedString {
  /// The text of a tagged string with `attributes` on its tagged parts (or, `inverted`, on its other parts), as
  /// InstantSearch 7 styles highlights.
  ///
  /// - Parameters:
  ///   - taggedString: The text with its tagged ranges.
  ///   - inverted: Whether the attributes go on the parts outside the tags.
  ///   - attributes: The attributes of the styled parts.
  public convenience init(taggedString: TaggedString, inverted: Bool = false, attributes: [NSAttributedString.Key: Any]) {
    let text = NSMutableAttributedString(string: taggedString.output)
    for range in taggedString.utf16Ranges(inverted: inverted) {
      text.addAttributes(attributes, range: NSRange(location: range.lowerBound, length: range.count))
    }
    self.init(attributedString: text)
  }

  /// The text of a highlighted value with `attributes` on its highlighted parts (or, `inverted`, on the others).
  ///
  /// - Parameters:
  ///   - highlightedString: A highlight result's value, its tags read.
  ///   - inverted: Whether the attributes go on the parts outside the highlights.
  ///   - attributes: The attributes of the styled parts.
  public convenience init(
    highlightedString: HighlightedString, inverted: Bool = false, attributes: [NSAttributedString.Key: Any]
  ) {
    self.init(taggedString: highlightedString.taggedString, inverted: inverted, attributes: attributes)
  }

  /// The text of a highlight result's value with `attributes` on its highlighted parts (or, `inverted`, on the
  /// others).
  public convenience init(highlightResult: HighlightResult, inverted: Bool = false, attributes: [NSAttributedString.Key: Any]) {
    self.init(highlightedString: highlightResult.value, inverted: inverted, attributes: attributes)
  }

  /// The texts of tagged strings joined by `separator`, each with `attributes` on its tagged parts (or,
  /// `inverted`, on its other parts): a list attribute's highlights on one line.
  public convenience init(
    taggedStrings: [TaggedString], inverted: Bool = false, separator: NSAttributedString, attributes: [NSAttributedString.Key: Any]
  ) {
    let text = NSMutableAttributedString(string: "")
    for (position, tagged) in taggedStrings.enumerated() {
      if position > 0 { text.append(separator) }
      text.append(NSAttributedString(taggedString: tagged, inverted: inverted, attributes: attributes))
    }
    self.init(attributedString: text)
  }

  /// The values of highlight results joined by `separator`, each styled as ``init(highlightResult:inverted:attributes:)``.
  public convenience init(
    highlightedResults: [HighlightResult], inverted: Bool = false, separator: NSAttributedString,
    attributes: [NSAttributedString.Key: Any]
  ) {
    self.init(
      taggedStrings: highlightedResults.map(\.value.taggedString), inverted: inverted, separator: separator, attributes: attributes)
  }
}
