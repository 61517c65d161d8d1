/// The name of a record attribute, possibly a dotted path to a nested one (`"author.name"`).
///
/// A typed wrapper so that APIs taking attribute names say so; expressible by a string literal.
public struct Attribute: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The attribute name as Algolia spells it.
  public let rawValue: String

  /// Wraps an attribute name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps an attribute name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.rawValue = value }

  public init(from decoder: Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
