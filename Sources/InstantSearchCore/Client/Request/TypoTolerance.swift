/// Whether and how typos are tolerated (`typoTolerance`). Algolia's default: ``enabled``.
///
/// Algolia's JSON form is a boolean for ``enabled`` and ``disabled`` and a string for ``min`` and ``strict``;
/// decoding also accepts the strings `"true"` and `"false"` (any letter case) and, in a `params` string, `1`/`0`.
/// A Boolean literal makes ``enabled`` or ``disabled``: `query.typoTolerance = false`.
public enum TypoTolerance: Hashable, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
  /// Typos tolerated within the word-size thresholds (`true`).
  case enabled
  /// No typo tolerated (`false`).
  case disabled
  /// Only the hits with the fewest typos are kept (`"min"`).
  case min
  /// Like ``enabled``, but the typo criterion ranks first and 2-typo hits go when 1-typo hits exist (`"strict"`).
  case strict

  /// `true` as ``enabled``, `false` as ``disabled``.
  public init(booleanLiteral value: Bool) {
    self = value ? .enabled : .disabled
  }
}

extension TypoTolerance: QueryParameterValue {
  static let expected = QueryParameterError.Expected.typoTolerance

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .bool(let value): self = value ? .enabled : .disabled
    case .string(let text): self.init(parameterText: text)
    default: return nil
    }
  }

  init?(parameterText: String) {
    if let value = ParameterParsing.boolean(parameterText) {
      self = value ? .enabled : .disabled
      return
    }
    switch parameterText.lowercased() {
    case "min": self = .min
    case "strict": self = .strict
    default: return nil
    }
  }

  var jsonValue: JSON {
    switch self {
    case .enabled: return .bool(true)
    case .disabled: return .bool(false)
    case .min: return .string("min")
    case .strict: return .string("strict")
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}
