import Foundation
import InstantSearch

/// The demo's state beyond the widgets (focus, list cursor, scroll position, screen size) and what each key
/// does to the widgets of a ``SearchScreen``.
///
/// Every change goes through a widget as a user's touch would (the search bar's typing, the refinement
/// table's selection, the slider's release, the switch's flip, the clear-all button's tap); the widgets'
/// searches deliver on the main queue.
public final class DemoSession {
  /// The screen driven.
  public let screen: SearchScreen
  /// The terminal's columns and rows.
  public var size: (columns: Int, rows: Int)
  /// The focused widget.
  public private(set) var focus: Focus = .search
  /// The row of the refinement list under the cursor.
  public private(set) var facetCursor = 0
  /// The facet value last toggled: the cursor follows it when the list reorders.
  private var cursorValue: String?
  /// The first hit shown.
  public private(set) var hitsOffset = 0
  /// The widgets that can take the focus, in Tab order.
  public let focusOrder: [Focus]

  /// A session over a loaded screen, for a terminal of `size` (at least 60×16 is used).
  public init(screen: SearchScreen, size: (columns: Int, rows: Int) = (80, 24)) {
    self.screen = screen
    self.size = size
    focusOrder = Focus.allCases.filter { focus in
      switch focus {
      case .refinements: return screen.catalogue.facet != nil
      case .slider: return screen.catalogue.numeric != nil
      case .toggle: return screen.catalogue.toggle != nil
      default: return true
      }
    }
  }

  /// The query typed so far.
  public var query: String { screen.searchBar.text ?? "" }

  /// Applies one key; returns false when the key quits the demo.
  @discardableResult
  public func handle(_ key: Key) -> Bool {
    switch key {
    case .interrupt: return false
    case .character(" ") where focus != .search: activate()
    case .character("q") where query.isEmpty: return false
    case .character(let character):
      focus = .search
      type(query + String(character))
    case .backspace: if !query.isEmpty { type(String(query.dropLast())) }
    case .escape: if !query.isEmpty { type("") }
    case .enter: activate()
    case .tab: moveFocus(by: 1)
    case .backTab: moveFocus(by: -1)
    case .up: moveUp()
    case .down: moveDown()
    case .left: moveSlider(by: -1)
    case .right: moveSlider(by: 1)
    case .pageDown: scrollHits(by: hitRows)
    case .pageUp: scrollHits(by: -hitRows)
    }
    return true
  }

  /// Runs the main run loop until no search is pending and the main queue has run what was queued before,
  /// so every delivery reached the widgets (at most `timeout` seconds).
  public func settle(timeout: TimeInterval = 10) {
    let searcher = InstantSearch.shared.getSearcher()
    let deadline = Date().addingTimeInterval(timeout)
    while searcher.hasPendingRequests, Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: deadline)
    }
    var drained = false
    DispatchQueue.main.async { drained = true }
    while !drained, Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: deadline)
    }
  }

  /// Draws the screen, then, while drawing loaded a page (infinite scrolling), waits for it and draws again.
  public func settledFrame() -> Frame {
    settle()
    var frame = self.frame()
    var rounds = 0
    while InstantSearch.shared.getSearcher().hasPendingRequests, rounds < 5 {
      settle()
      frame = self.frame()
      rounds += 1
    }
    return frame
  }

  // MARK: Keys

  /// Rows of the hits list on screen.
  var hitRows: Int { max(1, bodyRows - 1) }
  /// Rows between the header and the help line.
  var bodyRows: Int { max(8, size.rows) - 5 }

  private func type(_ text: String) {
    screen.searchBar.userType(text)
    hitsOffset = 0
    facetCursor = 0
    cursorValue = nil
  }

  private func activate() {
    switch focus {
    case .refinements:
      let rows = screen.refinements.numberOfRows(inSection: 0)
      guard rows > 0 else { return }
      let row = min(facetCursor, rows - 1)
      cursorValue = screen.refinements.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text
      screen.refinements.userSelectRow(at: IndexPath(row: row, section: 0))
      hitsOffset = 0
    case .toggle:
      screen.flipToggle()
      hitsOffset = 0
    case .clearAll:
      screen.clearEverything()
      hitsOffset = 0
      facetCursor = 0
    case .search, .slider, .hits: break
    }
  }

  /// Puts the cursor back on the value last toggled, once the list shows it.
  func followCursorValue(rows: Int) {
    guard let value = cursorValue else { return }
    for row in 0..<rows where screen.refinements.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text == value {
      facetCursor = row
      cursorValue = nil
      return
    }
  }

  private func moveFocus(by step: Int) {
    guard let position = focusOrder.firstIndex(of: focus) else { return }
    focus = focusOrder[(position + step + focusOrder.count) % focusOrder.count]
  }

  private func moveUp() {
    switch focus {
    case .refinements where facetCursor > 0:
      facetCursor -= 1
      cursorValue = nil
    case .hits where hitsOffset > 0: scrollHits(by: -1)
    default: moveFocus(by: -1)
    }
  }

  private func moveDown() {
    switch focus {
    case .refinements where facetCursor + 1 < screen.refinements.numberOfRows(inSection: 0):
      facetCursor += 1
      cursorValue = nil
    case .hits: scrollHits(by: 1)
    default: moveFocus(by: 1)
    }
  }

  private func moveSlider(by steps: Int) {
    guard let numeric = screen.catalogue.numeric else { return }
    let current = Double(screen.slider.value)
    let next: Double
    if steps > 0 {
      next = (current / numeric.step).rounded(.down) * numeric.step + numeric.step
    } else {
      next = (current / numeric.step).rounded(.up) * numeric.step - numeric.step
    }
    let clamped = min(max(next, numeric.range.lowerBound), numeric.range.upperBound)
    guard clamped != current else { return }
    screen.slider.userSetValue(Float(clamped))
    hitsOffset = 0
  }

  private func scrollHits(by rows: Int) {
    let loaded = screen.hits.numberOfSections == 0 ? 0 : screen.hits.numberOfRows(inSection: 0)
    let total = InstantSearch.shared.getSearcher().results?.nbHits ?? loaded
    hitsOffset = max(0, min(hitsOffset + rows, total - hitRows, loaded - 1))
  }
}
