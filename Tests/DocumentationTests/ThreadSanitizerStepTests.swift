import Foundation
import XCTest

/// The ThreadSanitizer step of `.ci/run` runs every test; a `--filter` or `--skip` regular expression, if one is
/// added, is matched as `swift test` matches it, against `Target.Class/test`. These tests keep the selection from
/// rotting: each alternative of either expression matches some test, every test whose body starts threads is
/// selected, and README.md shows the same command.
final class ThreadSanitizerStepTests: XCTestCase {
  static let ciScript = DocumentationSnippetTests.packageRoot.appendingPathComponent(".ci/run")
  static let testsFolder = DocumentationSnippetTests.packageRoot.appendingPathComponent("Tests")

  /// What in a test's body starts a thread or hands work to another queue.
  static let threadStarts = [
    "concurrentPerform", "Thread(", "Thread.detachNewThread", "DispatchQueue.global", "DispatchQueue(label",
    "OperationQueue(", "Task {", "Task.detached", "withTaskGroup", "threads:", "runs:",
  ]

  /// One test method, with the text of its body.
  struct TestMethod {
    /// `Target.Class/test`, the form `swift test --filter` matches.
    var name: String
    var body: String
  }

  func test_everyAlternativeOfTheFilterAndTheSkip_matchesATest() throws {
    let command = try Self.command()
    let names = try Self.testMethods().map(\.name)
    XCTAssertGreaterThan(names.count, 1_000, "the test sources were read")
    for option in ["--filter", "--skip"] {
      guard let argument = try Self.argument(option, in: command) else { continue }
      let alternatives = Self.alternatives(of: argument)
      XCTAssertFalse(alternatives.isEmpty, option)
      for alternative in alternatives {
        let expression = try NSRegularExpression(pattern: alternative)
        XCTAssertTrue(names.contains { Self.matches(expression, $0) }, "\(option) alternative \(alternative) matches no test")
      }
    }
  }

  func test_everyTestThatStartsThreads_isSelected() throws {
    let command = try Self.command()
    let filter = try Self.argument("--filter", in: command).map { try NSRegularExpression(pattern: $0) }
    let skip = try Self.argument("--skip", in: command).map { try NSRegularExpression(pattern: $0) }
    let threaded = try Self.testMethods().filter { method in Self.threadStarts.contains { method.body.contains($0) } }
    XCTAssertGreaterThan(threaded.count, 10, "tests that start threads were found")
    for method in threaded {
      XCTAssertTrue(
        (filter.map { Self.matches($0, method.name) } ?? true) && !(skip.map { Self.matches($0, method.name) } ?? false),
        "\(method.name) starts threads but the ThreadSanitizer step of .ci/run does not run it")
    }
  }

  func test_theReadme_showsTheCommandCIRuns() throws {
    let readme = try MarkdownDocument(contentsOf: DocumentationSnippetTests.packageRoot.appendingPathComponent("README.md"))
    let shown = try XCTUnwrap(
      readme.codeBlocks.first { $0.lines.contains { $0.contains("--sanitize=thread") } }, "README.md shows the command")
    XCTAssertEqual(shown.lines.joined(separator: "\n"), try Self.command())
  }

  // MARK: Reading the script and the tests

  /// The ThreadSanitizer command of `.ci/run`: its line and continuation lines, without the output handling that
  /// follows `2>&1`.
  static func command() throws -> String {
    let lines = try String(contentsOf: ciScript, encoding: .utf8).components(separatedBy: "\n")
    guard let first = lines.firstIndex(where: { $0.contains("--sanitize=thread") }) else {
      throw XCTSkip("no ThreadSanitizer step in .ci/run")
    }
    var last = first
    while lines[last].hasSuffix("\\"), last + 1 < lines.count { last += 1 }
    let command = lines[first...last].joined(separator: "\n")
    guard let redirect = command.range(of: " 2>&1") else { return command }
    return String(command[..<redirect.lowerBound])
  }

  /// The value of an option of the command, single-quoted or a plain word; `nil` when the command has no such
  /// option (no `--filter`: every test; no `--skip`: none left out).
  static func argument(_ option: String, in command: String) throws -> String? {
    let value = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: option) + #" (?:'([^']*)'|([^\s']+))"#)
    let range = NSRange(command.startIndex..., in: command)
    guard let match = value.firstMatch(in: command, range: range) else { return nil }
    let group = Range(match.range(at: 1), in: command) ?? Range(match.range(at: 2), in: command)
    return String(command[try XCTUnwrap(group)])
  }

  /// The top-level alternatives of a regular expression (`|` outside parentheses).
  static func alternatives(of pattern: String) -> [String] {
    var alternatives: [String] = []
    var current = ""
    var depth = 0
    var escaped = false
    for character in pattern {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth -= 1
      } else if character == "|", depth == 0 {
        alternatives.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    alternatives.append(current)
    return alternatives
  }

  /// Whether the expression matches somewhere in the name, as `swift test --filter` decides.
  static func matches(_ expression: NSRegularExpression, _ name: String) -> Bool {
    expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
  }

  /// The `test…` methods of the XCTest classes of every test target, read from their sources.
  static func testMethods() throws -> [TestMethod] {
    var methods: [TestMethod] = []
    let declaration = try NSRegularExpression(
      pattern: #"(?:class (\w+)\s*:\s*XCTestCase|extension (\w+Tests)\b|func (test\w*)\(\))"#)
    let targets = try FileManager.default.contentsOfDirectory(atPath: testsFolder.path).filter { $0.hasSuffix("Tests") }
    for target in targets {
      let folder = testsFolder.appendingPathComponent(target)
      guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
      for case let path as String in files where path.hasSuffix(".swift") && !path.contains("Snippets/") {
        let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let scalars = Array(source.unicodeScalars)
        var owner: String?
        for match in declaration.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
          if let range = Range(match.range(at: 1), in: source) ?? Range(match.range(at: 2), in: source) {
            owner = String(source[range])
          } else if let range = Range(match.range(at: 3), in: source), let owner {
            let start = source.unicodeScalars.distance(from: source.unicodeScalars.startIndex, to: range.upperBound.samePosition(in: source.unicodeScalars)!)
            methods.append(TestMethod(name: "\(target).\(owner)/\(source[range])", body: body(after: start, in: scalars)))
          }
        }
      }
    }
    return methods
  }

  /// The text from the first `{` at or after `start` to the brace that closes it.
  private static func body(after start: Int, in scalars: [Unicode.Scalar]) -> String {
    var depth = 0
    var index = start
    var text = String.UnicodeScalarView()
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "{" { depth += 1 }
      if depth > 0 { text.append(scalar) }
      if scalar == "}", depth > 0 {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    return String(text)
  }
}
