import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

/// Random valid expressions over random records: the parsed and compiled filter must agree with a brute-force
/// evaluation of the generated model.
final class FilterRandomizedTests: XCTestCase {
  private let faceting: Set<String> = ["color", "size", "n", "info.k"]
  private let restrictedNumeric = ["n", "equalOnly(size)", "info.k"]

  func test_randomExpressions_matchAndScoreLikeTheBruteForceModel() throws {
    var generator = FilterModelGenerator(random: SplitMix64(seed: 0x5EED_F11E))
    var outcomes: [Bool: Int] = [:]
    for round in 0..<400 {
      let model = generator.model()
      let text = generator.render(model)
      let numeric = round % 3 == 0 ? restrictedNumeric : []
      let oracle = FilterModelOracle(
        faceting: faceting,
        numeric: numeric.isEmpty
          ? nil
          : Dictionary(
            uniqueKeysWithValues: numeric.map { entry in
              entry.hasPrefix("equalOnly(") ? (String(entry.dropFirst(10).dropLast()), true) : (entry, false)
            }))
      let sum = generator.chance(50)
      let matcher = try FilterTestSupport.matcher(
        text, faceting: Array(faceting), numeric: numeric, sumOrFiltersScores: sum)
      for _ in 0..<12 {
        let record = generator.record()
        let expected = oracle.matches(model, record)
        outcomes[expected, default: 0] += 1
        XCTAssertEqual(matcher.matches(record: record), expected, "\(text) on \(record)")
        if expected {
          XCTAssertEqual(
            matcher.score(record: record), oracle.score(model, record, sum: sum), "score of \(text) on \(record)")
        }
      }
    }
    XCTAssertGreaterThan(outcomes[true] ?? 0, 500, "the generator should produce matching records")
    XCTAssertGreaterThan(outcomes[false] ?? 0, 500, "the generator should produce failing records")
  }

  func test_randomRecords_containsScalarVisitsWhatScalarValuesReturns() {
    var generator = FilterModelGenerator(random: SplitMix64(seed: 42))
    for _ in 0..<300 {
      let record = generator.record()
      for path in FilterModelGenerator.attributes + ["_tags", "info"] {
        let attribute = AttributePath(path)
        var visited: [JSON] = []
        StoredRecord.withEncoded(record) { stored in
          _ = attribute.containsScalar(in: stored) {
            visited.append($0)
            return false
          }
        }
        XCTAssertEqual(visited, attribute.scalarValues(in: record), "\(path) in \(record)")
      }
    }
  }
}

/// Evaluates a ``FilterModel`` on a record directly from the filter rules, with its own attribute traversal.
struct FilterModelOracle {
  let faceting: Set<String>
  /// `numericAttributesForFiltering` as attribute → equalOnly; `nil` allows every attribute.
  let numeric: [String: Bool]?

  func matches(_ model: FilterModel, _ record: JSON) -> Bool {
    model.clauses.allSatisfy { clause in clause.contains { holds($0, record) } }
  }

  func score(_ model: FilterModel, _ record: JSON, sum: Bool) -> Int {
    model.clauses.reduce(0) { total, clause in
      let scores = clause.map { literal in !literal.negated && holds(literal, record) ? literal.score ?? 1 : 0 }
      return total + (clause.count == 1 || sum ? scores.reduce(0, +) : scores.max()!)
    }
  }

  private func holds(_ literal: FilterModel.Literal, _ record: JSON) -> Bool {
    test(literal.test, record) != literal.negated
  }

  private func test(_ test: FilterModel.Test, _ record: JSON) -> Bool {
    switch test {
    case .facet(let attribute, let value):
      guard faceting.contains(attribute) else { return false }
      return values(record, attribute).contains { facetEquals($0, value) }
    case .tag(let tag):
      return values(record, "_tags").contains(.string(tag))
    case .comparison(let attribute, let op, let operand):
      guard allowed(attribute, equality: op == "=" || op == "!=") else { return false }
      let numbers = values(record, attribute).compactMap(number)
      switch op {
      case "<": return numbers.contains { $0 < operand }
      case "<=": return numbers.contains { $0 <= operand }
      case "=": return numbers.contains(operand)
      case "!=": return !numbers.contains(operand)
      case ">=": return numbers.contains { $0 >= operand }
      default: return numbers.contains { $0 > operand }
      }
    case .range(let attribute, let lower, let upper):
      guard allowed(attribute, equality: false) else { return false }
      return values(record, attribute).compactMap(number).contains { lower <= $0 && $0 <= upper }
    }
  }

  private func allowed(_ attribute: String, equality: Bool) -> Bool {
    guard let numeric else { return true }
    guard let equalOnly = numeric[attribute] else { return false }
    return equality || !equalOnly
  }

  private func number(_ value: JSON) -> Double? {
    switch value {
    case .number(let x): return x
    case .bool(let flag): return flag ? 1 : 0
    default: return nil
    }
  }

  private func facetEquals(_ recordValue: JSON, _ value: String) -> Bool {
    let filterNumber = numericText(value)
    switch recordValue {
    case .string(let text):
      if text.isEmpty { return false }
      if text.lowercased() == value.lowercased() { return true }
      return filterNumber != nil && numericText(text) == filterNumber
    case .number(let x): return filterNumber == x
    case .bool(let flag): return value.lowercased() == (flag ? "true" : "false")
    default: return false
    }
  }

  private func numericText(_ text: String) -> Double? {
    text.range(of: #"^[+-]?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#, options: .regularExpression) == nil
      ? nil : Double(text)
  }

  /// Every scalar a dotted path reaches: objects stepped into, arrays element-wise, arrays at the end flattened,
  /// `null` and objects at the end left out.
  private func values(_ record: JSON, _ path: String) -> [JSON] {
    func walk(_ value: JSON, _ keys: ArraySlice<Substring>) -> [JSON] {
      if case .array(let elements) = value { return elements.flatMap { walk($0, keys) } }
      guard let key = keys.first else {
        switch value {
        case .null, .object: return []
        default: return [value]
        }
      }
      guard case .object(let members) = value, let member = members[String(key)] else { return [] }
      return walk(member, keys.dropFirst())
    }
    return walk(record, ArraySlice(path.split(separator: ".")))
  }
}
