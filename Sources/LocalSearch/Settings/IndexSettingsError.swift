import Foundation
import InstantSearchCore

/// Why index settings could not be loaded.
///
/// Loading is all or nothing: when any key fails, no settings are produced, so an index keeps the
/// settings it had. Every message the settings layer shows is worded in this file, including the
/// descriptions of accepted values that follow "expected" (``Expected``).
public enum IndexSettingsError: Error, Equatable, Sendable {
  /// The settings name a key that is neither honoured, accepted-and-ignored, nor a legacy alias.
  case unknownSetting(key: String)
  /// The value of `key` has the wrong JSON type, a malformed modifier, an enum string outside its
  /// values, or a number out of range. `expected` describes what the key accepts; `value` is the
  /// value as given.
  case invalidValue(key: String, expected: String, value: JSON)
  /// The settings text is not JSON; `reason` names the problem and, when known, where it is.
  case malformedJSON(reason: String)
  /// The settings are JSON but not an object; `found` names what the top level is.
  case notAnObject(found: String)
  /// The settings file could not be read.
  case unreadableFile(path: String, reason: String)

  /// The setting the error is about, or `nil` when it concerns the text or file as a whole.
  public var key: String? {
    switch self {
    case .unknownSetting(let key), .invalidValue(let key, _, _): return key
    case .malformedJSON, .notAnObject, .unreadableFile: return nil
    }
  }

  /// The sentence describing the error, in the wording of Algolia's 400 answers for unknown keys and invalid values.
  public var message: String {
    switch self {
    case .unknownSetting(let key):
      return "Unknown setting `\(key)`"
    case .invalidValue(let key, let expected, _):
      return "Invalid value for setting `\(key)`: expected \(expected)"
    case .malformedJSON(let reason):
      return "Index settings are not valid JSON: \(reason)"
    case .notAnObject(let found):
      return "Index settings must be a JSON object of setting names to values, not \(found)"
    case .unreadableFile(let path, let reason):
      return "Cannot read index settings from \(path): \(reason)"
    }
  }
}

extension IndexSettingsError: CustomStringConvertible, LocalizedError {
  public var description: String { message }
  public var errorDescription: String? { message }
}

extension IndexSettingsError {
  /// What each kind of setting accepts, worded as it appears after "expected" in ``message``.
  enum Expected {
    static let boolean = "a boolean"
    static let string = "a string"
    static let strings = "an array of strings"
    static let attributes = "an array of attribute names"
    static let attribute = "an attribute name"
    static let languages = "an array of language codes"
    static let object = "an object"
    static let anyJSON = "a JSON value"
    static let replacementTable = "an object whose members are objects mapping characters to replacement strings"
    static let nonNegativeInteger = "a non-negative integer"
    static let synonymGroups = "an array of arrays of strings"
    static let placeholders = "an object whose members are `<placeholder>` tokens mapped to arrays of strings"
    static let altCorrections = "an array of objects with a `word` string, a `correction` string and `nbTypos` 1 or 2"
    static let optionalWords = "a string or an array of strings"
    static let distinct = "a boolean or an integer from 0 to 4"
    static let typoTolerance = "a boolean or one of `true`, `false`, `min`, `strict`"
    static let languageOption = "a boolean, `true`, `false` or an array of language codes"
    static let searchableAttributes =
      "an array of `attribute`, `unordered(attribute)` or comma-separated `attribute1,attribute2` entries"
    static let facetingAttributes =
      "an array of `attribute`, `filterOnly(attribute)`, `searchable(attribute)`, `afterDistinct(attribute)` "
      + "or `afterDistinct(searchable(attribute))` entries"
    static let numericAttributes = "an array of `attribute` or `equalOnly(attribute)` entries"
    static let customRanking = "an array of `asc(attribute)` or `desc(attribute)` entries"
    static let snippetAttributes =
      "an array of `attribute` or `attribute:wordCount` entries (wordCount at least 1; `*` for every attribute)"
    static let ranking =
      "an array of " + oneOf(RankingCriterion.builtInNames + ["asc(attribute)", "desc(attribute)"], joiner: "or")
      + " entries"

    /// "an integer from 1 to 1000".
    static func integer(in range: ClosedRange<Int>) -> String {
      "an integer from \(range.lowerBound) to \(range.upperBound)"
    }

    /// "one of `a`, `b`, `c`".
    static func oneOf(_ values: [String]) -> String {
      "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// "an array of `a`, `b` or `c`" (order-sensitive lists of enum values).
    static func arrayOf(_ values: [String]) -> String {
      "an array of " + oneOf(values, joiner: "or") + " entries"
    }

    private static func oneOf(_ values: [String], joiner: String) -> String {
      let quoted = values.map { "`\($0)`" }
      guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
      return quoted.dropLast().joined(separator: ", ") + " \(joiner) " + last
    }
  }
}
