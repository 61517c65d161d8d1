import Foundation

/// A search parameter whose value does not have the type the parameter accepts.
///
/// Thrown while reading a ``Query`` from a `params` string (``Query/init(paramsString:)``) or from JSON fields
/// (``Query/init(fields:)``, ``Query/merging(fields:params:)``). Its ``message`` has the form of Algolia's 400
/// answer: ``Invalid value for parameter `hitsPerPage`: expected an integer``. Every such message, including the
/// descriptions that follow "expected", is worded in this file.
public struct QueryParameterError: Error, Hashable, Sendable {
  /// The parameter's name as it appeared in the request (`hitsPerPage`).
  public let parameter: String
  /// What the parameter accepts, worded as it follows "expected" in ``message`` (`an integer`).
  public let expected: String

  /// Creates an error about `parameter`, which accepts what `expected` describes.
  public init(parameter: String, expected: String) {
    self.parameter = parameter
    self.expected = expected
  }

  /// The sentence describing the error: ``Invalid value for parameter `<name>`: expected <type>``.
  public var message: String {
    "Invalid value for parameter `\(parameter)`: expected \(expected)"
  }
}

extension QueryParameterError: CustomStringConvertible, LocalizedError {
  /// The ``message``.
  public var description: String { message }
  /// The ``message``, for `localizedDescription`.
  public var errorDescription: String? { message }
}

extension QueryParameterError {
  /// What each kind of parameter accepts, worded as it appears after "expected" in ``message``.
  enum Expected {
    static let string = "a string"
    static let integer = "an integer"
    static let boolean = "a boolean (`true`, `false`, `1` or `0`)"
    static let strings = "an array of strings or a comma-separated list"
    static let object = "a JSON object"
    static let filters =
      "a filter string or an array whose elements are filter strings or arrays of filter strings"
    static let typoTolerance = "a boolean or one of `min`, `strict`"
    static let languageOption = "a boolean or an array of language codes"
    static let distinct = "a boolean or an integer"
    static let aroundRadius = "an integer number of meters or `all`"
    static let aroundPrecision = "an integer or an array of {\"from\": meters, \"value\": precision} objects"
    static let latLng = "\"lat,lng\""
    static let boundingBoxes = "groups of 4 numbers (lat1, lng1, lat2, lng2)"
    static let polygons = "arrays of at least 6 numbers (lat, lng pairs)"
    static let percentEncodedText = "percent-encoded UTF-8 text"

    /// "one of `a`, `b`, `c`".
    static func oneOf(_ values: [String]) -> String {
      "one of " + values.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// "an array of `a`, `b` or `c` entries".
    static func arrayOf(_ values: [String]) -> String {
      let quoted = values.map { "`\($0)`" }
      guard let last = quoted.last, quoted.count > 1 else { return "an array of \(quoted.joined()) entries" }
      return "an array of " + quoted.dropLast().joined(separator: ", ") + " or \(last) entries"
    }
  }
}
