import Foundation
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A scripted Algolia-like HTTP server on 127.0.0.1, run as a Python standard-library script the tests
/// start and stop themselves (`Tests/InstantSearchCoreTests/Client/HTTP/loopback_server.py`).
///
/// Each behaviour (`ok`, `status:503`, `slow:2`, `malformed`, `truncated`, `refuse`) gets its own port.
public final class LoopbackServer {
  /// One request the server received.
  public struct Request: Decodable {
    public let method: String
    public let path: String
    public let port: Int
    /// Header names lower-cased.
    public let headers: [String: String]
    public let body: String
  }

  /// The ports, one per behaviour, in the order given.
  public let ports: [Int]
  private let process: Process
  private let input: Pipe

  /// The script's location, derived from this file's.
  static let script = SharedFiles.packageRoot
    .appendingPathComponent("Tests/InstantSearchCoreTests/Client/HTTP/loopback_server.py")

  /// Starts a server.
  ///
  /// - Throws: `XCTSkip` when no `python3` is installed; any error starting it otherwise.
  public init(_ behaviours: [String]) throws {
    guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
      ?? LoopbackServer.which("python3")
    else {
      throw XCTSkip("python3 is not installed: the HTTP client tests need it for their loopback server.")
    }
    process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [LoopbackServer.script.path] + behaviours
    input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let line = output.fileHandleForReading.readLine()
    struct Ready: Decodable { let ports: [Int] }
    ports = try JSONDecoder().decode(Ready.self, from: Data(line.utf8)).ports
  }

  deinit { stop() }

  /// `http://127.0.0.1:<port>` of the behaviour at `index`.
  public func host(_ index: Int) -> String { "http://127.0.0.1:\(ports[index])" }

  /// Every request received so far, in arrival order.
  public func requests() throws -> [Request] {
    for port in ports {
      let url = URL(string: "http://127.0.0.1:\(port)/__log")!
      let semaphore = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var result: Data?
      URLSession.shared.dataTask(with: URLRequest(url: url, timeoutInterval: 5)) { data, response, _ in
        if (response as? HTTPURLResponse)?.statusCode == 200 { result = data }
        semaphore.signal()
      }.resume()
      _ = semaphore.wait(timeout: .now() + 10)
      if let result { return try JSONDecoder().decode([Request].self, from: result) }
    }
    throw LoopbackServerError.noServedPort
  }

  /// Stops the server (closing its standard input ends it).
  public func stop() {
    guard process.isRunning else { return }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }

  private static func which(_ name: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return paths.map { "\($0)/\(name)" }.first(where: FileManager.default.isExecutableFile)
  }
}

/// The loopback server answered nothing.
public enum LoopbackServerError: Error {
  /// Every port refused the log request (all behaviours were `refuse`, or the server died).
  case noServedPort
}

extension FileHandle {
  /// Reads bytes up to a newline.
  fileprivate func readLine() -> String {
    var bytes: [UInt8] = []
    while let chunk = try? read(upToCount: 1), let byte = chunk.first, byte != UInt8(ascii: "\n") {
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
