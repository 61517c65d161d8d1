import Foundation

/// An `Operation` whose work finishes later than `main()` returns: a subclass starts its work in `main()` and
/// sets ``state`` to ``State/finished`` when it is over, which the operation queue observes.
open class AsyncOperation: Operation, @unchecked Sendable {
  // @unchecked: `storedState` is only read and written under `lock`.
  /// Where the operation is in its life.
  public enum State: String {
    /// Waiting to start.
    case ready
    /// Started, its work not over.
    case executing
    /// Done or cancelled.
    case finished

    fileprivate var keyPath: String { "is" + rawValue.capitalized }
  }

  private let lock = NSLock()
  private var storedState = State.ready

  /// Where the operation is; setting it sends the key-value notifications an operation queue observes.
  public var state: State {
    get { lock.withLock { storedState } }
    set {
      let old = state
      willChangeValue(forKey: newValue.keyPath)
      willChangeValue(forKey: old.keyPath)
      lock.withLock { storedState = newValue }
      didChangeValue(forKey: old.keyPath)
      didChangeValue(forKey: newValue.keyPath)
    }
  }

  override open var isReady: Bool { super.isReady && state == .ready }
  override open var isExecuting: Bool { state == .executing }
  override open var isFinished: Bool { state == .finished }
  override open var isAsynchronous: Bool { true }

  /// Marks the operation executing and runs `main()`, unless it was cancelled first, which finishes it at once.
  override open func start() {
    if isCancelled {
      state = .finished
      return
    }
    state = .executing
    main()
  }

  /// Cancels the operation and finishes it.
  override open func cancel() {
    super.cancel()
    state = .finished
  }
}
