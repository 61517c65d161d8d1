import Foundation

// Numeric refinements (v1-core §2.2.4), with v1's notification counts.
extension SearchParameters {
  /// Makes an attribute's numeric refinements ORed (`true`) or ANDed (`false`). Posts nothing.
  public func setNumeric(withName name: String, disjunctive: Bool) {
    mutate {
      if disjunctive { disjunctiveNumerics.insert(name) } else { disjunctiveNumerics.remove(name) }
    }
  }

  /// Whether an attribute's numeric refinements are ORed.
  public func isDisjunctiveNumeric(name: String) -> Bool { disjunctiveNumerics.contains(name) }

  /// Appends a refinement on a number.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: NSNumber, inclusive: Bool = true) {
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement on an integer.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: Int, inclusive: Bool = true) {
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement on a double.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: Double, inclusive: Bool = true) {
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement.
  public func addNumericRefinement(_ refinement: NumericRefinement) {
    mutate { numericRefinements[refinement.name, default: []].append(refinement) }
  }

  /// Removes the first refinement equal to this one (numerically; inclusive only, unless told otherwise).
  public func removeNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: NSNumber, inclusive: Bool = true) {
    removeNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Removes the first refinement equal to this one.
  public func removeNumericRefinement(_ refinement: NumericRefinement) {
    guard var list = numericRefinements[refinement.name], let position = list.firstIndex(of: refinement) else { return }
    mutate {
      list.remove(at: position)
      numericRefinements[refinement.name] = list
      if list.isEmpty { numericRefinements.removeValue(forKey: refinement.name) }
    }
  }

  /// Removes every refinement matching the predicate; one notification per attribute whose list changed.
  public func removeNumericRefinements(where condition: (NumericRefinement) -> Bool) {
    mutate {
      for name in numericRefinements.keys.sorted() {
        guard let list = numericRefinements[name] else { continue }
        let kept = list.filter { !condition($0) }
        guard kept.count != list.count else { continue }
        if kept.isEmpty { numericRefinements.removeValue(forKey: name) } else { numericRefinements[name] = kept }
      }
    }
  }

  /// Removes every refinement of the attribute with the same operator and flag, then appends the new one.
  public func updateNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: NSNumber, inclusive: Bool = true) {
    removeNumericRefinements { $0.name == name && $0.op == op && $0.inclusive == inclusive }
    addNumericRefinement(name, op, value, inclusive: inclusive)
  }

  /// Whether the attribute has any numeric refinement.
  public func hasNumericRefinements(name: String) -> Bool { !(numericRefinements[name]?.isEmpty ?? true) }

  /// Whether any attribute has a numeric refinement.
  public func hasNumericRefinements() -> Bool { numericRefinements.values.contains { !$0.isEmpty } }

  /// Removes every numeric refinement; posts one notification even when there was none.
  public func clearNumericRefinements() {
    mutate { numericRefinements.removeAll() }
  }

  /// Removes an attribute's numeric refinements; posts one notification even when it had none.
  public func clearNumericRefinements(name: String) {
    mutate { numericRefinements.removeValue(forKey: name) }
  }

  /// The first refinement of the attribute with this operator and flag.
  public func getNumericRefinement(name filterName: String, operator: NumericRefinement.Operator, inclusive: Bool = true) -> NumericRefinement? {
    numericRefinements[filterName]?.first { $0.op == `operator` && $0.inclusive == inclusive }
  }
}
