/// A search among an index's rules (`POST /1/indexes/{indexName}/rules/search`).
public struct RuleQuery: Hashable, Sendable {
  /// Text found in the rules' ids, descriptions, patterns and contexts; empty or `nil` finds every rule.
  public var query: String?
  /// Keeps the rules with a condition of this anchoring.
  public var anchoring: Rule.Anchoring?
  /// Keeps the rules with a condition of this context.
  public var context: String?
  /// The page, from 0.
  public var page: Int?
  /// Rules per page (Algolia's default 20, at most 1,000).
  public var hitsPerPage: Int?
  /// Keeps the enabled (`true`) or disabled (`false`) rules; `nil` keeps both.
  public var enabled: Bool?

  /// Creates a query.
  public init(
    query: String? = nil, anchoring: Rule.Anchoring? = nil, context: String? = nil, page: Int? = nil, hitsPerPage: Int? = nil,
    enabled: Bool? = nil
  ) {
    self.query = query
    self.anchoring = anchoring
    self.context = context
    self.page = page
    self.hitsPerPage = hitsPerPage
    self.enabled = enabled
  }

  /// The body Algolia's endpoint takes.
  public var json: JSON {
    var fields: [String: JSON] = [:]
    if let query { fields["query"] = .string(query) }
    if let anchoring { fields["anchoring"] = .string(anchoring.rawValue) }
    if let context { fields["context"] = .string(context) }
    if let page { fields["page"] = .number(Double(page)) }
    if let hitsPerPage { fields["hitsPerPage"] = .number(Double(hitsPerPage)) }
    if let enabled { fields["enabled"] = .bool(enabled) }
    return .object(fields)
  }

  /// A query read from Algolia's body.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for a member of the wrong kind or an unknown
  ///   anchoring.
  public init(json: JSON) throws(SearchClientError) {
    guard case .object(let fields) = json else { throw .httpError(status: 400, message: "Invalid JSON: expected an object") }
    query = try RuleSyntax.string(fields["query"], "query")
    context = try RuleSyntax.string(fields["context"], "context")
    if let name = try RuleSyntax.string(fields["anchoring"], "anchoring") {
      guard let anchoring = Rule.Anchoring(rawValue: name) else {
        throw RuleSyntax.invalid("unknown anchoring \"\(name)\", expected is, startsWith, endsWith or contains")
      }
      self.anchoring = anchoring
    }
    page = try RuleSyntax.integer(fields["page"], "page")
    hitsPerPage = try RuleSyntax.integer(fields["hitsPerPage"], "hitsPerPage")
    enabled = try RuleSyntax.bool(fields["enabled"], "enabled")
  }
}

/// A page of an index's rules.
public struct RuleSearchResponse: Decodable, Hashable, Sendable {
  /// The rules of the page.
  public let hits: [Rule]
  /// How many rules matched.
  public let nbHits: Int
  /// The page.
  public let page: Int
  /// How many pages there are.
  public let nbPages: Int
}
