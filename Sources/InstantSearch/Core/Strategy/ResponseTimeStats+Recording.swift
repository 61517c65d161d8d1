import Foundation

// How the notifications of observed searchers become request stats.
extension ResponseTimeStats {
  /// Starts or stops the stat of the request a notification is about, if it comes from an observed searcher.
  func observe(_ notification: Notification) {
    guard let searcher = notification.object as? Searcher, let seqNo = notification.userInfo?[Searcher.userInfoSeqNoKey] as? Int,
      isObserving(searcher)
    else { return }
    switch notification.name {
    case Searcher.SearchNotification: start(seqNo: seqNo)
    case Searcher.CancelNotification: stop(seqNo: seqNo, cancelled: true)
    default: stop(seqNo: seqNo, cancelled: false)
    }
  }

  /// Records a request's start, and schedules the trigger checks; a request that already ended is recorded as
  /// ended at once.
  private func start(seqNo: Int) {
    let now = scheduler.now
    let outcome = withState { state -> [TimeInterval]? in
      if let early = state.earlyStops.removeValue(forKey: seqNo) {
        state.stats.append(RequestStat(seqNo: seqNo, stats: self, start: early.time, stop: early.time, cancelled: early.cancelled))
        return nil
      }
      state.stats.append(RequestStat(seqNo: seqNo, stats: self, start: now))
      return state.triggerDelays
    }
    guard let delays = outcome else { return refresh() }
    for delay in delays {
      scheduler.schedule(after: delay) { [weak self] in
        guard let self, self.requestStats.contains(where: \.running) else { return }
        self.refresh()
      }
    }
  }

  /// Records a request's end, then refreshes; an end arriving before the start is kept for it.
  private func stop(seqNo: Int, cancelled: Bool) {
    let now = scheduler.now
    let stopped = withState { state -> Bool in
      guard let stat = state.stats.last(where: { $0.seqNo == seqNo }) else {
        state.earlyStops[seqNo] = (now, cancelled)
        return false
      }
      return stat.stop(at: now, cancelled: cancelled)
    }
    if stopped { refresh() }
  }

  /// Forgets old finished stats, keeps the most recent ones, and posts ``UpdateNotification``.
  func refresh() {
    let now = scheduler.now
    withState { state in
      let amnesia = state.amnesiaDelay
      state.stats.removeAll { stat in stat.stopTime.map { now - $0 > amnesia } ?? false }
      state.stats.removeFirst(max(state.stats.count - max(state.maxRequestsInHistory, 0), 0))
      state.earlyStops = state.earlyStops.filter { now - $0.value.time <= amnesia }
    }
    NotificationCenter.default.post(name: ResponseTimeStats.UpdateNotification, object: self)
  }
}
