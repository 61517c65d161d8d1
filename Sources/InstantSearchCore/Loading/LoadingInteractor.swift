/// Whether a search is in flight, for an activity indicator.
public final class LoadingInteractor: ItemInteractor<Bool> {
  /// Creates an interactor, not loading.
  public init() { super.init(item: false) }
}

/// A view showing whether a search is in flight.
public protocol LoadingController: ItemController where Item == Bool {}

extension LoadingInteractor {
  /// Connects an activity indicator, shown as the flag itself.
  @discardableResult
  public func connectController<Controller: LoadingController>(_ controller: Controller) -> ControllerConnection<Controller, Bool> {
    connectController(controller, presenter: { $0 })
  }
}
