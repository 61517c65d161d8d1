import Foundation

// v1's `UILabel` highlighting extension.
extension HeadlessLabel {
  /// The text shown, with the parts a highlight result marked with `<em>` tags styled; reads the shown text, tags
  /// already removed.
  ///
  /// Assigning tagged text, usually `SearchResults.highlightResult(hit:path:)?.value`, sets ``attributedText``:
  /// the tags are removed and the parts they enclosed (the other parts when ``isHighlightingInversed``) get
  /// ``highlightedTextColor`` (else ``HeadlessView/tintColor``) as foreground colour and
  /// ``highlightedBackgroundColor`` (else clear) as background. The colours are read at assignment only.
  /// Assigning `nil` or `""` leaves the label unchanged.
  public var highlightedText: String? {
    get { attributedText?.string }
    set {
      guard let tagged = newValue, !tagged.isEmpty else { return }
      let markup = isHighlightingInversed ? Highlighter(highlightAttrs: [:]).inverseHighlights(in: tagged) : tagged
      let colour: HeadlessColor = highlightedTextColor ?? tintColor ?? .blue
      let background: HeadlessColor = highlightedBackgroundColor ?? .clear
      let highlighter = Highlighter(highlightAttrs: [.foregroundColor: colour, .backgroundColor: background])
      attributedText = highlighter.render(text: markup)
    }
  }
}
