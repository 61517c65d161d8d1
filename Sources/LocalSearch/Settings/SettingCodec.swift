import InstantSearchCore

/// Reads one kind of setting value from Algolia's JSON form, and writes it back.
///
/// `decode` returns `nil` for any value of the wrong type or form; the caller turns that into
/// ``IndexSettingsError/invalidValue(key:expected:value:)`` with `expected`. Values are never `null`
/// here: `null` means "default" and is handled before a codec is asked.
struct SettingCodec<Value>: Sendable {
  typealias Expected = IndexSettingsError.Expected

  /// What a valid value looks like, worded for the error message.
  let expected: String
  let decode: @Sendable (JSON) -> Value?
  let encode: @Sendable (Value) -> JSON
}

// MARK: - Scalars

extension SettingCodec where Value == Bool {
  static var boolean: Self {
    Self(expected: Expected.boolean, decode: { $0.boolValue }, encode: { .bool($0) })
  }
}

extension SettingCodec where Value == String {
  static var string: Self {
    Self(expected: Expected.string, decode: { $0.stringValue }, encode: { .string($0) })
  }
}

extension SettingCodec where Value == Attribute {
  static var attribute: Self {
    Self(
      expected: Expected.attribute,
      decode: { $0.stringValue.map { Attribute($0) } },
      encode: { .string($0.rawValue) })
  }
}

extension SettingCodec where Value == Int {
  /// A whole number inside `range`.
  static func integer(in range: ClosedRange<Int>) -> Self {
    Self(
      expected: Expected.integer(in: range),
      decode: { json in json.intValue.flatMap { range.contains($0) ? $0 : nil } },
      encode: { .number(Double($0)) })
  }

  /// A whole number of at least 0.
  static var nonNegativeInteger: Self {
    Self(
      expected: Expected.nonNegativeInteger,
      decode: { json in json.intValue.flatMap { $0 >= 0 ? $0 : nil } },
      encode: { .number(Double($0)) })
  }

  /// `distinct`: a boolean (`false` 0, `true` 1) or a whole number from 0 to 4.
  static var distinct: Self {
    Self(
      expected: Expected.distinct,
      decode: { json in
        if let flag = json.boolValue { return flag ? 1 : 0 }
        return json.intValue.flatMap { (0...4).contains($0) ? $0 : nil }
      },
      encode: { .number(Double($0)) })
  }
}

extension SettingCodec where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
  /// One of the enum's raw values.
  static var oneOf: Self {
    Self(
      expected: Expected.oneOf(Value.allCases.map(\.rawValue)),
      decode: { $0.stringValue.flatMap(Value.init(rawValue:)) },
      encode: { .string($0.rawValue) })
  }
}

// MARK: - Lists

extension SettingCodec {
  /// An array, each element read by `decodeElement` (`nil` refuses the whole array) and written by `encodeElement`.
  static func array<Element>(
    expected: String, _ decodeElement: @escaping @Sendable (JSON) -> Element?,
    _ encodeElement: @escaping @Sendable (Element) -> JSON
  ) -> Self where Value == [Element] {
    Self(
      expected: expected,
      decode: { json in
        guard let items = json.arrayValue else { return nil }
        var elements: [Element] = []
        for item in items {
          guard let element = decodeElement(item) else { return nil }
          elements.append(element)
        }
        return elements
      },
      encode: { .array($0.map(encodeElement)) })
  }

  /// An array of strings, each read by `parse` and written by `write`.
  static func entries<Element>(
    expected: String, parse: @escaping @Sendable (String) -> Element?, write: @escaping @Sendable (Element) -> String
  ) -> Self where Value == [Element] {
    array(expected: expected, { $0.stringValue.flatMap(parse) }, { .string(write($0)) })
  }

  /// An array of the enum's raw values.
  static func listOfOneOf<Element>() -> Self
  where Value == [Element], Element: RawRepresentable & CaseIterable & Sendable, Element.RawValue == String {
    entries(
      expected: Expected.arrayOf(Element.allCases.map(\.rawValue)),
      parse: { Element(rawValue: $0) },
      write: { $0.rawValue })
  }
}

extension SettingCodec where Value == [String] {
  /// An array of strings, described by `expected`.
  static func strings(_ expected: String = Expected.strings) -> Self {
    entries(expected: expected, parse: { $0 }, write: { $0 })
  }

  /// `optionalWords`: one string or an array of strings.
  static var optionalWords: Self {
    let list = strings(Expected.optionalWords)
    return Self(
      expected: list.expected,
      decode: { json in json.stringValue.map { [$0] } ?? list.decode(json) },
      encode: list.encode)
  }
}

extension SettingCodec where Value == [Attribute] {
  static var attributes: Self {
    entries(expected: Expected.attributes, parse: { Attribute($0) }, write: { $0.rawValue })
  }
}

// MARK: - Objects

extension SettingCodec where Value == JSON {
  /// Any JSON value (`userData`).
  static var anyJSON: Self {
    Self(expected: Expected.anyJSON, decode: { $0 }, encode: { $0 })
  }
}

extension SettingCodec where Value == [String: JSON] {
  static var object: Self {
    Self(expected: Expected.object, decode: { $0.objectValue }, encode: { .object($0) })
  }
}

extension SettingCodec where Value == [String: [String: String]] {
  /// `customNormalization`: `{"scope": {"character": "replacement"}}`.
  static var replacementTable: Self {
    Self(
      expected: Expected.replacementTable,
      decode: { json in
        guard let scopes = json.objectValue else { return nil }
        var table: [String: [String: String]] = [:]
        for (scope, replacements) in scopes {
          guard let members = replacements.objectValue else { return nil }
          var strings: [String: String] = [:]
          for (character, replacement) in members {
            guard let text = replacement.stringValue else { return nil }
            strings[character] = text
          }
          table[scope] = strings
        }
        return table
      },
      encode: { table in .object(table.mapValues { .object($0.mapValues(JSON.string)) }) })
  }
}

// MARK: - Legacy synonyms

extension SettingCodec where Value == [[String]] {
  /// The legacy `synonyms` setting: groups of words or phrases.
  static var synonymGroups: Self {
    let group = SettingCodec<[String]>.strings()
    return array(expected: Expected.synonymGroups, group.decode, group.encode)
  }
}

extension SettingCodec where Value == [String: [String]] {
  /// The legacy `placeholders` setting: `{"<token>": ["word", …]}`.
  static var placeholders: Self {
    let words = SettingCodec<[String]>.strings()
    return Self(
      expected: Expected.placeholders,
      decode: { json in
        guard let members = json.objectValue else { return nil }
        var table: [String: [String]] = [:]
        for (token, list) in members {
          let scalars = Array(token.unicodeScalars)
          guard scalars.count > 2, scalars.first == "<", scalars.last == ">", let replacements = words.decode(list) else { return nil }
          table[token] = replacements
        }
        return table
      },
      encode: { .object($0.mapValues(words.encode)) })
  }
}

extension SettingCodec where Value == [AltCorrection] {
  /// The legacy `altCorrections` setting.
  static var altCorrections: Self {
    array(expected: Expected.altCorrections, { AltCorrection(json: $0) }, \.json)
  }
}

// MARK: - Values with several JSON forms

extension SettingCodec where Value == IndexSettings.TypoTolerance {
  /// `typoTolerance`: `true`/`false` as booleans or strings, `"min"`, `"strict"`. Written back as a
  /// boolean when enabled or disabled.
  static var typoTolerance: Self {
    Self(
      expected: Expected.typoTolerance,
      decode: { json in
        switch json {
        case .bool(true), .string("true"): return .enabled
        case .bool(false), .string("false"): return .disabled
        case .string("min"): return .min
        case .string("strict"): return .strict
        default: return nil
        }
      },
      encode: { value in
        switch value {
        case .enabled: return .bool(true)
        case .disabled: return .bool(false)
        case .min: return .string("min")
        case .strict: return .string("strict")
        }
      })
  }
}

extension SettingCodec where Value == IndexSettings.LanguageOption {
  /// `ignorePlurals`, `removeStopWords`: a boolean, `"true"`/`"false"`, or an array of language codes.
  static var languageOption: Self {
    Self(
      expected: Expected.languageOption,
      decode: { json in
        switch json {
        case .bool(true), .string("true"): return .enabled
        case .bool(false), .string("false"): return .disabled
        default: return SettingCodec<[String]>.strings().decode(json).map { .languages($0) }
        }
      },
      encode: { value in
        switch value {
        case .disabled: return .bool(false)
        case .enabled: return .bool(true)
        case .languages(let codes): return .array(codes.map(JSON.string))
        }
      })
  }
}
