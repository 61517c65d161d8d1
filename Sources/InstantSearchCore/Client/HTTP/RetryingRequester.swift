import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a request to a client's hosts in turn until one answers, as Algolia's clients do.
///
/// A 2xx answer succeeds; a 4xx other than 408 fails at once with Algolia's message; a transport error or
/// another status marks the host down and moves on; a timeout (or 408) grows the host's timeout and moves on.
/// At most four hosts are tried and the whole request is bounded by `overallTimeout`.
final class RetryingRequester: @unchecked Sendable {
  let pool: HostPool
  let transport: HTTPTransport
  /// The read timeout of a first attempt on a host, in seconds.
  let baseTimeout: TimeInterval
  /// The most a whole request may take, in seconds.
  let overallTimeout: TimeInterval
  /// Headers sent with every request.
  let headers: [String: String]

  static let maxHostsPerRequest = 4

  init(pool: HostPool, transport: HTTPTransport, baseTimeout: TimeInterval, overallTimeout: TimeInterval, headers: [String: String]) {
    self.pool = pool
    self.transport = transport
    self.baseTimeout = baseTimeout
    self.overallTimeout = overallTimeout
    self.headers = headers
  }

  /// POSTs `body` to `path` on the first host that answers.
  ///
  /// - Parameter completion: Called once with the 2xx body or the error; asynchronously.
  /// - Returns: A handle that cancels the request.
  func post(path: String, body: Data, completion: @escaping @Sendable (Result<Data, SearchClientError>) -> Void) -> Cancellable {
    let attempt = Attempt(completion: completion)
    let hosts = Array(pool.usableHosts().prefix(Self.maxHostsPerRequest))
    let deadline = Date().addingTimeInterval(overallTimeout)
    send(to: hosts[...], errors: [], attempt: attempt, path: path, body: body, deadline: deadline)
    return attempt
  }

  private func send(
    to hosts: ArraySlice<(host: Host, multiplier: Int)>,
    errors: [SearchClientError], attempt: Attempt, path: String,
    body: Data, deadline: Date
  ) {
    let remaining = deadline.timeIntervalSinceNow
    guard let (host, multiplier) = hosts.first, remaining > 0 else {
      let errors = remaining > 0 ? errors : errors + [.timeout]
      attempt.finish(.failure(.unreachableHosts(intermediate: errors)))
      return
    }
    guard let url = host.url(path: path) else {
      attempt.finish(.failure(.invalidConfiguration(message: "cannot build a URL for \(host) and \(path)")))
      return
    }
    var request = URLRequest(url: url, timeoutInterval: min(baseTimeout * Double(multiplier), remaining))
    request.httpMethod = "POST"
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    // URLSession does not enforce timeoutInterval everywhere (not on Linux): a timer makes it a hard limit.
    let settled = OnceFlag()
    let timer = DispatchWorkItem {
      guard settled.claim() else { return }
      attempt.cancelCurrentExchange()
      self.handle(.timeout, host: host, hosts: hosts, errors: errors, attempt: attempt, path: path, body: body, deadline: deadline)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + request.timeoutInterval, execute: timer)
    let exchange = transport.send(request) { [self] outcome in
      guard settled.claim() else { return }
      timer.cancel()
      self.handle(outcome, host: host, hosts: hosts, errors: errors, attempt: attempt, path: path, body: body, deadline: deadline)
    }
    attempt.setCurrent(exchange)
  }

  private func handle(
    _ outcome: TransportOutcome, host: Host, hosts: ArraySlice<(host: Host, multiplier: Int)>,
    errors: [SearchClientError], attempt: Attempt, path: String, body: Data, deadline: Date
  ) {
    switch outcome {
      case .response(let status, let answer) where (200..<300).contains(status):
        pool.markUp(host)
        attempt.finish(.success(answer))
      case .response(let status, let answer) where (400..<500).contains(status) && status != 408:
        attempt.finish(.failure(.httpError(status: status, message: Self.message(in: answer, status: status))))
      case .response(let status, let answer):
        let error = SearchClientError.httpError(status: status, message: Self.message(in: answer, status: status))
        if status == 408 { pool.markTimedOut(host) } else { pool.markDown(host) }
        self.send(to: hosts.dropFirst(), errors: errors + [error], attempt: attempt, path: path, body: body, deadline: deadline)
      case .timeout:
        pool.markTimedOut(host)
        self.send(
          to: hosts.dropFirst(), errors: errors + [.hostTimedOut(host: "\(host)")], attempt: attempt, path: path, body: body,
          deadline: deadline)
      case .hostNotFound(let message):
        pool.markDown(host)
        self.send(
          to: hosts.dropFirst(), errors: errors + [.hostNotFound(host: "\(host)", message: message)], attempt: attempt, path: path,
          body: body, deadline: deadline)
      case .failure(let message):
        pool.markDown(host)
        self.send(
          to: hosts.dropFirst(), errors: errors + [.transport(message: "\(host): \(message)")], attempt: attempt, path: path,
          body: body, deadline: deadline)
      case .cancelled:
        attempt.finish(.failure(.cancelled))
    }
  }

  /// Algolia's error message in an error body, or a generic one naming the status.
  static func message(in body: Data, status: Int) -> String {
    if let json = try? JSON(data: body), let message = json["message"]?.stringValue { return message }
    let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? "HTTP status \(status)" : text
  }

  /// One request's progress: reports once, cancels the exchange in flight.
  private final class Attempt: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var completion: (@Sendable (Result<Data, SearchClientError>) -> Void)?
    private var current: Cancellable?
    private var isCancelled = false

    init(completion: @escaping @Sendable (Result<Data, SearchClientError>) -> Void) { self.completion = completion }

    func setCurrent(_ handle: Cancellable) {
      let cancelNow = lock.withLock { () -> Bool in
        current = handle
        return isCancelled
      }
      if cancelNow { handle.cancel() }
    }

    func finish(_ result: Result<Data, SearchClientError>) {
      let callback = lock.withLock { () -> (@Sendable (Result<Data, SearchClientError>) -> Void)? in
        defer { completion = nil }
        return completion
      }
      callback?(isCancelledResult(result))
    }

    private func isCancelledResult(_ result: Result<Data, SearchClientError>) -> Result<Data, SearchClientError> {
      lock.withLock { isCancelled } ? .failure(.cancelled) : result
    }

    /// Cancels the exchange in flight without ending the request (a timed-out attempt).
    func cancelCurrentExchange() {
      lock.withLock { current }?.cancel()
    }

    func cancel() {
      let handle = lock.withLock { () -> Cancellable? in
        isCancelled = true
        return current
      }
      handle?.cancel()
      finish(.failure(.cancelled))
    }
  }
}

/// A flag that can be claimed once, from any thread.
private final class OnceFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var claimed = false

  /// True for the first caller only.
  func claim() -> Bool {
    lock.withLock {
      defer { claimed = true }
      return !claimed
    }
  }
}
