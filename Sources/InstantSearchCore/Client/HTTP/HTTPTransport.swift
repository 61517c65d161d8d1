import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What came back from one HTTP exchange with one host.
enum TransportOutcome: Sendable {
  /// An HTTP answer with its status and body.
  case response(status: Int, body: Data)
  /// The host did not answer in time.
  case timeout
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
  /// - Returns: A handle that cancels the exchange.
  func send(_ request: URLRequest, completion: @escaping @Sendable (TransportOutcome) -> Void) -> Cancellable
}

/// ``HTTPTransport`` over URLSession (FoundationNetworking on Linux).
final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
  private let session: URLSession

  init(configuration: URLSessionConfiguration = .ephemeral) {
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  func send(_ request: URLRequest, completion: @escaping @Sendable (TransportOutcome) -> Void) -> Cancellable {
    let task = session.dataTask(with: request) { data, response, error in
      if let error = error as? URLError {
        switch error.code {
        case .cancelled: completion(.cancelled)
        case .timedOut: completion(.timeout)
        case .cannotFindHost, .dnsLookupFailed: completion(.hostNotFound(error.localizedDescription))
        default: completion(.failure(error.localizedDescription))
        }
      } else if let error {
        completion(.failure(String(describing: error)))
      } else if let http = response as? HTTPURLResponse {
        completion(.response(status: http.statusCode, body: data ?? Data()))
      } else {
        completion(.failure("no HTTP response"))
      }
    }
    task.resume()
    return TaskHandle(task)
  }

  private final class TaskHandle: Cancellable, @unchecked Sendable {
    private let task: URLSessionDataTask
    init(_ task: URLSessionDataTask) { self.task = task }
    func cancel() { task.cancel() }
  }
}
