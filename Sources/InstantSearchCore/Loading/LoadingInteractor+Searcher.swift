import Foundation

extension LoadingInteractor {
  /// Links the loading state to a searcher's `isLoading`, optionally after a grace delay.
  ///
  /// Without a grace delay every value the searcher fires is set. With one, the interactor becomes `true` only
  /// once the searcher has been loading for ``graceDelay`` without a break, and `false` as soon as it stops, so
  /// a search answered within the delay shows no loading at all; it is then set only when the shown state
  /// changes.
  public struct SearcherConnection: Connection {
    /// The interactor.
    public let interactor: LoadingInteractor
    /// The searcher.
    public let searcher: Searcher
    /// How long, in seconds, the searcher must be loading before the interactor says so; `0` (at once) by
    /// default.
    public let graceDelay: TimeInterval
    /// The clock of the grace delay. It must run its work where the searcher fires `isLoading` (its callback
    /// queue).
    public let scheduler: Scheduler
    private let graceTimer = Locked<Cancellable?>(nil)

    /// Creates the link without connecting it.
    ///
    /// - Parameters:
    ///   - graceDelay: How long the searcher must be loading before the interactor says so; `0` by default.
    ///   - scheduler: The clock of the grace delay; real time on the main queue (the searchers' default
    ///     callback queue) when `nil`.
    public init(interactor: LoadingInteractor, searcher: Searcher, graceDelay: TimeInterval = 0, scheduler: Scheduler? = nil) {
      self.interactor = interactor
      self.searcher = searcher
      self.graceDelay = graceDelay
      self.scheduler = scheduler ?? DispatchQueueScheduler(queue: .main)
    }

    public func connect() {
      guard graceDelay > 0 else {
        searcher.isLoading.subscribePast(with: interactor) { interactor, isLoading in interactor.item = isLoading }
        return
      }
      let (graceDelay, scheduler, graceTimer) = (self.graceDelay, self.scheduler, self.graceTimer)
      searcher.isLoading.subscribePast(with: interactor) { interactor, isLoading in
        guard isLoading else {
          graceTimer.exchange(nil)?.cancel()
          if interactor.item { interactor.item = false }
          return
        }
        guard !interactor.item, graceTimer.value == nil else { return }
        graceTimer.value = scheduler.schedule(after: graceDelay) { [weak interactor] in
          guard graceTimer.exchange(nil) != nil else { return }
          interactor?.item = true
        }
      }
    }

    public func disconnect() {
      searcher.isLoading.cancelSubscription(for: interactor)
      graceTimer.exchange(nil)?.cancel()
    }
  }

  /// Connects a searcher; see ``SearcherConnection``.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose loading state the interactor follows.
  ///   - graceDelay: How long the searcher must be loading before the interactor says so; `0` (at once) by
  ///     default.
  ///   - scheduler: The clock of the grace delay; real time on the main queue when `nil`. It must run its work
  ///     on the searcher's callback queue.
  @discardableResult
  public func connectSearcher(_ searcher: Searcher, graceDelay: TimeInterval = 0, scheduler: Scheduler? = nil)
    -> SearcherConnection
  {
    let connection = SearcherConnection(interactor: self, searcher: searcher, graceDelay: graceDelay, scheduler: scheduler)
    connection.connect()
    return connection
  }
}
