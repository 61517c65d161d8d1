import Foundation
import InstantSearchCore

// Facet refinements, with v1's notification counts: one per dictionary write, and two when the last value of
// an attribute goes (the emptied list, then the deleted key).
extension SearchParameters {
  /// Makes an attribute's refinements ORed (`true`) or ANDed (`false`), moving them to the matching group.
  /// Posts nothing.
  public func setFacet(withName name: String, disjunctive: Bool, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.setFacetDisjunctive, file: file, line: line)
    let source = facetGroupID(name)
    if disjunctive { explicitDisjunctiveFacets.insert(name) } else { explicitDisjunctiveFacets.remove(name) }
    moveEntries(from: source, to: facetGroupID(name)) { $0.isStringFacet(of: name) }
  }

  /// Whether an attribute's refinements are ORed.
  public func isDisjunctiveFacet(name: String) -> Bool { disjunctiveFacets.contains(name) }

  /// Appends a refinement (duplicates are kept).
  public func addFacetRefinement(name: String, value: String, inclusive: Bool = true, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.addFacetRefinement, file: file, line: line)
    mutate {
      filterState.append(FacetRefinement(name: name, value: value, inclusive: inclusive).facetFilter, toGroupWithID: facetGroupID(name))
      return [.current]
    }
  }

  /// Removes the first refinement of the attribute with this value, whatever its inclusive flag.
  public func removeFacetRefinement(name: String, value: String) {
    let count = facetRefinements[name]?.count ?? 0
    mutate {
      guard removeFirstEntry(where: { $0.isStringFacet(of: name, value: value) }) else { return [] }
      return count == 1 ? [.emptiedFacet(name), .current] : [.current]
    }
  }

  /// Removes every refinement matching the predicate; one notification per attribute whose list changed.
  public func removeFacetRefinements(where condition: (FacetRefinement) -> Bool) {
    let before = facetRefinements
    let changed = before.keys.filter { before[$0]!.contains(where: condition) }
    guard !changed.isEmpty else { return }
    mutate {
      removeEntries { filter in filter.facetRefinement.map(condition) ?? false }
      return changed.map { _ in .current }
    }
  }

  /// Whether the attribute has a refinement with this value, inclusive or not.
  public func hasFacetRefinement(name: String, value: String) -> Bool {
    facetRefinements[name]?.contains { $0.value == value } ?? false
  }

  /// Whether the attribute has any refinement.
  public func hasFacetRefinements(name: String) -> Bool { !(facetRefinements[name]?.isEmpty ?? true) }

  /// Whether any attribute has a facet refinement.
  public func hasFacetRefinements() -> Bool { !facetRefinements.isEmpty }

  /// Removes the value when refined (first match, even exclusive), else adds it as inclusive.
  public func toggleFacetRefinement(name: String, value: String, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.toggleFacetRefinement, file: file, line: line)
    if hasFacetRefinement(name: name, value: value) {
      removeFacetRefinement(name: name, value: value)
    } else {
      addFacetRefinement(name: name, value: value)
    }
  }

  /// Removes every facet refinement; posts one notification even when there was none.
  public func clearFacetRefinements() {
    mutate {
      removeEntries { $0.facetRefinement != nil }
      return [.current]
    }
  }

  /// Removes an attribute's facet refinements; posts one notification even when it had none.
  public func clearFacetRefinements(name: String) {
    mutate {
      removeEntries { $0.isStringFacet(of: name) }
      return [.current]
    }
  }

  /// The first refinement of the attribute, whatever its inclusive flag.
  public func getFacetRefinement(name facetName: String) -> FacetRefinement? { facetRefinements[facetName]?.first }

  /// Replaces `oldValue` by `newValue`: nothing changes when `newValue` is already refined; otherwise the first
  /// refinement with `oldValue` (if any) is removed and `newValue` added with the given flag.
  public func updateFacetRefinement(attribute: String, oldValue: String, newValue: String, inclusive: Bool = true) {
    guard !hasFacetRefinement(name: attribute, value: newValue) else { return }
    removeFacetRefinement(name: attribute, value: oldValue)
    addFacetRefinement(name: attribute, value: newValue, inclusive: inclusive)
  }
}

extension Filter {
  /// The v1 refinement a string facet filter stands for.
  var facetRefinement: FacetRefinement? {
    guard case .facet(let facet) = self, case .string(let value) = facet.value else { return nil }
    return FacetRefinement(name: facet.attribute, value: value, inclusive: !facet.isNegated)
  }

  /// The v1 refinement a comparison filter stands for.
  var numericRefinement: NumericRefinement? {
    guard case .numeric(let numeric) = self, case .comparison(let op, let value) = numeric.value else { return nil }
    return NumericRefinement(numeric.attribute, NumericRefinement.Operator(op), NSNumber(value: value), inclusive: !numeric.isNegated)
  }

  /// Whether this is a string facet filter on the attribute (with this value, when given).
  func isStringFacet(of attribute: String, value: String? = nil) -> Bool {
    guard let refinement = facetRefinement, refinement.name == attribute else { return false }
    return value.map { $0 == refinement.value } ?? true
  }

  /// Whether this is a comparison filter on the attribute.
  func isComparison(of attribute: String) -> Bool { numericRefinement?.name == attribute }
}
