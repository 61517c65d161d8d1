import Foundation
import InstantSearchCore
import LocalSearch

// Times the embedded engine on the shared concerts dataset and on generated records.
// Run in release: swift run -c release LocalSearchBenchmark [path/to/shared]

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

let shared = CommandLine.arguments.dropFirst().first.map { URL(fileURLWithPath: $0) }
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("shared")
let concertsURL = shared.appendingPathComponent("datasets/concerts/alternative_rock_artists.json")

if FileManager.default.fileExists(atPath: concertsURL.path) {
  let records = try JSON.parse(Data(contentsOf: concertsURL)).arrayValue ?? []
  let settings = try IndexSettings(json: ["attributesForFaceting": ["name", "location"], "searchableAttributes": ["name", "location"]])
  var index: LocalIndex!
  let build = try time {
    index = try LocalIndex(name: "concerts", records: records, settings: settings)
    let client = LocalClient(indices: [index])
    _ = try client.answer(IndexedQuery(indexName: "concerts", query: Query("warmup")))
  }
  let client = LocalClient(indices: [index])
  let prefixes = ["r", "ra", "rad", "radio", "m", "me", "metal", "the", "foo", "nir", "lon", "toronto", "pump", "arc", "kill"]
  let perQuery = try measureQueries(client, index: "concerts", queries: prefixes, facets: ["name", "location"], rounds: 20)
  let typo = try measureQueries(client, index: "concerts", queries: ["metalica", "radiohed", "smashng"], facets: ["name", "location"], rounds: 20)
  print(String(format: "concerts: %d records, build + first search %.0f ms (%.0f records/s)", records.count, build, Double(records.count) / build * 1000))
  print(String(format: "concerts: median one-word prefix query with 2 facets %.3f ms; typo queries %.3f ms", perQuery, typo))
  let v1 = V1RoundtripTimer(client: client, indexName: "concerts", facets: ["name", "location"])
  let v1PerQuery = v1.medianMilliseconds(queries: prefixes, rounds: 20)
  print(String(format: "concerts: the same queries through the v1 Searcher, search() to delegate, median %.3f ms", v1PerQuery))
} else {
  print("concerts dataset not found at \(concertsURL.path); skipping")
}

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
let bigQueries = (0..<15).map { String(vocabulary[$0 * 7].prefix(3)) }
let bigPerQuery = try measureQueries(bigClient, index: "generated", queries: bigQueries, facets: ["brand", "price"], rounds: 5)
print(String(format: "generated: 200000 records, build + first search %.0f ms (%.0f records/s)", bigBuild, 200_000 / bigBuild * 1000))
print(String(format: "generated: median one-word prefix query with 2 facets %.3f ms", bigPerQuery))
