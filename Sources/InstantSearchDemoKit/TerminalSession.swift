import Foundation
import InstantSearch

/// Drives a ``SearchScreen`` with typed commands and prints it after each one, once the search settled.
public final class TerminalSession {
  /// The screen driven.
  public let screen: SearchScreen
  private var shownHits = 10
  private let output: (String) -> Void

  /// A session printing through `output`.
  public init(screen: SearchScreen, output: @escaping (String) -> Void = { print($0) }) {
    self.screen = screen
    self.output = output
  }

  /// The commands.
  public static let help = """
    Type text to search as you type. Commands:
      :tag N     toggle the N-th value of the refinement list
      :up, :down move the stepper (the numeric refinement)
      :more      scroll to the next 10 hits (infinite scrolling loads pages)
      :clear     tap "clear all"
      :help      this text
      :quit      leave
    """

  /// Runs one command; returns false for `:quit`.
  @discardableResult
  public func run(_ line: String) -> Bool {
    let command = line.trimmingCharacters(in: .whitespaces)
    output("> \(command)")
    switch command.split(separator: " ").first.map(String.init) {
    case ":quit", ":q": return false
    case ":help":
      output(TerminalSession.help)
      return true
    case ":tag":
      guard let position = command.split(separator: " ").dropFirst().first.flatMap({ Int($0) }),
        position >= 1, position <= screen.refinements.numberOfRows(inSection: 0)
      else {
        output("no such value; the list shows \(screen.refinements.numberOfRows(inSection: 0))")
        return true
      }
      screen.refinements.userSelectRow(at: IndexPath(row: position - 1, section: 0))
      shownHits = 10
    case ":up": screen.stepper.userIncrement()
    case ":down": screen.stepper.userDecrement()
    case ":more":
      _ = screen.hits.displayRows(shownHits..<(shownHits + 10))
      shownHits += 10
    case ":clear":
      screen.clearAll.tap()
      shownHits = 10
    default:
      screen.searchBar.userType(command)
      shownHits = 10
    }
    settle()
    render()
    return true
  }

  /// Lets pending searches deliver: results arrive on the main queue.
  public func settle() {
    let searcher = InstantSearch.shared.getSearcher()
    let deadline = Date().addingTimeInterval(5)
    repeat {
      RunLoop.main.run(until: Date().addingTimeInterval(0.002))
    } while searcher.hasPendingRequests && Date() < deadline
    RunLoop.main.run(until: Date().addingTimeInterval(0.002))
  }

  /// Prints the screen: query, statistics, refinement list, numeric refinement and hits.
  public func render() {
    let params = InstantSearch.shared.params
    var lines: [String] = []
    lines.append("┌─ \(screen.catalogue.title)")
    lines.append("│ search: \(screen.searchBar.text ?? "")")
    lines.append("│ \(screen.stats.text ?? "")\(screen.activity.isAnimating ? " (searching…)" : "")")
    let numeric = params.numericRefinements[screen.catalogue.numericAttribute]?.map { $0.buildFilter() }.joined(separator: " AND ") ?? "none"
    lines.append("│ \(screen.catalogue.numericAttribute): \(numeric)")
    lines.append("│ \(screen.catalogue.facetAttribute):")
    for row in 0..<screen.refinements.numberOfRows(inSection: 0) {
      let cell = screen.refinements.cellForRow(at: IndexPath(row: row, section: 0))
      lines.append("│   \(row + 1). \(cell?.textLabel?.text ?? "") (\(cell?.detailTextLabel?.text ?? ""))")
    }
    let rows = screen.hits.numberOfSections == 0 ? 0 : screen.hits.numberOfRows(inSection: 0)
    lines.append("│ hits (\(rows) loaded):")
    let shown = min(rows, shownHits)
    let start = max(0, shown - 10)
    for row in start..<shown {
      guard let cell = screen.hits.cellForRow(at: IndexPath(row: row, section: 0)) else { continue }
      lines.append("│   \(row + 1). \(TerminalSession.bracketingHighlights(of: cell.textLabel)) — \(cell.detailTextLabel?.text ?? "")")
    }
    if rows == 0, let empty = screen.hits.backgroundView as? HeadlessLabel { lines.append("│   \(empty.text ?? "")") }
    lines.append("└─")
    output(lines.joined(separator: "\n"))
  }

  /// A label's text with its highlighted parts (those with a foreground colour) in brackets.
  static func bracketingHighlights(of label: HeadlessLabel?) -> String {
    guard let attributed = label?.attributedText else { return label?.text ?? "" }
    let text = attributed.string as NSString
    var shown = ""
    attributed.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { colour, range, _ in
      let part = text.substring(with: range)
      shown += colour == nil ? part : "[\(part)]"
    }
    return shown
  }
}
