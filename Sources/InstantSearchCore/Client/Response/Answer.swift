import Foundation

/// The passage Algolia Answers extracted from a hit (`_answer`), with the words that answer the query highlighted.
@available(*, deprecated, message: "Algolia Answers is discontinued; the hits of a search carry no answer")
public struct Answer: Codable, Hashable, Sendable {
  /// The extracted passage, its answering words tagged.
  public let extract: HighlightedString
  /// How well the passage answers the query, from 0 to 1.
  public let score: Double
  /// The attribute the passage comes from.
  public let extractAttribute: Attribute

  /// Creates an answer.
  public init(extract: HighlightedString, score: Double, extractAttribute: Attribute) {
    self.extract = extract
    self.score = score
    self.extractAttribute = extractAttribute
  }
}
