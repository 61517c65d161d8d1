import Foundation
import XCTest

@testable import InstantSearchCore

final class TaggedStringTests: XCTestCase {
  func test_inputParser_findsTaggedAndUntaggedRanges() {
    let tagged = TaggedString(input: "Woodstock is <em>Snoopy</em>'s friend")
    XCTAssertEqual(tagged.output, "Woodstock is Snoopy's friend")
    XCTAssertEqual(tagged.utf16Ranges(), [13..<19])
    XCTAssertEqual(tagged.utf16Ranges(inverted: true), [0..<13, 19..<28])
    XCTAssertEqual(tagged.taggedSubstrings(), ["Snoopy"])
    XCTAssertEqual(tagged.untaggedSubstrings(), ["Woodstock is ", "'s friend"])
  }

  func test_inputParser_anyTagNameCountsAndUnclosedRunsToEnd() {
    let tagged = TaggedString(input: "<mark>Char</mark>lie <b>Brown")
    XCTAssertEqual(tagged.output, "Charlie Brown")
    XCTAssertEqual(tagged.taggedSubstrings(), ["Char", "Brown"])
    XCTAssertEqual(tagged.untaggedSubstrings(), ["lie "])
  }

  func test_inputParser_ignoresNestedOpensAndLoneAngleBracket() {
    let nested = TaggedString(input: "<em>a<em>b</em>c")
    XCTAssertEqual(nested.output, "abc")
    XCTAssertEqual(nested.taggedSubstrings(), ["ab"])
    let lone = TaggedString(input: "1 < 2 and <em>3</em>")
    XCTAssertEqual(lone.output, "1 3", "a `<` with a later `>` starts a tag, whatever it contains")
    let unterminated = TaggedString(input: "a < b")
    XCTAssertEqual(unterminated.output, "a < b")
    XCTAssertEqual(unterminated.taggedRanges, [])
  }

  func test_inputParser_emptyOutputHasNoRanges() {
    let tagged = TaggedString(input: "<em></em>")
    XCTAssertEqual(tagged.output, "")
    XCTAssertEqual(tagged.taggedRanges, [])
    XCTAssertEqual(tagged.untaggedRanges, [])
  }

  func test_inputParser_keepsMultibyteText() {
    let tagged = TaggedString(input: "Crème <em>brûlée</em> 🍮")
    XCTAssertEqual(tagged.output, "Crème brûlée 🍮")
    XCTAssertEqual(tagged.taggedSubstrings(), ["brûlée"])
    XCTAssertEqual(tagged.untaggedSubstrings(), ["Crème ", " 🍮"])
  }

  func test_tagParser_recognisesOnlyGivenTagsCaseInsensitively() {
    let tagged = TaggedString(string: "x < y, <EM>Snoop</em>y <b>z</b>", preTag: "<em>", postTag: "</em>")
    XCTAssertEqual(tagged.output, "x < y, Snoopy <b>z</b>")
    XCTAssertEqual(tagged.taggedSubstrings(), ["Snoop"])
  }

  func test_tagParser_stacksMergesAndDropsUnmatchedClosers() {
    let tagged = TaggedString(string: "</em>a<em>b<em>c</em>d</em>e", preTag: "<em>", postTag: "</em>")
    XCTAssertEqual(tagged.output, "abcde")
    XCTAssertEqual(tagged.taggedSubstrings(), ["bcd"])
    XCTAssertEqual(tagged.untaggedSubstrings(), ["a", "e"])
  }

  func test_tagParser_customTags() {
    let tagged = TaggedString(
      string: "__ais-highlight__Gold__/ais-highlight__en Gate", preTag: "__ais-highlight__",
      postTag: "__/ais-highlight__")
    XCTAssertEqual(tagged.output, "Golden Gate")
    XCTAssertEqual(tagged.taggedSubstrings(), ["Gold"])
  }

  func test_tagParser_untaggedIsWholeOutputWhenNothingTagged() {
    let tagged = TaggedString(string: "plain", preTag: "<em>", postTag: "</em>")
    XCTAssertEqual(tagged.taggedRanges, [])
    XCTAssertEqual(tagged.untaggedSubstrings(), ["plain"])
  }

  func test_joined_shiftsRangesPastSeparators() {
    let joined = TaggedString.joined(
      [TaggedString(input: "aaa<em>bbb</em>ccc"), TaggedString(input: "ddd<em>eee</em>fff")], separator: ", ")
    XCTAssertEqual(joined.output, "aaabbbccc, dddeeefff")
    XCTAssertEqual(joined.utf16Ranges(), [3..<6, 14..<17])
  }

  func test_highlightedString_codesAsPlainString() throws {
    let value = HighlightedString(string: "<em>Snoop</em>y")
    XCTAssertEqual(String(decoding: try JSONEncoder().encode(value), as: UTF8.self), #""<em>Snoop<\/em>y""#)
    let decoded = try JSONDecoder().decode(HighlightedString.self, from: Data(#""<em>Snoop</em>y""#.utf8))
    XCTAssertEqual(decoded, value)
    XCTAssertEqual(decoded.taggedString.taggedSubstrings(), ["Snoop"])
  }

  func test_highlightedString_withExplicitTags() {
    let value = HighlightedString(string: "a<b>b<mark>c</mark>", preTag: "<mark>", postTag: "</mark>")
    XCTAssertEqual(value.taggedString.output, "a<b>bc")
    XCTAssertEqual(value.taggedString.taggedSubstrings(), ["c"])
  }
}
