import Foundation

/// Numbers as v1's filter strings print them.
enum NumberText {
  /// A number as Apple's `NSNumber.description` renders it: integers plainly, Booleans as 0/1, doubles with
  /// `%0.16g`, floats with `%0.7g` (Linux Foundation prints doubles the Swift way, `3.0`, so this is explicit).
  static func v1(_ number: NSNumber) -> String {
    if String(describing: type(of: number)).contains("Boolean") { return number.boolValue ? "1" : "0" }
    switch String(cString: number.objCType) {
    case "f": return String(format: "%0.7g", number.floatValue)
    case "d": return String(format: "%0.16g", number.doubleValue)
    case "Q", "L", "I", "S", "C": return String(number.uint64Value)
    default: return String(number.int64Value)
    }
  }
}
