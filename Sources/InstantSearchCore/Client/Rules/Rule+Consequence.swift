import Foundation

extension Rule {
  /// What a rule does when it applies.
  public struct Consequence: Hashable, Sendable {
    /// Search parameters the rule sets, as Algolia names them; `query` (a replacement text, or `remove` and
    /// `edits`), `automaticFacetFilters` and `automaticOptionalFacetFilters` among them, read by ``queryChange``
    /// and ``automaticFacetFilters(optional:)``.
    public var params: [String: JSON]?
    /// Records put at given positions.
    public var promote: [Promotion]?
    /// Whether promoted records must also pass the search's filters.
    public var filterPromotes: Bool?
    /// Records left out of the answer, by id.
    public var hide: [String]?
    /// Data returned in the answer's `userData`.
    public var userData: JSON?

    /// Creates a consequence.
    public init(
      params: [String: JSON]? = nil, promote: [Promotion]? = nil, filterPromotes: Bool? = nil, hide: [String]? = nil, userData: JSON? = nil
    ) {
      self.params = params
      self.promote = promote
      self.filterPromotes = filterPromotes
      self.hide = hide
      self.userData = userData
    }

    /// The object Algolia's API takes and returns.
    public var json: JSON {
      var fields: [String: JSON] = [:]
      if let params { fields["params"] = .object(params) }
      if let promote { fields["promote"] = .array(promote.map(\.json)) }
      if let filterPromotes { fields["filterPromotes"] = .bool(filterPromotes) }
      if let hide { fields["hide"] = .array(hide.map { ["objectID": .string($0)] }) }
      if let userData { fields["userData"] = userData }
      return .object(fields)
    }

    /// How the consequence changes the query text, read from `params.query`.
    public var queryChange: QueryChange? {
      guard let value = params?["query"] else { return nil }
      return try? QueryChange(json: value)
    }

    /// The facets whose values matched in the pattern's `{facet:…}` become filters of (`automaticFacetFilters`), or
    /// optional filters of (`automaticOptionalFacetFilters`).
    public func automaticFacetFilters(optional: Bool) -> [AutomaticFacetFilter] {
      let key = optional ? "automaticOptionalFacetFilters" : "automaticFacetFilters"
      return params?[key]?.arrayValue?.compactMap { try? AutomaticFacetFilter(json: $0) } ?? []
    }

    /// A consequence read from Algolia's JSON object.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 when it is not an object, a promotion is out of
    ///   range or names no record, or a member has the wrong kind.
    public init(json: JSON) throws(SearchClientError) {
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("consequence must be a JSON object") }
      if let params = fields["params"], params != .null {
        guard let members = params.objectValue else { throw RuleSyntax.invalid("consequence.params must be a JSON object") }
        if let query = members["query"] { _ = try QueryChange(json: query) }
        for key in ["automaticFacetFilters", "automaticOptionalFacetFilters"] {
          guard let value = members[key], value != .null else { continue }
          guard let elements = value.arrayValue else { throw RuleSyntax.expectingArray("consequence.params.\(key)") }
          for element in elements { _ = try AutomaticFacetFilter(json: element) }
        }
        self.params = members
      }
      if let promote = fields["promote"], promote != .null {
        guard let elements = promote.arrayValue else { throw RuleSyntax.expectingArray("consequence.promote") }
        var promotions: [Promotion] = []
        for element in elements { promotions.append(try Promotion(json: element)) }
        let promoted = promotions.reduce(0) { $0 + $1.objectIDs.count }
        guard promoted <= Promotion.maximumCount else {
          throw RuleSyntax.invalid("consequence.promote can promote at most \(Promotion.maximumCount) records")
        }
        self.promote = promotions
      }
      filterPromotes = try RuleSyntax.bool(fields["filterPromotes"], "filterPromotes")
      if let hide = fields["hide"], hide != .null {
        guard let elements = hide.arrayValue else { throw RuleSyntax.expectingArray("consequence.hide") }
        guard elements.count <= 50 else { throw RuleSyntax.invalid("consequence.hide holds at most 50 records, not \(elements.count)") }
        var ids: [String] = []
        for element in elements {
          guard let id = element["objectID"]?.stringValue ?? element.stringValue else {
            throw RuleSyntax.invalid("consequence.hide must hold objects with an objectID")
          }
          ids.append(id)
        }
        self.hide = ids
      }
      if let userData = fields["userData"], userData != .null { self.userData = userData }
    }
  }

  /// Records a rule puts at a position of the answer, one after the other.
  public struct Promotion: Hashable, Sendable {
    /// The records, in the order they take from `position`.
    public var objectIDs: [String]
    /// The rank of the first one, from 0.
    public var position: Int
    /// Whether the promotion names one record as `objectID` rather than a list as `objectIDs`.
    public var isSingle: Bool

    /// The highest position a promotion may take.
    public static let maximumPosition = 300
    /// The most records one rule may promote.
    public static let maximumCount = 300

    /// Promotes one record.
    public init(objectID: String, position: Int) {
      self.objectIDs = [objectID]
      self.position = position
      self.isSingle = true
    }

    /// Promotes several records.
    public init(objectIDs: [String], position: Int) {
      self.objectIDs = objectIDs
      self.position = position
      self.isSingle = false
    }

    /// The object Algolia's API takes and returns.
    public var json: JSON {
      var fields: [String: JSON] = ["position": .number(Double(position))]
      if isSingle, let id = objectIDs.first { fields["objectID"] = .string(id) } else { fields["objectIDs"] = .array(objectIDs.map(JSON.string)) }
      return .object(fields)
    }

    /// A promotion read from Algolia's JSON object.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 when it names no record or its position is not
    ///   between 0 and ``maximumPosition``.
    public init(json: JSON) throws(SearchClientError) {
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("promote must hold objects") }
      guard let position = try RuleSyntax.integer(fields["position"], "promote.position") else {
        throw RuleSyntax.invalid("promote.position is required")
      }
      guard (0...Self.maximumPosition).contains(position) else {
        throw RuleSyntax.invalid("promote.position must be between 0 and \(Self.maximumPosition), not \(position)")
      }
      if let id = try RuleSyntax.string(fields["objectID"], "promote.objectID") {
        self.init(objectID: id, position: position)
      } else if let ids = try RuleSyntax.strings(fields["objectIDs"], "promote.objectIDs"), !ids.isEmpty {
        guard ids.count <= 100 else { throw RuleSyntax.invalid("promote.objectIDs holds at most 100 records, not \(ids.count)") }
        self.init(objectIDs: ids, position: position)
      } else {
        throw RuleSyntax.invalid("promote needs an objectID or objectIDs")
      }
    }
  }

  /// A facet whose value matched a pattern's `{facet:…}` placeholder, made a filter.
  public struct AutomaticFacetFilter: Hashable, Sendable {
    /// The facet attribute.
    public var facet: String
    /// Whether several matched values are combined with OR (they are with AND otherwise).
    public var disjunctive: Bool
    /// The score of the optional filter, for `automaticOptionalFacetFilters`.
    public var score: Int

    /// Creates a filter.
    public init(facet: String, disjunctive: Bool = false, score: Int = 1) {
      self.facet = facet
      self.disjunctive = disjunctive
      self.score = score
    }

    /// Read from Algolia's object (`{"facet": …, "disjunctive": …, "score": …}`) or a facet name alone.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for anything else.
    public init(json: JSON) throws(SearchClientError) {
      if let name = json.stringValue {
        self.init(facet: name)
        return
      }
      guard case .object(let fields) = json, let facet = try RuleSyntax.string(fields["facet"], "automaticFacetFilters.facet") else {
        throw RuleSyntax.invalid("automaticFacetFilters must hold facet names or objects with a facet")
      }
      self.init(
        facet: facet, disjunctive: try RuleSyntax.bool(fields["disjunctive"], "disjunctive") ?? false,
        score: try RuleSyntax.integer(fields["score"], "score") ?? 1)
    }
  }

  /// How a rule changes the query text.
  public enum QueryChange: Hashable, Sendable {
    /// The query becomes this text.
    case replace(String)
    /// Words are removed (`remove`, and `edits` of type `remove`) or replaced (`edits` of type `replace`), in order.
    case edit([Edit])

    /// Read from `params.query`: a text, or an object with `remove` and `edits`.
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for anything else.
    public init(json: JSON) throws(SearchClientError) {
      if let text = json.stringValue {
        self = .replace(text)
        return
      }
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("consequence.params.query must be a string or an object") }
      var edits = (try RuleSyntax.strings(fields["remove"], "query.remove") ?? []).map { Edit.remove($0) }
      if let value = fields["edits"], value != .null {
        guard let elements = value.arrayValue else { throw RuleSyntax.expectingArray("consequence.params.query.edits") }
        for element in elements { edits.append(try Edit(json: element)) }
      }
      self = .edit(edits)
    }
  }

  /// One edit of the query text.
  public enum Edit: Hashable, Sendable {
    /// Removes the word or words.
    case remove(String)
    /// Replaces the word or words with others.
    case replace(String, with: String)

    /// Read from Algolia's object (`{"type": "remove"|"replace", "delete": …, "insert": …}`).
    ///
    /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an unknown type or a missing text.
    public init(json: JSON) throws(SearchClientError) {
      guard case .object(let fields) = json else { throw RuleSyntax.invalid("query.edits must hold objects") }
      guard let delete = try RuleSyntax.string(fields["delete"], "edits.delete") else { throw RuleSyntax.invalid("edits.delete is required") }
      switch try RuleSyntax.string(fields["type"], "edits.type") ?? "remove" {
      case "remove":
        self = .remove(delete)
      case "replace":
        guard let insert = try RuleSyntax.string(fields["insert"], "edits.insert") else {
          throw RuleSyntax.invalid("edits.insert is required with type replace")
        }
        self = .replace(delete, with: insert)
      case let other:
        throw RuleSyntax.invalid("unknown edit type \"\(other)\", expected remove or replace")
      }
    }
  }
}
