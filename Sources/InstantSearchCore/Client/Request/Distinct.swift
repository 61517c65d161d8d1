/// Deduplication of hits by the index's `attributeForDistinct` (`distinct`). Algolia's default: off (`0`).
///
/// JSON forms: a boolean or an integer (0–4 for Algolia). Decoding also accepts strings holding either; in a
/// `params` string an integer text is read as ``count(_:)`` (so `distinct=1` stays `1`), `true`/`false` as
/// ``boolean(_:)``. Literals work too: `query.distinct = true`, `query.distinct = 2`.
public enum Distinct: Hashable, Sendable, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
  /// On (one hit per distinct value) or off.
  case boolean(Bool)
  /// How many hits per distinct value to keep; `0` turns deduplication off.
  case count(Int)

  /// `true` or `false` as ``boolean(_:)``.
  public init(booleanLiteral value: Bool) { self = .boolean(value) }
  /// An integer as ``count(_:)``.
  public init(integerLiteral value: Int) { self = .count(value) }
}

extension Distinct: QueryParameterValue {
  static let expected = QueryParameterError.Expected.distinct

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .bool(let value): self = .boolean(value)
    case .number:
      guard let count = jsonValue.intValue else { return nil }
      self = .count(count)
    case .string(let text): self.init(parameterText: text)
    default: return nil
    }
  }

  init?(parameterText: String) {
    if let count = ParameterParsing.integer(parameterText) {
      self = .count(count)
    } else if let value = ParameterParsing.boolean(parameterText) {
      self = .boolean(value)
    } else {
      return nil
    }
  }

  var jsonValue: JSON {
    switch self {
    case .boolean(let value): return .bool(value)
    case .count(let count): return .number(Double(count))
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}
