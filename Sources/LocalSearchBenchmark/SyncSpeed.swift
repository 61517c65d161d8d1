import Foundation
import InstantSearchCore
import LocalSearch

/// Times a mirror's sync from the HTTP client's loopback test server (`loopback_server.py`, behaviour `mirror:N`),
/// which pages through N generated records: the whole sync (settings, browse pages, build) and its build step.
struct SyncSpeed {
  /// The record counts to sync.
  let sizes: [Int]

  func run() throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/InstantSearchCoreTests/Client/HTTP/loopback_server.py")
    for size in sizes {
      let server = try LoopbackProcess(script: script, behaviour: "mirror:\(size)")
      defer { server.stop() }
      let online = try AlgoliaClient(
        configuration: AlgoliaClient.Configuration(appID: "BENCHMARK", apiKey: "benchmark", hosts: ["http://127.0.0.1:\(server.port)"]))
      let mirror = IndexMirror(indexName: "places", online: online)
      mirror.selections = [MirrorSelection(query: Query(), maxObjects: size)]
      let marks = Locked<[String: Date]>([:])
      let subscription = mirror.onEvent.subscribe(with: marks) { marks, event in
        switch event {
        case .buildStarted: marks.withLock { $0["build"] = Date() }
        case .buildFinished: marks.withLock { $0["built"] = Date() }
        default: break
        }
      }
      let done = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var outcome: Result<Int, MirrorError>?
      let started = Date()
      mirror.sync {
        outcome = $0
        done.signal()
      }
      done.wait()
      let total = Date().timeIntervalSince(started)
      subscription.cancel()
      let count = try outcome?.get() ?? 0
      let build = (marks.value["built"] ?? Date()).timeIntervalSince(marks.value["build"] ?? Date())
      print(
        String(
          format: "sync: %d records from the loopback server in %.2f s (%.0f records/s); fetching %.2f s, building %.2f s",
          count, total, Double(count) / total, total - build, build))
    }
  }
}

/// The loopback server, started with one behaviour; stopped by closing its standard input.
private final class LoopbackProcess {
  let port: Int
  private let process = Process()
  private let input = Pipe()

  init(script: URL, behaviour: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, behaviour]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
      line.append(first)
    }
    guard let port = try JSON.parse(line)["ports"]?[0]?.intValue else {
      throw BenchmarkError(description: "the loopback server did not start")
    }
    self.port = port
  }

  func stop() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
