import Foundation
import InstantSearchCore
import LocalSearch

/// Times opening a saved index against building it from its JSON file, and compares its size on disk with the
/// JSON's.
///
/// The records are written as a JSON file, built from it with `LocalIndex(name:recordsFile:settings:)` and
/// `prepare()` (`rounds` builds, at most 3), saved with `save(to:)` (3 saves, each a new generation) and opened
/// `rounds` times with `LocalIndex(name:directory:)`, the page cache warm. After each opening, the first search
/// (a two-letter prefix with the dataset's facets, 20 hits) is timed, then the same search warm (median of 5).
/// Last, the opened index (attached to the directory) replaces one record per `saveObjects` call, `rounds` times:
/// each call appends one journal frame and flushes it, against the whole snapshot a `save(to:)` writes.
struct PersistenceCosts {
  /// The records and settings.
  let dataset: ComparisonDataset
  /// Openings timed.
  let rounds: Int

  /// Builds, saves and opens the index, then prints the times and sizes.
  func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("persistence-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recordsURL = folder.appendingPathComponent("records.json")
    let jsonBytes = try JSON.array(dataset.records).data()
    try jsonBytes.write(to: recordsURL)
    let settings = try IndexSettings(json: dataset.settings)

    var index: LocalIndex?
    let buildMs = median(try (0..<min(3, rounds)).map { _ in
      try time {
        index = nil
        let built = try LocalIndex(name: dataset.name, recordsFile: recordsURL, settings: settings)
        built.prepare()
        index = built
      }
    })
    guard let index else { return }
    let directory = folder.appendingPathComponent("saved")
    let saveMs = median(try (0..<3).map { _ in try time { try index.save(to: directory) } })
    let savedBytes = try FileManager.default.contentsOfDirectory(atPath: directory.path).reduce(0) { total, name in
      let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)
      return total + ((attributes[.size] as? Int) ?? 0)
    }

    let probe = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable, words: 25).entries.first { $0.kind == "2" }?.text ?? "a"
    var query = Query(probe)
    query.hitsPerPage = 20
    query.facets = dataset.facets
    let request = IndexedQuery(indexName: dataset.name, query: query)
    var openMs: [Double] = []
    var firstMs: [Double] = []
    var warmMs: [Double] = []
    var attached: LocalIndex?
    for _ in 0..<rounds {
      var opened: LocalIndex?
      openMs.append(try time { opened = try LocalIndex(name: dataset.name, directory: directory) })
      guard let opened else { continue }
      let client = LocalClient(indices: [opened])
      firstMs.append(try time { _ = try client.answer(request) })
      warmMs.append(median(try (0..<5).map { _ in try time { _ = try client.answer(request) } }))
      attached = opened
    }
    guard let attached else { return }
    // One record replaced per call, fewer than the 128 records that compact the journal.
    let changes = min(rounds, 100)
    let changeMs = try (0..<changes).map { round -> Double in
      guard case .object(var record) = dataset.records[(round * 7_919) % dataset.records.count] else { return 0 }
      record["objectID"] = dataset.records[(round * 104_729) % dataset.records.count]["objectID"]
      return try time { _ = try attached.saveObjects([.object(record)]) }
    }
    let journalBytes = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".lsj") }.reduce(0) { total, name in
      total + ((try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
    }
    let builtClient = LocalClient(indices: [index])
    let builtWarm = median(try (0..<5).map { _ in try time { _ = try builtClient.answer(request) } })

    let mib = { (bytes: Int) in String(format: "%.2f MiB", Double(bytes) / 1_048_576) }
    print("")
    print("== saved index, \(dataset.name) (\(dataset.records.count) records): open \(rounds)×, build from JSON \(min(3, rounds))×, "
      + "page cache warm; first search \"\(probe)\" with facets \(dataset.facets.joined(separator: ", ")), 20 hits")
    print(String(format: "build from JSON + prepare() %.1f ms | save %.1f ms | open median %.2f ms (min %.2f, max %.2f) = 1/%.0f of the build",
      buildMs, saveMs, median(openMs), openMs.min() ?? 0, openMs.max() ?? 0, buildMs / median(openMs)))
    print("size on disk \(mib(savedBytes)), JSON \(mib(jsonBytes.count)): "
      + String(format: "%.2f×", Double(savedBytes) / Double(jsonBytes.count)))
    print(String(format: "first search after open median %.3f ms, the same search warm %.3f ms (%.2f×); on the built index warm %.3f ms",
      median(firstMs), median(warmMs), median(firstMs) / median(warmMs), builtWarm))
    print(String(format: "one-record saveObjects on the attached index (journal frame + fdatasync) median %.3f ms over %d calls, "
      + "%d journal bytes in all (header included), against save %.1f ms", median(changeMs), changes, journalBytes, saveMs)
      + " of \(mib(savedBytes)): " + String(format: "1/%.0f of the time", saveMs / median(changeMs)))
    print("csv,persistence,dataset,records,json_bytes,saved_bytes,build_ms,save_ms,open_ms,first_search_ms,warm_search_ms,journaled_change_ms")
    print("csv,persistence,\(dataset.name),\(dataset.records.count),\(jsonBytes.count),\(savedBytes),"
      + [buildMs, saveMs, median(openMs), median(firstMs), median(warmMs), median(changeMs)].map { String(format: "%.3f", $0) }.joined(separator: ","))
  }
}
