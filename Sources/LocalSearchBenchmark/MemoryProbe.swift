import Foundation
import InstantSearchCore
import LocalSearch

/// Loads a records file into the engine in a process of its own, as an offline app would, and reports the
/// process's memory: the figures then hold the engine alone, not the benchmark's own copy of the records.
///
/// The parent writes `records.json`, `settings.json` and `config.json` (`queries`, `facets`) to a folder
/// and runs the benchmark again with `--memory-probe FOLDER`. The child loads the file with
/// `LocalIndex(name:recordsFile:settings:)`, builds with `prepare()`, answers every query once with 20 hits and
/// the facets, and prints one JSON object.
enum MemoryProbe {
  /// The option that makes the benchmark run as the child.
  static let option = "--memory-probe"

  /// What the child measured.
  struct Figures {
    /// Milliseconds to read and save the records file.
    let loadMs: Double
    /// Milliseconds of `prepare()`.
    let prepareMs: Double
    /// Resident bytes once the records are saved.
    let loadedBytes: Int
    /// Resident bytes once the index is built.
    let preparedBytes: Int
    /// The process's peak resident bytes (`VmHWM`), queries included.
    let peakBytes: Int
  }

  /// Runs as the child on `folder` and exits.
  static func runChild(folder: String) -> Never {
    do {
      let directory = URL(fileURLWithPath: folder)
      let config = try JSON.parse(Data(contentsOf: directory.appendingPathComponent("config.json")))
      let settings = try IndexSettings(json: JSON.parse(Data(contentsOf: directory.appendingPathComponent("settings.json"))))
      var index: LocalIndex!
      let loadMs = try time {
        index = try LocalIndex(name: "probe", recordsFile: directory.appendingPathComponent("records.json"), settings: settings)
      }
      let loaded = ProcessMemory.currentBytes
      let prepareMs = time { index.prepare() }
      let prepared = ProcessMemory.currentBytes
      let client = LocalClient(indices: [index])
      for text in config["queries"]?.arrayValue ?? [] {
        var query = Query(text.stringValue ?? "")
        query.hitsPerPage = 20
        query.facets = (config["facets"]?.arrayValue ?? []).compactMap(\.stringValue)
        _ = try client.answer(IndexedQuery(indexName: "probe", query: query))
      }
      let output: JSON = [
        "load_ms": .number(loadMs), "prepare_ms": .number(prepareMs), "loaded_bytes": .number(Double(loaded)),
        "prepared_bytes": .number(Double(prepared)), "peak_bytes": .number(Double(ProcessMemory.peakBytes)),
      ]
      FileHandle.standardOutput.write(try output.data())
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("memory probe failed: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Runs the child on the files in `folder`.
  static func measure(folder: URL) throws -> Figures {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let json = try ChildProcess.json(running: executable, [option, folder.path], label: "the memory probe")
    let number = { (key: String) in json[key]?.doubleValue ?? 0 }
    return Figures(
      loadMs: number("load_ms"), prepareMs: number("prepare_ms"), loadedBytes: Int(number("loaded_bytes")),
      preparedBytes: Int(number("prepared_bytes")), peakBytes: Int(number("peak_bytes")))
  }
}
