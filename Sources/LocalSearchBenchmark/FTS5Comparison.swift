import Foundation
import InstantSearchCore
import LocalSearch

/// Times the engine and SQLite FTS5 (through `python3`'s `sqlite3` module, fts5_side.py) on the same records
/// and the same keystroke prefixes, checks that both find the same records where their semantics coincide,
/// and prints a side-by-side table and CSV lines.
///
/// Each engine query asks for 20 hits and two facets with the dataset's settings; each FTS5 query fetches 20
/// rows by bm25, the number of matches and one facet's counts. Both sides run one untimed round, then `rounds`
/// timed rounds over every query. The check builds a second engine index without typo tolerance, distinct or
/// plurals and compares the number of matches of every query, and the matching records of those with at
/// most 1000.
struct FTS5Comparison {
  let dataset: ComparisonDataset
  /// Timed rounds over the query list on each side.
  let rounds: Int

  /// The figures of one dataset, for the summary table.
  struct Summary {
    let dataset: String
    let records: Int
    let engineMedian: Double
    let engineP99: Double
    let fts5Median: Double
    let fts5P99: Double
  }

  /// Runs both sides and prints the dataset's table; the summary row for the final table.
  func run() throws -> Summary {
    let queries = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable).entries
    let count = dataset.records.count

    // Engine: build, first search, timed rounds.
    var index: LocalIndex!
    let settings = try IndexSettings(json: dataset.settings)
    let initMs = try time { index = try LocalIndex(name: dataset.name, records: dataset.records, settings: settings) }
    let prepareMs = time { index.prepare() }
    let client = LocalClient(indices: [index])
    let firstMs = try time { _ = try client.answer(IndexedQuery(indexName: dataset.name, query: query(queries[0].text))) }
    for entry in queries { _ = try client.answer(IndexedQuery(indexName: dataset.name, query: query(entry.text))) }
    var engineSamples: [(kind: String, ms: Double)] = []
    for _ in 0..<rounds {
      for entry in queries {
        let request = IndexedQuery(indexName: dataset.name, query: query(entry.text))
        engineSamples.append((entry.kind, try time { _ = try client.answer(request) }))
      }
    }
    let updates = try updateCosts(index: index, client: client)
    index = nil

    // The records file both processes load; the engine's memory in a process of its own; FTS5 in its own.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fts5-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeInputs(to: folder, queries: queries.map(\.text))
    let memory = try MemoryProbe.measure(folder: folder)
    let fts5 = try runFTS5(folder: folder)
    let fts5Samples = fts5.samples.map { (kind: queries[$0.query].kind, ms: $0.ms) }

    // Matching sets.
    let mismatches = try checkMatchingSets(queries: queries.map(\.text), fts5: fts5.checks)

    // Report.
    let name = "\(dataset.name) (\(count) records)"
    let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
    let buildMs = initMs + prepareMs + firstMs
    print("")
    print("== \(name): \(queries.count) queries, \(rounds) timed rounds, 20 hits, facets \(dataset.facets.joined(separator: ", "))")
    print(String(format: "engine build %.0f ms (init %.0f + prepare() %.0f + first search %.0f), %.0f records/s; FTS5 build %.0f ms, %.0f records/s",
      buildMs, initMs, prepareMs, firstMs, Double(count) / buildMs * 1000, fts5.buildMs, Double(count) / fts5.buildMs * 1000))
    let times = { (bytes: Int) in String(format: "%.1f×", Double(bytes) / Double(dataset.jsonBytes)) }
    print("memory, each side loading the records file in a process of its own: JSON \(mib(dataset.jsonBytes)); engine "
      + "peak RSS \(mib(memory.peakBytes)) (\(times(memory.peakBytes)) the JSON; \(mib(memory.loadedBytes)) once loaded, "
      + "\(mib(memory.preparedBytes)) once built); FTS5 peak RSS \(mib(fts5.rssPeakKiB * 1024)) (\(times(fts5.rssPeakKiB * 1024)))")
    print(String(format: "engine from the file: load %.0f ms + prepare() %.0f ms, %.0f records/s",
      memory.loadMs, memory.prepareMs, Double(count) / (memory.loadMs + memory.prepareMs) * 1000))
    if let updates {
      print(String(format: "in-place updates: add %.2f ms then search %.2f ms; replace %.2f ms then search %.2f ms; "
        + "delete %.2f ms then search %.2f ms; steady search %.2f ms", updates.add, updates.addSearch, updates.replace,
        updates.replaceSearch, updates.delete, updates.deleteSearch, updates.steady))
    }
    print(mismatches.isEmpty
      ? "matching sets: the engine (no typos, no distinct) and FTS5 agree on all \(queries.count) queries"
      : "matching sets: \(mismatches.count) of \(queries.count) queries differ, first: \(mismatches.prefix(3).joined(separator: "; "))")
    let header = "class   n      engine med    p90     p99 |   FTS5 med    p90     p99 | FTS5/engine med  p99"
    print(header)
    print("csv,fts5_comparison,dataset,records,class,samples,engine_median_ms,engine_p90_ms,engine_p99_ms,"
      + "fts5_median_ms,fts5_p90_ms,fts5_p99_ms")
    for kind in KeystrokePrefixes.kinds + ["all"] {
      let engine = engineSamples.filter { kind == "all" || $0.kind == kind }.map(\.ms)
      let other = fts5Samples.filter { kind == "all" || $0.kind == kind }.map(\.ms)
      guard !engine.isEmpty, !other.isEmpty else { continue }
      let e = Figures(engine)
      let f = Figures(other)
      print(pad(kind, 7) + pad(String(engine.count), 7) + num(e.median) + num(e.p90) + num(e.p99) + " |"
        + num(f.median) + num(f.p90) + num(f.p99) + " |" + String(format: " %10.2f× %6.2f×", f.median / e.median, f.p99 / e.p99))
      print("csv,fts5_comparison,\(dataset.name),\(count),\(kind),\(engine.count),"
        + [e.median, e.p90, e.p99, f.median, f.p90, f.p99].map { String(format: "%.4f", $0) }.joined(separator: ","))
    }
    print("csv,fts5_build,dataset,records,engine_init_ms,engine_prepare_ms,engine_first_search_ms,engine_build_ms,"
      + "fts5_build_ms,json_bytes,engine_file_load_ms,engine_file_prepare_ms,engine_loaded_rss_bytes,"
      + "engine_prepared_rss_bytes,engine_peak_rss_bytes,fts5_peak_rss_bytes,mismatched_queries")
    print("csv,fts5_build,\(dataset.name),\(count),\(String(format: "%.1f,%.1f,%.1f,%.1f,%.1f", initMs, prepareMs, firstMs, buildMs, fts5.buildMs)),"
      + "\(dataset.jsonBytes),\(String(format: "%.1f,%.1f", memory.loadMs, memory.prepareMs)),\(memory.loadedBytes),"
      + "\(memory.preparedBytes),\(memory.peakBytes),\(fts5.rssPeakKiB * 1024),\(mismatches.count)")
    if let updates {
      print("csv,fts5_updates,dataset,records,add_ms,search_after_add_ms,replace_ms,search_after_replace_ms,delete_ms,"
        + "search_after_delete_ms,steady_search_ms")
      print("csv,fts5_updates,\(dataset.name),\(count),"
        + [updates.add, updates.addSearch, updates.replace, updates.replaceSearch, updates.delete, updates.deleteSearch,
           updates.steady].map { String(format: "%.3f", $0) }.joined(separator: ","))
    }
    let all = Figures(engineSamples.map(\.ms))
    let allFTS5 = Figures(fts5Samples.map(\.ms))
    return Summary(
      dataset: dataset.name, records: count, engineMedian: all.median, engineP99: all.p99, fts5Median: allFTS5.median,
      fts5P99: allFTS5.p99)
  }

  /// Prints the summary table of every dataset run.
  static func printSummary(_ rows: [Summary]) {
    guard !rows.isEmpty else { return }
    print("")
    print("| dataset | records | engine median | FTS5 median | engine p99 | FTS5 p99 | FTS5/engine median | FTS5/engine p99 |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows {
      print("| \(row.dataset) | \(row.records) | " + String(format: "%.3f ms | %.3f ms | %.2f ms | %.2f ms | %.2f× | %.2f× |",
        row.engineMedian, row.fts5Median, row.engineP99, row.fts5P99, row.fts5Median / row.engineMedian, row.fts5P99 / row.engineP99))
    }
  }

  // MARK: Engine

  private func query(_ text: String) -> Query {
    var query = Query(text)
    query.hitsPerPage = 20
    query.facets = dataset.facets
    return query
  }

  /// Milliseconds of one addition, replacement and deletion of a record, each followed by a search, and the
  /// steady-state time of that search.
  private func updateCosts(index: LocalIndex, client: LocalClient) throws -> (
    add: Double, addSearch: Double, replace: Double, replaceSearch: Double, delete: Double, deleteSearch: Double,
    steady: Double
  )? {
    guard case .object(var record) = dataset.records[dataset.records.count / 2] else { return nil }
    let probe = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable, words: 1).entries[2].text
    let request = IndexedQuery(indexName: dataset.name, query: query(probe))
    let steady = median(try (0..<21).map { _ in try time { _ = try client.answer(request) } })
    record["objectID"] = "bench-added"
    let add = try time { _ = try index.saveObjects([.object(record)]) }
    let addSearch = try time { _ = try client.answer(request) }
    let replaced = JSON.object(record.merging(["objectID": "bench-added"]) { _, new in new })
    let replace = try time { _ = try index.saveObjects([replaced]) }
    let replaceSearch = try time { _ = try client.answer(request) }
    let delete = try time { _ = try index.deleteObjects(withIDs: ["bench-added"]) }
    let deleteSearch = try time { _ = try client.answer(request) }
    return (add, addSearch, replace, replaceSearch, delete, deleteSearch, steady)
  }

  /// The queries whose matching sets differ between the engine (check settings) and FTS5.
  private func checkMatchingSets(queries: [String], fts5: [(count: Int, ids: [Int]?)]) throws -> [String] {
    let index = try LocalIndex(
      name: "check", records: dataset.records, settings: try IndexSettings(json: dataset.checkSettings))
    let client = LocalClient(indices: [index])
    let indices = dataset.recordIndices()
    var mismatches: [String] = []
    var checked = Set<String>()
    for (text, expected) in zip(queries, fts5) where checked.insert(text).inserted {
      var query = Query(text)
      query.hitsPerPage = expected.ids == nil ? 1 : 1000
      query.attributesToRetrieve = ["objectID"]
      query.attributesToHighlight = []
      query.attributesToSnippet = []
      let response = try client.answer(IndexedQuery(indexName: "check", query: query))
      let count = response.nbHits ?? -1
      if count != expected.count {
        mismatches.append("\"\(text)\": engine \(count), FTS5 \(expected.count) records")
        continue
      }
      if let ids = expected.ids {
        let found = response.hits.compactMap { $0["objectID"]?.stringValue.flatMap { indices[$0] } }.sorted()
        if found != ids { mismatches.append("\"\(text)\": \(count) records each, not the same ones") }
      }
    }
    return mismatches
  }

  // MARK: FTS5

  private struct FTS5Output {
    var buildMs: Double
    var rssPeakKiB: Int
    var samples: [(query: Int, ms: Double)]
    var checks: [(count: Int, ids: [Int]?)]
  }

  /// Writes the records, the settings and the query list that the memory probe and fts5_side.py read.
  private func writeInputs(to directory: URL, queries: [String]) throws {
    try JSON.array(dataset.records).data().write(to: directory.appendingPathComponent("records.json"))
    try dataset.settings.data().write(to: directory.appendingPathComponent("settings.json"))
    let config: JSON = [
      "searchable": .array(dataset.searchable.map(JSON.string)), "facet": .string(dataset.facets[0]),
      "facets": .array(dataset.facets.map(JSON.string)), "queries": .array(queries.map(JSON.string)), "hits": 20,
      "rounds": .number(Double(rounds)), "check_limit": 1000,
    ]
    try config.data().write(to: directory.appendingPathComponent("config.json"))
  }

  private func runFTS5(folder directory: URL) throws -> FTS5Output {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fts5_side.py")
    let json = try ChildProcess.json(
      running: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-B", script.path, directory.path], label: "fts5_side.py")
    return FTS5Output(
      buildMs: json["build_ms"]?.doubleValue ?? 0, rssPeakKiB: json["rss_peak_kib"]?.intValue ?? 0,
      samples: (json["samples"]?.arrayValue ?? []).map { ($0[0]?.intValue ?? 0, $0[1]?.doubleValue ?? 0) },
      checks: (json["checks"]?.arrayValue ?? []).map { check in
        (check["count"]?.intValue ?? -1, check["ids"]?.arrayValue.map { $0.compactMap(\.intValue) })
      })
  }
}

/// A failure of the benchmark itself.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
}

/// Median, 90th and 99th percentiles of timings.
struct Figures {
  let median: Double
  let p90: Double
  let p99: Double

  init(_ values: [Double]) {
    median = percentile(values, 0.5)
    p90 = percentile(values, 0.9)
    p99 = percentile(values, 0.99)
  }
}

/// A number right-aligned in 9 columns with 3 decimals.
private func num(_ value: Double) -> String { String(format: "%9.3f", value) }
/// A text left-aligned in `width` columns.
private func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0) }
