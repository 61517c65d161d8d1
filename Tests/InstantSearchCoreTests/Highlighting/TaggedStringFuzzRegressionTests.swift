import Foundation
import InstantSearchCore
import XCTest

/// Inputs the `highlight` fuzz target (Fuzz/highlight.swift) found, kept as regression tests.
final class TaggedStringFuzzRegressionTests: XCTestCase {
  /// Foundation matched the tag `"\u{FFFD}\0"` past the end of `"\u{FFFD}"` and trapped building the range.
  func test_tagEndingInNUL_doesNotTrap() {
    let tagged = TaggedString(string: "\u{FFFD}", preTag: "", postTag: "\u{FFFD}\0")
    XCTAssertEqual(tagged.taggedRanges, [])
    let custom = HighlightedString(string: "a\u{FFFD}b", preTag: "\u{FFFD}\0", postTag: "\0")
    XCTAssertTrue(custom.taggedString.output.hasPrefix("a"))
  }

  func test_customTags_stillMatch() {
    let tagged = TaggedString(string: "a [[B]] c", preTag: "[[", postTag: "]]")
    XCTAssertEqual(tagged.output, "a B c")
    XCTAssertEqual(tagged.taggedSubstrings(), ["B"])
  }
}
