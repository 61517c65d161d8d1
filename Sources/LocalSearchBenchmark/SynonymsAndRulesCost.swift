import Foundation
import InstantSearchCore
import LocalSearch

/// What synonyms and query rules cost searches: the keystroke queries of the FTS5 comparison on an index without them
/// and on the same index with 200 synonyms and 50 rules made of its own words, the two searched query by query in
/// one run (which goes first alternating by round), and the build and open times of both.
struct SynonymsAndRulesCost {
  let dataset: ComparisonDataset
  let rounds: Int

  /// One dataset's figures.
  struct Row {
    let dataset: String
    let records: Int
    let plain: Figures
    let extras: Figures
    let buildMs: (plain: Double, extras: Double)
    let openMs: (plain: Double, extras: Double)
  }

  /// 200 synonyms of every kind and 50 rules of every common consequence, made of `words` (real words of the
  /// records, at least 250) and the records' ids and facet values.
  static func extras(words: [String], records: [JSON], facet: String) -> (synonyms: [Synonym], rules: [Rule]) {
    var synonyms: [Synonym] = []
    for i in 0..<100 { synonyms.append(.multiWay(objectID: "m\(i)", synonyms: [words[i], words[i + 100]])) }
    for i in 0..<50 { synonyms.append(.oneWay(objectID: "o\(i)", input: words[i + 100], synonyms: [words[i + 150], "\(words[i]) \(words[i + 1])"])) }
    for i in 0..<30 { synonyms.append(.alternativeCorrection(objectID: "a\(i)", word: words[i] + "x", corrections: [words[i]], typo: .one)) }
    for i in 0..<20 { synonyms.append(.placeholder(objectID: "p\(i)", placeholder: "<slot\(i)>", replacements: [words[i + 200]])) }
    let ids = records.compactMap { $0["objectID"]?.stringValue }
    let values = Array(Set(records.compactMap { $0[facet]?.stringValue })).sorted().prefix(10)
    var rules: [Rule] = []
    func condition(_ i: Int) -> [Rule.Condition] { [Rule.Condition(pattern: words[i], anchoring: .contains)] }
    for i in 0..<20 {
      rules.append(Rule(objectID: "promote\(i)", conditions: condition(i), consequence: .init(promote: [.init(objectID: ids[(i * 7919) % ids.count], position: i % 3)])))
    }
    for i in 20..<30 { rules.append(Rule(objectID: "hide\(i)", conditions: condition(i), consequence: .init(hide: [ids[(i * 104_729) % ids.count]]))) }
    for i in 30..<40 { rules.append(Rule(objectID: "data\(i)", conditions: condition(i), consequence: .init(userData: ["banner": .string(words[i])]))) }
    for (offset, value) in values.prefix(5).enumerated() {
      rules.append(Rule(
        objectID: "filter\(offset)", conditions: condition(40 + offset),
        consequence: .init(params: ["filters": .string("\(facet):\(FilterEscaping.quoted(value))")])))
    }
    for offset in 0..<5 {
      rules.append(Rule(
        objectID: "facet\(offset)", conditions: [Rule.Condition(pattern: "{facet:\(facet)}", anchoring: offset % 2 == 0 ? .is : .startsWith)],
        consequence: .init(params: ["automaticFacetFilters": [["facet": .string(facet)]]])))
    }
    return (synonyms, rules)
  }

  func run() throws -> Row {
    let queries = KeystrokePrefixes(records: dataset.records, attributes: dataset.searchable, words: 250).entries
    let words = queries.filter { $0.kind == "word" }.map(\.text)
    guard words.count >= 250 else {
      throw BenchmarkError(description: "\(dataset.name) has \(words.count) distinct words of 4 letters or more; 250 are needed")
    }
    let (synonyms, rules) = Self.extras(words: words, records: dataset.records, facet: dataset.facets[0])
    let settings = try IndexSettings(json: dataset.settings)
    var plain: LocalIndex!
    var extras: LocalIndex!
    let plainBuild = try time {
      plain = try LocalIndex(name: "plain", records: dataset.records, settings: settings)
      plain.prepare()
    }
    let extrasBuild = try time {
      extras = try LocalIndex(name: "extras", records: dataset.records, settings: settings)
      try extras.apply([.saveSynonyms(synonyms, replacingAll: true), .saveRules(rules, replacingAll: true)])
      extras.prepare()
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("extras-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try plain.save(to: folder.appendingPathComponent("plain"))
    try extras.save(to: folder.appendingPathComponent("extras"))
    let plainOpen = try time { _ = try LocalIndex(name: "plain", directory: folder.appendingPathComponent("plain")) }
    let extrasOpen = try time { _ = try LocalIndex(name: "extras", directory: folder.appendingPathComponent("extras")) }

    let client = LocalClient(indices: [plain, extras])
    func request(_ index: String, _ text: String) -> IndexedQuery {
      var query = Query(text)
      query.facets = dataset.facets
      return IndexedQuery(indexName: index, query: query)
    }
    for entry in queries {
      _ = try client.answer(request("plain", entry.text))
      _ = try client.answer(request("extras", entry.text))
    }
    var plainSamples: [Double] = []
    var extrasSamples: [Double] = []
    var kinds: [String] = []
    for round in 0..<rounds {
      for entry in queries {
        kinds.append(entry.kind)
        let (first, second) = (request("plain", entry.text), request("extras", entry.text))
        if round % 2 == 0 {
          plainSamples.append(try time { _ = try client.answer(first) })
          extrasSamples.append(try time { _ = try client.answer(second) })
        } else {
          extrasSamples.append(try time { _ = try client.answer(second) })
          plainSamples.append(try time { _ = try client.answer(first) })
        }
      }
    }
    let row = Row(
      dataset: dataset.name, records: dataset.records.count, plain: Figures(plainSamples), extras: Figures(extrasSamples),
      buildMs: (plainBuild, extrasBuild), openMs: (plainOpen, extrasOpen))
    print(String(
      format: "%@: %d queries × %d rounds; plain median %.3f ms p99 %.3f ms; with %d synonyms and %d rules median %.3f ms (%.2f×) p99 %.3f ms (%.2f×)",
      dataset.name, queries.count, rounds, row.plain.median, row.plain.p99, synonyms.count, rules.count, row.extras.median,
      row.extras.median / row.plain.median, row.extras.p99, row.extras.p99 / row.plain.p99))
    for kind in KeystrokePrefixes.kinds {
      let plainKind = Figures(zip(kinds, plainSamples).filter { $0.0 == kind }.map(\.1))
      let extrasKind = Figures(zip(kinds, extrasSamples).filter { $0.0 == kind }.map(\.1))
      print(String(
        format: "%@: %@ letters: plain median %.3f p99 %.3f ms; with them median %.3f (%.2f×) p99 %.3f ms (%.2f×)", dataset.name,
        kind, plainKind.median, plainKind.p99, extrasKind.median, extrasKind.median / plainKind.median, extrasKind.p99,
        extrasKind.p99 / plainKind.p99))
    }
    print(String(format: "%@: build %.0f ms plain, %.0f ms with them; open %.0f ms plain, %.0f ms with them",
      dataset.name, plainBuild, extrasBuild, plainOpen, extrasOpen))
    return row
  }

  /// The table of every dataset's figures.
  static func printSummary(_ rows: [Row]) {
    print("")
    print("| dataset | records | plain median / p99 | 200 synonyms + 50 rules median / p99 | ratio median / p99 | build plain / with | open plain / with |")
    print("|---|---|---|---|---|---|---|")
    for row in rows {
      print(String(
        format: "| %@ | %d | %.3f / %.3f ms | %.3f / %.3f ms | %.2f× / %.2f× | %.0f / %.0f ms | %.0f / %.0f ms |", row.dataset, row.records,
        row.plain.median, row.plain.p99, row.extras.median, row.extras.p99, row.extras.median / row.plain.median,
        row.extras.p99 / row.plain.p99, row.buildMs.plain, row.buildMs.extras, row.openMs.plain, row.openMs.extras))
    }
  }
}
