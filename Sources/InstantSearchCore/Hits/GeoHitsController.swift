/// A view placing hits on a map: its source's records have a location.
public protocol GeoHitsController: AnyObject, Reloadable {
  /// The source type, whose records are located.
  associatedtype DataSource: HitsSource where DataSource.Record: Geolocated
  /// Set by the connection to the interactor.
  var hitsSource: DataSource? { get set }
}

extension HitsInteractor where Record: Geolocated {
  /// Links located hits to a map view: the view reads them from the interactor and reloads (on the main queue)
  /// with each result.
  public struct GeoHitsControllerConnection<Controller: GeoHitsController>: Connection where Controller.DataSource == HitsInteractor {
    /// The interactor.
    public let interactor: HitsInteractor
    /// The view.
    public let controller: Controller

    /// Creates the link without connecting it.
    public init(interactor: HitsInteractor, controller: Controller) {
      self.interactor = interactor
      self.controller = controller
    }

    public func connect() {
      controller.hitsSource = interactor
      interactor.onResultsUpdated.subscribePast(with: controller) { controller, _ in controller.reload() }.onQueue(.main)
    }

    public func disconnect() {
      if controller.hitsSource === interactor { controller.hitsSource = nil }
      interactor.onResultsUpdated.cancelSubscription(for: controller)
    }
  }

  /// Connects a map view; see ``GeoHitsControllerConnection``.
  @discardableResult
  public func connectController<Controller: GeoHitsController>(_ controller: Controller) -> GeoHitsControllerConnection<Controller>
  where Controller.DataSource == HitsInteractor {
    let connection = GeoHitsControllerConnection(interactor: self, controller: controller)
    connection.connect()
    return connection
  }
}
