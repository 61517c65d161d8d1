/// A highlighted value as Algolia returns it, with its tags parsed.
///
/// Encodes and decodes as the plain highlighted string (`"<em>Snoop</em>y"`). Parsing follows
/// ``TaggedString/init(input:)``: any `<…>` is a tag. For custom tags or text that contains `<`, use
/// ``init(string:preTag:postTag:)``.
public struct HighlightedString: Codable, Hashable, Sendable {
  /// The string as received, with its tags.
  public let string: String
  /// The parsed form: text without tags and the tagged ranges.
  public let taggedString: TaggedString

  /// Parses a highlighted string whose tags are any `<…>` sequences.
  public init(string: String) {
    self.string = string
    self.taggedString = TaggedString(input: string)
  }

  /// Parses a highlighted string whose tags are exactly `preTag` and `postTag`.
  ///
  /// - Parameters:
  ///   - string: The highlighted text.
  ///   - preTag: The `highlightPreTag` the request used.
  ///   - postTag: The `highlightPostTag` the request used.
  public init(string: String, preTag: String, postTag: String) {
    self.string = string
    self.taggedString = TaggedString(string: string, preTag: preTag, postTag: postTag)
  }

  public init(from decoder: Decoder) throws {
    self.init(string: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(string)
  }
}
