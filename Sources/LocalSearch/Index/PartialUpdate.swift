import Foundation
import InstantSearchCore

/// A partial update of a record, as Algolia applies one: each attribute set to its value, or changed by the built-in
/// operation it spells.
enum PartialUpdate {
  /// `record` with `attributes` applied, its `objectID` staying `objectID` whatever the attributes say; `nil` when a
  /// conditional operation (`IncrementFrom`, `IncrementSet`) does not hold, which leaves the whole record as it was.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an unknown operation or a numeric operation
  ///   with a value that is not a number, naming the attribute.
  static func applying(_ attributes: [String: JSON], to record: JSON, objectID: String) throws -> JSON? {
    var members = record.objectValue ?? [:]
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where name != "objectID" {
      let operation: BuiltInOperation?
      do {
        operation = try BuiltInOperation(json: value)
      } catch {
        throw SearchClientError.httpError(status: 400, message: "\(error.message) for attribute `\(name)`")
      }
      guard let operation else {
        members[name] = value
        continue
      }
      guard let value = apply(operation, to: members[name]) else { return nil }
      members[name] = value
    }
    members["objectID"] = .string(objectID)
    return .object(members)
  }

  /// The value an operation leaves in an attribute; `nil` when a conditional operation does not hold. A missing
  /// number counts as 0.
  private static func apply(_ operation: BuiltInOperation, to stored: JSON?) -> JSON? {
    let number = stored?.doubleValue ?? 0
    switch operation {
    case .increment(let amount): return .number(number + amount)
    case .decrement(let amount): return .number(number - amount)
    case .incrementFrom(let expected):
      // Counts up by one from the value the caller saw; another value means someone else changed it first.
      return number == expected ? .number(expected + 1) : nil
    case .incrementSet(let value):
      return value > number ? .number(value) : nil
    case .add(let element): return .array(list(stored) + [element])
    case .addUnique(let element):
      let elements = list(stored)
      return .array(elements.contains(element) ? elements : elements + [element])
    case .remove(let element): return .array(list(stored).filter { $0 != element })
    }
  }

  /// A stored value as a list: itself, empty when missing, or the one element it is.
  private static func list(_ stored: JSON?) -> [JSON] {
    switch stored {
    case nil, .null?: return []
    case .array(let elements)?: return elements
    case let value?: return [value]
    }
  }
}

extension SearchClientError {
  /// The message of an HTTP error, or the description of another error.
  var message: String {
    if case .httpError(_, let message) = self { return message }
    return description
  }
}
