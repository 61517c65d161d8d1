/// The tables of MigrationGuide.md as data, so the migration report gives the replacements the guide gives.
///
/// The rows themselves are in `MigrationGuideTable+Rows.swift`, generated from the guide by the documentation
/// tests, which fail when the two differ.
enum MigrationGuideTable {
  /// One body row of a table of the guide.
  struct Row: Sendable, Equatable {
    /// The number of the guide's section that holds the table.
    let section: Int
    /// The row's cells, as the guide writes them (Markdown).
    let cells: [String]

    /// The first cell: the v1 APIs the row maps.
    var v1: String { cells.first ?? "" }

    /// The second cell: what replaces them in the v2 core.
    var replacement: String { cells.count > 1 ? cells[1] : "" }
  }

  /// A row named by its section and by a code span of its v1 cell.
  struct Key: Sendable, Equatable {
    let section: Int
    let code: String
  }

  /// The row a key names: the only row of its section whose v1 cell has the code span; `nil` when none or
  /// several rows have it.
  static func row(_ key: Key) -> Row? {
    let matching = rows.filter { $0.section == key.section && codeSpans(in: $0.v1).contains(key.code) }
    return matching.count == 1 ? matching[0] : nil
  }

  /// The code spans of a Markdown cell: the texts between pairs of backticks.
  static func codeSpans(in cell: String) -> [String] {
    var spans: [String] = []
    var current: String.UnicodeScalarView?
    for scalar in cell.unicodeScalars {
      if scalar == "`" {
        if let span = current { spans.append(String(span)) }
        current = current == nil ? String.UnicodeScalarView() : nil
      } else {
        current?.append(scalar)
      }
    }
    return spans
  }
}
