import Foundation
import InstantSearchTestKit
import XCTest

/// Every Swift block of README.md and MigrationGuide.md compiles as written: each is generated into a file of
/// `Snippets/<document>/`, which this target compiles, and these tests fail when a block and its file differ.
final class DocumentationSnippetTests: XCTestCase {
  static let documents = ["README.md", "MigrationGuide.md"]

  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let snippetsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snippets")

  func test_everySwiftBlock_isCompiledAsWritten() throws {
    for document in Self.documents {
      let markdown = try MarkdownDocument(contentsOf: Self.packageRoot.appendingPathComponent(document))
      let blocks = markdown.codeBlocks.filter { $0.language == "swift" }
      XCTAssertFalse(blocks.isEmpty, "\(document) has no Swift block")
      let folder = Self.snippetsFolder.appendingPathComponent((document as NSString).deletingPathExtension)
      var generated: Set<String> = []
      for block in blocks {
        let snippet = try SwiftSnippet(block, document: document)
        XCTAssertTrue(generated.insert("\(snippet.name).swift").inserted, "two blocks of \(document) are named \(snippet.name)")
        assertText(
          snippet.source, matchesFileAt: folder.appendingPathComponent("\(snippet.name).swift"),
          recordingWith: Self.regenerateSourcesVariable)
      }
      let present = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      XCTAssertEqual(
        present.subtracting(generated), [], "files in \(folder.path) no longer generated from \(document): delete them")
    }
  }

  func test_snippetNames_areUniqueAcrossDocuments() throws {
    var names: [String: String] = [:]
    for document in Self.documents {
      let markdown = try MarkdownDocument(contentsOf: Self.packageRoot.appendingPathComponent(document))
      for block in markdown.codeBlocks where block.language == "swift" {
        let name = try SwiftSnippet(block, document: document).name
        XCTAssertNil(names[name], "\(name) names a block of \(document) and one of \(names[name] ?? "")")
        names[name] = document
      }
    }
    XCTAssertGreaterThan(names.count, 1)
  }

  func test_aBlock_becomesAFunctionWithItsImportsParametersAndEffects() throws {
    let markdown = MarkdownDocument(text: """
      Some text.

      <!-- snippet: loadIndex; context: XCTestCase; imports: InstantSearch; parameters: url: URL -->
      ```swift
      import LocalSearch

      let index = try await load(url)
      ```
      """)
    let snippet = try SwiftSnippet(XCTUnwrap(markdown.codeBlocks.first), document: "DOC.md")
    XCTAssertEqual(snippet.source, """
      // Generated from the Swift block `loadIndex` of DOC.md by DocumentationSnippetTests: edit the
      // document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
      import Foundation
      import XCTest
      import InstantSearch
      import LocalSearch

      extension XCTestCase {
        func loadIndex(url: URL) async throws {
          let index = try await load(url)
        }
      }

      """)
  }

  func test_aBlockWithoutItsComment_isReported() {
    let markdown = MarkdownDocument(text: "Text\n```swift\nlet x = 1\n```\n")
    XCTAssertThrowsError(try SwiftSnippet(markdown.codeBlocks[0], document: "DOC.md")) { error in
      XCTAssertEqual("\(error)", "the Swift block at DOC.md:2 has no `<!-- snippet: NAME … -->` comment on the line before it")
    }
  }

  func test_tables_areReadWithTheirSectionsAndEscapedPipes() {
    let markdown = MarkdownDocument(text: """
      ## 3. Setup

      | v1 | v2 |
      | --- | --- |
      | `a()`, `b` | `x \\| y` |
      | `c` | d |

      ## Notes

      | k | v |
      |---|---|
      | e | f |
      """)
    XCTAssertEqual(markdown.tableRows.map(\.section), [3, 3, nil])
    XCTAssertEqual(markdown.tableRows.map(\.cells), [["`a()`, `b`", "`x | y`"], ["`c`", "d"], ["e", "f"]])
  }
}
