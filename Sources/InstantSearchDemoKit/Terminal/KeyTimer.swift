import Foundation

/// Measures how long each key takes from its arrival to the screen showing its settled results.
public final class KeyTimer {
  private var started: UInt64?
  private var searching = false
  /// Each measured key's time, in milliseconds.
  public private(set) var milliseconds: [Double] = []
  /// The times of the keys that launched a search (typing, toggles, the slider, clearing).
  public private(set) var searchMilliseconds: [Double] = []

  /// A timer with no measure.
  public init() {}

  /// A key arrived.
  public func keyArrived() {
    started = DispatchTime.now().uptimeNanoseconds
    searching = false
  }

  /// The key just handled launched a search (its measure ends with the search's results on screen).
  public func keySearched() { searching = true }

  /// A frame was written; it ends the measure when no search is pending.
  public func frameWritten(settled: Bool) {
    guard settled, let started else { return }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
    milliseconds.append(elapsed)
    if searching { searchMilliseconds.append(elapsed) }
    self.started = nil
  }

  /// "key to redrawn screen: N keys, median X ms, 90th percentile Y ms, max Z ms", for all keys and for those
  /// that searched.
  public var summary: String {
    "key to redrawn screen, all keys: \(KeyTimer.describe(milliseconds))\nkeys that searched: \(KeyTimer.describe(searchMilliseconds))"
  }

  private static func describe(_ values: [Double]) -> String {
    guard !values.isEmpty else { return "none" }
    let sorted = values.sorted()
    func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))] }
    return String(
      format: "%d, median %.1f ms, 90th percentile %.1f ms, max %.1f ms", sorted.count, at(0.5), at(0.9), sorted.last!)
  }
}
