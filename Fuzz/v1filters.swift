// libFuzzer target: v1's `SearchParameters` filter rendering, checked against LocalSearch's `filters`
// parser and engine.
//
// Each input line is a refinement: its first byte chooses the kind (bit 0: inclusive, bit 1: disjunctive
// attribute, bit 2: numeric; bits 3-5: the numeric operator), and the rest is `attribute=value`. A numeric
// value that `Double(_:)` reads (`inf`, `nan` and `-inf` included) is added as a Double, any other as its
// length, an Int.
//
// When every numeric value is finite, `buildFilters()` must render a string the parser accepts, and the
// embedded engine, searching a small generated record set with it, must return exactly the records a
// brute-force reading of the refinements selects. When one is not finite, the rendering holds v1's `inf`,
// `-inf` or `nan`, and the parser must refuse it at that token (Algolia answers such a filter with a 400).
//
// Attribute names are read as written, except that `.`, `(` and `)` are dropped (they name a nested
// attribute or a settings modifier) and each name gets a prefix, `f` for facets and `n` for numerics, so that
// no name is reserved (`_tags`, `objectID`) and a facet never shares its attribute with a numeric.
import Foundation
import InstantSearch
// LocalSearch has an internal `SearchParameters`; this scoped import makes the name mean v1's class.
import class InstantSearch.SearchParameters
import InstantSearchCore
@testable import LocalSearch

/// How many records the brute-force check searches.
private let recordCount = 8

/// The attribute name a line's name is refined on.
private func attribute(_ name: Substring, prefix: String) -> String {
  let kept = name.unicodeScalars.filter { $0 != "." && $0 != "(" && $0 != ")" }
  return prefix + String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The number a refinement compares with, as v1 prints it: integers exactly, doubles at 16 significant digits.
private func printedNumber(_ value: NSNumber) -> Double {
  String(cString: value.objCType) == "d" ? Double(String(format: "%0.16g", value.doubleValue))! : value.doubleValue
}

/// Whether a record's facet value equals a refinement's value as the engine documents it: a non-empty string
/// equal after lower-casing both, or numeric text equal to the value read as a number.
private func facetEquals(_ recordValue: String, _ value: String) -> Bool {
  guard !recordValue.isEmpty else { return false }
  if recordValue.lowercased() == value.lowercased() { return true }
  guard let number = FilterNumber.parse(value) else { return false }
  return FilterNumber.parse(recordValue) == number
}

/// Whether a record (attribute to string or number) satisfies one refinement.
private func selects(_ record: [String: JSON], _ refinement: FacetRefinement) -> Bool {
  var matches = false
  if case .string(let text)? = record[refinement.name] { matches = facetEquals(text, refinement.value) }
  return matches == refinement.inclusive
}

private func selects(_ record: [String: JSON], _ refinement: NumericRefinement) -> Bool {
  let operand = printedNumber(refinement.value)
  var matches: Bool
  if case .number(let number)? = record[refinement.name] {
    switch refinement.op {
    case .lessThan: matches = number < operand
    case .lessThanOrEqual: matches = number <= operand
    case .equal: matches = number == operand
    case .notEqual: matches = number != operand
    case .greaterThanOrEqual: matches = number >= operand
    case .greaterThan: matches = number > operand
    }
  } else {
    // `!=` holds when no value equals the operand, so a record without the attribute satisfies it.
    matches = refinement.op == .notEqual
  }
  return matches == refinement.inclusive
}

/// Whether a record satisfies every attribute's refinements: all of a conjunctive attribute's, one of a
/// disjunctive attribute's.
private func selects<R>(
  _ record: [String: JSON], _ refinements: [String: [R]], disjunctive: Set<String>, _ test: ([String: JSON], R) -> Bool
) -> Bool {
  refinements.allSatisfy { name, list in
    disjunctive.contains(name) ? list.contains { test(record, $0) } : list.allSatisfy { test(record, $0) }
  }
}

/// Records holding, for each refined attribute, one of the values its refinements name (numbers also one
/// below and one above) or nothing, cycling through them at a different pace per attribute.
private func records(_ parameters: SearchParameters) -> [[String: JSON]] {
  var candidates: [(String, [JSON])] = []
  for (name, list) in parameters.facetRefinements.sorted(by: { $0.key < $1.key }) {
    candidates.append((name, list.map { .string($0.value) }))
  }
  for (name, list) in parameters.numericRefinements.sorted(by: { $0.key < $1.key }) {
    candidates.append((name, list.flatMap { refinement -> [JSON] in
      let number = printedNumber(refinement.value)
      return [.number(number), .number(number - 1), .number(number + 1)]
    }))
  }
  return (0..<recordCount).map { position in
    var record: [String: JSON] = ["objectID": .string("r\(position)")]
    for (offset, (name, values)) in candidates.enumerated() {
      let choice = (position * (offset + 1) + offset) % (values.count + 1)
      if choice < values.count { record[name] = values[choice] }
    }
    return record
  }
}

/// Builds refinements from the input bytes and checks the rendered filters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let parameters = SearchParameters()
  var nonFinite = false
  for line in text.split(separator: "\n").prefix(16) {
    guard let kind = line.utf8.first else { continue }
    let rest = line.dropFirst()
    let parts = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let value = parts.count > 1 ? String(parts[1]) : ""
    let inclusive = kind & 1 != 0
    let disjunctive = kind & 2 != 0
    if kind & 4 != 0 {
      let name = attribute(parts[0], prefix: "n")
      let op = NumericRefinement.Operator(rawValue: Int(kind >> 3) % 6)!
      parameters.setNumeric(withName: name, disjunctive: disjunctive)
      if let number = Double(value) {
        nonFinite = nonFinite || !number.isFinite
        parameters.addNumericRefinement(name, op, number, inclusive: inclusive)
      } else {
        parameters.addNumericRefinement(name, op, value.count, inclusive: inclusive)
      }
    } else {
      let name = attribute(parts[0], prefix: "f")
      parameters.setFacet(withName: name, disjunctive: disjunctive)
      parameters.addFacetRefinement(name: name, value: value, inclusive: inclusive)
    }
  }
  guard let filters = parameters.buildFilters() else { return 0 }
  let context = "rendered filters \(filters.debugDescription) from \(text.debugDescription)"
  if nonFinite {
    do {
      _ = try FilterParser.parse(filters)
      fatalError("\(context) hold a non-finite number, yet parse")
    } catch FilterError.filters(_, let column) {
      let refused = String(String.UnicodeScalarView(filters.unicodeScalars.dropFirst(column)))
      if !["inf", "-inf", "nan"].contains(where: { refused.hasPrefix($0) }) {
        fatalError("\(context) are refused at column \(column), not at a non-finite number")
      }
    } catch {
      fatalError("\(context) are refused with \(error)")
    }
    return 0
  }
  do {
    _ = try FilterParser.parse(filters)
  } catch {
    fatalError("\(context) are refused: \(error)")
  }

  let records = records(parameters)
  let facets = parameters.facetRefinements
  let numerics = parameters.numericRefinements
  let disjunctiveFacets = parameters.disjunctiveFacets
  let disjunctiveNumerics = parameters.disjunctiveNumerics
  let expected = Set(records.filter { record in
    selects(record, facets, disjunctive: disjunctiveFacets, selects)
      && selects(record, numerics, disjunctive: disjunctiveNumerics, selects)
  }.compactMap { $0["objectID"]?.stringValue })
  let actual: Set<String>
  do {
    let faceted = Array(facets.keys).map(JSON.string)
    let settings = try IndexSettings(json: ["attributesForFaceting": .array(faceted)])
    let index = try LocalIndex(name: "v1", records: records.map(JSON.object), settings: settings)
    var query = InstantSearchCore.Query()
    query.hitsPerPage = 1000
    query.filters = filters
    let response = try LocalClient(indices: [index]).answer(IndexedQuery(indexName: "v1", query: query))
    actual = Set(response.hits.compactMap { $0["objectID"]?.stringValue })
  } catch {
    fatalError("\(context) fail to search: \(error)")
  }
  if actual != expected {
    fatalError("\(context) select \(actual.sorted()) of \(records), the refinements \(expected.sorted())")
  }
  return 0
}
