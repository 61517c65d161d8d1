import Dispatch
import Foundation
import Glibc
import InstantSearch
import InstantSearchCore

/// The full-screen demo: raw mode, keys read by a dispatch source on standard input, the screen redrawn in
/// place after each key and each delivery, resized on SIGWINCH. Everything runs on the main queue, where the
/// widgets' results arrive.
public final class InteractiveApp {
  private let session: DemoSession
  private var diff = ScreenDiff()
  private var decoder = KeyDecoder()
  private let timer: KeyTimer?
  private var sources: [DispatchSourceProtocol] = []

  /// An app over a session; `timer` measures keys when given.
  public init(session: DemoSession, timer: KeyTimer?) {
    self.session = session
    self.timer = timer
  }

  /// Enters raw mode and runs until a quitting key; never returns (exits the process).
  public func run() -> Never {
    guard RawTerminal.enter() else {
      FileHandle.standardError.write(Data("InstantSearchDemo: cannot switch the terminal to raw mode\n".utf8))
      exit(1)
    }
    if let size = RawTerminal.size() { session.size = size }
    let searcher = InstantSearch.shared.getSearcher()
    searcher.addResultHandler { [weak self] _, _, _ in self?.draw() }
    session.screen.activity.loadingInteractor.onItemChanged.subscribe(with: self) { app, _ in app.draw() }

    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [weak self] in self?.readKeys() }
    input.resume()
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler { [weak self] in
      guard let self, let size = RawTerminal.size() else { return }
      self.session.size = size
      self.diff.invalidate()
      self.draw()
    }
    resize.resume()
    sources = [input, resize]
    draw()
    dispatchMain()
  }

  private func readKeys() {
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = read(STDIN_FILENO, &buffer, buffer.count)
    guard count > 0 else { quit() }
    for key in decoder.decode(Array(buffer[0..<count])) {
      timer?.keyArrived()
      guard session.handle(key) else { quit() }
      if InstantSearch.shared.getSearcher().hasPendingRequests { timer?.keySearched() }
    }
    draw()
    DispatchQueue.main.async { [weak self] in self?.draw() }
  }

  private func draw() {
    let frame = session.frame()
    RawTerminal.write(diff.update(to: frame))
    timer?.frameWritten(settled: !InstantSearch.shared.getSearcher().hasPendingRequests)
  }

  private func quit() -> Never {
    sources.forEach { $0.cancel() }
    RawTerminal.restore()
    if let timer { print(timer.summary) }
    exit(0)
  }
}
