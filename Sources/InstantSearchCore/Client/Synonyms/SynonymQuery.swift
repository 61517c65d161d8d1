/// A search among an index's synonyms (`POST /1/indexes/{indexName}/synonyms/search`).
public struct SynonymQuery: Hashable, Sendable {
  /// Text found in the synonyms' words, phrases and ids; empty or `nil` finds every synonym.
  public var query: String?
  /// The kinds to keep; `nil` keeps every kind.
  public var synonymTypes: [SynonymType]?
  /// The page, from 0.
  public var page: Int?
  /// Synonyms per page (Algolia's default 100, at most 1,000).
  public var hitsPerPage: Int?

  /// Creates a query.
  public init(query: String? = nil, synonymTypes: [SynonymType]? = nil, page: Int? = nil, hitsPerPage: Int? = nil) {
    self.query = query
    self.synonymTypes = synonymTypes
    self.page = page
    self.hitsPerPage = hitsPerPage
  }

  /// The body Algolia's endpoint takes; the kinds go in `type`, comma-separated.
  public var json: JSON {
    var fields: [String: JSON] = [:]
    if let query { fields["query"] = .string(query) }
    if let synonymTypes { fields["type"] = .string(synonymTypes.map(\.rawValue).joined(separator: ",")) }
    if let page { fields["page"] = .number(Double(page)) }
    if let hitsPerPage { fields["hitsPerPage"] = .number(Double(hitsPerPage)) }
    return .object(fields)
  }

  /// A query read from Algolia's body.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for a member of the wrong kind or an unknown
  ///   type name.
  public init(json: JSON) throws(SearchClientError) {
    guard case .object(let fields) = json else { throw .httpError(status: 400, message: "Invalid JSON: expected an object") }
    func integer(_ key: String) throws(SearchClientError) -> Int? {
      guard let value = fields[key], value != .null else { return nil }
      guard let number = value.intValue ?? value.stringValue.flatMap({ Int($0) }), number >= 0 else {
        throw .httpError(status: 400, message: "Invalid value for \(key): expected a non-negative integer")
      }
      return number
    }
    query = fields["query"]?.stringValue
    page = try integer("page")
    hitsPerPage = try integer("hitsPerPage")
    if let names = fields["type"]?.stringValue, !names.isEmpty {
      var types: [SynonymType] = []
      for name in names.split(separator: ",") {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard let type = SynonymType(name: trimmed) else {
          throw .httpError(status: 400, message: "Invalid synonym type \"\(trimmed)\"")
        }
        types.append(type)
      }
      synonymTypes = types
    }
  }
}
