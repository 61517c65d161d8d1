/// The stats of the latest results, for a stats label (§9.8 of the v2 reference).
public final class StatsInteractor: ItemInteractor<SearchStats?> {
  /// Creates an interactor without stats.
  public init() { super.init(item: nil) }
}

/// A view showing a line of text, such as stats.
public protocol ItemTextController: ItemController where Item == String? {}

/// InstantSearch's name for a stats label.
public typealias StatsTextController = ItemTextController
