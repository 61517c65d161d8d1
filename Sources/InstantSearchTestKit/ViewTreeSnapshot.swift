import Foundation
import InstantSearch

/// A stable text rendering of a headless view hierarchy, for snapshot tests of v1 screens.
///
/// One line per view, indented by depth: its type (the app's subclass name when there is one) and what a person
/// would see of it: a label's text, a button's title, a text field's or search bar's text, a switch's state, a
/// slider's or stepper's value, a segmented control's segments with the selected one marked, whether an activity
/// indicator animates, and a table's or collection's rows as its data source gives them (cell labels, `✓` for
/// a checkmark or a selected cell). Hidden views are marked and their subviews left out. Frames, colours and
/// other layout details are not rendered, so the text changes only when what is shown changes.
public enum ViewTreeSnapshot {
  /// The rendering of `view` and everything below it.
  public static func render(_ view: HeadlessView) -> String {
    var lines: [String] = []
    render(view, depth: 0, into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The first lines (up to five) where two renderings differ, each with its stored and current text; `nil`
  /// when they are the same.
  public static func difference(between stored: String, and current: String) -> String? {
    guard stored != current else { return nil }
    let old = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let new = current.split(separator: "\n", omittingEmptySubsequences: false)
    let first = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
    return (first..<min(first + 5, max(old.count, new.count))).map { index in
      "line \(index + 1):\n  stored:  \(index < old.count ? String(old[index]) : "(none)")\n  current: \(index < new.count ? String(new[index]) : "(none)")"
    }.joined(separator: "\n")
  }

  private static func render(_ view: HeadlessView, depth: Int, into lines: inout [String]) {
    let indent = String(repeating: "  ", count: depth)
    var line = indent + String(describing: type(of: view))
    let state = describe(view)
    if !state.isEmpty { line += " " + state }
    if view.isHidden {
      lines.append(line + " (hidden)")
      return
    }
    lines.append(line)
    if let table = view as? HeadlessTableView {
      lines += rows(of: table).map { indent + "  " + $0 }
      return
    }
    if let collection = view as? HeadlessCollectionView {
      lines += items(of: collection).map { indent + "  " + $0 }
      return
    }
    for subview in view.subviews { render(subview, depth: depth + 1, into: &lines) }
  }

  private static func quoted(_ text: String?) -> String { (text ?? "").debugDescription }

  private static func describe(_ view: HeadlessView) -> String {
    switch view {
    case let label as HeadlessLabel: return quoted(label.text)
    case let button as HeadlessButton: return "[\(button.currentTitle ?? "")]"
    case let field as HeadlessTextField: return "text: \(quoted(field.text))"
    case let bar as HeadlessSearchBar: return "text: \(quoted(bar.text))"
    case let toggle as HeadlessSwitch: return toggle.isOn ? "on" : "off"
    case let slider as HeadlessSlider: return "value: \(slider.value) in \(slider.minimumValue)…\(slider.maximumValue)"
    case let stepper as HeadlessStepper: return "value: \(stepper.value) in \(stepper.minimumValue)…\(stepper.maximumValue)"
    case let segments as HeadlessSegmentedControl:
      return (0..<segments.numberOfSegments).map { index in
        let title = segments.titleForSegment(at: index) ?? ""
        return index == segments.selectedSegmentIndex ? "[\(title)]" : title
      }.joined(separator: " | ")
    case let indicator as HeadlessActivityIndicatorView: return indicator.isAnimating ? "animating" : "stopped"
    default: return ""
    }
  }

  private static func rows(of table: HeadlessTableView) -> [String] {
    var lines: [String] = []
    for section in 0..<table.numberOfSections {
      let count = table.numberOfRows(inSection: section)
      lines.append("section \(section): \(count) rows")
      for row in 0..<count {
        guard let cell = table.cellForRow(at: IndexPath(row: row, section: section)) else { continue }
        let checked = cell.accessoryType == .checkmark || cell.isSelected
        var text = "\(checked ? "✓" : "-") \(quoted(cell.textLabel?.text))"
        if let detail = cell.detailTextLabel?.text { text += " \(quoted(detail))" }
        lines.append("  " + text)
      }
    }
    return lines
  }

  private static func items(of collection: HeadlessCollectionView) -> [String] {
    var lines: [String] = []
    for section in 0..<collection.numberOfSections {
      let count = collection.numberOfItems(inSection: section)
      lines.append("section \(section): \(count) items")
      for item in 0..<count {
        guard let cell = collection.cellForItem(at: IndexPath(item: item, section: section)) else { continue }
        let labels = cell.contentView.subviews.compactMap { ($0 as? HeadlessLabel)?.text }
        lines.append("  \(cell.isSelected ? "✓" : "-") " + labels.map { quoted($0) }.joined(separator: " "))
      }
    }
    return lines
  }
}
