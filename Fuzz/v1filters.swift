// libFuzzer target: v1's `SearchParameters` filter rendering, checked against LocalSearch's `filters`
// parser.
//
// Each input line is a refinement: its first byte chooses the kind (bit 0: inclusive, bit 1: disjunctive
// attribute, bit 2: numeric; bits 3-5: the numeric operator), and the rest is `attribute=value`. A numeric
// value that is not a number uses its length. `buildFilters()` must render a string the parser accepts.
import Foundation
import InstantSearch
// LocalSearch has an internal `SearchParameters`; this scoped import makes the name mean v1's class.
import class InstantSearch.SearchParameters
import InstantSearchCore
@testable import LocalSearch

/// Builds refinements from the input bytes and parses the rendered filters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let parameters = SearchParameters()
  for line in text.split(separator: "\n").prefix(16) {
    guard let kind = line.utf8.first else { continue }
    let rest = line.dropFirst()
    let parts = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(parts[0])
    let value = parts.count > 1 ? String(parts[1]) : ""
    let inclusive = kind & 1 != 0
    let disjunctive = kind & 2 != 0
    if kind & 4 != 0 {
      let op = NumericRefinement.Operator(rawValue: Int(kind >> 3) % 6)!
      parameters.setNumeric(withName: name, disjunctive: disjunctive)
      // A non-finite Double renders as `inf` or `nan`, which no filter accepts (a known finding, reported
      // rather than fixed), so only finite numbers are used.
      if let number = Double(value), number.isFinite {
        parameters.addNumericRefinement(name, op, number, inclusive: inclusive)
      } else {
        parameters.addNumericRefinement(name, op, value.count, inclusive: inclusive)
      }
    } else {
      parameters.setFacet(withName: name, disjunctive: disjunctive)
      parameters.addFacetRefinement(name: name, value: value, inclusive: inclusive)
    }
  }
  guard let filters = parameters.buildFilters() else { return 0 }
  do {
    _ = try FilterParser.parse(filters)
  } catch {
    fatalError("rendered filters \(filters.debugDescription) from \(text.debugDescription) are refused: \(error)")
  }
  return 0
}
