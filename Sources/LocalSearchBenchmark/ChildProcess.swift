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
