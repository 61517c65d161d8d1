import Glibc

/// The terminal settings to put back, written once before raw mode starts and only read afterwards (by the
/// restore function, which signal handlers call).
private var savedSettings = termios()
/// Whether raw mode is on; set before the handlers are installed.
private var rawModeActive: sig_atomic_t = 0

/// Puts the terminal back: cooked mode, cursor shown, main screen. Uses only async-signal-safe calls.
private func restoreTerminal() {
  guard rawModeActive != 0 else { return }
  rawModeActive = 0
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
  let leave: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  _ = leave.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Raw mode through termios: every key reaches the program at once, nothing is echoed, Ctrl-C arrives as a
/// byte. The terminal is restored on every exit path: normal exit (`atexit`), SIGTERM, SIGINT, SIGHUP, and crash
/// signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT), whose handler restores the terminal, then
/// re-raises the signal with its default action.
public enum RawTerminal {
  /// Whether standard input and output are terminals.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 }

  /// The terminal's columns and rows, if it reports them.
  public static func size() -> (columns: Int, rows: Int)? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// Switches to raw mode and the alternate screen, hides the cursor and installs the restoring handlers.
  public static func enter() -> Bool {
    guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
    var raw = savedSettings
    cfmakeraw(&raw)
    raw.c_oflag |= tcflag_t(OPOST | ONLCR)
    rawModeActive = 1
    atexit { restoreTerminal() }
    for signalNumber in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
      signal(signalNumber) { received in
        restoreTerminal()
        signal(received, SIG_DFL)
        raise(received)
      }
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      rawModeActive = 0
      return false
    }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    return true
  }

  /// Leaves raw mode now.
  public static func restore() { restoreTerminal() }

  /// Writes text to standard output, unbuffered.
  public static func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBufferPointer { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
