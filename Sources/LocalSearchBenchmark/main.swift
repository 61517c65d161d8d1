import Foundation
import InstantSearchCore
import LocalSearch

// Times the embedded engine on the shared concerts dataset and on generated records, then one keystroke's full
// cycle through a v1 and a v2 search screen on each (KeystrokeComparison.swift).
// Then compares the engine with SQLite FTS5 on the same records and keystroke prefixes (FTS5Comparison.swift), and
// with tantivy (TantivyComparison.swift).
// Then times in-place updates of a built index (UpdateCosts.swift), and saving and opening indices (PersistenceCosts.swift).
// Then times the keystroke queries with 200 synonyms and 50 query rules against none (SynonymsAndRulesCost.swift).
// Run in release: swift run -c release LocalSearchBenchmark [path/to/shared] [--only engine|v1-v2|fts5|tantivy|updates|sync|persistence|rules]
//   [--dataset concerts|ted|generated|airports] [--rounds N] [--sizes N,N] [--million]
//   path/to/shared               the shared files (default: ../shared next to the package)
//   --only engine                runs only the engine timings (and the v1 Searcher round trip)
//   --only v1-v2                 runs only the keystroke cycles of the v1 and v2 search screens (timed, their CPU time
//                                read, and their heap allocations counted: HeapAllocations.swift)
//   --only fts5                  runs only the comparison with SQLite FTS5 (needs python3 with sqlite3)
//   --only tantivy               runs only the comparison with tantivy (needs python3 with `pip install tantivy`;
//                                skipped with a message without it): concerts, TED talks and the generated catalogues
//                                of --sizes (default: 200000; --million adds 1 000 000), --rounds rounds (default: 5,
//                                2 from 100 000 records)
//   --only updates               runs only the in-place update costs, on the generated catalogues of --sizes
//                                (default: 200000), --rounds changes of each kind (default: 21)
//   --only sync                  runs only a mirror's sync from the loopback test server (needs python3), 20k and 100k records
//   --only persistence           runs only the saved-index costs (open against build, size against JSON, a journaled
//                                one-record change against a save) on the airports
//                                and the generated catalogues of --sizes (default: 200000; --million adds 1 000 000),
//                                --rounds openings (default: 9)
//   --only rules                 runs only the cost of synonyms and rules: concerts and the generated catalogues of
//                                --sizes (default: 200000), --rounds rounds (default: 5, 2 from 100 000 records)
//   --dataset concerts|ted|generated|airports runs only on that dataset (generated: 200 000 records built at each
//                                run, and the generated catalogues of the FTS5 comparison; airports: saved-index costs)
//   --rounds N                   times N rounds of keystrokes per screen (default: 30 on concerts, 5 on generated),
//                                and N rounds of the FTS5 comparison's queries (default: 5, 2 from 100 000 records)
//   --sizes N,N                  the generated catalogue sizes of the FTS5 comparison (default: 10000,200000)
//   --million                    adds a generated catalogue of 1 000 000 records to the FTS5 comparison

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == MemoryProbe.option {
  MemoryProbe.runChild(folder: CommandLine.arguments[2])
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

func time(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func measureQueries(_ client: LocalClient, index: String, queries: [String], facets: [String], rounds: Int) throws -> Double {
  var timings: [Double] = []
  for _ in 0..<rounds {
    for text in queries {
      var query = Query(text)
      query.facets = facets
      timings.append(try time { _ = try client.answer(IndexedQuery(indexName: index, query: query)) })
    }
  }
  return median(timings)
}

/// The command line's arguments, without the program.
let arguments = Array(CommandLine.arguments.dropFirst())
/// The value following an option, `""` when it is missing; `nil` without the option.
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).map { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : "" }
}
/// The section named by `--only`; `nil` runs every section.
let onlySection = option("--only")
/// The dataset named by `--dataset`; `nil` runs on both.
let onlyDataset = option("--dataset")
if let onlySection, !["engine", "v1-v2", "fts5", "tantivy", "updates", "sync", "persistence", "rules"].contains(onlySection) {
  print("unknown section \"\(onlySection)\" after --only: use engine, v1-v2, fts5, tantivy, updates, sync, persistence or rules")
  exit(2)
}
if let onlyDataset, !["concerts", "ted", "generated", "airports"].contains(onlyDataset) {
  print("unknown dataset \"\(onlyDataset)\" after --dataset: use concerts, ted, generated or airports")
  exit(2)
}
/// The timed keystroke rounds given by `--rounds`; `nil` keeps each dataset's default.
let keystrokeRounds = option("--rounds").map { Int($0) ?? 0 }
if let keystrokeRounds, keystrokeRounds < 1 {
  print("--rounds needs a positive number")
  exit(2)
}
/// The generated catalogue sizes of the FTS5 comparison.
let comparisonSizes = (option("--sizes").map { $0.split(separator: ",").map { Int($0) ?? 0 } } ?? [10_000, 200_000])
  + (arguments.contains("--million") ? [1_000_000] : [])
if comparisonSizes.contains(where: { $0 < 1 }) {
  print("--sizes needs positive numbers separated by commas")
  exit(2)
}
/// Whether a section (`engine`, `v1-v2` or `fts5`) runs.
func runs(_ section: String) -> Bool { onlySection.map { $0 == section } ?? true }
/// Whether a dataset (`concerts`, `ted` or `generated`) is used.
func uses(_ dataset: String) -> Bool { onlyDataset.map { $0 == dataset } ?? true }
/// The arguments that are neither options nor their values.
let positional = arguments.enumerated().filter { index, argument in
  !argument.hasPrefix("--") && (index == 0 || !["--only", "--dataset", "--rounds", "--sizes"].contains(arguments[index - 1]))
}.map(\.element)

let shared = positional.first.map { URL(fileURLWithPath: $0) }
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("shared")
let concertsURL = shared.appendingPathComponent("datasets/concerts/alternative_rock_artists.json")
let tedURL = shared.appendingPathComponent("datasets/tedtalks/talks.json")
let tedSettingsURL = shared.appendingPathComponent("datasets/tedtalks/talks_settings.json")

if uses("concerts"), runs("engine") || runs("v1-v2"), FileManager.default.fileExists(atPath: concertsURL.path) {
  let records = try JSON.parse(Data(contentsOf: concertsURL)).arrayValue ?? []
  let settings = try IndexSettings(json: ["attributesForFaceting": ["name", "location"], "searchableAttributes": ["name", "location"]])
  var index: LocalIndex!
  let build = try time {
    index = try LocalIndex(name: "concerts", records: records, settings: settings)
    let client = LocalClient(indices: [index])
    _ = try client.answer(IndexedQuery(indexName: "concerts", query: Query("warmup")))
  }
  let client = LocalClient(indices: [index])
  if runs("engine") {
    let prefixes = ["r", "ra", "rad", "radio", "m", "me", "metal", "the", "foo", "nir", "lon", "toronto", "pump", "arc", "kill"]
    let perQuery = try measureQueries(client, index: "concerts", queries: prefixes, facets: ["name", "location"], rounds: 20)
    let typo = try measureQueries(client, index: "concerts", queries: ["metalica", "radiohed", "smashng"], facets: ["name", "location"], rounds: 20)
    print(String(format: "concerts: %d records, build + first search %.0f ms (%.0f records/s)", records.count, build, Double(records.count) / build * 1000))
    print(String(format: "concerts: median one-word prefix query with 2 facets %.3f ms; typo queries %.3f ms", perQuery, typo))
    let v1 = V1RoundtripTimer(client: client, indexName: "concerts", facets: ["name", "location"])
    let v1PerQuery = v1.medianMilliseconds(queries: prefixes, rounds: 20)
    print(String(format: "concerts: the same queries through the v1 Searcher, search() to delegate, median %.3f ms", v1PerQuery))
  }
  if runs("v1-v2") {
    KeystrokeComparison(
      dataset: "concerts", client: client, indexName: "concerts", facetAttribute: "location", displayedAttribute: "name",
      sequence: KeystrokeSequence(records: records, attributes: ["name", "location"], perAttribute: 3, spacing: 10),
      rounds: keystrokeRounds ?? 30
    ).run()
  }
} else if uses("concerts"), runs("engine") || runs("v1-v2") {
  print("concerts dataset not found at \(concertsURL.path); skipping")
}

if uses("generated"), runs("engine") || runs("v1-v2") {
  var generator = SystemRandomNumberGenerator()
  let vocabulary = (0..<5000).map { index in String((0..<(4 + index % 6)).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &generator)! }) }
  let generated: [JSON] = (0..<200_000).map { index in
    let words = (0..<4).map { _ in vocabulary.randomElement(using: &generator)! }.joined(separator: " ")
    return ["objectID": .string(String(index)), "title": .string(words), "brand": .string(vocabulary[index % 300]), "price": .number(Double(index % 997))]
  }
  let bigSettings = try IndexSettings(json: ["attributesForFaceting": ["brand", "price"], "searchableAttributes": ["title", "brand"]])
  var big: LocalIndex!
  let bigBuild = try time {
    big = try LocalIndex(name: "generated", records: generated, settings: bigSettings)
    _ = try LocalClient(indices: [big]).answer(IndexedQuery(indexName: "generated", query: Query("warmup")))
  }
  let bigClient = LocalClient(indices: [big])
  if runs("engine") {
    let bigQueries = (0..<15).map { String(vocabulary[$0 * 7].prefix(3)) }
    let bigPerQuery = try measureQueries(bigClient, index: "generated", queries: bigQueries, facets: ["brand", "price"], rounds: 5)
    print(String(format: "generated: 200000 records, build + first search %.0f ms (%.0f records/s)", bigBuild, 200_000 / bigBuild * 1000))
    print(String(format: "generated: median one-word prefix query with 2 facets %.3f ms", bigPerQuery))
  }
  if runs("v1-v2") {
    KeystrokeComparison(
      dataset: "generated", client: bigClient, indexName: "generated", facetAttribute: "brand", displayedAttribute: "title",
      sequence: KeystrokeSequence(records: generated, attributes: ["title", "brand"], perAttribute: 2, spacing: 10),
      rounds: keystrokeRounds ?? 5
    ).run()
  }
}

if runs("fts5") {
  var summaries: [FTS5Comparison.Summary] = []
  func compare(_ load: () throws -> ComparisonDataset) throws {
    let dataset = try load()
    let rounds = keystrokeRounds ?? (dataset.records.count < 100_000 ? 5 : 2)
    summaries.append(try FTS5Comparison(dataset: dataset, rounds: rounds).run())
  }
  if uses("concerts") {
    if FileManager.default.fileExists(atPath: concertsURL.path) {
      try compare { try .concerts(concertsURL) }
    } else {
      print("concerts dataset not found at \(concertsURL.path); skipping its FTS5 comparison")
    }
  }
  if uses("ted") {
    if FileManager.default.fileExists(atPath: tedURL.path) {
      try compare { try .ted(records: tedURL, settings: tedSettingsURL) }
    } else {
      print("TED dataset not found at \(tedURL.path); skipping its FTS5 comparison")
    }
  }
  if uses("generated") {
    for size in comparisonSizes { try compare { try .generated(size) } }
  }
  FTS5Comparison.printSummary(summaries)
}

if runs("tantivy") {
  var summaries: [TantivyComparison.Summary] = []
  /// Compares on one dataset; `false` when tantivy is missing, which skips the rest.
  func compare(_ load: () throws -> ComparisonDataset) throws -> Bool {
    let dataset = try load()
    let rounds = keystrokeRounds ?? (dataset.records.count < 100_000 ? 5 : 2)
    do {
      summaries.append(try TantivyComparison(dataset: dataset, rounds: rounds).run())
      return true
    } catch let missing as TantivyComparison.Missing {
      print("skipping the tantivy comparison: \(missing)")
      return false
    }
  }
  var available = true
  if uses("concerts"), FileManager.default.fileExists(atPath: concertsURL.path) {
    available = try compare { try .concerts(concertsURL) }
  } else if uses("concerts") {
    print("concerts dataset not found at \(concertsURL.path); skipping its tantivy comparison")
  }
  if available, uses("ted"), FileManager.default.fileExists(atPath: tedURL.path) {
    available = try compare { try .ted(records: tedURL, settings: tedSettingsURL) }
  } else if uses("ted") {
    print("TED dataset not found at \(tedURL.path); skipping its tantivy comparison")
  }
  if available, uses("generated") {
    let sizes = option("--sizes") == nil ? [200_000] + (arguments.contains("--million") ? [1_000_000] : []) : comparisonSizes
    for size in sizes where available { available = try compare { try .generated(size) } }
  }
  TantivyComparison.printSummary(summaries)
}

if runs("updates"), uses("generated") {
  let sizes = option("--sizes") == nil ? [200_000] : comparisonSizes
  for size in sizes { try UpdateCosts(dataset: try .generated(size), rounds: keystrokeRounds ?? 21).run() }
}

if onlySection == "sync" {
  try SyncSpeed(sizes: [20_000, 100_000]).run()
}

if runs("persistence") {
  let airportsURL = shared.appendingPathComponent("datasets/airports/airports.json")
  if uses("airports"), FileManager.default.fileExists(atPath: airportsURL.path) {
    try PersistenceCosts(dataset: try .airports(airportsURL), rounds: keystrokeRounds ?? 9).run()
  } else if uses("airports") {
    print("airports dataset not found at \(airportsURL.path); skipping its saved-index costs")
  }
  if uses("generated") {
    let sizes = option("--sizes") == nil ? [200_000] + (arguments.contains("--million") ? [1_000_000] : []) : comparisonSizes
    for size in sizes { try PersistenceCosts(dataset: try .generated(size), rounds: keystrokeRounds ?? 9).run() }
  }
}

if runs("rules") {
  var rows: [SynonymsAndRulesCost.Row] = []
  func measure(_ dataset: ComparisonDataset) throws {
    rows.append(try SynonymsAndRulesCost(dataset: dataset, rounds: keystrokeRounds ?? (dataset.records.count < 100_000 ? 5 : 2)).run())
  }
  if uses("concerts") {
    if FileManager.default.fileExists(atPath: concertsURL.path) {
      try measure(try .concerts(concertsURL))
    } else {
      print("concerts dataset not found at \(concertsURL.path); skipping its synonyms and rules cost")
    }
  }
  if uses("generated") {
    let sizes = option("--sizes") == nil ? [200_000] : comparisonSizes
    for size in sizes { try measure(try .generated(size)) }
  }
  SynonymsAndRulesCost.printSummary(rows)
}
