import Foundation

/// One of Algolia's built-in operations of a partial update, as the value of the attribute it changes:
/// `["stock": BuiltInOperation.decrement(1).json]`.
public enum BuiltInOperation: Hashable, Sendable {
  /// Adds to a number (a missing attribute counts as 0).
  case increment(Double)
  /// Subtracts from a number (a missing attribute counts as 0).
  case decrement(Double)
  /// Appends a value to a list (a missing attribute starts empty; a value that is not a list becomes the list's first
  /// element).
  case add(JSON)
  /// Removes every occurrence of a value from a list.
  case remove(JSON)
  /// Appends a value to a list unless it holds it already.
  case addUnique(JSON)
  /// Adds to a number only when the stored one is the given one (or the attribute is missing and the given one is
  /// 0): an optimistic version counter.
  case incrementFrom(Double)
  /// Sets the number when it is greater than the stored one (or the attribute is missing).
  case incrementSet(Double)

  /// The operation's name in the request.
  public var name: String {
    switch self {
    case .increment: return "Increment"
    case .decrement: return "Decrement"
    case .add: return "Add"
    case .remove: return "Remove"
    case .addUnique: return "AddUnique"
    case .incrementFrom: return "IncrementFrom"
    case .incrementSet: return "IncrementSet"
    }
  }

  /// The `{"_operation": name, "value": value}` object Algolia reads.
  public var json: JSON {
    let value: JSON
    switch self {
    case .increment(let number), .decrement(let number), .incrementFrom(let number), .incrementSet(let number):
      value = .number(number)
    case .add(let element), .remove(let element), .addUnique(let element):
      value = element
    }
    return ["_operation": .string(name), "value": value]
  }

  /// The operation an attribute value of a partial update spells, or `nil` for a plain value.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an unknown `_operation` or a numeric one
  ///   whose value is not a number.
  public init?(json: JSON) throws(SearchClientError) {
    guard case .object(let fields) = json, let name = fields["_operation"]?.stringValue else { return nil }
    let value = fields["value"] ?? .null
    func number() throws(SearchClientError) -> Double {
      guard let number = value.doubleValue else {
        throw .httpError(status: 400, message: "\(name) operation requires a numeric value")
      }
      return number
    }
    switch name {
    case "Increment": self = .increment(try number())
    case "Decrement": self = .decrement(try number())
    case "IncrementFrom": self = .incrementFrom(try number())
    case "IncrementSet": self = .incrementSet(try number())
    case "Add": self = .add(value)
    case "Remove": self = .remove(value)
    case "AddUnique": self = .addUnique(value)
    default: throw .httpError(status: 400, message: "Unknown operation \"\(name)\"")
    }
  }
}
