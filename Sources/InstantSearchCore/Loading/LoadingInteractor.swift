/// Whether a search is in flight, for an activity indicator.
public final class LoadingInteractor: ItemInteractor<Bool> {
  /// Creates an interactor, not loading.
  public init() { super.init(item: false) }
}

/// A view showing whether a search is in flight.
public protocol LoadingController: ItemController where Item == Bool {}
