import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends a request to a client's hosts in turn until one answers, as Algolia's clients do.
///
/// A 2xx answer succeeds; a 4xx other than 408 fails at once with Algolia's message; a transport error or
/// another status marks the host down and moves on; a timeout (or 408) grows the host's timeout and moves on, and
/// so does a host that accepts no connection within the connect timeout. The transport bounds each phase of an
/// attempt on its own: opening the connection by the connect timeout, waiting for the answer by the host's read
/// timeout (the base timeout × (the host's timeouts since its last answer + 1)); at most four hosts are tried and
/// the whole request is bounded by `overallTimeout`.
final class RetryingRequester: @unchecked Sendable {
  // @unchecked: every stored property is constant; the pool locks its own state.
  let pool: HostPool
  let transport: HTTPTransport
  /// The read timeout of a first attempt on a host, in seconds.
  let baseTimeout: TimeInterval
  /// How long opening a connection to a host may take, in seconds.
  let connectTimeout: TimeInterval
  /// The most a whole request may take, in seconds.
  let overallTimeout: TimeInterval
  /// The timeout of a first attempt of a write on a host, in seconds.
  let writeTimeout: TimeInterval
  /// Headers sent with every request.
  let headers: [String: String]

  static let maxHostsPerRequest = 4

  /// The header naming one call, the same on each of its attempts, so that the server can tell a retry from a new
  /// call; the caller's own (in its request options) is kept.
  static let requestIDHeader = "request-id"
  /// The URL parameter naming a call where a header cannot be set; a call whose options give it gets no header.
  static let requestIDParameter = "x-algolia-request-id"

  /// One HTTP call, before it is sent to a host.
  struct Call: Sendable {
    /// `GET` or `POST`.
    var method: String
    /// The percent-encoded path.
    var path: String
    /// The URL query parameters, not encoded; a `nil` value is sent as the bare name.
    var urlParameters: [String: String?] = [:]
    /// The body; `nil` for none.
    var body: Data?
    /// The headers of this call, replacing the requester's of the same name (in any case).
    var headers: [String: String] = [:]
    /// Whether the call reads or writes, which picks the requester's timeout.
    var callType: CallType = .read
    /// The timeout of a first attempt, replacing the requester's for the call's type.
    var timeout: TimeInterval?
    /// The connect timeout, replacing the requester's.
    var connectTimeout: TimeInterval?

    /// A call carrying `options`: their headers, parameters and timeouts, and their body fields merged into the
    /// body when it is a JSON object.
    init(
      method: String, path: String, urlParameters: [String: String] = [:], body: Data? = nil, callType: CallType = .read,
      options: RequestOptions? = nil
    ) {
      self.method = method
      self.path = path
      self.urlParameters = urlParameters.mapValues(Optional.some).merging(options?.urlParameters.byName ?? [:]) { _, option in option }
      self.body = Call.body(body, adding: options?.body)
      self.headers = options?.headers.byName ?? [:]
      self.callType = callType
      self.timeout = options?.timeout(for: callType)
      self.connectTimeout = options?.connectTimeout
    }

    /// `body` with `fields` set in it; `body` as it is when there are no fields or it is not a JSON object.
    static func body(_ body: Data?, adding fields: [String: JSON]?) -> Data? {
      guard let fields, !fields.isEmpty, let body, case .object(var object)? = try? JSON(data: body) else { return body }
      object.merge(fields) { _, field in field }
      return (try? JSON.object(object).data()) ?? body
    }

    /// The path and its query string, parameters sorted by name and percent-encoded.
    var target: String {
      guard !urlParameters.isEmpty else { return path }
      let pairs = urlParameters.sorted { $0.key < $1.key }.map { name, value in
        PercentEncoding.encodeComponent(name) + (value.map { "=" + PercentEncoding.encodeComponent($0) } ?? "")
      }
      return path + "?" + pairs.joined(separator: "&")
    }
  }

  init(
    pool: HostPool, transport: HTTPTransport, baseTimeout: TimeInterval, writeTimeout: TimeInterval = 30,
    connectTimeout: TimeInterval = 2, overallTimeout: TimeInterval, headers: [String: String]
  ) {
    self.pool = pool
    self.transport = transport
    self.baseTimeout = baseTimeout
    self.writeTimeout = writeTimeout
    self.connectTimeout = connectTimeout
    self.overallTimeout = overallTimeout
    self.headers = headers
  }

  /// POSTs `body` to `path` on the first host that answers.
  func post(path: String, body: Data, completion: @escaping @Sendable (Result<Data, SearchClientError>) -> Void) -> Cancellable {
    send(Call(method: "POST", path: path, body: body), completion: completion)
  }

  /// Sends `call` to the first host that answers.
  ///
  /// - Parameter completion: Called once with the 2xx body or the error; asynchronously.
  /// - Returns: A handle that cancels the request.
  func send(_ call: Call, completion: @escaping @Sendable (Result<Data, SearchClientError>) -> Void) -> Cancellable {
    var call = call
    if !call.headers.keys.contains(where: { $0.lowercased() == Self.requestIDHeader }),
      !call.urlParameters.keys.contains(where: { $0.lowercased() == Self.requestIDParameter }) {
      call.headers[Self.requestIDHeader] = UUID().uuidString.lowercased()
    }
    let attempt = Attempt(completion: completion)
    let hosts = Array(pool.usableHosts().prefix(Self.maxHostsPerRequest))
    let deadline = Date().addingTimeInterval(overallTimeout)
    send(to: hosts[...], errors: [], attempt: attempt, call: call, deadline: deadline)
    return attempt
  }

  /// The headers of `call`: the requester's, then the call's, a call's header replacing one of the same name in
  /// any letter case.
  func headers(of call: Call) -> [String: String] {
    guard !call.headers.isEmpty else { return headers }
    let replaced = Set(call.headers.keys.map { $0.lowercased() })
    return headers.filter { !replaced.contains($0.key.lowercased()) }.merging(call.headers) { _, own in own }
  }

  private func send(
    to hosts: ArraySlice<(host: Host, multiplier: Int)>, errors: [SearchClientError], attempt: Attempt, call: Call,
    deadline: Date
  ) {
    let remaining = deadline.timeIntervalSinceNow
    guard let (host, multiplier) = hosts.first, remaining > 0 else {
      let errors = remaining > 0 ? errors : errors + [.timeout]
      attempt.finish(.failure(.unreachableHosts(intermediate: errors)))
      return
    }
    guard let url = host.url(target: call.target) else {
      attempt.finish(.failure(.invalidConfiguration(message: "cannot build a URL for \(host) and \(call.path)")))
      return
    }
    let connectTimeout = min(call.connectTimeout ?? self.connectTimeout, remaining)
    let base = call.timeout ?? (call.callType == .read ? baseTimeout : writeTimeout)
    let readTimeout = base * Double(multiplier)
    var request = URLRequest(url: url, timeoutInterval: min(readTimeout, remaining))
    request.httpMethod = call.method
    request.httpBody = call.body
    for (name, value) in headers(of: call) { request.setValue(value, forHTTPHeaderField: name) }
    // The transport bounds the connect and read phases; this timer ends the attempt when the request's overall
    // time runs out first.
    let settled = OnceFlag()
    let next = { [self] (outcome: TransportOutcome) in
      self.handle(outcome, host: host, hosts: hosts, errors: errors, attempt: attempt, call: call, deadline: deadline)
    }
    let timer = DispatchWorkItem {
      guard settled.claim() else { return }
      attempt.cancelCurrentExchange()
      next(.timeout)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + remaining, execute: timer)
    let exchange = transport.send(request, connectTimeout: connectTimeout) { outcome in
      guard settled.claim() else { return }
      timer.cancel()
      next(outcome)
    }
    attempt.setCurrent(exchange)
  }

  private func handle(
    _ outcome: TransportOutcome, host: Host, hosts: ArraySlice<(host: Host, multiplier: Int)>,
    errors: [SearchClientError], attempt: Attempt, call: Call, deadline: Date
  ) {
    let moveOn = { (error: SearchClientError) in
      self.send(to: hosts.dropFirst(), errors: errors + [error], attempt: attempt, call: call, deadline: deadline)
    }
    switch outcome {
    case .response(let status, let answer, _) where (200..<300).contains(status):
      pool.markUp(host)
      attempt.finish(.success(answer))
    case .response(let status, let answer, let correlationID) where (400..<500).contains(status) && status != 408:
      attempt.finish(.failure(.httpError(status: status, message: Self.message(in: answer, status: status, correlationID: correlationID))))
    case .response(let status, let answer, let correlationID):
      if status == 408 { pool.markTimedOut(host) } else { pool.markDown(host) }
      moveOn(.httpError(status: status, message: Self.message(in: answer, status: status, correlationID: correlationID)))
    case .timeout:
      pool.markTimedOut(host)
      moveOn(.hostTimedOut(host: "\(host)"))
    case .connectTimeout(let limit):
      pool.markTimedOut(host)
      moveOn(.transport(message: "\(host): no connection within \(ParamsText.plainDecimal(limit)) s"))
    case .hostNotFound(let message):
      pool.markDown(host)
      moveOn(.hostNotFound(host: "\(host)", message: message))
    case .failure(let message):
      pool.markDown(host)
      moveOn(.transport(message: "\(host): \(message)"))
    case .cancelled:
      attempt.finish(.failure(.cancelled))
    }
  }

  /// Algolia's error message in an error body, or a generic one naming the status; followed by
  /// `(Correlation-ID: …)` when the server sent one, so that Algolia's support can find the request.
  static func message(in body: Data, status: Int, correlationID: String? = nil) -> String {
    let message: String
    if let json = try? JSON(data: body), let text = json["message"]?.stringValue {
      message = text
    } else {
      let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      message = text.isEmpty ? "HTTP status \(status)" : text
    }
    guard let correlationID, !correlationID.isEmpty else { return message }
    return "\(message) (Correlation-ID: \(correlationID))"
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
