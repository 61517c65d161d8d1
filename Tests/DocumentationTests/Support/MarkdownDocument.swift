import Foundation

/// The parts of a Markdown document the documentation tests check: its fenced code blocks, each with the HTML
/// comment written on the line before it, and the body rows of its tables, each with its section's number.
struct MarkdownDocument {
  /// A fenced code block.
  struct CodeBlock {
    /// The fence's info string (`swift`, `sh`, …).
    let language: String
    /// The text of an HTML comment (`<!-- … -->`) on the line just before the fence, trimmed; `nil` without one.
    let comment: String?
    /// The lines between the fences.
    let lines: [String]
    /// The 1-based line of the opening fence.
    let line: Int
  }

  /// A body row of a table (neither its header nor its separator).
  struct TableRow {
    /// The number that starts the heading of the `##` section holding the table (`3` for `## 3. Setup`); `nil`
    /// when that heading has none.
    let section: Int?
    /// The cells, trimmed, with `\|` read as `|`.
    let cells: [String]
  }

  let codeBlocks: [CodeBlock]
  let tableRows: [TableRow]

  init(contentsOf url: URL) throws {
    try self.init(text: String(contentsOf: url, encoding: .utf8))
  }

  init(text: String) {
    var blocks: [CodeBlock] = []
    var rows: [TableRow] = []
    var section: Int?
    var open: (language: String, comment: String?, line: Int, lines: [String])?
    var tableLine = 0
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed == "```" {
          blocks.append(CodeBlock(language: block.language, comment: block.comment, lines: block.lines, line: block.line))
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
        open = (String(trimmed.dropFirst(3)), Self.commentText(previous), index + 1, [])
        tableLine = 0
        continue
      }
      if trimmed.hasPrefix("## ") {
        section = Int(String(trimmed.dropFirst(3).unicodeScalars.prefix { ("0"..."9").contains($0) }))
      }
      guard trimmed.hasPrefix("|") else {
        tableLine = 0
        continue
      }
      tableLine += 1
      if tableLine > 2 { rows.append(TableRow(section: section, cells: Self.cells(of: trimmed))) }
    }
    codeBlocks = blocks
    tableRows = rows
  }

  /// The text inside `<!--` and `-->`, trimmed; `nil` when the line is not such a comment.
  private static func commentText(_ line: String) -> String? {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return nil }
    return String(line.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
  }

  /// The cells of a table line: split on the `|` not escaped by a backslash, without the outer ones.
  private static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var current = String.UnicodeScalarView()
    var escaped = false
    for scalar in line.unicodeScalars {
      if escaped {
        if scalar != "|" { current.append("\\") }
        current.append(scalar)
        escaped = false
      } else if scalar == "\\" {
        escaped = true
      } else if scalar == "|" {
        cells.append(String(current).trimmingCharacters(in: .whitespaces))
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    if escaped { current.append("\\") }
    cells.append(String(current).trimmingCharacters(in: .whitespaces))
    // The text before the first `|` and after the last one is not a cell.
    return Array(cells.dropFirst().dropLast())
  }
}
