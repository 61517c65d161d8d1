import Foundation

/// The text layer of Algolia's `params` string: percent-encoding, splitting into pairs, rendering values.
enum ParamsText {
  /// Whether a byte stays literal when encoding: the URL-query-allowed set of Foundation minus
  /// `& = + ? # ; / @`, that is `A–Z a–z 0–9 - . _ ~ ! $ ' ( ) * , :`.
  static func isLiteral(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
      UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ":"):
      return true
    default:
      return false
    }
  }

  /// Whether a byte is an RFC 3986 unreserved character: `A–Z a–z 0–9 - . _ ~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  /// `text` with every byte of its UTF-8 form that is not literal written `%XX` (upper-case hex).
  ///
  /// - Parameters:
  ///   - alsoLiteral: ASCII bytes kept literal beyond the set.
  ///   - isLiteral: The bytes kept literal; ``isLiteral(_:)``'s set by default.
  static func percentEncode(
    _ text: String, alsoLiteral: [UInt8] = [], isLiteral: (UInt8) -> Bool = ParamsText.isLiteral
  ) -> String {
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if isLiteral(byte) || (!alsoLiteral.isEmpty && alsoLiteral.contains(byte)) {
        encoded.append(byte)
      } else {
        encoded.append(UInt8(ascii: "%"))
        encoded.append(hexDigit(byte >> 4))
        encoded.append(hexDigit(byte & 0x0F))
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// `text` with `%XX` sequences decoded as UTF-8; `+` stays `+`. `nil` for a malformed `%` sequence or bytes
  /// that are not UTF-8.
  static func percentDecode<Text: StringProtocol>(_ text: Text) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    return String(bytes: bytes, encoding: .utf8)
  }

  /// The percent-decoded `name=value` pairs of a `params` string, by name: pieces are separated by `&` and split
  /// at their first `=` (a piece without `=` has an empty value); pieces with an empty name are skipped; a repeated
  /// name keeps its last value.
  ///
  /// - Throws: ``QueryParameterError`` when a name or a value is not percent-encoded UTF-8.
  static func pairs(of params: String) throws -> [String: String] {
    var pairs: [String: String] = [:]
    for piece in params.split(separator: "&") {
      let rawName: Substring
      let rawValue: Substring
      if let equals = piece.firstIndex(of: "=") {
        rawName = piece[..<equals]
        rawValue = piece[piece.index(after: equals)...]
      } else {
        rawName = piece
        rawValue = ""
      }
      guard let name = percentDecode(rawName) else {
        throw QueryParameterError(parameter: String(rawName), expected: QueryParameterError.Expected.percentEncodedText)
      }
      if name.isEmpty { continue }
      guard let value = percentDecode(rawValue) else {
        throw QueryParameterError(parameter: name, expected: QueryParameterError.Expected.percentEncodedText)
      }
      pairs[name] = value
    }
    return pairs
  }

  /// The text of a value before percent-encoding: strings verbatim, numbers in plain decimal, booleans
  /// `true`/`false`, arrays and objects as compact JSON with sorted keys; `nil` for `null`, which is not sent.
  static func text(of value: JSON) -> String? {
    switch value {
    case .null: return nil
    case .string(let text): return text
    case .number(let number): return plainDecimal(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .array, .object: return value.jsonString
    }
  }

  /// A number in plain decimal notation, without exponent: `10`, `-0.5`, `0.0000001`, `48.856614`.
  ///
  /// Integral values have no fractional part; others use the shortest digits that read back as the same `Double`.
  static func plainDecimal(_ value: Double) -> String {
    guard value.isFinite else { return value.description }
    // `description` writes integral values below 2^53 without exponent but with `.0` (`1000000000000000.0`),
    // so every integral value up to 2^53 is printed as an integer here.
    if value == value.rounded(), abs(value) <= 0x1p53 { return String(Int64(value)) }
    let shortest = value.description
    guard let exponentIndex = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(shortest[shortest.index(after: exponentIndex)...])
    else { return shortest }
    var mantissa = shortest[..<exponentIndex]
    let negative = mantissa.hasPrefix("-")
    if negative { mantissa = mantissa.dropFirst() }
    let integerDigits = mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
      ?? mantissa.count
    let digits = Array(mantissa.filter { $0 != "." })
    let point = integerDigits + exponent
    var result: String
    if point <= 0 {
      result = "0." + String(repeating: "0", count: -point) + String(digits)
    } else if point >= digits.count {
      result = String(digits) + String(repeating: "0", count: point - digits.count)
    } else {
      result = String(digits[..<point]) + "." + String(digits[point...])
    }
    if result.contains(".") {
      while result.hasSuffix("0") { result.removeLast() }
      if result.hasSuffix(".") { result.removeLast() }
    }
    return (negative ? "-" : "") + result
  }

  /// The upper-case hex digit of a nibble, as an ASCII byte.
  private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? nibble + 48 : nibble + 55 }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
