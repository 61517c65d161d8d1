import Foundation
import InstantSearch
import XCTest

extension XCTestCase {
  /// Runs `body` on a background thread with the fatal-error hook replaced, and returns the message it stopped
  /// with (`nil` when it returned normally). The stopped thread stays parked, as the v1 tests did.
  func fatalMessage(timeout: TimeInterval = 5, _ body: @escaping () -> Void) -> String? {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var message: String?
    FatalErrorUtil.replaceFatalError { text, _, _ in
      message = text
      done.signal()
      unreachable()
    }
    defer { FatalErrorUtil.restoreFatalError() }
    Thread.detachNewThread {
      body()
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + timeout), .success)
    return message
  }
}
