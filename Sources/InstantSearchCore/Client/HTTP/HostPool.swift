import Foundation

/// The hosts of one client and what the client has learnt about them.
///
/// A host that failed is *down* and skipped until its state expires; a host that timed out stays usable
/// with a longer timeout. Shared by the client's concurrent requests, guarded by a lock.
final class HostPool: @unchecked Sendable {
  private struct State {
    var isUp = true
    var retryCount = 0
    var lastUpdate = Date.distantPast
  }

  let hosts: [Host]
  private var states: [State]
  private let lock = NSLock()
  /// How long a *down* host is skipped.
  let expiry: TimeInterval
  private let now: () -> Date

  init(hosts: [Host], expiry: TimeInterval = 300, now: @escaping () -> Date = Date.init) {
    self.hosts = hosts
    self.states = Array(repeating: State(), count: hosts.count)
    self.expiry = expiry
    self.now = now
  }

  /// The usable hosts in order, each with its timeout multiplier; every host when none is usable.
  func usableHosts() -> [(host: Host, multiplier: Int)] {
    lock.withLock {
      let date = now()
      for index in states.indices where !states[index].isUp && date.timeIntervalSince(states[index].lastUpdate) >= expiry {
        states[index] = State()
      }
      if !states.contains(where: \.isUp) { states = states.map { _ in State() } }
      return hosts.indices.filter { states[$0].isUp }.map { (hosts[$0], states[$0].retryCount + 1) }
    }
  }

  func markUp(_ host: Host) { update(host) { $0 = State(isUp: true, retryCount: 0, lastUpdate: self.now()) } }

  func markDown(_ host: Host) { update(host) { $0.isUp = false; $0.lastUpdate = self.now() } }

  func markTimedOut(_ host: Host) { update(host) { $0.retryCount += 1; $0.lastUpdate = self.now() } }

  /// Whether a host is currently skipped.
  func isDown(_ host: Host) -> Bool {
    lock.withLock { hosts.firstIndex(of: host).map { !states[$0].isUp } ?? false }
  }

  private func update(_ host: Host, _ change: (inout State) -> Void) {
    lock.withLock {
      guard let index = hosts.firstIndex(of: host) else { return }
      change(&states[index])
    }
  }
}
