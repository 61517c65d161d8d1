import Foundation
import InstantSearchCore
import LocalSearch

/// Compares one keystroke's full cycle through a v1 and a v2 search screen built on the same engine, index and
/// facet, with the same keystrokes, and prints the figures.
///
/// After one untimed warm-up round per screen, each round types every text of the sequence into both screens,
/// one after the other (v1 first in even rounds, v2 first in odd ones), then times the engine alone on the same
/// query, then a v2 searcher alone (``SearcherAloneScreen``: no component), then the engine alone delivering on the
/// main queue (``EngineOnMainScreen``: the floor of any screen delivering there), then the same views filled by hand
/// from the engine's response (``HandWrittenScreen``: the floor of any screen showing them), then the v2 screen
/// reading its rows as v1's data sources get them (the floor of a v1 screen). Both screens must show the same thing
/// after each keystroke, warm-up included, and the two floors what the v2 screen shows; the texts where they do not
/// are reported.
///
/// The process's heap allocations are counted for every timed keystroke (``HeapAllocations``, on from the
/// warm-up until the report): a screen's cycle counts every thread's allocations from typing until its main queue
/// is drained, the engine's search on its own queue included; the engine alone counts from the search call until
/// its completion has run. Before counting, a self-check makes sure the counter sees the Swift runtime's
/// allocations. Where the counter is not available (``HeapAllocations/isAvailable``), only the timings are
/// reported.
struct KeystrokeComparison {
  /// The dataset's name in the printed lines.
  let dataset: String
  /// The engine both screens search.
  let client: LocalClient
  /// The index searched.
  let indexName: String
  /// The facet of both screens' facet lists.
  let facetAttribute: String
  /// The hit attribute a hits row shows.
  let displayedAttribute: String
  /// The keystrokes typed in each round.
  let sequence: KeystrokeSequence
  /// How many timed rounds run.
  let rounds: Int

  /// One timed keystroke.
  fileprivate struct Sample {
    /// The length of the text typed.
    let textLength: Int
    /// The keystroke's milliseconds.
    let milliseconds: Double
    /// The keystroke's heap allocations, on every thread.
    let allocations: HeapAllocations.Count
    /// The keystroke's CPU milliseconds, on every thread.
    let cpuMilliseconds: Double
  }

  /// Builds both screens, runs the warm-up and the timed rounds, and prints the figures and CSV lines.
  func run() {
    HeapAllocations.enable()
    defer { HeapAllocations.disable() }
    if HeapAllocations.isAvailable, let failure = HeapAllocations.selfCheckFailure() {
      fatalError("the allocation counter does not see the process's allocations: \(failure)")
    }
    let v1 = V1SearchScreen(
      client: client, indexName: indexName, facetAttribute: facetAttribute, displayedAttribute: displayedAttribute)
    let v2 = V2SearchScreen(
      client: client, indexName: indexName, facetAttribute: facetAttribute, displayedAttribute: displayedAttribute)
    let searcherAlone = SearcherAloneScreen(client: client, indexName: indexName, facetAttribute: facetAttribute)
    let engineOnMain = EngineOnMainScreen(client: client, indexName: indexName, facetAttribute: facetAttribute)
    let v2FoundationRows = V2SearchScreen(
      client: client, indexName: indexName, facetAttribute: facetAttribute, displayedAttribute: displayedAttribute,
      rowsAsFoundation: true)
    let handWritten = HandWrittenScreen(
      client: client, indexName: indexName, facetAttribute: facetAttribute, displayedAttribute: displayedAttribute)
    let texts = sequence.texts
    var mismatches: [String] = []
    var floorMismatches: [String] = []
    for text in texts {
      let shown = ([v1, v2] as [KeystrokeScreen]).map { KeystrokeCycle.run(text, on: $0).shown }
      if shown[0] != shown[1] { mismatches.append("\(text): v1 \(shown[0]) v2 \(shown[1])") }
      _ = engineKeystroke(text)
      _ = KeystrokeCycle.run(text, on: searcherAlone)
      _ = KeystrokeCycle.run(text, on: engineOnMain)
      for floor in [handWritten, v2FoundationRows] as [KeystrokeScreen] {
        let floorShown = KeystrokeCycle.run(text, on: floor).shown
        if floorShown != shown[1] { floorMismatches.append("\(text): \(floor.name) \(floorShown) v2 \(shown[1])") }
      }
    }
    var samples: [String: [Sample]] = [
      "v1": [], "v2": [], "engine": [], "searcher": [], "engine-main": [], "hand-written": [], "v2-foundation-rows": [],
    ]
    for round in 0..<rounds {
      let order: [KeystrokeScreen] = round.isMultiple(of: 2) ? [v1, v2] : [v2, v1]
      for text in texts {
        var shown: [String: ShownState] = [:]
        for screen in order {
          let cycle = KeystrokeCycle.run(text, on: screen)
          samples[screen.name]!.append(Sample(textLength: text.count, cycle: cycle))
          shown[screen.name] = cycle.shown
        }
        let engine = engineKeystroke(text)
        samples["engine"]!.append(
          Sample(
            textLength: text.count, milliseconds: engine.milliseconds, allocations: engine.allocations,
            cpuMilliseconds: engine.cpuMilliseconds))
        samples["searcher"]!.append(Sample(textLength: text.count, cycle: KeystrokeCycle.run(text, on: searcherAlone)))
        samples["engine-main"]!.append(Sample(textLength: text.count, cycle: KeystrokeCycle.run(text, on: engineOnMain)))
        for floor in [handWritten, v2FoundationRows] as [KeystrokeScreen] {
          let cycle = KeystrokeCycle.run(text, on: floor)
          samples[floor.name]!.append(Sample(textLength: text.count, cycle: cycle))
          if cycle.shown != shown["v2"] { floorMismatches.append("\(text): \(floor.name) \(cycle.shown) v2 \(shown["v2"]!)") }
        }
        if shown["v1"] != shown["v2"] { mismatches.append("\(text): v1 \(shown["v1"]!) v2 \(shown["v2"]!)") }
      }
    }
    report(samples, keystrokes: texts.count, mismatches: mismatches, floorMismatches: floorMismatches)
  }

  /// The milliseconds the engine takes to answer the query a screen sends for `text` (text, 20 hits per page,
  /// the facet) through `LocalClient.search`, as the screens' searchers call it: from the call until the
  /// completion runs on the client's queue; and the heap allocations and CPU milliseconds of every thread from
  /// just before the call until the completion has run (read outside the timing).
  private func engineKeystroke(_ text: String)
    -> (milliseconds: Double, allocations: HeapAllocations.Count, cpuMilliseconds: Double)
  {
    let query = IndexedQuery.keystroke(text, indexName: indexName, facetAttribute: facetAttribute)
    let answered = DispatchSemaphore(value: 0)
    let allocationsBefore = HeapAllocations.read()
    let cpuBefore = ProcessCPUTime.nanoseconds()
    let start = DispatchTime.now().uptimeNanoseconds
    var end: UInt64 = 0
    client.search(query) { result in
      end = DispatchTime.now().uptimeNanoseconds
      if case .failure(let error) = result { fatalError("engine: \(error)") }
      answered.signal()
    }
    answered.wait()
    let cpuMilliseconds = Double(ProcessCPUTime.nanoseconds() - cpuBefore) / 1e6
    return (Double(end - start) / 1e6, HeapAllocations.read() - allocationsBefore, cpuMilliseconds)
  }

  /// The names of the timed screens and of the engine alone, in the order of the CSV lines.
  private static let timedNames = ["v1", "v2", "engine", "searcher", "engine-main", "hand-written", "v2-foundation-rows"]

  /// Prints the medians and 90th percentiles of both screens, of the engine and of the searcher alone, the
  /// screens' ratio, the median paired difference, the CPU time, whether the screens agreed (and the two floors
  /// with the v2 screen), the median heap allocations and bytes of a keystroke with what counting them cost, and the
  /// same figures as CSV lines (overall and by text length).
  private func report(_ samples: [String: [Sample]], keystrokes: Int, mismatches: [String], floorMismatches: [String]) {
    let figures = samples.mapValues { samples in
      (median: median(samples.map(\.milliseconds)), p90: percentile(samples.map(\.milliseconds), 0.9))
    }
    let (v1, v2, engine) = (figures["v1"]!, figures["v2"]!, figures["engine"]!)
    print("\(dataset): keystroke cycle, \(keystrokes) keystrokes typing \(sequence.words.joined(separator: " ")), "
      + "\(rounds) rounds per screen after a warm-up round, facet \(facetAttribute), 20 hits per page")
    print("\(dataset): v1 screen keystroke median \(f3(v1.median)) ms p90 \(f3(v1.p90)) ms; "
      + "v2 screen median \(f3(v2.median)) ms p90 \(f3(v2.p90)) ms; v1/v2 = \(f2(v1.median / v2.median)) (p90 \(f2(v1.p90 / v2.p90)))")
    let differences = zip(samples["v1"]!, samples["v2"]!).map { $0.milliseconds - $1.milliseconds }
    print("\(dataset): v1 − v2 on the same keystroke of the same round, median \(f3(median(differences))) ms")
    print("\(dataset): the engine alone on the same queries (LocalClient.search to its completion) "
      + "median \(f3(engine.median)) ms p90 \(f3(engine.p90)) ms")
    let searcher = figures["searcher"]!
    print("\(dataset): the v2 searcher alone on the same queries (HitsSearcher.search to onResults on the main queue, "
      + "no component) median \(f3(searcher.median)) ms p90 \(f3(searcher.p90)) ms")
    let onMain = figures["engine-main"]!
    print("\(dataset): the engine alone delivered on the main queue (LocalClient.search to a block on the main queue, "
      + "the floor of any screen delivering there) median \(f3(onMain.median)) ms p90 \(f3(onMain.p90)) ms; "
      + "v2 screen / it = \(f2(v2.median / onMain.median)), v2 searcher alone / it = \(f2(searcher.median / onMain.median)), "
      + "v2 screen / engine alone = \(f2(v2.median / engine.median))")
    let handWritten = figures["hand-written"]!
    print("\(dataset): the same views filled by hand from the engine's response on the main queue (no searcher, "
      + "component or event; the floor of any screen showing them) median \(f3(handWritten.median)) ms p90 \(f3(handWritten.p90)) ms; "
      + "it / engine alone = \(f2(handWritten.median / engine.median)), v2 screen / it = \(f2(v2.median / handWritten.median))")
    let foundationRows = figures["v2-foundation-rows"]!
    print("\(dataset): the v2 screen reading its rows as Foundation dictionaries, as v1 hands them to its data sources "
      + "(the floor of a v1 screen) median \(f3(foundationRows.median)) ms p90 \(f3(foundationRows.p90)) ms; "
      + "it / v2 screen = \(f2(foundationRows.median / v2.median)), v1 screen / it = \(f2(v1.median / foundationRows.median))")
    reportCPUTime(samples)
    if mismatches.isEmpty {
      print("\(dataset): both screens showed the same hits, facet values and stats after every keystroke")
    } else {
      print("\(dataset): the screens differed after \(mismatches.count) keystrokes, first: "
        + mismatches.prefix(3).joined(separator: "; "))
    }
    if !floorMismatches.isEmpty {
      print("\(dataset): a floor screen differed from the v2 one \(floorMismatches.count) times, first: "
        + floorMismatches.prefix(3).joined(separator: "; "))
    }
    if HeapAllocations.isAvailable {
      reportAllocations(samples, v1Median: v1.median)
    } else {
      print("\(dataset): heap allocations not counted (the counter needs Linux with glibc and a build without a sanitizer)")
    }
    print("csv,keystroke_cycle,dataset,screen,samples,median_ms,p90_ms,mean_ms")
    for name in Self.timedNames {
      let values = samples[name]!.map(\.milliseconds)
      let mean = values.reduce(0, +) / Double(values.count)
      print("csv,keystroke_cycle,\(dataset),\(name),\(values.count),\(f4(figures[name]!.median)),\(f4(figures[name]!.p90)),\(f4(mean))")
    }
    print("csv,keystroke_cycle_by_length,dataset,text_length,samples,v1_median_ms,v2_median_ms,engine_median_ms")
    for length in Set(samples["v1"]!.map(\.textLength)).sorted() {
      let medians = ["v1", "v2", "engine"].map { name in
        median(samples[name]!.filter { $0.textLength == length }.map(\.milliseconds))
      }
      let count = samples["v1"]!.filter { $0.textLength == length }.count
      print("csv,keystroke_cycle_by_length,\(dataset),\(length),\(count),\(medians.map(f4).joined(separator: ","))")
    }
  }

  /// Prints the median CPU time of a keystroke on every thread for each screen and the engine, with the ratios
  /// the wall-clock figures give, and the same medians as CSV lines.
  ///
  /// A keystroke's CPU time is the work of every thread: the engine's search, the library's, the views' and the
  /// kernel's, waking threads included. It leaves out the time threads sleep, so where a screen's wall-clock ratio
  /// exceeds its CPU ratio, the difference is time spent waiting for a thread to run, not work.
  private func reportCPUTime(_ samples: [String: [Sample]]) {
    let cpu = samples.mapValues { median($0.map(\.cpuMilliseconds)) }
    guard cpu["engine"]! > 0 else {
      print("\(dataset): CPU time not measured (no process CPU clock)")
      return
    }
    print("\(dataset): CPU time per keystroke (every thread, the engine's search included), median: "
      + "v1 screen \(f3(cpu["v1"]!)) ms; v2 screen \(f3(cpu["v2"]!)) ms; engine alone \(f3(cpu["engine"]!)) ms; "
      + "v2 searcher alone \(f3(cpu["searcher"]!)) ms; engine on the main queue \(f3(cpu["engine-main"]!)) ms; "
      + "v1/v2 = \(f2(cpu["v1"]! / cpu["v2"]!)), v2 screen / engine alone = \(f2(cpu["v2"]! / cpu["engine"]!)), "
      + "v2 screen / engine on the main queue = \(f2(cpu["v2"]! / cpu["engine-main"]!)); hand-written screen "
      + "\(f3(cpu["hand-written"]!)) ms, it / engine alone = \(f2(cpu["hand-written"]! / cpu["engine"]!)), "
      + "v2 screen / it = \(f2(cpu["v2"]! / cpu["hand-written"]!)); v2 screen reading Foundation rows "
      + "\(f3(cpu["v2-foundation-rows"]!)) ms, it / v2 screen = \(f2(cpu["v2-foundation-rows"]! / cpu["v2"]!))")
    print("csv,keystroke_cpu,dataset,screen,samples,median_cpu_ms")
    for name in Self.timedNames {
      print("csv,keystroke_cpu,\(dataset),\(name),\(samples[name]!.count),\(f4(cpu[name]!))")
    }
  }

  /// Prints the median heap allocations and bytes of a keystroke for both screens and the engine, what counting
  /// them costs, and the same medians as CSV lines.
  private func reportAllocations(_ samples: [String: [Sample]], v1Median: Double) {
    let allocations = samples.mapValues { samples in
      (count: medianCount(samples.map(\.allocations.allocations)), bytes: medianCount(samples.map(\.allocations.bytes)))
    }
    let labels = [
      "v1": "v1 screen", "v2": "v2 screen", "engine": "engine alone", "searcher": "v2 searcher alone",
      "engine-main": "engine on the main queue", "hand-written": "hand-written screen",
      "v2-foundation-rows": "v2 screen reading Foundation rows",
    ]
    let shown = Self.timedNames.map { name in
      "\(labels[name]!) \(allocations[name]!.count) (\(allocations[name]!.bytes) bytes)"
    }
    print("\(dataset): heap allocations per keystroke (malloc, calloc, realloc and the aligned ones, on every thread, "
      + "the engine's search included), median: \(shown.joined(separator: "; "))")
    let costNanoseconds = HeapAllocations.countingCostNanoseconds()
    let costMilliseconds = Double(allocations["v1"]!.count) * costNanoseconds / 1e6
    print("\(dataset): counting them costs about \(f1(costNanoseconds)) ns per allocation, about \(f3(costMilliseconds)) ms "
      + "of a v1 keystroke (\(f1(costMilliseconds / v1Median * 100)) % of its median), inside the timings above")
    print("csv,keystroke_allocations,dataset,screen,samples,median_allocations,median_bytes")
    for name in Self.timedNames {
      print("csv,keystroke_allocations,\(dataset),\(name),\(samples[name]!.count),\(allocations[name]!.count),\(allocations[name]!.bytes)")
    }
  }
}

/// A number with 1 decimal.
private func f1(_ value: Double) -> String { String(format: "%.1f", value) }
/// A number with 2 decimals.
private func f2(_ value: Double) -> String { String(format: "%.2f", value) }
/// A number with 3 decimals.
private func f3(_ value: Double) -> String { String(format: "%.3f", value) }
/// A number with 4 decimals.
private func f4(_ value: Double) -> String { String(format: "%.4f", value) }

/// The middle value of counts (the upper one of an even number).
func medianCount(_ values: [UInt64]) -> UInt64 {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// The value below which a fraction `p` of the values lie (nearest rank).
func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  let rank = Int((p * Double(sorted.count)).rounded(.up))
  return sorted[min(max(rank - 1, 0), sorted.count - 1)]
}

extension KeystrokeComparison.Sample {
  /// The sample of one screen's keystroke cycle.
  fileprivate init(textLength: Int, cycle: KeystrokeCycle.Measurement) {
    self.init(
      textLength: textLength, milliseconds: cycle.milliseconds, allocations: cycle.allocations,
      cpuMilliseconds: cycle.cpuMilliseconds)
  }
}
