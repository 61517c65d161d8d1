import Foundation

/// Numbers as v1's filter strings print them.
enum NumberText {
  /// A number as Apple's `NSNumber.description` renders it: integers plainly, Booleans as 0/1, doubles with
  /// `%0.16g`, floats with `%0.7g` (Linux Foundation prints doubles the Swift way, `3.0`, so this is explicit).
  ///
  /// Infinities print as `inf` and `-inf` and every NaN as `nan` (its sign dropped), as Apple's `%g` prints
  /// them; they are spelled out here rather than left to the platform's formatter. The filter syntax has no such
  /// numbers, so a search with such a refinement fails with a 400 whose message names the token.
  static func v1(_ number: NSNumber) -> String {
    if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "1" : "0" }
    switch String(cString: number.objCType) {
    case "f" where !number.doubleValue.isFinite, "d" where !number.doubleValue.isFinite: return nonFinite(number.doubleValue)
    case "f": return String(format: "%0.7g", number.floatValue)
    case "d": return String(format: "%0.16g", number.doubleValue)
    case "Q", "L", "I", "S", "C": return String(number.uint64Value)
    default: return String(number.int64Value)
    }
  }

  /// `inf`, `-inf` or `nan`.
  private static func nonFinite(_ value: Double) -> String { value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
}
