/// Reads JSON text (RFC 8259) straight into a ``JSON`` value, many times faster than decoding it through
/// `Decodable`.
///
/// It gives up (`nil`) on anything it does not read exactly as `JSONDecoder` would: invalid text, invalid
/// UTF-8, a lone surrogate escape, a number out of `Double`'s range, a repeated key, nesting over 512 levels,
/// or a scalar at the top level. ``JSON/init(data:)`` then decodes the text with `JSONDecoder`, which answers,
/// or names the problem, as it always has.
struct JSONTextReader {
  private let text: UnsafeRawBufferPointer
  private var position = 0
  private var depth = 0
  /// The deepest nesting read.
  static let maximumDepth = 512

  private init(_ text: UnsafeRawBufferPointer) {
    self.text = text
  }

  /// The value of a whole text holding an object or an array; `nil` where the reader gives up.
  static func read(_ text: UnsafeRawBufferPointer) -> JSON? {
    var reader = JSONTextReader(text)
    reader.skipWhitespace()
    guard reader.position < text.count, text[reader.position] == UInt8(ascii: "{") || text[reader.position] == UInt8(ascii: "[")
    else { return nil }
    guard let value = reader.value() else { return nil }
    reader.skipWhitespace()
    guard reader.position == text.count else { return nil }
    return value
  }

  private var current: UInt8? { position < text.count ? text[position] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  private mutating func take(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard position + count <= text.count else { return false }
    for index in 0..<count where text[position + index] != literal.utf8Start[index] { return false }
    position += count
    return true
  }

  private mutating func value() -> JSON? {
    switch current {
    case UInt8(ascii: "{")?: return object()
    case UInt8(ascii: "[")?: return array()
    case UInt8(ascii: "\"")?: return string().map(JSON.string)
    // `JSON` takes the `nil` literal as `null`, so the literals are written without one.
    case UInt8(ascii: "t")?: return take("true") ? JSON?.some(.bool(true)) : JSON?.none
    case UInt8(ascii: "f")?: return take("false") ? JSON?.some(.bool(false)) : JSON?.none
    case UInt8(ascii: "n")?: return take("null") ? JSON?.some(.null) : JSON?.none
    case _?: return number().map(JSON.number)
    case nil: return nil
    }
  }

  private mutating func object() -> JSON? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { return nil }
    position += 1
    var members: [String: JSON] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\""), let key = string() else { return nil }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      position += 1
      skipWhitespace()
      guard let member = value() else { return nil }
      if case .some = members.updateValue(member, forKey: key) { return nil }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ",")?: position += 1
      case UInt8(ascii: "}")?:
        position += 1
        return .object(members)
      default: return nil
      }
    }
  }

  private mutating func array() -> JSON? {
    var elements: [JSON] = []
    guard readElements({ elements.append($0); return true }) else { return nil }
    return .array(elements)
  }

  /// Reads an array from its opening bracket, handing each element to `body`; `false` when the reader gives up
  /// or `body` returns `false`.
  private mutating func readElements(_ body: (JSON) -> Bool) -> Bool {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { return false }
    position += 1
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return true
    }
    while true {
      skipWhitespace()
      guard let element = value(), body(element) else { return false }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ",")?: position += 1
      case UInt8(ascii: "]")?:
        position += 1
        return true
      default: return false
      }
    }
  }

  /// Reads a whole text holding an array, handing its elements to `body` in runs of up to `runLength`, so that
  /// no more than one run is held at a time; `false`, having handed the runs before, when the reader gives up
  /// or `body` returns `false`.
  static func readArray(_ text: UnsafeRawBufferPointer, runLength: Int, _ body: ([JSON]) -> Bool) -> Bool {
    var reader = JSONTextReader(text)
    reader.skipWhitespace()
    guard reader.current == UInt8(ascii: "[") else { return false }
    var run: [JSON] = []
    let read = reader.readElements { element in
      run.append(element)
      guard run.count == runLength else { return true }
      defer { run.removeAll(keepingCapacity: true) }
      return body(run)
    }
    reader.skipWhitespace()
    guard read, reader.position == text.count else { return false }
    return run.isEmpty || body(run)
  }

  /// A string from its opening quote: its bytes in place when it has no escape, else rebuilt.
  private mutating func string() -> String? {
    position += 1
    let start = position
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { return nil }
      position += 1
    }
    guard let stop = current else { return nil }
    if stop == UInt8(ascii: "\"") {
      position += 1
      return String(validating: UnsafeRawBufferPointer(rebasing: text[start..<position - 1]), as: UTF8.self)
    }
    var bytes = Array(text[start..<position])
    while true {
      guard let byte = current else { return nil }
      position += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: bytes, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = current else { return nil }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(escaped)
        case UInt8(ascii: "b"): bytes.append(0x08)
        case UInt8(ascii: "f"): bytes.append(0x0C)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = escapedScalar() else { return nil }
          bytes.append(contentsOf: String(Character(scalar)).utf8)
        default: return nil
        }
      default:
        guard byte >= 0x20 else { return nil }
        bytes.append(byte)
      }
    }
  }

  /// The scalar of a `\u` escape (and of the low-surrogate escape following a high one), after the `u`.
  private mutating func escapedScalar() -> Unicode.Scalar? {
    guard let first = hexQuad() else { return nil }
    switch first {
    case 0xD800...0xDBFF:
      guard take("\\u"), let second = hexQuad(), (0xDC00...0xDFFF).contains(second) else { return nil }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    case 0xDC00...0xDFFF: return nil
    default: return Unicode.Scalar(first)
    }
  }

  private mutating func hexQuad() -> UInt32? {
    guard position + 4 <= text.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = text[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// A number in JSON's grammar: `-`, an integer part without leading zeros, an optional fraction and exponent.
  private mutating func number() -> Double? {
    let start = position
    if current == UInt8(ascii: "-") { position += 1 }
    guard let lead = current, isDigit(lead) else { return nil }
    position += 1
    if lead != UInt8(ascii: "0") { while let byte = current, isDigit(byte) { position += 1 } }
    var isIntegral = true
    if current == UInt8(ascii: ".") {
      isIntegral = false
      position += 1
      guard let byte = current, isDigit(byte) else { return nil }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isIntegral = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard let byte = current, isDigit(byte) else { return nil }
      while let byte = current, isDigit(byte) { position += 1 }
    }
    let lexeme = UnsafeRawBufferPointer(rebasing: text[start..<position])
    // Up to 15 digits, an integer is exact in a Double; anything else goes through the correctly rounded parser.
    if isIntegral, lexeme.count <= 15, !(lexeme.count == 2 && lexeme[0] == UInt8(ascii: "-") && lexeme[1] == UInt8(ascii: "0")) {
      var magnitude = 0
      for byte in lexeme where byte != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0")) }
      return Double(lexeme[0] == UInt8(ascii: "-") ? -magnitude : magnitude)
    }
    guard let parsed = Double(String(decoding: lexeme, as: UTF8.self)), parsed.isFinite else { return nil }
    // A number too small for a Double, and a zero with an exponent (`JSONDecoder` on Linux rejects some of those
    // spellings, `0e2` or `-0.0e2`, and reads others, `0E-2`), are left to the decoder, whatever it makes of them.
    let mantissa = lexeme.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
    if parsed == 0, mantissa.count < lexeme.count || mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
      return nil
    }
    return parsed
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
