// libFuzzer target: the core's highlight-tag parsers (`TaggedString`, `HighlightedString`).
//
// With the default rule (any `<…>` is a tag), the untagged text must equal the input with every tag
// removed: a `<` followed later by a `>` starts a tag ending at that `>`, a `<` with no later `>` is text.
// Ranges must be ordered, disjoint and within the output (the custom-tag parser gives an empty output one
// empty untagged range). With custom tags (the first two lines of the
// input; the rest is the text) parsing must not crash, ranges must be valid, and text holding neither tag
// must come out unchanged.
import Foundation
import InstantSearchCore

/// The UTF-8 of `input` with every `<…>` tag removed, as `TaggedString(input:)` documents tags.
private func withoutTags(_ input: [UInt8]) -> [UInt8] {
  var output: [UInt8] = []
  var index = 0
  while index < input.count {
    if input[index] == UInt8(ascii: "<"),
      let close = input[(index + 1)...].firstIndex(of: UInt8(ascii: ">"))
    {
      index = close + 1
    } else {
      output.append(input[index])
      index += 1
    }
  }
  return output
}

/// Traps unless the ranges are ordered, disjoint and within `tagged.output`.
private func checkRanges(_ tagged: TaggedString, _ context: String) {
  for ranges in [tagged.taggedRanges, tagged.untaggedRanges] {
    var previous = tagged.output.startIndex
    for range in ranges {
      guard range.lowerBound >= previous, range.upperBound <= tagged.output.endIndex else {
        fatalError("\(context): invalid ranges for input \(tagged.input.debugDescription)")
      }
      previous = range.upperBound
    }
  }
  _ = tagged.taggedSubstrings()
  _ = tagged.untaggedSubstrings()
  _ = tagged.utf16Ranges()
  _ = tagged.utf16Ranges(inverted: true)
}

/// Parses the input, read as UTF-8 text, with default and custom tags.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)

  let tagged = TaggedString(input: text)
  let expected = withoutTags(Array(text.utf8))
  if Array(tagged.output.utf8) != expected {
    fatalError("untagged text \(tagged.output.debugDescription) of \(text.debugDescription) is not the input without tags")
  }
  checkRanges(tagged, "TaggedString(input:)")
  if HighlightedString(string: text).taggedString != tagged {
    fatalError("HighlightedString(string:) parses \(text.debugDescription) differently from TaggedString(input:)")
  }

  checkRanges(TaggedString(string: text, preTag: "<em>", postTag: "</em>"), "TaggedString <em>")
  let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
  if lines.count == 3 {
    let (preTag, postTag, body) = (String(lines[0]), String(lines[1]), String(lines[2]))
    let custom = HighlightedString(string: body, preTag: preTag, postTag: postTag).taggedString
    checkRanges(custom, "custom tags")
    let literal = TaggedString(string: body, preTag: preTag, postTag: postTag, options: [.literal])
    checkRanges(literal, "custom literal tags")
    // `String.range(of:options:)` can trap on these inputs (the Foundation fault `TaggedString` works
    // around), so the search uses `NSString`, whose result is not converted to `String` indices.
    let absent = { (tag: String) in
      tag.isEmpty
        || NSString(string: body).range(of: tag, options: [.caseInsensitive, .diacriticInsensitive]).location
          == NSNotFound
    }
    if absent(preTag) && absent(postTag) && custom.output != body {
      fatalError("text \(body.debugDescription) without tags \(preTag.debugDescription)/\(postTag.debugDescription) changed to \(custom.output.debugDescription)")
    }
  }
  return 0
}
