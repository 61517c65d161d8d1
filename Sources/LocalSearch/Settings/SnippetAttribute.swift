import InstantSearchCore

/// One entry of `attributesToSnippet`: `attribute` (a 10-word window) or `attribute:N` (N words).
///
/// The attribute `*` stands for every attribute (`*` or `*:20`).
public struct SnippetAttribute: Hashable, Sendable {
  /// The window size used when an entry gives none.
  public static let defaultWordCount = 10

  /// The attribute path, or `*`.
  public var attribute: Attribute
  /// The number of words in the snippet window, at least 1.
  public var wordCount: Int

  /// Creates a snippet attribute.
  public init(attribute: Attribute, wordCount: Int = SnippetAttribute.defaultWordCount) {
    self.attribute = attribute
    self.wordCount = wordCount
  }

  /// Whether the entry stands for every attribute.
  public var isWildcard: Bool { attribute.rawValue == "*" }
}

extension SnippetAttribute {
  /// Parses `attribute` or `attribute:N`.
  ///
  /// - Returns: `nil` when the attribute part is empty or has a parenthesis, or when the text after the
  ///   last `:` is not a whole number of at least 1.
  public init?(entry: String) {
    let text = ModifierSyntax.trimmed(entry)
    guard let colon = text.lastIndex(of: ":") else {
      guard let path = ModifierSyntax.plainPath(text) else { return nil }
      self.init(attribute: Attribute(path))
      return
    }
    let countText = ModifierSyntax.trimmed(String(text[text.index(after: colon)...]))
    guard let path = ModifierSyntax.plainPath(String(text[..<colon])),
      countText.allSatisfy(\.isASCII), let count = Int(countText), count >= 1
    else { return nil }
    self.init(attribute: Attribute(path), wordCount: count)
  }

  /// The entry as Algolia writes it; the count is left out when it is the default 10.
  public var entry: String {
    wordCount == Self.defaultWordCount ? attribute.rawValue : "\(attribute.rawValue):\(wordCount)"
  }
}
