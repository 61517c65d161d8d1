import Foundation
import InstantSearch

/// Replays keys on a session and prints the settled frame after each one as plain text, waiting for each
/// search's results (and the pages infinite scrolling loads) before the next key.
public struct ScriptRunner {
  /// The session driven.
  public let session: DemoSession
  /// Where frames go.
  public let output: (String) -> Void
  /// Measures each key when given.
  public let timer: KeyTimer?

  /// A runner printing through `output`.
  public init(session: DemoSession, timer: KeyTimer? = nil, output: @escaping (String) -> Void = { print($0) }) {
    self.session = session
    self.timer = timer
    self.output = output
  }

  /// The first frame, once the first search settled.
  public func start() {
    output(heading("start") + "\n" + session.settledFrame().plainText)
  }

  /// Replays the keys; stops after a quitting key. Returns false when a key quit.
  @discardableResult
  public func run(_ keys: [Key]) -> Bool {
    for key in keys {
      timer?.keyArrived()
      guard session.handle(key) else {
        output(heading("\(KeyScript.spelling(of: key)) quits"))
        return false
      }
      if InstantSearch.shared.getSearcher().hasPendingRequests { timer?.keySearched() }
      let frame = session.settledFrame()
      timer?.frameWritten(settled: true)
      output(heading("key \(KeyScript.spelling(of: key))") + "\n" + frame.plainText)
    }
    return true
  }

  /// Replays keys, printing one frame after all of them (line mode).
  @discardableResult
  public func runLine(_ keys: [Key]) -> Bool {
    for key in keys {
      timer?.keyArrived()
      guard session.handle(key) else { return false }
      if InstantSearch.shared.getSearcher().hasPendingRequests { timer?.keySearched() }
      session.settle()
    }
    let frame = session.settledFrame()
    timer?.frameWritten(settled: true)
    output(heading("after \(keys.map(KeyScript.spelling(of:)).joined())") + "\n" + frame.plainText)
    return true
  }

  private func heading(_ text: String) -> String { "━━ \(text) " + String(repeating: "━", count: max(0, max(60, session.size.columns) - text.count - 4)) }
}
