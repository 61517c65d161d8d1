import Foundation

/// A parameter type that reads Algolia's JSON forms and the text of a `params` string, and writes its JSON form.
///
/// Conforming types implement `Codable` through ``decode(from:)`` and ``jsonValue``, so decoding them alone
/// accepts the same flexible forms as decoding a whole ``Query``.
protocol QueryParameterValue: Codable, Hashable, Sendable {
  /// What the type accepts, worded for ``QueryParameterError/expected``.
  static var expected: String { get }
  /// Reads the value from one of its JSON forms; `nil` when the JSON has none of them.
  init?(jsonValue: JSON)
  /// Reads the value from its percent-decoded text in a `params` string; `nil` when ill-typed.
  init?(parameterText: String)
  /// The JSON form sent to Algolia.
  var jsonValue: JSON { get }
}

extension QueryParameterValue {
  /// Decodes any JSON and reads it with ``init(jsonValue:)``.
  ///
  /// - Throws: `DecodingError.dataCorrupted` whose description says what the type accepts.
  static func decode(from decoder: Decoder) throws -> Self {
    let json = try JSON(from: decoder)
    guard let value = Self(jsonValue: json) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "Expected \(expected), found \(json.jsonString)."))
    }
    return value
  }
}

/// Readers shared by the parameter types: booleans, integers, numbers and string lists, from JSON or `params` text.
enum ParameterParsing {
  /// `true`/`false` in any letter case, or `1`/`0`.
  static func boolean(_ text: String) -> Bool? {
    switch text.trimmingCharacters(in: .whitespaces).lowercased() {
    case "true", "1": return true
    case "false", "0": return false
    default: return nil
    }
  }

  /// A JSON boolean, the number 1 or 0, or a string holding a boolean.
  static func boolean(_ json: JSON) -> Bool? {
    switch json {
    case .bool(let value): return value
    case .string(let text): return boolean(text)
    case .number(let value) where value == 0 || value == 1: return value == 1
    default: return nil
    }
  }

  /// The largest integer magnitude accepted: 2^53. Integers are written as JSON numbers (`Double`), which hold
  /// every integer up to it exactly, so a larger one would not read back as itself.
  static let maximumIntegerMagnitude = 1 << 53

  /// Decimal integer text, optionally surrounded by spaces, of magnitude at most ``maximumIntegerMagnitude``.
  static func integer(_ text: String) -> Int? {
    guard let value = Int(text.trimmingCharacters(in: .whitespaces)), value.magnitude <= maximumIntegerMagnitude
    else { return nil }
    return value
  }

  /// A JSON number without fractional part, or a string holding one, of magnitude at most
  /// ``maximumIntegerMagnitude``.
  static func integer(_ json: JSON) -> Int? {
    switch json {
    case .number: return json.intValue.flatMap { $0.magnitude <= maximumIntegerMagnitude ? $0 : nil }
    case .string(let text): return integer(text)
    default: return nil
    }
  }

  /// A finite decimal number, optionally surrounded by spaces.
  static func double(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
    return value
  }

  /// A finite JSON number, or a string holding one.
  static func double(_ json: JSON) -> Double? {
    switch json {
    case .number(let value): return value.isFinite ? value : nil
    case .string(let text): return double(text)
    default: return nil
    }
  }

  /// The JSON value of `text`, when `text` is JSON (scalars included).
  static func json(_ text: String) -> JSON? {
    try? JSON(data: Data(text.utf8))
  }

  /// A JSON array of strings when `text` starts with `[`, else a comma-separated list (elements trimmed);
  /// empty text is an empty list.
  static func strings(_ text: String) -> [String]? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return [] }
    if trimmed.hasPrefix("[") { return json(trimmed).flatMap(strings(inArray:)) }
    return trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// A JSON array of strings, or a string read as a comma-separated list.
  static func strings(_ json: JSON) -> [String]? {
    switch json {
    case .string(let text): return strings(text)
    default: return strings(inArray: json)
    }
  }

  /// The elements of a JSON array when they are all strings.
  static func strings(inArray json: JSON) -> [String]? {
    guard case .array(let elements) = json else { return nil }
    var result: [String] = []
    for element in elements {
      guard case .string(let string) = element else { return nil }
      result.append(string)
    }
    return result
  }

  /// The elements of a JSON array when they are all numbers (or strings holding numbers).
  static func doubles(inArray json: JSON) -> [Double]? {
    guard case .array(let elements) = json else { return nil }
    var result: [Double] = []
    for element in elements {
      guard let number = double(element) else { return nil }
      result.append(number)
    }
    return result
  }

  /// A comma-separated list of numbers; `nil` if any element is not a number.
  static func doubles(_ text: String) -> [Double]? {
    var result: [Double] = []
    for element in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = double(String(element)) else { return nil }
      result.append(number)
    }
    return result
  }
}
