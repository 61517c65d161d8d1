import Foundation
import InstantSearch

/// Lays a ``DemoSession``'s widgets out on a frame.
///
///     title bar
///     search bar                         activity
///     stats
///     ───────────────────┬──────────────────────────
///     refinement list    │ hits (row numbers, highlighted titles)
///     slider, switch,    │
///     clear all          │
///     help line
///
/// The focused widget is marked with `▶` and its caption underlined; the refinement list's cursor row is
/// reversed while the list has the focus. Reading the visible hit rows is what loads the next page (v1's
/// infinite scrolling).
extension DemoSession {
  /// The screen as it is now.
  public func frame() -> Frame {
    let width = max(60, size.columns)
    let leftWidth = max(24, min(34, width / 3))
    let rightWidth = width - leftWidth - 1
    var lines: [FrameLine] = []

    var title = LineBuilder(width: width)
    title.append(" InstantSearch · \(screen.catalogue.title) · \(NumberText.grouped(Double(screen.catalogue.recordCount))) records", .title)
    title.pad(to: width)
    lines.append(FrameLine(segments: title.line().segments.map { Segment($0.text, .title) }))

    var search = LineBuilder(width: width)
    search.append(marker(.search))
    search.append("Search", focus == .search ? .focused : .normal)
    search.append(" › \(query)")
    search.append("▏", focus == .search ? .normal : .dim)
    if screen.activity.isAnimating { search.appendRightAligned("⟳ searching… ", .dim) }
    lines.append(search.line())

    var stats = LineBuilder(width: width)
    stats.append("  \(screen.stats.text ?? "")")
    lines.append(stats.line())

    lines.append(FrameLine(segments: [Segment(String(repeating: "─", count: leftWidth) + "┬" + String(repeating: "─", count: rightWidth))]))

    let left = leftColumn(width: leftWidth, rows: bodyRows)
    let right = hitsColumn(width: rightWidth, rows: bodyRows)
    for row in 0..<bodyRows {
      var line = LineBuilder(width: width)
      line.append(row < left.count ? left[row].segments : [])
      line.pad(to: leftWidth)
      line.append("│")
      line.append(row < right.count ? right[row].segments : [])
      lines.append(line.line())
    }

    var help = LineBuilder(width: width)
    let numericKeys = screen.catalogue.numeric.map { " · ←→ \($0.label.lowercased())" } ?? ""
    help.append(" Tab ↑↓ focus · Space toggle\(numericKeys) · PgDn more · Esc clear · ^C quit", .dim)
    lines.append(help.line())
    return Frame(width: width, lines: lines)
  }

  /// The human label of the slider: "Elevation ≤ 1,200 ft".
  public var sliderLabel: String? {
    guard let numeric = screen.catalogue.numeric else { return nil }
    let unit = numeric.unit.map { " \($0)" } ?? ""
    return "\(numeric.label) ≤ \(NumberText.grouped(Double(screen.slider.value)))\(unit)"
  }

  private func marker(_ widget: Focus) -> String { focus == widget ? "▶ " : "  " }

  private func leftColumn(width: Int, rows: Int) -> [FrameLine] {
    var lines: [FrameLine] = []
    func add(_ build: (inout LineBuilder) -> Void) {
      var line = LineBuilder(width: width)
      build(&line)
      lines.append(line.line())
    }
    let reserved = (screen.catalogue.numeric != nil ? 3 : 0) + (screen.catalogue.toggle != nil ? 2 : 0) + 2
    if let facet = screen.catalogue.facet {
      add { line in
        line.append(marker(.refinements))
        line.append(facet.label, focus == .refinements ? .focused : .normal)
      }
      let count = screen.refinements.numberOfRows(inSection: 0)
      followCursorValue(rows: count)
      let shown = max(0, min(count, rows - reserved - 1))
      if count == 0 { add { $0.append("  (no values)", .dim) } }
      for row in 0..<shown {
        guard let cell = screen.refinements.cellForRow(at: IndexPath(row: row, section: 0)) else { continue }
        let box = cell.accessoryType == .checkmark ? "[x] " : "[ ] "
        let countText = " " + (cell.detailTextLabel?.text ?? "")
        let style: TextStyle = focus == .refinements && row == facetCursor ? .cursor : .normal
        add { line in
          line.append(style == .cursor ? " ›" : "  ")
          let name = String((cell.textLabel?.text ?? "").prefix(max(1, width - 2 - box.count - countText.count - 1)))
          line.append(box + name, style)
          line.appendRightAligned(countText, style == .cursor ? .cursor : .dim)
        }
      }
    }
    if let label = sliderLabel, let numeric = screen.catalogue.numeric {
      add { _ in }
      add { line in
        line.append(marker(.slider))
        line.append(label, focus == .slider ? .focused : .normal)
      }
      add { line in
        let track = max(4, width - 6)
        let fraction = (Double(screen.slider.value) - numeric.range.lowerBound) / max(1e-9, numeric.range.upperBound - numeric.range.lowerBound)
        let knob = min(track - 1, max(0, Int((fraction * Double(track - 1)).rounded())))
        line.append("  ◂")
        line.append(String(repeating: "━", count: knob) + "●" + String(repeating: "─", count: track - 1 - knob), focus == .slider ? .normal : .dim)
        line.append("▸")
      }
    }
    if let toggle = screen.catalogue.toggle {
      add { _ in }
      add { line in
        line.append(marker(.toggle))
        line.append(screen.isToggleOn ? "[x] " : "[ ] ")
        line.append(toggle.label, focus == .toggle ? .focused : .normal)
        line.append("  (v2 filter toggle)", .dim)
      }
    }
    add { _ in }
    add { line in
      line.append(marker(.clearAll))
      line.append("[ Clear all ]", focus == .clearAll ? .focused : .normal)
    }
    return Array(lines.prefix(rows))
  }

  private func hitsColumn(width: Int, rows: Int) -> [FrameLine] {
    var lines: [FrameLine] = []
    let loaded = screen.hits.numberOfSections == 0 ? 0 : screen.hits.numberOfRows(inSection: 0)
    let visible = rows - 1
    let cells = screen.hits.displayRows(hitsOffset..<(hitsOffset + visible))
    let total = InstantSearch.shared.getSearcher().results?.nbHits ?? loaded
    if hitsOffset + visible > loaded, loaded > 0, loaded < total {
      _ = screen.hits.cellForRow(at: IndexPath(row: loaded - 1, section: 0))
    }
    var header = LineBuilder(width: width)
    header.append(marker(.hits))
    let range = cells.isEmpty ? "none" : "\(hitsOffset + 1)–\(hitsOffset + cells.count)"
    header.append("Hits \(range) of \(NumberText.grouped(Double(total)))", focus == .hits ? .focused : .normal)
    header.append(" · \(loaded) loaded", .dim)
    lines.append(header.line())
    let numberWidth = String(hitsOffset + visible).count
    for (position, cell) in cells.enumerated() {
      var line = LineBuilder(width: width)
      let number = String(hitsOffset + position + 1)
      line.append(" " + String(repeating: " ", count: max(0, numberWidth - number.count)) + number + " ", .dim)
      line.append(DemoSession.segments(of: cell.textLabel))
      let details = DemoSession.segments(of: cell.detailTextLabel).map { Segment($0.text, $0.style == .normal ? .dim : $0.style) }
      if details.contains(where: { !$0.text.isEmpty }) {
        line.append(" · ", .dim)
        line.append(details)
      }
      lines.append(line.line())
    }
    if cells.isEmpty, let empty = screen.hits.backgroundView as? HeadlessLabel, let text = empty.text {
      var line = LineBuilder(width: width)
      line.append("  \(text)", .dim)
      lines.append(line.line())
    }
    return lines
  }

  /// A label's text in segments, its highlighted parts (those v1 gave a highlight colour) as highlights.
  static func segments(of label: HeadlessLabel?) -> [Segment] {
    guard let attributed = label?.attributedText else { return [Segment(label?.text ?? "")] }
    let text = attributed.string as NSString
    var segments: [Segment] = []
    attributed.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { colour, range, _ in
      segments.append(Segment(text.substring(with: range), colour == nil ? .normal : .highlight))
    }
    return segments
  }
}
