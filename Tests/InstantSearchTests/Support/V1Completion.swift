import Foundation
import InstantSearch
import XCTest

extension XCTestCase {
  /// Runs one v1 call and waits for its completion handler: the content and the error it received.
  func completion(
    of start: (@escaping CompletionHandler) -> Operation, timeout: TimeInterval = 60
  ) -> (content: [String: Any]?, error: Error?) {
    let done = expectation(description: "completed")
    var outcome: ([String: Any]?, Error?) = (nil, nil)
    _ = start { content, error in
      outcome = (content, error)
      done.fulfill()
    }
    wait(for: [done], timeout: timeout)
    return outcome
  }
}
