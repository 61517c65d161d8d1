/// The number syntax of filters: optional sign, digits, optional fraction, optional exponent.
///
/// `-12`, `+5`, `10.0`, `1e3`, `2.5E-07` are numbers; `.5`, `10.`, `1e`, `inf`, `nan`, `0x10` and texts with
/// spaces are not. The same syntax decides which record strings count as numeric text for facet filters with a
/// number value.
enum FilterNumber {
  /// The value of `text` when it is a number in the filter syntax, else `nil`.
  static func parse<S: StringProtocol>(_ text: S) -> Double? {
    guard isNumber(text.utf8) else { return nil }
    return Double(String(text))
  }

  /// Whether the UTF-8 bytes spell a number in the filter syntax.
  static func isNumber<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    var index = bytes.startIndex
    func digits() -> Int {
      var count = 0
      while index != bytes.endIndex, isDigit(bytes[index]) {
        count += 1
        bytes.formIndex(after: &index)
      }
      return count
    }
    func skip(_ first: UInt8, _ second: UInt8) -> Bool {
      guard index != bytes.endIndex, bytes[index] == first || bytes[index] == second else { return false }
      bytes.formIndex(after: &index)
      return true
    }
    _ = skip(plus, minus)
    guard digits() > 0 else { return false }
    if skip(dot, dot), digits() == 0 { return false }
    if skip(lowerE, upperE) {
      _ = skip(plus, minus)
      if digits() == 0 { return false }
    }
    return index == bytes.endIndex
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private static let plus = UInt8(ascii: "+")
  private static let minus = UInt8(ascii: "-")
  private static let dot = UInt8(ascii: ".")
  private static let lowerE = UInt8(ascii: "e")
  private static let upperE = UInt8(ascii: "E")
}
