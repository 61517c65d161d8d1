/// Writes an original text with some of its UTF-8 spans wrapped in tags.
///
/// Shared by highlighting, snippeting, facet-value highlighting and `queryAfterRemoval`, which all wrap the
/// original characters of matched words.
enum TaggedSpans {
  /// `utf8[bytes]` with each span of `spans` wrapped in `preTag` … `postTag`.
  ///
  /// - Parameters:
  ///   - spans: Ranges inside `bytes`, in text order. Empty ranges are skipped. A span that overlaps the one before
  ///     it (two words folded from one original character, as `1` and `2` from `½`) is merged into it, so no
  ///     character is wrapped twice and tags never nest.
  ///   - replacements: Texts written inside the tags instead of the spans starting where they are keyed.
  static func render(
    _ utf8: [UInt8], bytes: Range<Int>, spans: [Range<Int>], preTag: String, postTag: String, replacements: [Int: String] = [:]
  ) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var cursor = bytes.lowerBound
    for span in merged(spans) {
      output += utf8[cursor..<span.lowerBound]
      output += preTag.utf8
      if let replacement = replacements[span.lowerBound] { output += replacement.utf8 } else { output += utf8[span] }
      output += postTag.utf8
      cursor = span.upperBound
    }
    output += utf8[cursor..<bytes.upperBound]
    return String(decoding: output, as: UTF8.self)
  }

  /// `spans` without empty ranges, each run of overlapping ranges joined into one.
  static func merged(_ spans: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for span in spans where !span.isEmpty {
      if let last = result.last, span.lowerBound < last.upperBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
      } else {
        result.append(span)
      }
    }
    return result
  }
}
