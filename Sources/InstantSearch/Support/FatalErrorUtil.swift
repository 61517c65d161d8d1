import Foundation

/// The replaceable hook every misconfiguration of the v1 layer stops through, with v1's exact messages.
///
/// By default it calls Swift's `fatalError`. Tests replace it to assert the message: the closure runs on the
/// thread that detected the condition and must not return (park the thread, e.g. with ``unreachable()``).
public struct FatalErrorUtil {
  nonisolated(unsafe) static var fatalErrorClosure: (String, StaticString, UInt) -> Never = defaultFatalErrorClosure
  private static let defaultFatalErrorClosure: (String, StaticString, UInt) -> Never = { Swift.fatalError($0, file: $1, line: $2) }

  /// Installs a closure that receives every fatal message, file and line instead of stopping the process.
  public static func replaceFatalError(closure: @escaping (String, StaticString, UInt) -> Never) {
    fatalErrorClosure = closure
  }

  /// Reinstalls the default, Swift's `fatalError`.
  public static func restoreFatalError() {
    fatalErrorClosure = defaultFatalErrorClosure
  }
}

/// Stops through ``FatalErrorUtil``'s closure; if that closure ever returned, spins the current run loop forever.
func fatalError(_ message: @autoclosure () -> String = "", file: StaticString = #file, line: UInt = #line) -> Never {
  FatalErrorUtil.fatalErrorClosure(message(), file, line)
}

/// Never returns: parks the calling thread, which then waits forever without using the processor.
///
/// A thread's run loop is no place to park it: without an input source `RunLoop.run()` returns at once, so looping
/// on it spins a core for as long as the process lives.
public func unreachable() -> Never {
  let never = DispatchSemaphore(value: 0)
  repeat { never.wait() } while true
}
