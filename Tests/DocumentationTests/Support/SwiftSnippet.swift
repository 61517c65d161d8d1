import Foundation

/// A Swift block of a document, as the Swift source that compiles it.
///
/// Each Swift block carries, on the line before its fence, a comment saying how it compiles:
/// `<!-- snippet: NAME; context: TYPE; imports: MODULE, …; parameters: LABEL: TYPE, … -->`. Only `snippet` is
/// required. The block becomes the body of a function `NAME(parameters)` (in an extension of `context` when
/// given), `async` when it awaits and `throws` when it tries; its own `import` lines and the comment's
/// `imports` go at the top of the file, after Foundation and XCTest. The parameters stand for what the text
/// around the block has already defined.
struct SwiftSnippet {
  enum Problem: Error, CustomStringConvertible {
    case missingComment(document: String, line: Int)
    case malformed(document: String, line: Int, field: String)

    var description: String {
      switch self {
      case .missingComment(let document, let line):
        "the Swift block at \(document):\(line) has no `<!-- snippet: NAME … -->` comment on the line before it"
      case .malformed(let document, let line, let field):
        "the snippet comment before \(document):\(line) has a malformed field `\(field)` (expected `key: value`)"
      }
    }
  }

  let name: String
  let context: String?
  let imports: [String]
  let parameters: String
  let body: [String]
  let document: String
  let line: Int

  init(_ block: MarkdownDocument.CodeBlock, document: String) throws {
    guard let comment = block.comment, comment.hasPrefix("snippet:") else {
      throw Problem.missingComment(document: document, line: block.line)
    }
    var fields: [String: String] = [:]
    for field in comment.split(separator: ";") {
      guard let colon = field.firstIndex(of: ":") else {
        throw Problem.malformed(document: document, line: block.line, field: String(field))
      }
      let key = field[..<colon].trimmingCharacters(in: .whitespaces)
      fields[key] = field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    guard let name = fields["snippet"], !name.isEmpty else {
      throw Problem.malformed(document: document, line: block.line, field: "snippet")
    }
    self.name = name
    context = fields["context"]
    parameters = fields["parameters"] ?? ""
    let ownImports = block.lines.filter { $0.hasPrefix("import ") }.map { String($0.dropFirst("import ".count)) }
    let listed = (fields["imports"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    imports = (listed + ownImports).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    var body = block.lines.filter { !$0.hasPrefix("import ") }
    while body.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeFirst() }
    self.body = body
    self.document = document
    self.line = block.line
  }

  /// The Swift file that compiles the block.
  var source: String {
    let words = Set(body.joined(separator: "\n").split { !($0.isLetter || $0.isNumber || $0 == "_") })
    let effects = (words.contains("await") ? " async" : "") + (words.contains("try") ? " throws" : "")
    let indent = context == nil ? "  " : "    "
    var lines = [
      "// Generated from the Swift block `\(name)` of \(document) by DocumentationSnippetTests: edit the",
      "// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.",
      "import Foundation",
      "import XCTest",
    ]
    lines += imports.map { "import \($0)" }
    lines.append("")
    let function = "func \(name)(\(parameters))\(effects) {"
    if let context {
      lines += ["extension \(context) {", "  " + function]
    } else {
      lines.append(function)
    }
    lines += body.map { $0.isEmpty ? "" : indent + $0 }
    lines += context == nil ? ["}"] : ["  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
