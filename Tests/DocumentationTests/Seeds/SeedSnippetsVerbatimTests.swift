import Foundation
import XCTest

/// The seeds' Swift snippets that the `Seed…SnippetTests` files of this folder mark as written are the seeds'
/// text: each region between a `// Seed <file> snippet <n>, as written.` line and the next
/// `// End of seed snippet.` line appears in that seed, line for line (blank lines, the seeds' line-number
/// gutters and the indentation aside: a snippet may sit inside a test's function). The seeds live beside the project (`../shared/seeds`); without them the
/// test is skipped with a message, the snippets still compile.
final class SeedSnippetsVerbatimTests: XCTestCase {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let seeds = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/seeds")

  /// A marked region: the seed it quotes, its number and its lines.
  struct Region {
    let seed: String
    let number: Int
    let file: String
    let lines: [String]
  }

  /// The regions marked in the Swift files of this folder.
  static func regions() throws -> [Region] {
    var regions: [Region] = []
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      var open: (seed: String, number: Int, lines: [String])?
      for line in text.components(separatedBy: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let start = marker(trimmed) {
          open = (start.seed, start.number, [])
        } else if trimmed == "// End of seed snippet.", let region = open {
          regions.append(Region(seed: region.seed, number: region.number, file: file, lines: region.lines))
          open = nil
        } else if open != nil {
          open?.lines.append(line)
        }
      }
      XCTAssertNil(open, "\(file): a seed snippet is not closed")
    }
    return regions
  }

  /// `// Seed 002 snippet 4, as written.` → ("002", 4).
  static func marker(_ line: String) -> (seed: String, number: Int)? {
    let words = line.split(separator: " ")
    guard words.count == 7, words[0] == "//", words[1] == "Seed", words[3] == "snippet", words[5] == "as",
      words[6] == "written.", words[4].hasSuffix(","), let number = Int(words[4].dropLast())
    else { return nil }
    return (String(words[2]), number)
  }

  /// The lines that count, without their indentation: no blank lines, no line-number gutter.
  static func significant(_ lines: [String]) -> [String] {
    lines.map { line in
      var scalars = Substring.UnicodeScalarView(line.unicodeScalars)
      while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
      while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
      return String(scalars)
    }.filter { !$0.isEmpty && Int($0) == nil }
  }

  func test_markedSnippets_areTheSeedsText() throws {
    let regions = try Self.regions()
    XCTAssertEqual(
      regions.map { "\($0.seed).\($0.number)" }.sorted(),
      ["002.1", "002.2", "002.3", "002.4", "002.5", "002.6", "003.1", "003.2", "004.2", "004.3"],
      "the snippets marked as written")
    guard FileManager.default.fileExists(atPath: Self.seeds.path) else {
      throw XCTSkip("The seeds are not at \(Self.seeds.path): the snippets compile, but their text is not compared")
    }
    let seedFiles = try FileManager.default.contentsOfDirectory(atPath: Self.seeds.path)
    for region in regions {
      guard let name = seedFiles.first(where: { $0.hasPrefix(region.seed + "_") }) else {
        XCTFail("\(region.file): no seed \(region.seed) in \(Self.seeds.path)")
        continue
      }
      let seed = Self.significant(
        try String(contentsOf: Self.seeds.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n"))
      let snippet = Self.significant(region.lines)
      XCTAssertFalse(snippet.isEmpty, "\(region.file): seed \(region.seed) snippet \(region.number) is empty")
      let found = seed.indices.contains { start in
        start + snippet.count <= seed.count && Array(seed[start..<(start + snippet.count)]) == snippet
      }
      XCTAssertTrue(found, "\(region.file): seed \(region.seed) snippet \(region.number) is not the seed's text")
    }
  }

  func test_markers_areRead() {
    XCTAssertEqual(Self.marker("// Seed 002 snippet 4, as written.")?.number, 4)
    XCTAssertEqual(Self.marker("// Seed 002 snippet 4, as written.")?.seed, "002")
    XCTAssertNil(Self.marker("// Seed 002 snippet four, as written."))
    XCTAssertEqual(Self.significant(["  let a = 1  ", "", "12", "\t}"]), ["let a = 1", "}"])
  }
}
