import Foundation

extension JSON {
  /// An error converting a Foundation value to ``JSON``.
  public struct ConversionError: Error, CustomStringConvertible, Equatable, LocalizedError {
    /// Why a value could not be converted.
    public enum Reason: Equatable, Sendable {
      /// The value's type has no JSON form.
      case notAJSONType
      /// The value is NaN or infinite, which JSON cannot write.
      case notFinite
      /// Arrays and objects are nested deeper than ``JSON/maximumFoundationDepth``.
      case tooDeep
    }

    /// The dotted path of the value that could not be converted (`"hits.3.price"`); empty for the root.
    public let path: String
    /// The Swift type of that value.
    public let typeName: String
    /// Why it could not be converted.
    public let reason: Reason

    /// Describes a failed conversion.
    public init(path: String, typeName: String, reason: Reason = .notAJSONType) {
      self.path = path
      self.typeName = typeName
      self.reason = reason
    }

    public var description: String {
      let place = path.isEmpty ? "the root value" : "`\(path)`"
      switch reason {
      case .notAJSONType:
        return "Cannot convert \(place) of type \(typeName) to JSON: only String, numbers, Bool, NSNull, "
          + "arrays and [String: Any] dictionaries are JSON values."
      case .notFinite:
        return "Cannot convert \(place) of type \(typeName) to JSON: NaN and infinite numbers have no JSON form."
      case .tooDeep:
        return "Cannot convert \(place) to JSON: arrays and objects are nested deeper than \(JSON.maximumFoundationDepth) levels."
      }
    }

    /// The ``description``, so that `localizedDescription` reads the same.
    public var errorDescription: String? { description }
  }

  /// How deep arrays and objects may nest in a Foundation value converted to JSON: 512, as in JSON text read by
  /// Foundation.
  public static let maximumFoundationDepth = 512

  /// Converts a Foundation value, as `JSONSerialization` produces it or v1 code builds it, to JSON.
  ///
  /// Accepts `String`, `Bool`, every integer and floating-point type, `NSNumber` (booleans are recognised),
  /// `NSNull`, `Optional.none`, `[Any]`, `[String: Any]` and ``JSON`` itself, nested up to
  /// ``maximumFoundationDepth`` levels. The time taken grows with the size of the value, whatever its depth.
  ///
  /// - Parameter value: The value to convert.
  /// - Throws: ``ConversionError`` naming the path of the first value that is not JSON, a NaN or infinite number,
  ///   or a value nested too deep.
  public init(foundationValue value: Any) throws {
    var path: [String] = []
    self = try JSON.convert(value, path: &path)
  }

  /// The Foundation form of the value, as `JSONSerialization` reads the same JSON text: `String`, `NSNumber` for
  /// numbers and booleans, `NSNull`, `[Any]` or `[String: Any]`.
  ///
  /// This is the shape v1 code reads hits in: a number casts to any numeric type that holds it exactly
  /// (`hit["price"] as? Double` for `999`, `hit["year"] as? Int`, `as? NSNumber`), and a boolean to `Bool`.
  public var foundationValue: Any {
    switch self {
    case .string(let value): return value
    case .number(let value):
      if let integer = Int(exactly: value) { return NSNumber(value: integer) }
      return NSNumber(value: value)
    case .bool(let value): return NSNumber(value: value)
    case .object(let members): return members.mapValues { $0.foundationValue }
    case .array(let elements): return elements.map { $0.foundationValue }
    case .null: return NSNull()
    }
  }

  /// The Foundation form of an object, `nil` when the value is not an object.
  public var foundationObject: [String: Any]? {
    // The members converted directly: casting `foundationValue` back from `Any` is a run-time cast of the dictionary.
    guard case .object(let members) = self else { return nil }
    return members.mapValues { $0.foundationValue }
  }

  /// Converts containers first, so that no container is ever tried as a number (a bridging cast that copies
  /// it); `path` holds the keys down to `value` and becomes a string only in an error.
  private static func convert(_ value: Any, path: inout [String]) throws -> JSON {
    func failure(_ reason: ConversionError.Reason) -> ConversionError {
      ConversionError(path: path.joined(separator: "."), typeName: String(describing: type(of: value)), reason: reason)
    }
    func finite(_ number: Double) throws -> JSON {
      guard number.isFinite else { throw failure(.notFinite) }
      return .number(number)
    }
    switch value {
    case let json as JSON: return json
    case let members as [String: Any]:
      guard path.count < maximumFoundationDepth else { throw failure(.tooDeep) }
      var converted: [String: JSON] = [:]
      converted.reserveCapacity(members.count)
      for (key, member) in members {
        path.append(key)
        converted[key] = try convert(member, path: &path)
        path.removeLast()
      }
      return .object(converted)
    case let elements as [Any]:
      guard path.count < maximumFoundationDepth else { throw failure(.tooDeep) }
      var converted: [JSON] = []
      converted.reserveCapacity(elements.count)
      for (position, element) in elements.enumerated() {
        path.append(String(position))
        converted.append(try convert(element, path: &path))
        path.removeLast()
      }
      return .array(converted)
    case let string as String: return .string(string)
    case let substring as Substring: return .string(String(substring))
    case let bool as Bool where type(of: value) == Bool.self: return .bool(bool)
    case let integer as any BinaryInteger: return .number(Double(integer))
    case let double as Double where type(of: value) == Double.self: return try finite(double)
    case let float as Float where type(of: value) == Float.self: return try finite(Double(float))
    case let number as NSNumber: return number.isBoolean ? .bool(number.boolValue) : try finite(number.doubleValue)
    case is NSNull: return .null
    default:
      if let optional = value as? OptionalProtocol, optional.isNone { return .null }
      throw failure(.notAJSONType)
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

extension Dictionary where Key == String, Value == Any {
  /// The Foundation form of a JSON object (`[String: Any](hit)`, as Algolia's client 8 offers it); `nil` when
  /// the value is not an object.
  public init?(_ json: JSON) {
    guard let object = json.foundationObject else { return nil }
    self = object
  }
}
