import Foundation

// Facet refinements (v1-core §2.2.3). Each dictionary write posts one notification: removing the last value
// of an attribute posts two (the emptied list, then the deleted key), as v1 did.
extension SearchParameters {
  /// Makes an attribute's refinements ORed (`true`) or ANDed (`false`). Posts nothing.
  public func setFacet(withName name: String, disjunctive: Bool) {
    mutate {
      if disjunctive { disjunctiveFacets.insert(name) } else { disjunctiveFacets.remove(name) }
    }
  }

  /// Whether an attribute's refinements are ORed.
  public func isDisjunctiveFacet(name: String) -> Bool { disjunctiveFacets.contains(name) }

  /// Appends a refinement (duplicates are kept).
  public func addFacetRefinement(name: String, value: String, inclusive: Bool = true) {
    mutate { facetRefinements[name, default: []].append(FacetRefinement(name: name, value: value, inclusive: inclusive)) }
  }

  /// Removes the first refinement of the attribute with this value, whatever its inclusive flag.
  public func removeFacetRefinement(name: String, value: String) {
    guard var list = facetRefinements[name], let position = list.firstIndex(where: { $0.value == value }) else { return }
    mutate {
      list.remove(at: position)
      facetRefinements[name] = list
      if list.isEmpty { facetRefinements.removeValue(forKey: name) }
    }
  }

  /// Removes every refinement matching the predicate; one notification per attribute whose list changed.
  public func removeFacetRefinements(where condition: (FacetRefinement) -> Bool) {
    mutate {
      for name in facetRefinements.keys.sorted() {
        guard let list = facetRefinements[name] else { continue }
        let kept = list.filter { !condition($0) }
        guard kept.count != list.count else { continue }
        if kept.isEmpty { facetRefinements.removeValue(forKey: name) } else { facetRefinements[name] = kept }
      }
    }
  }

  /// Whether the attribute has a refinement with this value, inclusive or not.
  public func hasFacetRefinement(name: String, value: String) -> Bool {
    facetRefinements[name]?.contains { $0.value == value } ?? false
  }

  /// Whether the attribute has any refinement.
  public func hasFacetRefinements(name: String) -> Bool { !(facetRefinements[name]?.isEmpty ?? true) }

  /// Whether any attribute has a facet refinement.
  public func hasFacetRefinements() -> Bool { facetRefinements.values.contains { !$0.isEmpty } }

  /// Removes the value when refined (first match, even exclusive), else adds it as inclusive.
  public func toggleFacetRefinement(name: String, value: String) {
    if hasFacetRefinement(name: name, value: value) {
      removeFacetRefinement(name: name, value: value)
    } else {
      addFacetRefinement(name: name, value: value)
    }
  }

  /// Removes every facet refinement; posts one notification even when there was none.
  public func clearFacetRefinements() {
    mutate { facetRefinements.removeAll() }
  }

  /// Removes an attribute's facet refinements; posts one notification even when it had none.
  public func clearFacetRefinements(name: String) {
    mutate { facetRefinements.removeValue(forKey: name) }
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
