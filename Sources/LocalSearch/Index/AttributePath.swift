import InstantSearchCore

/// A dotted path to an attribute of a record (`"author.name"`), resolved as Algolia resolves it.
///
/// Each dot steps into an object member; meeting an array applies the rest of the path to every element,
/// so `authors.name` over `[{"name":"a"},{"name":"b"}]` yields `a` and `b`. A key that itself contains a
/// dot is not addressable.
struct AttributePath: Hashable, Sendable, CustomStringConvertible {
  /// The path as written.
  let rawValue: String
  /// The member names, in order.
  let components: [String]

  init(_ rawValue: String) {
    self.rawValue = rawValue
    self.components = rawValue.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  var description: String { rawValue }

  /// The same path in storage of its own. Threads that read one path's storage at once contend on its
  /// reference count; each thread of a parallel build reads a path of its own instead.
  var unshared: AttributePath { AttributePath(String(decoding: Array(rawValue.utf8), as: UTF8.self)) }

  /// Every value the path reaches in `record`, arrays at the end of the path flattened into their
  /// scalar elements, in document order. `null` values are skipped.
  func scalarValues(in record: JSON) -> [JSON] {
    var result: [JSON] = []
    collect(record, from: 0, into: &result, flattenArrays: true)
    return result
  }

  /// The values the path reaches in `record` without flattening the final value: objects and arrays
  /// at the end of the path are returned whole (for highlighting, which mirrors shapes).
  func values(in record: JSON) -> [JSON] {
    var result: [JSON] = []
    collect(record, from: 0, into: &result, flattenArrays: false)
    return result
  }

  /// ``scalarValues(in:)`` of a stored record, decoding only the member the path starts with.
  func scalarValues(in record: StoredRecord) -> [JSON] { scalarValues(inMember: record.member(components[0])) }

  /// ``scalarValues(in:)`` of a record whose member named ``components``' first is `member`.
  func scalarValues(inMember member: JSON?) -> [JSON] {
    var result: [JSON] = []
    if let member { collect(member, from: 1, into: &result, flattenArrays: true) }
    return result
  }

  /// ``values(in:)`` of a stored record, decoding only the member the path starts with.
  func values(in record: StoredRecord) -> [JSON] { values(inMember: record.member(components[0])) }

  /// ``values(in:)`` of a record whose member named ``components``' first is `member`.
  func values(inMember member: JSON?) -> [JSON] {
    var result: [JSON] = []
    if let member { collect(member, from: 1, into: &result, flattenArrays: false) }
    return result
  }

  private func collect(_ value: JSON, from index: Int, into result: inout [JSON], flattenArrays: Bool) {
    if index == components.count {
      switch value {
      case .null: return
      case .array(let elements) where flattenArrays:
        for element in elements { collect(element, from: index, into: &result, flattenArrays: true) }
      case .object where flattenArrays:
        return
      default:
        result.append(value)
      }
      return
    }
    switch value {
    case .object(let members):
      if let member = members[components[index]] {
        collect(member, from: index + 1, into: &result, flattenArrays: flattenArrays)
      }
    case .array(let elements):
      for element in elements { collect(element, from: index, into: &result, flattenArrays: flattenArrays) }
    default:
      return
    }
  }
}
