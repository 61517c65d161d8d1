import Foundation

extension JSON {
  /// An error converting a Foundation value to ``JSON``.
  public struct ConversionError: Error, CustomStringConvertible, Equatable {
    /// The dotted path of the value that could not be converted (`"hits.3.price"`); empty for the root.
    public let path: String
    /// The Swift type of that value.
    public let typeName: String

    public var description: String {
      let place = path.isEmpty ? "the root value" : "`\(path)`"
      return "Cannot convert \(place) of type \(typeName) to JSON: only String, numbers, Bool, NSNull, "
        + "arrays and [String: Any] dictionaries are JSON values."
    }
  }

  /// Converts a Foundation value, as `JSONSerialization` produces it or v1 code builds it, to JSON.
  ///
  /// Accepts `String`, `Bool`, every integer and floating-point type, `NSNumber` (booleans are recognised),
  /// `NSNull`, `Optional.none`, `[Any]`, `[String: Any]` and ``JSON`` itself, nested to any depth.
  ///
  /// - Parameter value: The value to convert.
  /// - Throws: ``ConversionError`` naming the path and type of the first value that is not JSON.
  public init(foundationValue value: Any) throws {
    self = try JSON.convert(value, path: "")
  }

  /// The Foundation form of the value: `String`, `Bool`, `Int` for integral numbers that fit, `Double` otherwise,
  /// `NSNull`, `[Any]` or `[String: Any]`.
  ///
  /// This is the shape v1 code reads hits in (`hit["name"] as? String`, `hit["year"] as? Int`).
  public var foundationValue: Any {
    switch self {
    case .string(let value): return value
    case .number(let value):
      if let integer = Int(exactly: value) { return integer }
      return value
    case .bool(let value): return value
    case .object(let members): return members.mapValues { $0.foundationValue }
    case .array(let elements): return elements.map { $0.foundationValue }
    case .null: return NSNull()
    }
  }

  /// The Foundation form of an object, `nil` when the value is not an object.
  public var foundationObject: [String: Any]? {
    guard case .object = self else { return nil }
    return foundationValue as? [String: Any]
  }

  private static func convert(_ value: Any, path: String) throws -> JSON {
    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
    switch value {
    case let json as JSON: return json
    case let string as String: return .string(string)
    case let substring as Substring: return .string(String(substring))
    case let bool as Bool where type(of: value) == Bool.self: return .bool(bool)
    case let integer as any BinaryInteger: return .number(Double(integer))
    case let double as Double where type(of: value) == Double.self: return .number(double)
    case let float as Float where type(of: value) == Float.self: return .number(Double(float))
    case let number as NSNumber: return number.isBoolean ? .bool(number.boolValue) : .number(number.doubleValue)
    case is NSNull: return .null
    case let members as [String: Any]:
      var converted: [String: JSON] = [:]
      for (key, member) in members { converted[key] = try convert(member, path: child(key)) }
      return .object(converted)
    case let elements as [Any]:
      return .array(try elements.enumerated().map { try convert($1, path: child(String($0))) })
    default:
      if let optional = value as? OptionalProtocol, optional.isNone { return .null }
      throw ConversionError(path: path, typeName: String(describing: type(of: value)))
    }
  }
}

private protocol OptionalProtocol { var isNone: Bool { get } }
extension Optional: OptionalProtocol {
  var isNone: Bool { self == nil }
}

private let booleanNumberType = ObjectIdentifier(type(of: NSNumber(value: true)))

extension NSNumber {
  /// Whether this number was made from a `Bool` (as `JSONSerialization` makes `true`/`false`).
  fileprivate var isBoolean: Bool { ObjectIdentifier(type(of: self)) == booleanNumberType }
}
