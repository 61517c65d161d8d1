import Foundation

/// The name of a URL query parameter in ``RequestOptions/urlParameters``.
///
/// A string literal is a key (`options.urlParameters["getRankingInfo"] = "true"`); the statics name the
/// parameters Algolia's write and browse endpoints read.
public struct HTTPParameterKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The parameter's name as sent.
  public let rawValue: String

  /// A key of that name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A key of that name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A key of the literal's name.
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }

  /// `attributesToRetrieve` (the static keeps the client's spelling).
  public static let attributesToRetreive: HTTPParameterKey = "attributesToRetrieve"
  /// `forwardToReplicas`: a settings, synonym or rule change also applies to the index's replicas.
  public static let forwardToReplicas: HTTPParameterKey = "forwardToReplicas"
  /// `replaceExistingSynonyms`: a batch of synonyms replaces the index's.
  public static let replaceExistingSynonyms: HTTPParameterKey = "replaceExistingSynonyms"
  /// `clearExistingRules`: a batch of rules replaces the index's.
  public static let clearExistingRules: HTTPParameterKey = "clearExistingRules"
  /// `createIfNotExists`: a partial update creates a missing record.
  public static let createIfNotExists: HTTPParameterKey = "createIfNotExists"
  /// `cursor`: where a browse goes on.
  public static let cursor: HTTPParameterKey = "cursor"
  /// `page`.
  public static let page: HTTPParameterKey = "page"
  /// `hitsPerPage`.
  public static let hitsPerPage: HTTPParameterKey = "hitsPerPage"
}

extension Dictionary where Key == HTTPParameterKey, Value == String? {
  /// The parameters by their names' text; a parameter without a value is sent as its bare name.
  var byName: [String: String?] { Dictionary<String, String?>(uniqueKeysWithValues: map { ($0.key.rawValue, $0.value) }) }
}
