import Foundation

/// One query rule of an index, as Algolia stores it, with the names of Algolia's Swift client 8: when its
/// conditions hold for a search, its consequence changes the search and its answer.
///
/// Read from Algolia's JSON with ``init(json:objectID:)``, which refuses what Algolia's API refuses with its status
/// and message; ``json`` gives the object Algolia's API takes and returns.
public struct Rule: Hashable, Sendable {
  /// The rule's id.
  public var objectID: String
  /// When the rule applies: any one condition holding is enough. `nil` or empty: every search, within the validity.
  public var conditions: [Condition]?
  /// What the rule does.
  public var consequence: Consequence
  /// Whether the rule applies at all (`enabled`, `true` unless set).
  public var isEnabled: Bool
  /// The time ranges in which the rule applies; `nil` or empty: always.
  public var validity: [TimeRange]?
  /// A description for people.
  public var description: String?
  /// Free tags (`tags`), kept as given.
  public var tags: [String]?

  /// Creates a rule.
  public init(
    objectID: String, conditions: [Condition]? = nil, consequence: Consequence, isEnabled: Bool = true,
    validity: [TimeRange]? = nil, description: String? = nil, tags: [String]? = nil
  ) {
    self.objectID = objectID
    self.conditions = conditions
    self.consequence = consequence
    self.isEnabled = isEnabled
    self.validity = validity
    self.description = description
    self.tags = tags
  }

  /// The object Algolia's API takes and returns.
  public var json: JSON {
    var fields: [String: JSON] = ["objectID": .string(objectID), "consequence": consequence.json, "enabled": .bool(isEnabled)]
    if let conditions { fields["conditions"] = .array(conditions.map(\.json)) }
    if let validity { fields["validity"] = .array(validity.map(\.json)) }
    if let description { fields["description"] = .string(description) }
    if let tags { fields["tags"] = .array(tags.map(JSON.string)) }
    return .object(fields)
  }

  /// Refuses an id Algolia does not store a new rule under: letters, digits, `-` and `_` only. Rules read back from
  /// an index are taken with the ids they have.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 with Algolia's message.
  public static func validate(objectID: String) throws(SearchClientError) {
    guard !objectID.isEmpty, objectID.unicodeScalars.allSatisfy(RuleSyntax.isIdentifierScalar) else {
      throw .httpError(status: 400, message: "Invalid `objectID`: bad format (expecting `[A-Za-z0-9_-]+`) (in `objectID`)")
    }
  }

  /// Whether the rule applies at `date` by its validity.
  public func isValid(at date: Date) -> Bool {
    guard let validity, !validity.isEmpty else { return true }
    return validity.contains { $0.contains(date) }
  }

  /// A rule read from Algolia's JSON object.
  ///
  /// - Parameter objectID: The id the request addresses (the path of a one-rule save); the object's own `objectID`
  ///   when `nil`, and the object's must then be present.
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 with Algolia's message when the object is not a
  ///   rule Algolia would store: no id or consequence, a consequence that is not an object, an unknown anchoring, a
  ///   pattern without anchoring, a promotion out of range, a field of the wrong kind. The id's format is checked by
  ///   ``validate(objectID:)`` when a rule is saved.
  public init(json: JSON, objectID: String? = nil) throws(SearchClientError) {
    guard case .object(let fields) = json else { throw RuleSyntax.invalid("rule must be a JSON object") }
    guard let id = objectID ?? fields["objectID"]?.stringValue, !id.isEmpty else { throw RuleSyntax.invalid("missing objectID") }
    self.objectID = id
    guard let consequence = fields["consequence"], consequence != .null else {
      throw .httpError(status: 400, message: "A rule must have at least one consequence (`consequence.*`)")
    }
    self.consequence = try Consequence(json: consequence)
    if let conditions = fields["conditions"], conditions != .null {
      guard let elements = conditions.arrayValue else { throw RuleSyntax.expectingArray("conditions") }
      guard elements.count <= 25 else { throw RuleSyntax.invalid("a rule has at most 25 conditions, not \(elements.count)") }
      var parsed: [Condition] = []
      for element in elements { parsed.append(try Condition(json: element)) }
      self.conditions = parsed
    } else if let condition = fields["condition"], condition != .null {
      // The rules API before conditions became a list took one `condition`.
      self.conditions = [try Condition(json: condition)]
    } else {
      self.conditions = nil
    }
    isEnabled = try RuleSyntax.bool(fields["enabled"], "enabled") ?? true
    if let validity = fields["validity"], validity != .null {
      guard let elements = validity.arrayValue else { throw RuleSyntax.expectingArray("validity") }
      var ranges: [TimeRange] = []
      for element in elements { ranges.append(try TimeRange(json: element)) }
      self.validity = ranges
    } else {
      self.validity = nil
    }
    description = try RuleSyntax.string(fields["description"], "description")
    tags = try RuleSyntax.strings(fields["tags"], "tags")
  }
}

extension Rule: Codable {
  /// Reads a rule as ``init(json:objectID:)`` does.
  public init(from decoder: Decoder) throws {
    self = try Rule(json: try JSON(from: decoder))
  }

  /// Writes ``json``.
  public func encode(to encoder: Encoder) throws {
    try json.encode(to: encoder)
  }
}

/// How rule fields are read, and the error a refused one gets.
enum RuleSyntax {
  static func invalid(_ reason: String) -> SearchClientError {
    .httpError(status: 400, message: "Invalid rule: \(reason)")
  }

  /// Algolia's refusal of a member that must be an array.
  static func expectingArray(_ path: String) -> SearchClientError {
    .httpError(status: 400, message: "Expecting an array (in `\(path)`)")
  }

  /// Whether a scalar may appear in a rule's `objectID` or a condition's `context`: ASCII letters, digits, `-`, `_`.
  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
  }

  static func string(_ value: JSON?, _ key: String) throws(SearchClientError) -> String? {
    guard let value, value != .null else { return nil }
    guard let text = value.stringValue else { throw invalid("\(key) must be a string") }
    return text
  }

  static func bool(_ value: JSON?, _ key: String) throws(SearchClientError) -> Bool? {
    guard let value, value != .null else { return nil }
    if let flag = value.boolValue { return flag }
    if let text = value.stringValue, let flag = Bool(text) { return flag }
    throw invalid("\(key) must be a boolean")
  }

  static func integer(_ value: JSON?, _ key: String) throws(SearchClientError) -> Int? {
    guard let value, value != .null else { return nil }
    guard let number = value.doubleValue, number.rounded() == number, abs(number) < 1e15 else {
      throw invalid("\(key) must be an integer")
    }
    return Int(number)
  }

  static func strings(_ value: JSON?, _ key: String) throws(SearchClientError) -> [String]? {
    guard let value, value != .null else { return nil }
    guard let elements = value.arrayValue else { throw invalid("\(key) must be an array of strings") }
    var texts: [String] = []
    for element in elements {
      guard let text = element.stringValue else { throw invalid("\(key) must be an array of strings") }
      texts.append(text)
    }
    return texts
  }
}
