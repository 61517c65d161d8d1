import InstantSearchCore
import XCTest

@testable import LocalSearch

/// The shape of highlight trees: scalars, arrays, objects, `null`.
final class HighlightTreeTests: XCTestCase {
  private typealias Support = HighlightTestSupport

  private func highlight(_ value: JSON, _ query: String, restrictArrays: Bool = false) -> JSON? {
    Highlighter(words: Support.words(query), restrictArrays: restrictArrays).highlight(value, attributePath: "attr")
  }

  func test_highlight_numbersAndBooleans_highlightedAsText() {
    XCTAssertEqual(highlight(2010, "2010"), Support.leaf("<em>2010</em>", "full", ["2010"], fully: true))
    XCTAssertEqual(highlight(199.99, "199 "), Support.leaf("<em>199</em>.99", "full", ["199"], fully: false))
    XCTAssertEqual(highlight(true, "true"), Support.leaf("<em>true</em>", "full", ["true"], fully: true))
    XCTAssertEqual(highlight(false, "true"), Support.leaf("false", "none", []))
  }

  func test_highlight_null_isOmitted() {
    XCTAssertNil(highlight(nil, "apple"))
    XCTAssertEqual(
      highlight(["a": nil, "b": "Apple"], "apple"),
      ["b": Support.leaf("<em>Apple</em>", "full", ["apple"], fully: true)])
    XCTAssertEqual(highlight([nil, "pear"], "apple"), [Support.leaf("pear", "none", [])])
  }

  func test_highlight_array_oneResultPerElementInOrder() {
    XCTAssertEqual(
      highlight(["accessory", "phone"], "phone"),
      [Support.leaf("accessory", "none", []), Support.leaf("<em>phone</em>", "full", ["phone"], fully: true)])
  }

  func test_highlight_nestedObject_mirroredRecursively() {
    let value: JSON = ["name": "Ann Apple", "age": 42, "tags": ["apple pie", "pear"], "address": ["city": "Applecross"]]
    XCTAssertEqual(
      highlight(value, "apple"),
      [
        "name": Support.leaf("Ann <em>Apple</em>", "full", ["apple"], fully: false),
        "age": Support.leaf("42", "none", []),
        "tags": [Support.leaf("<em>apple</em> pie", "full", ["apple"], fully: false), Support.leaf("pear", "none", [])],
        "address": ["city": Support.leaf("<em>Apple</em>cross", "full", ["apple"], fully: false)],
      ])
  }

  func test_restrictHighlightAndSnippetArrays_keepsOnlyMatchingElements() {
    XCTAssertEqual(
      highlight(["accessory", "phone", "tablet", "smartphone"], "phone", restrictArrays: true),
      [Support.leaf("<em>phone</em>", "full", ["phone"], fully: true)])
    XCTAssertEqual(highlight(["accessory", "tablet"], "phone", restrictArrays: true), [])
  }

  func test_restrictHighlightAndSnippetArrays_dropsObjectElementsWithoutAnyMatch() {
    let value: JSON = [["name": "Ann", "city": "Oslo"], ["name": "Bob", "city": "Parma"]]
    XCTAssertEqual(
      highlight(value, "parm", restrictArrays: true),
      [["name": Support.leaf("Bob", "none", []), "city": Support.leaf("<em>Parm</em>a", "full", ["parm"], fully: false)]
      ])
  }

  func test_restrictHighlightAndSnippetArrays_offByDefault_keepsEveryElement() {
    XCTAssertEqual(
      highlight(["accessory", "phone"], "phone"),
      [Support.leaf("accessory", "none", []), Support.leaf("<em>phone</em>", "full", ["phone"], fully: true)])
  }
}
