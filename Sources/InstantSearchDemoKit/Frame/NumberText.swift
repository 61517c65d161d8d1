import Foundation

/// Numbers written for people: thousands grouped with commas, integers without decimals.
enum NumberText {
  /// `1200` → `"1,200"`, `-1266` → `"-1,266"`, `2.5` → `"2.5"`.
  static func grouped(_ value: Double) -> String {
    let rounded = value.rounded()
    if abs(value - rounded) >= 0.05 { return String(format: "%.1f", value) }
    let digits = String(Int(abs(rounded)))
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (rounded < 0 ? "-" : "") + grouped
  }
}
