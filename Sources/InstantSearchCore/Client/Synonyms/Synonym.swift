import Foundation

/// One synonym of an index, as Algolia stores it, with the names of Algolia's Swift client 8.
///
/// Read from Algolia's JSON with ``init(json:)``, which refuses what Algolia's API refuses with its status and
/// message; ``json`` gives the object Algolia's API takes and returns.
public enum Synonym: Hashable, Sendable {
  /// Words or phrases that all find one another.
  case multiWay(objectID: String, synonyms: [String])
  /// An input word or phrase that finds the synonyms; the synonyms do not find the input.
  case oneWay(objectID: String, input: String, synonyms: [String])
  /// A word whose corrections (single words) are found as matches with one or two typos.
  case alternativeCorrection(objectID: String, word: String, corrections: [String], typo: Typo)
  /// A placeholder token written in records (`<streetnumber>`) that matches any of its replacements in a query.
  case placeholder(objectID: String, placeholder: String, replacements: [String])

  /// The typo count of an alternative correction.
  public enum Typo: Int, Hashable, Sendable {
    /// Ranked as one typo (`altcorrection1`).
    case one = 1
    /// Ranked as two typos (`altcorrection2`).
    case two = 2
  }

  /// The synonym's id.
  public var objectID: String {
    switch self {
    case .multiWay(let id, _), .oneWay(let id, _, _), .alternativeCorrection(let id, _, _, _), .placeholder(let id, _, _):
      return id
    }
  }

  /// The synonym's kind.
  public var type: SynonymType {
    switch self {
    case .multiWay: return .multiWay
    case .oneWay: return .oneWay
    case .alternativeCorrection(_, _, _, .one): return .alternativeCorrection1
    case .alternativeCorrection(_, _, _, .two): return .alternativeCorrection2
    case .placeholder: return .placeholder
    }
  }

  /// Every text of the synonym: the words and phrases, input, word, corrections, placeholder and replacements.
  public var texts: [String] {
    switch self {
    case .multiWay(_, let synonyms): return synonyms
    case .oneWay(_, let input, let synonyms): return [input] + synonyms
    case .alternativeCorrection(_, let word, let corrections, _): return [word] + corrections
    case .placeholder(_, let placeholder, let replacements): return [placeholder] + replacements
    }
  }

  /// The object Algolia's API takes and returns.
  public var json: JSON {
    var fields: [String: JSON] = ["objectID": .string(objectID), "type": .string(type.rawValue)]
    func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }
    switch self {
    case .multiWay(_, let synonyms):
      fields["synonyms"] = strings(synonyms)
    case .oneWay(_, let input, let synonyms):
      fields["input"] = .string(input)
      fields["synonyms"] = strings(synonyms)
    case .alternativeCorrection(_, let word, let corrections, _):
      fields["word"] = .string(word)
      fields["corrections"] = strings(corrections)
    case .placeholder(_, let placeholder, let replacements):
      fields["placeholder"] = .string(placeholder)
      fields["replacements"] = strings(replacements)
    }
    return .object(fields)
  }

  /// A synonym read from Algolia's JSON object.
  ///
  /// - Parameter objectID: The id the request addresses (the path of a one-synonym save); the object's own
  ///   `objectID` when `nil`, and the object's must then be present.
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 with Algolia's message when the object is not a
  ///   synonym Algolia would store: no id, an unknown `type`, a missing or empty list, a field of the wrong kind, a
  ///   placeholder not written `<…>`, a correction of several words.
  public init(json: JSON, objectID: String? = nil) throws(SearchClientError) {
    guard case .object(let fields) = json else { throw Self.invalid("synonym must be a JSON object") }
    guard let id = objectID ?? fields["objectID"]?.stringValue, !id.isEmpty else {
      throw Self.invalid("missing objectID")
    }
    guard let typeName = fields["type"]?.stringValue else { throw Self.invalid("missing type") }
    guard let type = SynonymType(name: typeName) else { throw Self.invalid("unknown type \"\(typeName)\"") }
    func text(_ key: String) throws(SearchClientError) -> String {
      guard let value = fields[key] else { throw Self.invalid("missing \(key) for type \(type.rawValue)") }
      guard let text = value.stringValue else { throw Self.invalid("\(key) must be a string") }
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw Self.invalid("\(key) must not be empty") }
      return text
    }
    func texts(_ key: String) throws(SearchClientError) -> [String] {
      guard let value = fields[key] else { throw Self.invalid("missing \(key) for type \(type.rawValue)") }
      guard let elements = value.arrayValue else { throw Self.invalid("\(key) must be an array of strings") }
      var texts: [String] = []
      for element in elements {
        guard let text = element.stringValue else { throw Self.invalid("\(key) must be an array of strings") }
        texts.append(text)
      }
      guard texts.contains(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
        throw Self.invalid("\(key) must not be empty")
      }
      return texts
    }
    switch type {
    case .multiWay:
      let synonyms = try texts("synonyms")
      guard synonyms.count >= 2 else { throw Self.invalid("synonyms must hold at least two words or phrases") }
      self = .multiWay(objectID: id, synonyms: synonyms)
    case .oneWay:
      self = .oneWay(objectID: id, input: try text("input"), synonyms: try texts("synonyms"))
    case .alternativeCorrection1, .alternativeCorrection2:
      let corrections = try texts("corrections")
      if let phrase = corrections.first(where: { $0.split(whereSeparator: \.isWhitespace).count > 1 }) {
        throw Self.invalid("correction \"\(phrase)\" must be a single word")
      }
      self = .alternativeCorrection(
        objectID: id, word: try text("word"), corrections: corrections, typo: type == .alternativeCorrection1 ? .one : .two)
    case .placeholder:
      let placeholder = try text("placeholder")
      let scalars = Array(placeholder.unicodeScalars)
      guard scalars.count > 2, scalars.first == "<", scalars.last == ">",
        !scalars.dropFirst().dropLast().contains(where: { $0 == "<" || $0 == ">" })
      else {
        throw Self.invalid("placeholder \"\(placeholder)\" must be written between '<' and '>'")
      }
      self = .placeholder(objectID: id, placeholder: placeholder, replacements: try texts("replacements"))
    }
  }

  private static func invalid(_ reason: String) -> SearchClientError {
    .httpError(status: 400, message: "Invalid synonym: \(reason)")
  }
}

extension Synonym: Codable {
  /// Reads a synonym as ``init(json:objectID:)`` does.
  public init(from decoder: Decoder) throws {
    self = try Synonym(json: try JSON(from: decoder))
  }

  /// Writes ``json``.
  public func encode(to encoder: Encoder) throws {
    try json.encode(to: encoder)
  }
}
