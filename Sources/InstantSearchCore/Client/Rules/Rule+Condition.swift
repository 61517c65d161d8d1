import Foundation

extension Rule {
  /// Where a condition's pattern must sit in the query.
  public enum Anchoring: String, Hashable, Sendable, CaseIterable, Codable {
    /// The whole query is the pattern.
    case `is`
    /// The query starts with the pattern.
    case startsWith
    /// The query ends with the pattern.
    case endsWith
    /// The pattern is somewhere in the query, on word boundaries.
    case contains
  }

  /// When a rule applies: every member given must hold.
  public struct Condition: Hashable, Sendable {
    /// The words the query must hold, where `anchoring` says; `{facet:attribute}` stands for any value of that facet.
    /// Empty with `is`: the empty query.
    public var pattern: String?
    /// Where the pattern must sit; required with a pattern.
    public var anchoring: Anchoring?
    /// Whether the pattern's words also match their typo, plural and synonym alternatives.
    public var alternatives: Bool?
    /// The context the search must send in `ruleContexts`.
    public var context: String?
    /// Filters the search's own filters must include (`filters` syntax).
    public var filters: String?

    /// Creates a condition.
    public init(pattern: String? = nil, anchoring: Anchoring? = nil, alternatives: Bool? = nil, context: String? = nil, filters: String? = nil) {
      self.pattern = pattern
      self.anchoring = anchoring
      self.alternatives = alternatives
      self.context = context
      self.filters = filters
    }

    /// The object Algolia's API takes and returns.
    public var json: JSON {
      var fields: [String: JSON] = [:]
      if let pattern { fields["pattern"] = .string(pattern) }
      if let anchoring { fields["anchoring"] = .string(anchoring.rawValue) }
      if let alternatives { fields["alternatives"] = .bool(alternatives) }
      if let context { fields["context"] = .string(context) }
      if let filters { fields["filters"] = .string(filters) }
      return .object(fields)
    }

    /// A condition read from Algolia's JSON object.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an unknown anchoring, a pattern without
    ///   anchoring, a context that is not letters, digits, `-` and `_`, or a field of the wrong kind.
    public init(json: JSON) throws(SearchClientError) {
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("condition must be a JSON object") }
      pattern = try RuleSyntax.string(fields["pattern"], "pattern")
      if let name = try RuleSyntax.string(fields["anchoring"], "anchoring") {
        guard let anchoring = Anchoring(rawValue: name) else {
          throw RuleSyntax.invalid("unknown anchoring \"\(name)\", expected is, startsWith, endsWith or contains")
        }
        self.anchoring = anchoring
      }
      if pattern != nil && anchoring == nil {
        // A pattern of facet placeholders alone is matched as `contains` when no anchoring is given.
        guard pattern.map(Self.isOnlyFacetPlaceholders) == true else {
          throw RuleSyntax.invalid("a condition with a pattern needs an anchoring")
        }
      }
      if anchoring != nil && pattern == nil { throw RuleSyntax.invalid("a condition with an anchoring needs a pattern") }
      alternatives = try RuleSyntax.bool(fields["alternatives"], "alternatives")
      context = try RuleSyntax.string(fields["context"], "context")
      if let context, context.isEmpty || !context.unicodeScalars.allSatisfy(RuleSyntax.isIdentifierScalar) {
        throw RuleSyntax.invalid("context \"\(context)\" must hold only letters, digits, '-' and '_'")
      }
      if let pattern, pattern.trimmingCharacters(in: .whitespaces).isEmpty, anchoring != .is {
        throw RuleSyntax.invalid("an empty pattern needs the anchoring is")
      }
      filters = try RuleSyntax.string(fields["filters"], "filters")
    }

    /// The anchoring in effect: the given one, else `contains` for a pattern of facet placeholders.
    public var effectiveAnchoring: Anchoring? { anchoring ?? (pattern == nil ? nil : .contains) }

    private static func isOnlyFacetPlaceholders(_ pattern: String) -> Bool {
      let pieces = pattern.split(separator: " ")
      return !pieces.isEmpty && pieces.allSatisfy { $0.hasPrefix("{facet:") && $0.hasSuffix("}") }
    }
  }

  /// A time range of a rule's validity, in seconds since 1970; an open end when `nil`.
  public struct TimeRange: Hashable, Sendable {
    /// The first second the rule applies.
    public var from: Int?
    /// The last second the rule applies.
    public var until: Int?

    /// Creates a range.
    public init(from: Int? = nil, until: Int? = nil) {
      self.from = from
      self.until = until
    }

    /// Whether `date` lies in the range, both ends included.
    public func contains(_ date: Date) -> Bool {
      let seconds = date.timeIntervalSince1970
      return (from.map { seconds >= Double($0) } ?? true) && (until.map { seconds < Double($0) + 1 } ?? true)
    }

    /// The object Algolia's API takes and returns.
    public var json: JSON {
      var fields: [String: JSON] = [:]
      if let from { fields["from"] = .number(Double(from)) }
      if let until { fields["until"] = .number(Double(until)) }
      return .object(fields)
    }

    /// A range read from Algolia's JSON object.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 when an end is not an integer or `until` comes
    ///   before `from`.
    public init(json: JSON) throws(SearchClientError) {
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("validity must hold objects with from and until") }
      from = try RuleSyntax.integer(fields["from"], "validity.from")
      until = try RuleSyntax.integer(fields["until"], "validity.until")
      if let from, let until, until < from { throw RuleSyntax.invalid("validity.until must not come before validity.from") }
    }
  }
}
