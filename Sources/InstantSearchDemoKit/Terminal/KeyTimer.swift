import Foundation

/// Measures how long each key takes from its arrival to the screen showing its settled results.
public final class KeyTimer {
  private var started: UInt64?
  /// Each measured key's time, in milliseconds.
  public private(set) var milliseconds: [Double] = []

  /// A timer with no measure.
  public init() {}

  /// A key arrived.
  public func keyArrived() { started = DispatchTime.now().uptimeNanoseconds }

  /// A frame was written; it ends the measure when no search is pending.
  public func frameWritten(settled: Bool) {
    guard settled, let started else { return }
    milliseconds.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
    self.started = nil
  }

  /// "N keys: median X ms, 90th percentile Y ms, max Z ms".
  public var summary: String {
    guard !milliseconds.isEmpty else { return "no key measured" }
    let sorted = milliseconds.sorted()
    func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))] }
    return String(
      format: "%d keys, key to redrawn screen: median %.1f ms, 90th percentile %.1f ms, max %.1f ms", sorted.count, at(0.5),
      at(0.9), sorted.last!)
  }
}
