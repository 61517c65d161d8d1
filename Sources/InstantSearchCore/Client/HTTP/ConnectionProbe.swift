import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens (and closes) a TCP connection to a host within a time limit: the connect phase of an exchange, which
/// URLSession cannot bound on its own (its timeout covers the whole exchange).
enum ConnectionProbe {
  /// How a probe ended.
  enum Outcome: Equatable, Sendable {
    /// A connection was established.
    case connected
    /// No address answered within the limit.
    case timedOut
    /// The name did not resolve.
    case hostNotFound(String)
    /// Every address refused or failed.
    case failed(String)
  }

  /// Connects to `host`:`port` (each resolved address in turn) and closes the connection at once.
  ///
  /// Blocks the calling thread for at most `timeout` seconds after name resolution.
  static func connect(host: String, port: Int, timeout: TimeInterval) -> Outcome {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var list: UnsafeMutablePointer<addrinfo>?
    let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    let status = getaddrinfo(bare, String(port), &hints, &list)
    guard status == 0, let first = list else {
      return .hostNotFound(String(cString: gai_strerror(status)))
    }
    defer { freeaddrinfo(first) }
    let deadline = Date().addingTimeInterval(timeout)
    var failure = "no address"
    var candidate: UnsafeMutablePointer<addrinfo>? = first
    while let address = candidate {
      candidate = address.pointee.ai_next
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .timedOut }
      switch attempt(address.pointee, within: remaining) {
      case .connected: return .connected
      case .timedOut: return .timedOut
      case .failed(let message), .hostNotFound(let message): failure = message
      }
    }
    return .failed(failure)
  }

  /// One non-blocking connect to one address, waited for with `poll`.
  private static func attempt(_ address: addrinfo, within timeout: TimeInterval) -> Outcome {
    let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
    guard descriptor >= 0 else { return .failed(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    if systemConnect(descriptor, address.ai_addr, address.ai_addrlen) == 0 { return .connected }
    guard errno == EINPROGRESS else { return .failed(String(cString: strerror(errno))) }
    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    let ready = poll(&request, 1, Int32(min(timeout * 1000, Double(Int32.max)).rounded(.up)))
    guard ready > 0 else { return ready == 0 ? .timedOut : .failed(String(cString: strerror(errno))) }
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 else {
      return .failed(String(cString: strerror(error == 0 ? errno : error)))
    }
    return .connected
  }
}

/// The C library's `connect`, which ``ConnectionProbe/connect(host:port:timeout:)`` hides inside the probe.
private func systemConnect(_ descriptor: Int32, _ address: UnsafeMutablePointer<sockaddr>!, _ length: socklen_t) -> Int32 {
  #if canImport(Glibc)
    Glibc.connect(descriptor, address, length)
  #else
    Darwin.connect(descriptor, address, length)
  #endif
}
