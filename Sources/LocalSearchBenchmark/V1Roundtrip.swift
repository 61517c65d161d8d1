import Foundation
import InstantSearch
import LocalSearch

/// Times v1 searches end to end through the adapter: `Searcher.search()` on the embedded engine until the
/// delegate receives the `SearchResults` (query conversion, the v2 request pipeline, the response turned into v1
/// content). Deliveries go to a private queue so the benchmark needs no main run loop.
final class V1RoundtripTimer: SearcherDelegate {
  private let searcher: Searcher
  private let delivered = DispatchSemaphore(value: 0)

  init(client: LocalClient, indexName: String, facets: [String]) {
    let index = Index(client: client, name: indexName)
    index.completionQueue = DispatchQueue(label: "benchmark.v1.deliveries")
    searcher = Searcher(index: index)
    searcher.params.facets = facets
    searcher.delegate = self
  }

  func searcher(_ searcher: Searcher, didReceive results: SearchResults?, error: Error?, userInfo: [String: Any]) {
    delivered.signal()
  }

  /// The median milliseconds from `search()` to the delegate, over every query of every round.
  func medianMilliseconds(queries: [String], rounds: Int) -> Double {
    var timings: [Double] = []
    for _ in 0..<rounds {
      for text in queries {
        timings.append(time {
          searcher.params.query = text
          searcher.search()
          delivered.wait()
        })
      }
    }
    return median(timings)
  }
}
