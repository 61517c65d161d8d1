import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What came back from one HTTP exchange with one host.
enum TransportOutcome: Sendable {
  /// An HTTP answer with its status and body.
  case response(status: Int, body: Data, correlationID: String? = nil)
  /// The host did not answer in time.
  case timeout
  /// No connection to the host could be opened within the connect timeout (seconds).
  case connectTimeout(TimeInterval)
  /// The host name could not be resolved.
  case hostNotFound(String)
  /// The connection failed.
  case failure(String)
  /// The caller cancelled.
  case cancelled
}

/// Sends one HTTP request to one host. URLSession in production; tests may substitute their own.
protocol HTTPTransport: Sendable {
  /// Sends `request` and reports the outcome once.
  ///
  /// The two phases are bounded each on its own: opening the connection by `connectTimeout`, then waiting for the
  /// answer by the request's `timeoutInterval`.
  ///
  /// - Parameters:
  ///   - request: The request; its `timeoutInterval` is the read timeout, counted once the connection is open:
  ///     ``TransportOutcome/timeout`` past it.
  ///   - connectTimeout: How long opening a connection may take, in seconds; ``TransportOutcome/connectTimeout(_:)``
  ///     past it.
  /// - Returns: A handle that cancels the exchange.
  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable
}

/// ``HTTPTransport`` over URLSession (FoundationNetworking on Linux).
///
/// URLSession has no connect timeout of its own, so a host not reached recently is first probed with a plain TCP
/// connection bounded by the connect timeout (``ConnectionProbe``); a host that answered in the last
/// ``reachedValidity`` seconds is not probed again, its connection being kept alive by URLSession. An exchange that
/// fails (other than by cancellation) forgets the host.
///
/// The read timeout starts when the data task does, after the probe: a timer cancels the task and reports
/// ``TransportOutcome/timeout`` when no answer came within the request's `timeoutInterval` (URLSession does not
/// enforce it everywhere, not on Linux).
final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  // @unchecked: the session is thread-safe and `reached` is only touched under its lock.
  private let session: URLSession
  private let reached = Locked<[String: Date]>([:])
  private let probeQueue = DispatchQueue(label: "InstantSearchCore.ConnectionProbe", attributes: .concurrent)

  /// How long a host that answered is trusted to accept connections without a probe, in seconds.
  static let reachedValidity: TimeInterval = 30

  init(configuration: URLSessionConfiguration = .ephemeral) {
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  func send(
    _ request: URLRequest, connectTimeout: TimeInterval, completion: @escaping @Sendable (TransportOutcome) -> Void
  ) -> Cancellable {
    guard let url = request.url, let host = url.host else {
      let handle = TaskHandle(completion)
      handle.finish(.failure("no host in \(request.url?.absoluteString ?? "the request")"))
      return handle
    }
    let port = url.port ?? (url.scheme == "http" ? 80 : 443)
    let key = "\(host):\(port)"
    let handle = TaskHandle { [reached] outcome in
      reached.withLock {
        switch outcome {
        case .response: $0[key] = Date()
        case .cancelled: break
        default: $0[key] = nil
        }
      }
      completion(outcome)
    }
    if let last = reached.withLock({ $0[key] }), Date().timeIntervalSince(last) < Self.reachedValidity {
      handle.start(task(request, handle), readTimeout: request.timeoutInterval)
      return handle
    }
    probeQueue.async {
      switch ConnectionProbe.connect(host: host, port: port, timeout: connectTimeout) {
      case .connected: handle.start(self.task(request, handle), readTimeout: request.timeoutInterval)
      case .timedOut: handle.finish(.connectTimeout(connectTimeout))
      case .hostNotFound(let message): handle.finish(.hostNotFound(message))
      case .failed(let message): handle.finish(.failure(message))
      }
    }
    return handle
  }

  private func task(_ request: URLRequest, _ handle: TaskHandle) -> URLSessionDataTask {
    session.dataTask(with: request) { data, response, error in
      let outcome: TransportOutcome
      if let error = error as? URLError {
        switch error.code {
        case .cancelled: outcome = .cancelled
        case .timedOut: outcome = .timeout
        case .cannotFindHost, .dnsLookupFailed: outcome = .hostNotFound(error.localizedDescription)
        default: outcome = .failure(error.localizedDescription)
        }
      } else if let error {
        outcome = .failure(String(describing: error))
      } else if let http = response as? HTTPURLResponse {
        outcome = .response(
          status: http.statusCode, body: data ?? Data(), correlationID: http.value(forHTTPHeaderField: "x-algolia-correlation-id"))
      } else {
        outcome = .failure("no HTTP response")
      }
      handle.report(outcome)
    }
  }

  /// The exchange in flight: the probe, then the data task. Cancelled before the task starts, it reports
  /// ``TransportOutcome/cancelled`` itself and keeps the task from starting; after, the task reports it. Its read
  /// timer, armed when the task starts, ends the exchange with ``TransportOutcome/timeout``.
  private final class TaskHandle: Cancellable, @unchecked Sendable {
    // @unchecked: `task`, `readTimer` and `state` are only touched under `lock`.
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var readTimer: DispatchWorkItem?
    private var state = State.probing
    private let completion: @Sendable (TransportOutcome) -> Void

    private enum State { case probing, started, ended }

    init(_ completion: @escaping @Sendable (TransportOutcome) -> Void) { self.completion = completion }

    /// Starts the data task, and its read timer of `readTimeout` seconds, unless the exchange was cancelled during
    /// the probe.
    func start(_ task: URLSessionDataTask, readTimeout: TimeInterval) {
      let timer = DispatchWorkItem { [weak self] in self?.timeOut() }
      let go = lock.withLock { () -> Bool in
        guard state == .probing else { return false }
        state = .started
        self.task = task
        readTimer = timer
        return true
      }
      guard go else { return }
      DispatchQueue.global().asyncAfter(deadline: .now() + readTimeout, execute: timer)
      task.resume()
    }

    /// Ends a started exchange whose answer is late: cancels its task, whose own report is then ignored.
    private func timeOut() {
      let running = lock.withLock { () -> URLSessionDataTask? in
        guard state == .started else { return nil }
        state = .ended
        readTimer = nil
        return task
      }
      guard let running else { return }
      running.cancel()
      completion(.timeout)
    }

    /// Reports the probe's failure unless the exchange was cancelled meanwhile.
    func finish(_ outcome: TransportOutcome) {
      let report = lock.withLock { () -> Bool in
        guard state == .probing else { return false }
        state = .ended
        return true
      }
      if report { completion(outcome) }
    }

    /// Reports the data task's outcome, unless the read timer ended the exchange first.
    func report(_ outcome: TransportOutcome) {
      let timer = lock.withLock { () -> DispatchWorkItem?? in
        guard state != .ended else { return nil }
        state = .ended
        defer { readTimer = nil }
        return .some(readTimer)
      }
      guard let timer else { return }
      timer?.cancel()
      completion(outcome)
    }

    func cancel() {
      let (running, report) = lock.withLock { () -> (URLSessionDataTask?, Bool) in
        switch state {
        case .probing:
          state = .ended
          return (nil, true)
        case .started: return (task, false)
        case .ended: return (nil, false)
        }
      }
      running?.cancel()
      if report { completion(.cancelled) }
    }
  }
}
