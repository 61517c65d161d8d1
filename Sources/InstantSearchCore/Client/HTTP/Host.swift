import Foundation

/// A server the HTTP client can send requests to.
public struct Host: Hashable, Sendable, CustomStringConvertible {
  /// `https`, or `http` for loopback test servers only.
  public let scheme: String
  /// The host name or address.
  public let name: String
  /// The port; `nil` for the scheme's default.
  public let port: Int?

  /// Parses a host given as `name`, `name:port` or a URL such as `http://127.0.0.1:8080`.
  ///
  /// - Throws: ``SearchClientError/invalidConfiguration(message:)`` for a scheme other than https, plain
  ///   `http` towards a host that is not loopback, or text that is not a host.
  public init(_ text: String) throws {
    let withScheme = text.contains("://") ? text : "https://\(text)"
    guard let components = URLComponents(string: withScheme), let name = components.host, !name.isEmpty,
      let scheme = components.scheme?.lowercased()
    else {
      throw SearchClientError.invalidConfiguration(message: "`\(text)` is not a host name or URL")
    }
    guard scheme == "https" || scheme == "http" else {
      throw SearchClientError.invalidConfiguration(message: "scheme `\(scheme)` is not supported; use https")
    }
    if scheme == "http" && !Host.isLoopback(name) {
      throw SearchClientError.invalidConfiguration(
        message: "plain http is refused for `\(name)`: only loopback hosts (127.0.0.0/8, ::1, localhost) may use it")
    }
    self.scheme = scheme
    self.name = name
    self.port = components.port
  }

  /// Whether a host name is a loopback address.
  public static func isLoopback(_ name: String) -> Bool {
    let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
    if bare == "localhost" || bare == "::1" { return true }
    let parts = bare.split(separator: ".")
    return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
  }

  /// The URL of a percent-encoded path, optionally followed by `?` and a percent-encoded query, on this host.
  func url(target: String) -> URL? {
    var components = URLComponents()
    components.scheme = scheme
    components.host = name
    components.port = port
    let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    components.percentEncodedPath = String(parts[0])
    if parts.count == 2 { components.percentEncodedQuery = String(parts[1]) }
    return components.url
  }

  public var description: String {
    port.map { "\(scheme)://\(name):\($0)" } ?? "\(scheme)://\(name)"
  }

  /// The read hosts of an Algolia application: the DSN host, then the three fallbacks shuffled.
  public static func readHosts<G: RandomNumberGenerator>(appID: String, using generator: inout G) -> [Host] {
    let fallbacks = (1...3).map { "\(appID)-\($0).algolianet.com" }.shuffled(using: &generator)
    return (["\(appID)-dsn.algolia.net"] + fallbacks).map { try! Host($0) }
  }

  /// The write hosts of an Algolia application: the main host, then the read hosts' fallbacks in their order.
  static func writeHosts(appID: String, fallbacksOf readHosts: [Host]) -> [Host] {
    [try! Host("\(appID).algolia.net")] + readHosts.dropFirst()
  }
}
