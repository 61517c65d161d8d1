import Foundation

extension SearchBoxInteractor {
  /// Links the interactor to a text field.
  ///
  /// The interactor's text reaches the field on the main queue (a text set before connecting reaches it at
  /// once). Typing is debounced: after `debounceInterval` seconds without a new text, on the main queue,
  /// the text becomes the interactor's query; a text equal to the one pending cancels it and schedules
  /// nothing, as InstantSearch 7.26+ does. Submitting sets the query and submits at once.
  public struct ControllerConnection<Controller: SearchBoxController>: Connection {
    /// The interactor.
    public let interactor: SearchBoxInteractor
    /// The text field.
    public let controller: Controller
    /// The quiet period before typed text becomes the query, in seconds.
    public let debounceInterval: TimeInterval
    private let debouncer: Debouncer<String?>

    /// Creates the link without connecting it.
    ///
    /// - Parameter scheduler: The clock of the debounce; the main queue on real time by default.
    public init(
      interactor: SearchBoxInteractor, controller: Controller, debounceInterval: TimeInterval = 0.1,
      scheduler: Scheduler = DispatchQueueScheduler(queue: .main)
    ) {
      self.interactor = interactor
      self.controller = controller
      self.debounceInterval = debounceInterval
      self.debouncer = Debouncer(delay: debounceInterval, scheduler: scheduler)
    }

    public func connect() {
      let debouncer = self.debouncer
      interactor.onQueryChanged.subscribePast(with: controller) { controller, query in
        controller.setQuery(query)
      }.onQueue(.main)
      controller.onQueryChanged = { [weak interactor] query in
        if let pending = debouncer.pending, pending == query {
          debouncer.cancel()
          return
        }
        debouncer.debounce(query) { value in interactor?.query = value }
      }
      controller.onQuerySubmitted = { [weak interactor] query in
        interactor?.query = query
        interactor?.submitQuery()
      }
    }

    public func disconnect() {
      debouncer.cancel()
      interactor.onQueryChanged.cancelSubscription(for: controller)
      controller.onQueryChanged = nil
      controller.onQuerySubmitted = nil
    }
  }

  /// Connects a text field; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: SearchBoxController>(
    _ controller: Controller, debounceInterval: TimeInterval = 0.1, scheduler: Scheduler = DispatchQueueScheduler(queue: .main)
  ) -> ControllerConnection<Controller> {
    let connection = ControllerConnection(
      interactor: self, controller: controller, debounceInterval: debounceInterval, scheduler: scheduler)
    connection.connect()
    return connection
  }
}
