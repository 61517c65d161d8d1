import Foundation
import InstantSearchCore
import LocalSearch

/// Times the engine and tantivy (through its Python bindings, tantivy_side.py) on the same records and the same
/// keystroke prefixes, per prefix length, and prints a side-by-side table and CSV lines.
///
/// Both sides answer each query with 20 hits and their stored fields, the number of matches, and the counts of the
/// dataset's facets, with Algolia's default typo tolerance (1 typo from 4 letters, 2 from 8) and the last word a
/// prefix. tantivy's index is built in one segment. Both sides run one untimed round, then `rounds` timed rounds each,
/// the engine in this process and tantivy in its own, round by round in turn (which side goes first alternating), so
/// that both meet the same state of the machine; each side's memory is read in a process of its own.
struct TantivyComparison {
  let dataset: ComparisonDataset
  /// Timed rounds over the query list on each side.
  let rounds: Int

  /// The figures of one dataset, for the summary table.
  struct Summary {
    let dataset: String
    let records: Int
    /// Per query class (`1`, `2`, `3`, `word`, `all`): the engine's figures and tantivy's.
    let classes: [(kind: String, engine: Figures, tantivy: Figures)]
    let engineBuildMs: Double
    let tantivyBuildMs: Double
    let enginePeakBytes: Int
    let tantivyPeakBytes: Int
  }

  /// What the side script printed when tantivy is missing: the reason, and no figures.
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs both sides and prints the dataset's table; the summary row for the final table.
  ///
  /// - Throws: ``Missing`` when the `tantivy` module is not installed.
  func run() throws -> Summary {
    let queries = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable).entries
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tantivy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeInputs(to: folder, queries: queries.map(\.text))
    let tantivy = try JSONLineProcess(
      running: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-B", Self.script.path, folder.path], label: "tantivy_side.py")
    let side = try tantivy.receive()
    if let missing = side["missing"]?.stringValue { throw Missing(description: missing) }

    var index: LocalIndex!
    let settings = try IndexSettings(json: dataset.settings)
    let buildMs = try time {
      index = try LocalIndex(name: dataset.name, records: dataset.records, settings: settings)
      index.prepare()
    }
    let client = LocalClient(indices: [index])
    var engineCounts: [Int] = []
    for entry in queries {
      engineCounts.append(try client.answer(IndexedQuery(indexName: dataset.name, query: query(entry.text))).nbHits ?? 0)
    }
    var engineSamples: [(kind: String, ms: Double)] = []
    var tantivySamples: [(kind: String, ms: Double)] = []
    func engineRound() throws {
      for entry in queries {
        let request = IndexedQuery(indexName: dataset.name, query: query(entry.text))
        engineSamples.append((entry.kind, try time { _ = try client.answer(request) }))
      }
    }
    func tantivyRound() throws {
      tantivy.send("round")
      let samples = try tantivy.receive()["samples"]?.arrayValue ?? []
      guard samples.count == queries.count else { throw BenchmarkError(description: "tantivy_side.py timed \(samples.count) queries") }
      tantivySamples += zip(queries, samples).map { ($0.kind, $1.doubleValue ?? 0) }
    }
    for round in 0..<rounds {
      if round % 2 == 0 {
        try engineRound()
        try tantivyRound()
      } else {
        try tantivyRound()
        try engineRound()
      }
    }
    let tantivyPeak = (try tantivy.finish()["rss_peak_kib"]?.intValue ?? 0) * 1024
    index = nil
    let memory = try MemoryProbe.measure(folder: folder)

    let tantivyCounts = (side["counts"]?.arrayValue ?? []).compactMap(\.intValue)
    let tantivyBuildMs = side["build_ms"]?.doubleValue ?? 0
    var classes: [(kind: String, engine: Figures, tantivy: Figures)] = []
    for kind in KeystrokePrefixes.kinds + ["all"] {
      let engine = engineSamples.filter { kind == "all" || $0.kind == kind }.map(\.ms)
      let other = tantivySamples.filter { kind == "all" || $0.kind == kind }.map(\.ms)
      guard !engine.isEmpty, !other.isEmpty else { continue }
      classes.append((kind, Figures(engine), Figures(other)))
    }

    let count = dataset.records.count
    let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
    let times = { (bytes: Int) in String(format: "%.1f×", Double(bytes) / Double(dataset.jsonBytes)) }
    print("")
    print("== \(dataset.name) (\(count) records) against \(side["version"]?.stringValue ?? "tantivy"), "
      + "\(side["segments"]?.intValue ?? 0) segment(s): \(queries.count) queries, \(rounds) timed rounds, 20 hits, "
      + "facets \(dataset.facets.joined(separator: ", "))")
    print(String(format: "build: engine %.0f ms, tantivy %.0f ms", buildMs, tantivyBuildMs))
    print("memory, each side loading the records file in a process of its own: JSON \(mib(dataset.jsonBytes)); engine peak RSS "
      + "\(mib(memory.peakBytes)) (\(times(memory.peakBytes))), \(mib(memory.preparedBytes)) once built; tantivy peak RSS "
      + "\(mib(tantivyPeak)) (\(times(tantivyPeak)))")
    let total = (engine: engineCounts.reduce(0, +), tantivy: tantivyCounts.reduce(0, +))
    print("matches over all queries: engine \(total.engine), tantivy \(total.tantivy) (Algolia's typo rules and tantivy's "
      + "Levenshtein automata differ at the edges)")
    print("class        engine med      p99 |  tantivy med      p99 | tantivy/engine med    p99")
    print("csv,tantivy_comparison,dataset,records,class,samples,engine_median_ms,engine_p99_ms,tantivy_median_ms,tantivy_p99_ms")
    for row in classes {
      print(row.kind.padding(toLength: 9, withPad: " ", startingAt: 0)
        + String(format: "%12.3f %8.3f | %12.3f %8.3f | %14.2f× %6.2f×", row.engine.median, row.engine.p99, row.tantivy.median,
          row.tantivy.p99, row.tantivy.median / row.engine.median, row.tantivy.p99 / row.engine.p99))
      print("csv,tantivy_comparison,\(dataset.name),\(count),\(row.kind),\(engineSamples.count)," + [
        row.engine.median, row.engine.p99, row.tantivy.median, row.tantivy.p99,
      ].map { String(format: "%.4f", $0) }.joined(separator: ","))
    }
    return Summary(
      dataset: dataset.name, records: count, classes: classes, engineBuildMs: buildMs, tantivyBuildMs: tantivyBuildMs,
      enginePeakBytes: memory.peakBytes, tantivyPeakBytes: tantivyPeak)
  }

  /// Prints the summary table of every dataset run: overall, then 1- and 2-letter prefixes.
  static func printSummary(_ rows: [Summary]) {
    guard !rows.isEmpty else { return }
    print("")
    print("| dataset | records | class | engine median / p99 | tantivy median / p99 | tantivy/engine median / p99 |")
    print("|---|---|---|---|---|---|")
    for row in rows {
      for entry in row.classes where ["all", "1", "2"].contains(entry.kind) {
        print("| \(row.dataset) | \(row.records) | \(entry.kind == "all" ? "all" : entry.kind + " letter" + (entry.kind == "1" ? "" : "s")) | "
          + String(format: "%.3f / %.2f ms | %.3f / %.2f ms | %.2f× / %.2f× |", entry.engine.median, entry.engine.p99,
            entry.tantivy.median, entry.tantivy.p99, entry.tantivy.median / entry.engine.median, entry.tantivy.p99 / entry.engine.p99))
      }
    }
  }

  /// The side script, beside this file.
  private static var script: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tantivy_side.py")
  }

  private func query(_ text: String) -> Query {
    var query = Query(text)
    query.hitsPerPage = 20
    query.facets = dataset.facets
    return query
  }

  /// Writes the records, the settings and the query list that tantivy_side.py and the memory probe read.
  private func writeInputs(to directory: URL, queries: [String]) throws {
    try JSON.array(dataset.records).data().write(to: directory.appendingPathComponent("records.json"))
    try dataset.settings.data().write(to: directory.appendingPathComponent("settings.json"))
    let config: JSON = [
      "searchable": .array(dataset.searchable.map(JSON.string)), "facets": .array(dataset.facets.map(JSON.string)),
      "queries": .array(queries.map(JSON.string)), "hits": 20,
    ]
    try config.data().write(to: directory.appendingPathComponent("config.json"))
  }
}
