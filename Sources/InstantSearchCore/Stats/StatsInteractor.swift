import Foundation

/// The stats of the latest results, for a stats label.
public final class StatsInteractor: ItemInteractor<SearchStats?> {
  /// Creates an interactor without stats.
  public init() { super.init(item: nil) }
}

/// A view showing a line of text, such as stats.
public protocol ItemTextController: ItemController where Item == String? {}

/// InstantSearch's name for a stats label.
public typealias StatsTextController = ItemTextController

/// A view showing an attributed line of text, such as stats.
public protocol ItemAttributedTextController: ItemController where Item == NSAttributedString? {}

extension StatsInteractor {
  /// Connects a text view, showing the stats through `presenter` (by default `"1000 results (3ms)"`).
  @discardableResult
  public func connectController<Controller: StatsTextController>(
    _ controller: Controller, presenter: @escaping Presenter<SearchStats?, String?> = DefaultPresenter.Stats.present
  ) -> ControllerConnection<Controller, String?> {
    let connection = ControllerConnection(interactor: self, controller: controller, presenter: presenter)
    connection.connect()
    return connection
  }
}
