/// A language-dependent switch: `ignorePlurals` (singular and plural forms match each other) and
/// `removeStopWords` (stop words such as `the` are ignored). Algolia's default for both: off.
///
/// JSON forms: a boolean, the strings `"true"`/`"false"`, or an array of language codes. In a `params` string the
/// value is a boolean (`true`, `false`, `1`, `0`, any case), a JSON array or a comma-separated list of codes.
/// Literals work: `query.ignorePlurals = true`, `query.removeStopWords = ["en", "fr"]`.
public enum LanguageOption: Hashable, Sendable, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
  /// On for the query languages (`true`) or off (`false`).
  case boolean(Bool)
  /// On for these languages only (ISO codes such as `en`).
  case languages([String])

  /// `true` or `false` as ``boolean(_:)``.
  public init(booleanLiteral value: Bool) { self = .boolean(value) }
  /// Language codes as ``languages(_:)``.
  public init(arrayLiteral elements: String...) { self = .languages(elements) }
}

/// The value of `ignorePlurals`.
public typealias IgnorePlurals = LanguageOption

/// The value of `removeStopWords`.
public typealias RemoveStopWords = LanguageOption

/// The shared reading of "a boolean or a list of strings".
private enum BooleanOrLanguages {
  case boolean(Bool)
  case languages([String])

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .bool(let value): self = .boolean(value)
    case .string(let text): self.init(parameterText: text)
    default:
      guard let languages = ParameterParsing.strings(inArray: jsonValue) else { return nil }
      self = .languages(languages)
    }
  }

  init?(parameterText: String) {
    if let value = ParameterParsing.boolean(parameterText) {
      self = .boolean(value)
    } else if let languages = ParameterParsing.strings(parameterText) {
      self = .languages(languages)
    } else {
      return nil
    }
  }
}

extension LanguageOption: QueryParameterValue {
  static let expected = QueryParameterError.Expected.languageOption

  private init(_ value: BooleanOrLanguages) {
    switch value {
    case .boolean(let flag): self = .boolean(flag)
    case .languages(let codes): self = .languages(codes)
    }
  }

  init?(jsonValue: JSON) {
    guard let value = BooleanOrLanguages(jsonValue: jsonValue) else { return nil }
    self.init(value)
  }

  init?(parameterText: String) {
    guard let value = BooleanOrLanguages(parameterText: parameterText) else { return nil }
    self.init(value)
  }

  var jsonValue: JSON {
    switch self {
    case .boolean(let flag): return .bool(flag)
    case .languages(let codes): return .array(codes.map(JSON.string))
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}
