import Foundation
import InstantSearchCore

/// What the rules that apply to a search do to it.
struct RuleOutcome: Sendable {
  /// The query with the rules' parameters and query edits applied; the filters they add are in ``filterQueries``.
  var query: Query
  /// Per applied rule adding filters: a query holding only them (`filters`, `facetFilters`, `numericFilters`,
  /// `tagFilters`, `optionalFilters`, and the automatic facet filters), ANDed with the search's own.
  var filterQueries: [Query] = []
  /// The records promoted, each group from its position, in the order the rules apply.
  var promotions: [Rule.Promotion] = []
  /// Whether promoted records must pass the filters.
  var filterPromotes = false
  /// The records left out.
  var hidden: Set<String> = []
  /// The applied rules' `userData`, in the order they apply.
  var userData: [JSON] = []
  /// The `renderingContent` of the first applied rule that sets one.
  var renderingContent: JSON?
  /// The ids of the applied rules, in the order they apply.
  var appliedRules: [String] = []
}

/// Decides which query rules apply to a search and what they make of it.
///
/// A rule applies when it is enabled, valid now, and has no condition or a condition that holds: its context is one
/// the search sends in `ruleContexts`, its filters are among the search's, its pattern sits in the query where its
/// anchoring says (word by word, normalised; with `alternatives`, a word also matches its plurals and its one-word
/// synonyms; `{facet:attribute}` matches a value of that facet). Matching rules are ordered as Algolia orders them:
/// earliest match, longest match, anchoring (`is`, `startsWith`, `endsWith`, `contains`), with a context, with
/// filters, literal before facet patterns, temporary before permanent, then by `objectID`; a rule whose pattern
/// covers query words an earlier rule covered is left out. Rules without conditions come last. Every rule left applies:
/// for a parameter set by several, the first one's value counts; the filters of each are ANDed with the search's; query
/// edits of all apply; promotions, hidden records and user data add up.
struct QueryRules {
  let rules: CompiledRules
  let tokenizer: Tokenizer
  let snapshot: IndexSnapshot
  let synonyms: SynonymDictionary
  /// The moment validity windows are compared with.
  let now: Date
  /// Whether rules apply when the query does not say (`enableRules` of the settings).
  var enabledBySettings = true

  /// Parameters a rule's `params` may hold that filter rather than set a parameter.
  private static let filterKeys: Set<String> = ["filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters"]

  /// One rule that applies, with what ranks it among the others.
  private struct Applying {
    let entry: CompiledRules.Entry
    let match: RulePattern.Match?
    let compiled: CompiledRules.Condition?

    /// Algolia's precedence, as keys compared in order, the smaller first.
    var precedence: [Int] {
      let isTemporary = entry.rule.validity?.isEmpty == false
      guard let compiled else { return [Int.max, 0, 0, 1, 1, 0, isTemporary ? 0 : 1] }
      let anchoring: Int
      switch compiled.condition.effectiveAnchoring {
      case .is: anchoring = 0
      case .startsWith: anchoring = 1
      case .endsWith: anchoring = 2
      case .contains: anchoring = 3
      case nil: anchoring = 4
      }
      return [
        match?.range.lowerBound ?? Int.max - 1, -(match?.range.count ?? 0), anchoring, compiled.condition.context == nil ? 1 : 0,
        compiled.condition.filters == nil ? 1 : 0, match?.hasFacet == true ? 1 : 0, isTemporary ? 0 : 1,
      ]
    }

    static func precedes(_ a: Applying, _ b: Applying) -> Bool {
      let (x, y) = (a.precedence, b.precedence)
      if x != y { return x.lexicographicallyPrecedes(y) }
      return a.entry.rule.objectID.unicodeScalars.lexicographicallyPrecedes(b.entry.rule.objectID.unicodeScalars)
    }
  }

  /// What the applicable rules make of `query`.
  func apply(to query: Query) -> RuleOutcome {
    var outcome = RuleOutcome(query: query)
    guard !rules.isEmpty, query.enableRules ?? enabledBySettings else { return outcome }
    let tokens = tokenizer.tokenize(query.query ?? "")
    let words = tokens.map(\.text)
    let candidates = rules.candidates(for: words)
    guard !candidates.isEmpty else { return outcome }
    let contexts = Set(query.ruleContexts ?? [])
    var knownFilters: Set<FilterCondition.Test>?
    func searchFilters() -> Set<FilterCondition.Test> {
      if let knownFilters { return knownFilters }
      let filters = Self.filterTests { try FilterMatcher.requiredFilters(of: query) }
      knownFilters = filters
      return filters
    }
    var facetValues: [String: [[String]: String]] = [:]
    func values(of attribute: String) -> [[String]: String]? {
      if let known = facetValues[attribute] { return known }
      guard let entry = snapshot.configuration.faceting.firstIndex(where: { $0.path.rawValue == attribute }) else { return nil }
      let phrases = snapshot.facetPhrases(entry: entry, tokenizer: tokenizer)
      facetValues[attribute] = phrases
      return phrases
    }

    var applying: [Applying] = []
    for entry in candidates where entry.rule.isEnabled && entry.rule.isValid(at: now) {
      guard !entry.conditions.isEmpty else {
        applying.append(Applying(entry: entry, match: nil, compiled: nil))
        continue
      }
      var best: Applying?
      for compiled in entry.conditions {
        let condition = compiled.condition
        if let context = condition.context, !contexts.contains(context) { continue }
        if let filters = condition.filters, !Self.filterTests({ try FilterParser.parse(filters) }).isSubset(of: searchFilters()) {
          continue
        }
        var match: RulePattern.Match?
        if let pattern = compiled.pattern, let anchoring = condition.effectiveAnchoring {
          var lookups: [String: [[String]: String]] = [:]
          for attribute in compiled.facetAttributes { lookups[attribute] = values(of: attribute) }
          let alternatives = condition.alternatives == true
          guard let found = pattern.match(words, anchoring: anchoring, equivalent: { queryWord, patternWord in
            queryWord == patternWord || (alternatives && isAlternative(queryWord, of: patternWord))
          }, facetValues: lookups) else { continue }
          match = found
        }
        let candidate = Applying(entry: entry, match: match, compiled: compiled)
        if best.map({ Applying.precedes(candidate, $0) }) ?? true { best = candidate }
      }
      if let best { applying.append(best) }
    }
    applying.sort(by: Applying.precedes)

    var covered = IndexSet()
    var edits: [(Rule.Edit, RulePattern.Match?)] = []
    var replacement: String?
    var parameters: [String: JSON] = [:]
    for applied in applying {
      if let range = applied.match?.range, !range.isEmpty {
        guard !covered.intersects(integersIn: range) else { continue }
        covered.insert(integersIn: range)
      }
      let consequence = applied.entry.rule.consequence
      outcome.appliedRules.append(applied.entry.rule.objectID)
      var filterFields: [String: JSON] = [:]
      for (key, value) in consequence.params ?? [:] {
        switch key {
        case "query", "automaticFacetFilters", "automaticOptionalFacetFilters":
          continue
        case "renderingContent":
          if outcome.renderingContent == nil { outcome.renderingContent = value }
        case _ where Self.filterKeys.contains(key):
          filterFields[key] = value
        default:
          if parameters[key] == nil { parameters[key] = value }
        }
      }
      if let match = applied.match {
        addAutomaticFilters(consequence, match: match, to: &filterFields)
      }
      if !filterFields.isEmpty, let filterQuery = try? Query(fields: filterFields) { outcome.filterQueries.append(filterQuery) }
      switch consequence.queryChange {
      case .replace(let text)?: if replacement == nil { replacement = text }
      case .edit(let list)?: edits += list.map { ($0, applied.match) }
      case nil: break
      }
      outcome.promotions += consequence.promote ?? []
      if consequence.filterPromotes == true { outcome.filterPromotes = true }
      outcome.hidden.formUnion(consequence.hide ?? [])
      if let userData = consequence.userData { outcome.userData.append(userData) }
    }
    guard !outcome.appliedRules.isEmpty else { return outcome }

    guard !parameters.isEmpty || replacement != nil || !edits.isEmpty else { return outcome }
    var fields = query.jsonFields
    fields.merge(parameters) { _, rule in rule }
    if let replacement {
      fields["query"] = .string(replacement)
    } else if !edits.isEmpty {
      fields["query"] = .string(Self.edited(query.query ?? "", tokens: tokens, edits: edits, tokenizer: tokenizer))
    }
    outcome.query = (try? Query(fields: fields)) ?? query
    return outcome
  }

  /// Whether `word` is a plural form or a one-word synonym of `patternWord`: one step away, never two.
  private func isAlternative(_ word: String, of patternWord: String) -> Bool {
    WordMatchFinder.pluralEquivalents(of: patternWord).contains(word) || synonyms.singleWordAlternatives(of: patternWord).contains(word)
  }

  /// The facet filters of `automaticFacetFilters` and the optional ones of `automaticOptionalFacetFilters`, for the
  /// values the match's placeholders took, added to `fields`.
  private func addAutomaticFilters(_ consequence: Rule.Consequence, match: RulePattern.Match, to fields: inout [String: JSON]) {
    func filter(_ attribute: String, _ value: String, score: Int? = nil) -> String {
      "\(attribute):" + FilterEscaping.legacyValue(value) + (score.map { "<score=\($0)>" } ?? "")
    }
    var required: [JSON] = fields["facetFilters"]?.arrayValue ?? fields["facetFilters"].map { [$0] } ?? []
    for automatic in consequence.automaticFacetFilters(optional: false) {
      guard let values = match.facetValues[automatic.facet], !values.isEmpty else { continue }
      if automatic.disjunctive {
        required.append(.array(values.map { .string(filter(automatic.facet, $0)) }))
      } else {
        required += values.map { .string(filter(automatic.facet, $0)) }
      }
    }
    if !required.isEmpty { fields["facetFilters"] = .array(required) }
    var optional: [JSON] = fields["optionalFilters"]?.arrayValue ?? fields["optionalFilters"].map { [$0] } ?? []
    for automatic in consequence.automaticFacetFilters(optional: true) {
      guard let values = match.facetValues[automatic.facet], !values.isEmpty else { continue }
      let entries = values.map { JSON.string(filter(automatic.facet, $0, score: automatic.score)) }
      if automatic.disjunctive { optional.append(.array(entries)) } else { optional += entries }
    }
    if !optional.isEmpty { fields["optionalFilters"] = .array(optional) }
  }

  /// The query text after `edits`: each removes or replaces its words wherever they stand as whole words; a
  /// `{facet:attribute}` to remove takes the words that placeholder matched.
  static func edited(_ text: String, tokens: [Token], edits: [(Rule.Edit, RulePattern.Match?)], tokenizer: Tokenizer) -> String {
    let utf8 = Array(text.utf8)
    var pieces: [String?] = tokens.map { String(decoding: utf8[$0.originalRange], as: UTF8.self) }
    let words = tokens.map(\.text)
    for (edit, match) in edits {
      let (deleted, inserted): (String, String?)
      switch edit {
      case .remove(let text): (deleted, inserted) = (text, nil)
      case .replace(let text, let with): (deleted, inserted) = (text, with)
      }
      if deleted.hasPrefix("{facet:"), deleted.hasSuffix("}") {
        let attribute = String(deleted.dropFirst("{facet:".count).dropLast())
        for range in match?.facetRanges[attribute] ?? [] {
          for index in range { pieces[index] = nil }
          if let inserted { pieces[range.lowerBound] = inserted }
        }
        continue
      }
      let target = tokenizer.words(deleted)
      guard !target.isEmpty else { continue }
      var start = 0
      while start + target.count <= words.count {
        let range = start..<start + target.count
        if Array(words[range]) == target, range.allSatisfy({ pieces[$0] != nil }) {
          for index in range { pieces[index] = nil }
          if let inserted { pieces[range.lowerBound] = inserted }
          start += target.count
        } else {
          start += 1
        }
      }
    }
    return pieces.compactMap { $0 }.joined(separator: " ")
  }

  /// The single filters of an expression as a condition's `filters` are compared with the search's: facet and tag
  /// values without regard to case; a text that does not parse has none.
  private static func filterTests(_ expression: () throws -> FilterExpression?) -> Set<FilterCondition.Test> {
    Set(((try? expression())?.tests ?? []).map { test in
      switch test {
      case .facet(let attribute, let value): return .facet(attribute: attribute, value: value.lowercased())
      case .tag(let tag): return .tag(tag.lowercased())
      case .comparison, .range: return test
      }
    })
  }
}
