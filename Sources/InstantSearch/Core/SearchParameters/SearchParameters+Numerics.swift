import Foundation
import InstantSearchCore

// Numeric refinements, with v1's notification counts.
extension SearchParameters {
  /// Makes an attribute's numeric refinements ORed (`true`) or ANDed (`false`), moving them to the matching
  /// group. Posts nothing.
  public func setNumeric(withName name: String, disjunctive: Bool) {
    let source = numericGroupID(name)
    if disjunctive { explicitDisjunctiveNumerics.insert(name) } else { explicitDisjunctiveNumerics.remove(name) }
    moveEntries(from: source, to: numericGroupID(name)) { $0.isComparison(of: name) }
  }

  /// Whether an attribute's numeric refinements are ORed.
  public func isDisjunctiveNumeric(name: String) -> Bool { disjunctiveNumerics.contains(name) }

  /// Appends a refinement on a number.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: NSNumber, inclusive: Bool = true, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.addNumericRefinement, file: file, line: line)
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement on an integer.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: Int, inclusive: Bool = true, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.addNumericRefinement, file: file, line: line)
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement on a double.
  public func addNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: Double, inclusive: Bool = true, file: StaticString = #fileID, line: UInt = #line) {
    recordMigration(MigrationCatalogue.addNumericRefinement, file: file, line: line)
    addNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Appends a refinement.
  public func addNumericRefinement(_ refinement: NumericRefinement) {
    mutate {
      filterState.append(refinement.numericFilter, toGroupWithID: numericGroupID(refinement.name))
      return [.current]
    }
  }

  /// Removes the first refinement equal to this one (numerically; inclusive only, unless told otherwise).
  public func removeNumericRefinement(_ name: String, _ op: NumericRefinement.Operator, _ value: NSNumber, inclusive: Bool = true) {
    removeNumericRefinement(NumericRefinement(name, op, value, inclusive: inclusive))
  }

  /// Removes the first refinement equal to this one.
  public func removeNumericRefinement(_ refinement: NumericRefinement) {
    let target = Filter.numeric(refinement.numericFilter)
    let count = numericRefinements[refinement.name]?.count ?? 0
    mutate {
      guard removeFirstEntry(where: { $0 == target }) else { return [] }
      return count == 1 ? [.emptiedNumeric(refinement.name), .current] : [.current]
    }
  }

  /// Removes every refinement matching the predicate; one notification per attribute whose list changed.
  public func removeNumericRefinements(where condition: (NumericRefinement) -> Bool) {
    let before = numericRefinements
    let changed = before.keys.filter { before[$0]!.contains(where: condition) }
    guard !changed.isEmpty else { return }
    mutate {
      removeEntries { filter in filter.numericRefinement.map(condition) ?? false }
      return changed.map { _ in .current }
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
  public func hasNumericRefinements() -> Bool { !numericRefinements.isEmpty }

  /// Removes every numeric refinement; posts one notification even when there was none.
  public func clearNumericRefinements() {
    mutate {
      removeEntries { $0.numericRefinement != nil }
      return [.current]
    }
  }

  /// Removes an attribute's numeric refinements; posts one notification even when it had none.
  public func clearNumericRefinements(name: String) {
    mutate {
      removeEntries { $0.isComparison(of: name) }
      return [.current]
    }
  }

  /// The first refinement of the attribute with this operator and flag.
  public func getNumericRefinement(name filterName: String, operator: NumericRefinement.Operator, inclusive: Bool = true) -> NumericRefinement? {
    numericRefinements[filterName]?.first { $0.op == `operator` && $0.inclusive == inclusive }
  }
}
