extension RelevantSortInteractor {
  /// Links the priority to a view: the view shows what the presenter makes of each priority (on the main
  /// queue), and its toggle switches the priority.
  public struct ControllerConnection<Controller: RelevantSortController, Output>: Connection where Controller.Item == Output {
    /// The interactor.
    public let interactor: RelevantSortInteractor
    /// The view.
    public let controller: Controller
    /// Turns the priority into what the view shows.
    public let presenter: Presenter<Output>

    /// Creates the link without connecting it.
    public init(interactor: RelevantSortInteractor, controller: Controller, presenter: @escaping Presenter<Output>) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let presenter = self.presenter
      interactor.onItemChanged.subscribePast(with: controller) { controller, priority in
        controller.setItem(presenter(priority))
      }.onQueue(.main)
      controller.didToggle = { [weak interactor] in interactor?.toggle() }
    }

    public func disconnect() {
      interactor.onItemChanged.cancelSubscription(for: controller)
      controller.didToggle = nil
    }
  }

  /// Connects a view through a presenter; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: RelevantSortController, Output>(
    _ controller: Controller, presenter: @escaping Presenter<Output>
  ) -> ControllerConnection<Controller, Output> where Output == Controller.Item {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }

  /// Connects a text view, by default with English hints and toggle titles; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: RelevantSortController>(
    _ controller: Controller, presenter: @escaping TextualPresenter = DefaultPresenter.RelevantSort.present
  ) -> ControllerConnection<Controller, TextualRepresentation?> where Controller.Item == TextualRepresentation? {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
