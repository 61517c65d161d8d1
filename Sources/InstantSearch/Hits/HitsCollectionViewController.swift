import Foundation

/// A view controller to inherit from for hits collections: assign ``hitsCollectionView`` (or
/// ``hitsCollectionViews``) and override ``collectionView(_:cellForItemAt:containing:)``.
open class HitsCollectionViewController: HeadlessViewController, HeadlessCollectionViewDataSource,
  HeadlessCollectionViewDelegate, HitsCollectionViewDataSource, HitsCollectionViewDelegate
{
  var hitsControllers: [HitsController] = []

  /// The one hits collection; assigning it sets ``hitsCollectionViews`` to it alone.
  public var hitsCollectionView: HitsCollectionWidget! {
    didSet { hitsCollectionViews = hitsCollectionView.map { [$0] } ?? [] }
  }

  /// The hits collections; each gets a ``HitsController`` and this view controller as data source and delegate.
  public var hitsCollectionViews: [HitsCollectionWidget] = [] {
    didSet {
      hitsControllers = hitsCollectionViews.map { widget in
        let controller = HitsController(collection: widget)
        widget.dataSource = self
        widget.delegate = self
        controller.collectionDataSource = self
        controller.collectionDelegate = self
        return controller
      }
    }
  }

  /// The cell of a hit; subclasses must override it.
  open func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing hit: [String: Any])
    -> HeadlessCollectionViewCell
  {
    fatalError("Must Override collectionView(_:cellForItemAt:containing:)")
  }

  /// Called when a hit is selected; does nothing by default.
  open func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing hit: [String: Any]) {}

  private func controller(for collectionView: HeadlessCollectionView) -> HitsController? {
    hitsCollectionViews.firstIndex { $0 === collectionView }.map { hitsControllers[$0] }
  }

  /// Items of the calling collection (0 for one that is not a widget).
  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    controller(for: collectionView)?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
  }

  /// The cell, through the collection's controller.
  public func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath) -> HeadlessCollectionViewCell {
    controller(for: collectionView)?.collectionView(collectionView, cellForItemAt: indexPath) ?? HeadlessCollectionViewCell()
  }

  /// Sections, with the empty-state rule.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int {
    controller(for: collectionView)?.numberOfSections(in: collectionView) ?? 0
  }

  /// Selection, through the collection's controller.
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    controller(for: collectionView)?.collectionView(collectionView, didSelectItemAt: indexPath)
  }
}
