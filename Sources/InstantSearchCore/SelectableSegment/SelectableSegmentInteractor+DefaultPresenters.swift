extension FilterMapInteractor {
  /// Connects a segmented view whose titles are the filters as `presenter` shows them
  /// (``DefaultPresenter/Filter/present(_:)`` by default).
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(
    _ controller: Controller, presenter: @escaping FilterPresenter = DefaultPresenter.Filter.present
  ) -> ControllerConnection<Controller> where Controller.SegmentKey == Int {
    connectController(controller, presenter: { (filter: F) in presenter(Filter(filter)) } as Presenter<F, String>)
  }
}

extension SelectableSegmentInteractor where Segment == String {
  /// Connects a segmented view whose titles are the segments themselves (index names, for a sort menu).
  @discardableResult
  public func connectController<Controller: SelectableSegmentController>(_ controller: Controller) -> ControllerConnection<Controller>
  where Controller.SegmentKey == SegmentKey {
    connectController(controller, presenter: DefaultPresenter.IndexName.present)
  }
}

extension SelectableSegmentInteractor.ControllerConnection where Segment == String {
  /// Creates the link of a sort menu without connecting it, its titles the index names as they are.
  public init(interactor: SelectableSegmentInteractor<SegmentKey, Segment>, controller: Controller) {
    self.init(interactor: interactor, controller: controller, presenter: DefaultPresenter.IndexName.present)
  }
}
