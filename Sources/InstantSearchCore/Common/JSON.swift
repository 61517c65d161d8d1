import Foundation

/// A JSON value of any shape: the common currency of records, hits, settings and free-form parameters.
///
/// Records in Algolia indices have no fixed schema, so the core, the embedded engine and the v1 layer
/// pass them around as `JSON`. It decodes from and encodes to any JSON text, compares structurally, and
/// converts to and from the Foundation values (`[String: Any]`, `[Any]`, `NSNumber`, `NSNull`) that v1
/// code works with.
///
/// Numbers are stored as `Double`, as JSON defines them; integers up to 2^53 survive exactly.
public enum JSON: Hashable, Sendable {
  /// A JSON string.
  case string(String)
  /// A JSON number.
  case number(Double)
  /// A JSON boolean.
  case bool(Bool)
  /// A JSON object. Key order is not preserved.
  case object([String: JSON])
  /// A JSON array.
  case array([JSON])
  /// The JSON `null` literal.
  case null
}

// MARK: - Reading

extension JSON {
  /// The member named `key` of an object; `nil` for a missing key or a value that is not an object.
  public subscript(key: String) -> JSON? {
    get {
      guard case .object(let members) = self else { return nil }
      return members[key]
    }
    set {
      guard case .object(var members) = self else { return }
      members[key] = newValue
      self = .object(members)
    }
  }

  /// The element at `index` of an array; `nil` when out of bounds or when the value is not an array.
  public subscript(index: Int) -> JSON? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }

  /// The value at a dotted path (`"author.name"`); `nil` if any step is missing or not an object.
  public subscript(path path: String) -> JSON? {
    var current: JSON? = self
    for key in path.split(separator: ".", omittingEmptySubsequences: false) {
      current = current?[String(key)]
    }
    return current
  }

  /// The string, when the value is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, when the value is a number.
  public var doubleValue: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as an `Int`, when the value is a number with no fractional part that fits in `Int`.
  public var intValue: Int? {
    guard case .number(let value) = self, let integer = Int(exactly: value) else { return nil }
    return integer
  }

  /// The boolean, when the value is a boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The members, when the value is an object.
  public var objectValue: [String: JSON]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The elements, when the value is an array.
  public var arrayValue: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// Whether the value is the `null` literal.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

// MARK: - Literals

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSON...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  public init(nilLiteral: ()) { self = .null }
}

// MARK: - Codable

extension JSON: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSON].self) {
      self = .object(value)
    } else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "The value is not a JSON string, number, boolean, array, object or null.")
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .number(let value):
      if let integer = Int(exactly: value) { try container.encode(integer) } else { try container.encode(value) }
    case .bool(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }
}

// MARK: - Text and typed values

extension JSON {
  /// Parses JSON text.
  ///
  /// - Parameter data: UTF-8 JSON text. Any JSON value is accepted at the top level, including scalars.
  /// - Throws: `DecodingError` naming the problem when the text is not JSON.
  public init(data: Data) throws {
    if let value = data.withUnsafeBytes(JSONTextReader.read) {
      self = value
    } else {
      self = try JSONDecoder().decode(JSON.self, from: data)
    }
  }

  /// Converts any encodable value to its JSON form.
  ///
  /// - Throws: `EncodingError` when the value cannot be encoded (a non-finite number, for instance).
  public init<T: Encodable>(encoding value: T) throws {
    let data = try JSONEncoder().encode(value)
    self = try JSON(data: data)
  }

  /// Decodes a typed value from this JSON.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: The decoder to use; its strategies (dates, keys) apply.
  /// - Throws: `DecodingError` when the JSON does not have the shape `type` expects.
  public func decode<T: Decodable>(as type: T.Type = T.self, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
    try decoder.decode(type, from: data())
  }

  /// Compact UTF-8 JSON text of the value, keys sorted.
  public func data() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Compact JSON text of the value, keys sorted (`{"a":[1,"b"]}`).
  public var jsonString: String {
    if let text = plainJSONText() { return text }
    return (try? data()).flatMap { String(data: $0, encoding: .utf8) } ?? "null"
  }

  /// The text ``data()`` writes, for a value of strings without control characters, booleans and `null`, in
  /// arrays (a request's lists): written directly, without an encoder. `nil` for anything else (numbers and
  /// objects), which the encoder writes.
  private func plainJSONText() -> String? {
    var bytes: [UInt8] = []
    func write(_ value: JSON) -> Bool {
      switch value {
      case .null: bytes += Array("null".utf8)
      case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
      case .string(let text):
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
          if byte < 0x20 { return false }
          if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { bytes.append(UInt8(ascii: "\\")) }
          bytes.append(byte)
        }
        bytes.append(UInt8(ascii: "\""))
      case .array(let elements):
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
          if index > 0 { bytes.append(UInt8(ascii: ",")) }
          guard write(element) else { return false }
        }
        bytes.append(UInt8(ascii: "]"))
      case .number, .object:
        return false
      }
      return true
    }
    return write(self) ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

extension JSON: CustomStringConvertible {
  /// The compact JSON text of the value.
  public var description: String { jsonString }
}
