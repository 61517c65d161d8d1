import InstantSearchCore

/// An index's rules as searches match them: each condition's pattern split and normalised once, and the rules a
/// query can trigger found from its words.
struct CompiledRules: Sendable {
  /// One condition, its pattern compiled; shared by reference, so that matching a query copies no rule.
  final class Condition: Sendable {
    let condition: Rule.Condition
    /// The compiled pattern; `nil` for a condition without one.
    let pattern: RulePattern?
    /// The facet attributes the pattern's placeholders name.
    let facetAttributes: [String]

    init(condition: Rule.Condition, pattern: RulePattern?) {
      self.condition = condition
      self.pattern = pattern
      facetAttributes = pattern?.facetAttributes ?? []
    }
  }

  /// One rule and its compiled conditions, shared by reference.
  final class Entry: Sendable {
    let rule: Rule
    let conditions: [Condition]

    init(rule: Rule, conditions: [Condition]) {
      self.rule = rule
      self.conditions = conditions
    }
  }

  /// The rules, in the order of the rule set.
  let entries: [Entry]
  /// Per word, the rules with a condition whose literal pattern starts with it (matched without alternatives).
  private let rulesByWord: [String: [Int]]
  /// The rules any query may trigger: without conditions, with a condition without a literal first word (no
  /// pattern, a facet placeholder first, the empty pattern), or matched with alternatives.
  private let alwaysCandidates: [Int]

  /// Whether there is no rule.
  var isEmpty: Bool { entries.isEmpty }

  /// No rule.
  init() {
    entries = []
    rulesByWord = [:]
    alwaysCandidates = []
  }

  /// The rules of `rules`, their patterns split and normalised by `tokenizer`.
  init(_ rules: RuleSet, tokenizer: Tokenizer) {
    var entries: [Entry] = []
    var byWord: [String: [Int]] = [:]
    var always: [Int] = []
    for (index, rule) in rules.elements.enumerated() {
      let conditions = (rule.conditions ?? []).map { condition in
        Condition(condition: condition, pattern: condition.pattern.map { RulePattern($0, tokenizer: tokenizer) })
      }
      entries.append(Entry(rule: rule, conditions: conditions))
      var keyed: Set<String> = []
      var isAlways = conditions.isEmpty
      for condition in conditions {
        if condition.condition.alternatives != true, case .word(let first)? = condition.pattern?.pieces.first {
          keyed.insert(first)
        } else {
          isAlways = true
        }
      }
      if isAlways {
        always.append(index)
      } else {
        for word in keyed { byWord[word, default: []].append(index) }
      }
    }
    self.entries = entries
    rulesByWord = byWord
    alwaysCandidates = always
  }

  /// The rules a query of these normalised words may trigger, in rule-set order.
  func candidates(for words: [String]) -> [Entry] {
    var indices = alwaysCandidates
    for word in Set(words) { indices += rulesByWord[word] ?? [] }
    if indices.count > 1 { indices = Array(Set(indices)).sorted() }
    return indices.map { entries[$0] }
  }
}
