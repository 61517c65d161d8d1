import Foundation
import InstantSearchCore

/// Runs a side of the benchmark in a process of its own and reads the one JSON object it prints.
enum ChildProcess {
  /// The JSON the program printed on standard output.
  ///
  /// - Throws: ``BenchmarkError`` naming `label` when the program fails or prints something else.
  static func json(running executable: URL, _ arguments: [String], label: String) throws -> JSON {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let json = try? JSON.parse(data) else {
      throw BenchmarkError(description: "\(label) failed with status \(process.terminationStatus)")
    }
    return json
  }
}

/// A side of the benchmark in a process of its own that answers in JSON lines: one line written to it, one JSON
/// object per line read back.
final class JSONLineProcess {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var buffered = Data()
  private let label: String

  /// Starts `executable` with `arguments`.
  init(running executable: URL, _ arguments: [String], label: String) throws {
    self.label = label
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    try process.run()
  }

  /// Writes `line` and a newline to the process.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line the process prints, as JSON.
  ///
  /// - Throws: ``BenchmarkError`` naming the process when it ends first or prints something else.
  func receive() throws -> JSON {
    while true {
      if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
        let line = buffered[buffered.startIndex..<newline]
        buffered = Data(buffered[buffered.index(after: newline)...])
        guard let json = try? JSON.parse(Data(line)) else {
          throw BenchmarkError(description: "\(label) printed a line that is not JSON")
        }
        return json
      }
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { throw BenchmarkError(description: "\(label) ended before answering") }
      buffered.append(chunk)
    }
  }

  /// Closes the process's input, reads its last line and waits for it to end.
  func finish() throws -> JSON {
    try input.fileHandleForWriting.close()
    let last = try receive()
    process.waitUntilExit()
    return last
  }
}
