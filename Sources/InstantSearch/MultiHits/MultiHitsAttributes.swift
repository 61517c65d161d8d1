import Foundation

/// v1's parsing of the comma-separated attributes of the multi-hits widgets (no trimming).
enum MultiHitsAttributes {
  /// `"20,5"` → `[20, 5]`; a piece that is not a `UInt` stops with v1's message.
  static func hitsPerSection(_ text: String) -> [UInt] {
    text.split(separator: ",", omittingEmptySubsequences: false).map {
      guard let count = UInt($0) else { fatalError("hitsPerSection should be comma seperated numbers") }
      return count
    }
  }

  /// `"a,b"` → `["a", "b"]`.
  static func list(_ text: String) -> [String] {
    text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }
}
