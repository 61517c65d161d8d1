import Foundation
import InstantSearchCore
import LocalSearch

/// Times in-place changes to a built index: adding a new record, replacing a record in the middle of the
/// index, deleting one, each followed by one search whose time is compared with the same search's
/// steady-state time. A row without a change shows how far single searches stray from their steady time.
///
/// Each change is one `saveObjects` or `deleteObjects` call with one record, `rounds` times per kind; the
/// searches ask for 20 hits and the dataset's two facets, cycling through keystroke prefixes of every class.
struct UpdateCosts {
  let dataset: ComparisonDataset
  /// Changes of each kind.
  let rounds: Int

  func run() throws {
    let settings = try IndexSettings(json: dataset.settings)
    let index = try LocalIndex(name: dataset.name, records: dataset.records, settings: settings)
    index.prepare()
    let client = LocalClient(indices: [index])
    let probes = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable, words: 25).entries.map(\.text)
    func request(_ text: String) -> IndexedQuery {
      var query = Query(text)
      query.hitsPerPage = 20
      query.facets = dataset.facets
      return IndexedQuery(indexName: dataset.name, query: query)
    }
    for text in probes { _ = try client.answer(request(text)) }
    var steady: [String: Double] = [:]
    for text in probes {
      steady[text] = median(try (0..<5).map { _ in try time { _ = try client.answer(request(text)) } })
    }

    var changeMs: [String: [Double]] = [:]
    var searchMs: [String: [Double]] = [:]
    var ratios: [String: [Double]] = [:]
    let kinds = ["none", "add", "replace", "delete"]
    var round = 0
    // Each kind meets every prefix class in turn.
    func searchAfter(_ kind: String) throws {
      let text = probes[(round * 5 + kinds.firstIndex(of: kind)!) % probes.count]
      let ms = try time { _ = try client.answer(request(text)) }
      searchMs[kind, default: []].append(ms)
      ratios[kind, default: []].append(ms / steady[text]!)
    }
    let count = dataset.records.count
    for _ in 0..<rounds {
      defer { round += 1 }
      // No change: the spread of single searches around their steady time, for comparison.
      changeMs["none", default: []].append(0)
      try searchAfter("none")

      // A copy of a record from elsewhere, under a new id.
      guard case .object(var added) = dataset.records[(round * 7919) % count] else { continue }
      added["objectID"] = .string("update-\(round)")
      changeMs["add", default: []].append(try time { _ = try index.saveObjects([.object(added)]) })
      try searchAfter("add")

      // A record in the middle of the index, given another record's texts.
      let middle = count / 2 + round * 13
      guard case .object(var replaced) = dataset.records[(middle * 31 + 5) % count],
        let id = dataset.records[middle]["objectID"]
      else { continue }
      replaced["objectID"] = id
      changeMs["replace", default: []].append(try time { _ = try index.saveObjects([.object(replaced)]) })
      try searchAfter("replace")

      let deleted = dataset.records[count / 3 + round * 17]["objectID"]?.stringValue ?? ""
      changeMs["delete", default: []].append(try time { _ = try index.deleteObjects(withIDs: [deleted]) })
      try searchAfter("delete")
    }

    print("")
    print("== in-place updates on \(dataset.name) (\(count) records): \(rounds) changes of each kind, one record each, "
      + "each followed by one search (20 hits, facets \(dataset.facets.joined(separator: ", ")))")
    print("change    change med    max | next search med    max | next / steady med    max")
    print("csv,updates,dataset,records,change,rounds,change_median_ms,change_max_ms,search_median_ms,search_max_ms,"
      + "ratio_median,ratio_max")
    for kind in kinds {
      let change = changeMs[kind] ?? []
      let search = searchMs[kind] ?? []
      let ratio = ratios[kind] ?? []
      guard !change.isEmpty else { continue }
      print(kind.padding(toLength: 8, withPad: " ", startingAt: 0)
        + String(format: " %10.3f %7.3f | %15.3f %7.3f | %17.2f× %6.2f×", median(change), change.max()!, median(search),
          search.max()!, median(ratio), ratio.max()!))
      print("csv,updates,\(dataset.name),\(count),\(kind),\(change.count),"
        + [median(change), change.max()!, median(search), search.max()!, median(ratio), ratio.max()!]
          .map { String(format: "%.4f", $0) }.joined(separator: ","))
    }
  }
}
