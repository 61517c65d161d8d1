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
    let now = Date()
    let outcome = withState { state -> [TimeInterval]? in
      if let early = state.earlyStops.removeValue(forKey: seqNo) {
        state.stats.append(RequestStat(seqNo: seqNo, startDate: early.date, stopDate: early.date, cancelled: early.cancelled))
        return nil
      }
      state.stats.append(RequestStat(seqNo: seqNo, startDate: now))
      return state.triggerDelays
    }
    guard let delays = outcome else { return refresh() }
    for delay in delays {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in
        guard let self, self.requestStats.contains(where: \.running) else { return }
        self.refresh()
      }
    }
  }

  /// Records a request's end, then refreshes; an end arriving before the start is kept for it.
  private func stop(seqNo: Int, cancelled: Bool) {
    let now = Date()
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
    let now = Date()
    withState { state in
      let amnesia = state.amnesiaDelay
      state.stats.removeAll { stat in stat.stopDate.map { now.timeIntervalSince($0) > amnesia } ?? false }
      state.stats.removeFirst(max(state.stats.count - max(state.maxRequestsInHistory, 0), 0))
      state.earlyStops = state.earlyStops.filter { now.timeIntervalSince($0.value.date) <= amnesia }
    }
    NotificationCenter.default.post(name: ResponseTimeStats.UpdateNotification, object: self)
  }
}
