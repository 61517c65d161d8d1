extension NumberInteractor {
  /// Links the number to a stepper-like view: the view gets a ``Computation`` whose operations compute the
  /// number, the number (or `invalidate()` for none) and the bounds, on the main queue.
  public struct ControllerConnection<Controller: NumberController>: Connection where Controller.Item == Number {
    /// The interactor.
    public let interactor: NumberInteractor<Number>
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: NumberInteractor<Number>, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      let interactor = self.interactor
      let push = { [weak interactor] (controller: Controller, number: Number?) in
        if let number { controller.setItem(number) } else { controller.invalidate() }
        controller.setComputation(computation: Computation(numeric: number) { interactor?.computeNumber(number: $0) })
      }
      push(controller, interactor.item)
      interactor.onItemChanged.subscribePast(with: controller) { controller, number in push(controller, number) }.onQueue(.main)
      interactor.onBoundsComputed.subscribePast(with: controller) { controller, bounds in controller.setBounds(bounds: bounds) }.onQueue(.main)
    }

    public func disconnect() {
      interactor.onItemChanged.cancelSubscription(for: controller)
      interactor.onBoundsComputed.cancelSubscription(for: controller)
    }
  }

  /// Connects a number view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: NumberController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.Item == Number {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}

extension NumberRangeInteractor {
  /// Links the range to a slider-like view: range changes reach it (or `invalidate()` for none), its
  /// changes compute the range, bounds reach it, on the main queue.
  public struct ControllerConnection<Controller: NumberRangeController>: Connection where Controller.Number == Number {
    /// The interactor.
    public let interactor: NumberRangeInteractor<Number>
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: NumberRangeInteractor<Number>, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      controller.onRangeChanged = { [weak interactor] range in interactor?.computeNumberRange(numberRange: range) }
      interactor.onItemChanged.subscribePast(with: controller) { controller, range in
        if let range { controller.setItem(range) } else { controller.invalidate() }
      }.onQueue(.main)
      interactor.onBoundsComputed.subscribePast(with: controller) { controller, bounds in
        if let bounds { controller.setBounds(bounds) }
      }.onQueue(.main)
    }

    public func disconnect() {
      controller.onRangeChanged = nil
      interactor.onItemChanged.cancelSubscription(for: controller)
      interactor.onBoundsComputed.cancelSubscription(for: controller)
    }
  }

  /// Connects a range view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: NumberRangeController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.Number == Number {
    let connection = ControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}

extension SelectableSegmentInteractor {
  /// Links segments to a segmented view: titles come from `presenter`, the selection is shown and clicks
  /// compute the selection.
  public struct ControllerConnection<Controller: SelectableSegmentController>: Connection where Controller.SegmentKey == SegmentKey {
    /// The interactor.
    public let interactor: SelectableSegmentInteractor<SegmentKey, Segment>
    /// The view.
    public let controller: Controller
    /// The title of a segment.
    public let presenter: Presenter<Segment, String>

    /// Creates the link without connecting it.
    public init(interactor: SelectableSegmentInteractor<SegmentKey, Segment>, controller: Controller, presenter: @escaping Presenter<Segment, String>) {
      self.interactor = interactor
      self.controller = controller
      self.presenter = presenter
    }

    public func connect() {
      let presenter = self.presenter
      controller.setSelected(interactor.selected)
      controller.onClick = { [weak interactor] key in interactor?.computeSelected(selecting: key) }
      interactor.onItemsChanged.subscribePast(with: controller) { controller, items in
        controller.setItems(items: items.mapValues(presenter))
      }.onQueue(.main)
      interactor.onSelectedChanged.subscribePast(with: controller) { controller, selected in controller.setSelected(selected) }.onQueue(.main)
    }

    public func disconnect() {
      controller.onClick = nil
      interactor.onItemsChanged.cancelSubscription(for: controller)
      interactor.onSelectedChanged.cancelSubscription(for: controller)
    }
  }

  /// Connects a segmented view; see ``ControllerConnection``.
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(_ controller: Controller, presenter: @escaping Presenter<Segment, String>)
    -> ControllerConnection<Controller> where Controller.SegmentKey == SegmentKey
  {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}

extension NumberInteractor {
  /// InstantSearch 7's name of ``connectController(_:)`` for a number view.
  @discardableResult
  public func connectNumberController<Controller: NumberController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.Item == Number {
    connectController(controller)
  }
}

/// InstantSearch 7.27.1's name for the link of a number input to a view.
public typealias NumberInteractorControllerConnection<Number: Comparable & DoubleRepresentable, Controller: NumberController> =
  NumberInteractor<Number>.ControllerConnection<Controller> where Controller.Item == Number
