import Foundation
import InstantSearchCore
import TestSupport

/// The randomised test's own model of a filter expression: a conjunction of clauses, each one literal or a
/// disjunction of literals of one kind. It is evaluated by ``FilterModelOracle``, never through the engine's AST.
struct FilterModel {
  enum Test {
    case facet(attribute: String, value: String)
    case tag(String)
    case comparison(attribute: String, op: String, operand: Double)
    case range(attribute: String, lower: Double, upper: Double)
  }

  struct Literal {
    var test: Test
    var negated: Bool
    var score: Int?
  }

  /// Each inner array is a clause: one literal, or literals ORed.
  var clauses: [[Literal]]
}

/// Draws random models and records, and renders models as `filters` strings in varied but valid spellings.
struct FilterModelGenerator {
  var random: SplitMix64

  static let attributes = ["color", "size", "n", "m", "info.k"]
  static let strings = [
    "red", "Red", "RED", "blue", "two words", #"x"y"#, #"back\slash"#, "AND", "10", "2.5", "-3", "true", "False", "é",
    "É", "e", "a:b", "(p)",
  ]
  static let tags = ["new", "New", "old", "two words", #"x"y"#, "AND", "10"]
  static let numbers: [Double] = [-3, 0, 1, 2.5, 10, 40, 1e-05]
  static let operators = ["<", "<=", "=", "!=", ">=", ">"]

  mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

  // MARK: Records

  mutating func record() -> JSON {
    var members: [String: JSON] = [:]
    for attribute in ["color", "size", "n", "m"] where chance(70) { members[attribute] = value(depth: 0) }
    if chance(60) {
      members["info"] =
        chance(50)
        ? ["k": value(depth: 1)]
        : .array((0..<Int.random(in: 1...2, using: &random)).map { _ in ["k": value(depth: 1)] })
    }
    if chance(60) {
      members["_tags"] =
        chance(30)
        ? .string(pick(Self.tags))
        : .array((0..<Int.random(in: 0...3, using: &random)).map { _ in .string(pick(Self.tags)) })
    }
    return .object(members)
  }

  private mutating func value(depth: Int) -> JSON {
    switch Int.random(in: 0..<10, using: &random) {
    case 0...2: return .string(pick(Self.strings))
    case 3...5: return .number(pick(Self.numbers))
    case 6: return .bool(chance(50))
    case 7: return .null
    default:
      guard depth < 2 else { return .string(pick(Self.strings)) }
      return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1) })
    }
  }

  // MARK: Models

  mutating func model() -> FilterModel {
    FilterModel(
      clauses: (0..<Int.random(in: 1...3, using: &random)).map { _ in
        let family = Int.random(in: 0..<3, using: &random)
        return (0..<(chance(50) ? 1 : Int.random(in: 2...3, using: &random))).map { _ in literal(family: family) }
      })
  }

  private mutating func literal(family: Int) -> FilterModel.Literal {
    let test: FilterModel.Test
    switch family {
    case 0:
      let value =
        chance(60) ? pick(Self.strings) : chance(50) ? "\(pick(Self.numbers))" : pick(["true", "false", "TRUE"])
      test = .facet(attribute: pick(Self.attributes), value: value)
    case 1:
      test = .tag(pick(Self.tags))
    default:
      test =
        chance(70)
        ? .comparison(attribute: pick(Self.attributes), op: pick(Self.operators), operand: pick(Self.numbers))
        : .range(attribute: pick(Self.attributes), lower: pick(Self.numbers), upper: pick(Self.numbers))
    }
    return FilterModel.Literal(
      test: test, negated: chance(25), score: chance(30) ? Int.random(in: 0...20, using: &random) : nil)
  }

  // MARK: Rendering

  mutating func render(_ model: FilterModel) -> String {
    var parts: [String] = []
    var index = 0
    while index < model.clauses.count {
      let clause = model.clauses[index]
      if clause.count > 1 {
        let joined = clause.map { render($0) }.joined(separator: space() + "OR" + space())
        parts.append(model.clauses.count > 1 || chance(50) ? "(" + space(0) + joined + space(0) + ")" : joined)
        index += 1
      } else if index + 1 < model.clauses.count, model.clauses[index + 1].count == 1, chance(30) {
        let pair = render(clause[0]) + space() + "AND" + space() + render(model.clauses[index + 1][0])
        parts.append("(" + space(0) + pair + space(0) + ")")
        index += 2
      } else {
        parts.append(chance(20) ? "(" + render(clause[0]) + ")" : render(clause[0]))
        index += 1
      }
    }
    let text = parts.joined(separator: space() + "AND" + space())
    let singles = model.clauses.allSatisfy { $0.count == 1 }
    return (model.clauses.count == 1 || singles) && chance(15) ? "(" + text + ")" : space(0) + text + space(0)
  }

  private mutating func render(_ literal: FilterModel.Literal) -> String {
    var text: String
    switch literal.test {
    case .facet(let attribute, let value):
      text = name(attribute) + space(0) + ":" + space(0) + word(value)
    case .tag(let tag):
      switch Int.random(in: 0..<3, using: &random) {
      case 0: text = word(tag)
      case 1: text = "_tags:" + word(tag)
      default: text = quoted("_tags") + ":" + quoted(tag)
      }
    case .comparison(let attribute, let op, let operand):
      text = name(attribute) + space(0) + op + space(0) + number(operand)
    case .range(let attribute, let lower, let upper):
      text = name(attribute) + ":" + space(0) + number(lower) + space() + "TO" + space() + number(upper)
    }
    if let score = literal.score { text += space(0) + "<score=\(score)>" }
    return literal.negated ? "NOT" + space() + text : text
  }

  private mutating func name(_ attribute: String) -> String { chance(50) ? quoted(attribute) : attribute }

  /// A value unquoted when that reads back the same, else (or at random) quoted.
  private mutating func word(_ value: String) -> String {
    isPlainWord(value) && chance(50) ? value : quoted(value)
  }

  private func isPlainWord(_ value: String) -> Bool {
    !["AND", "OR", "NOT", "TO"].contains(value)
      && value.range(of: #"^[A-Za-z0-9._/&+-]+$"#, options: .regularExpression) != nil
      && !value.contains("é")
  }

  private mutating func quoted(_ text: String) -> String {
    let quote = chance(80) ? "\"" : "'"
    var escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: quote, with: "\\" + quote)
    if chance(10) { escaped = escaped.replacingOccurrences(of: "e", with: "\\e") }
    return quote + escaped + quote
  }

  private mutating func number(_ value: Double) -> String {
    if value == value.rounded(), chance(50) { return String(Int(value)) }
    return "\(value)"
  }

  /// Whitespace between tokens: at least one character unless `minimum` is 0.
  private mutating func space(_ minimum: Int = 1) -> String {
    let count = Int.random(in: minimum...2, using: &random)
    return String((0..<count).map { _ in pick([" ", " ", "\t", "\n"]) })
  }
}
