import InstantSearchCore

extension AttributePath {
  /// Whether some value ``scalarValues(in:)`` would return satisfies `predicate`.
  ///
  /// The same traversal (objects stepped into, arrays applied element-wise and flattened at the end, `null`
  /// and trailing objects skipped), without building the array: filters run it for every candidate record, and
  /// it stops at the first value that matches. Only the member the path starts with is decoded.
  func containsScalar(in record: StoredRecord, where predicate: (JSON) -> Bool) -> Bool {
    guard let member = record.member(components[0]) else { return false }
    return scan(member, from: 1, predicate)
  }

  private func scan(_ value: JSON, from index: Int, _ predicate: (JSON) -> Bool) -> Bool {
    if index == components.count {
      switch value {
      case .null, .object: return false
      case .array(let elements):
        for element in elements where scan(element, from: index, predicate) { return true }
        return false
      default: return predicate(value)
      }
    }
    switch value {
    case .object(let members):
      guard let member = members[components[index]] else { return false }
      return scan(member, from: index + 1, predicate)
    case .array(let elements):
      for element in elements where scan(element, from: index, predicate) { return true }
      return false
    default:
      return false
    }
  }
}
