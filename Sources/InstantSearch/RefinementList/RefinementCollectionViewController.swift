import Foundation

/// A view controller to inherit from for refinement collections: assign ``refinementCollectionView`` (or
/// ``refinementCollectionViews``) and override ``collectionView(_:cellForItemAt:containing:with:is:)``.
open class RefinementCollectionViewController: HeadlessViewController, HeadlessCollectionViewDataSource,
  HeadlessCollectionViewDelegate, RefinementCollectionViewDataSource, RefinementCollectionViewDelegate
{
  var refinementControllers: [RefinementController] = []

  /// The one refinement collection; assigning it sets ``refinementCollectionViews`` to it alone.
  public var refinementCollectionView: RefinementCollectionWidget! {
    didSet { refinementCollectionViews = refinementCollectionView.map { [$0] } ?? [] }
  }

  /// The refinement collections; each gets a ``RefinementController`` and this view controller as data source
  /// and delegate.
  public var refinementCollectionViews: [RefinementCollectionWidget] = [] {
    didSet {
      refinementControllers = refinementCollectionViews.map { widget in
        let controller = RefinementController(collection: widget)
        widget.dataSource = self
        widget.delegate = self
        controller.collectionDataSource = self
        controller.collectionDelegate = self
        return controller
      }
    }
  }

  /// The cell of a facet value; subclasses must override it.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) -> HeadlessCollectionViewCell {
    fatalError("Must Override collectionView(_:cellForItemAt:containing:with:is:)")
  }

  /// Called after a value was toggled; does nothing by default.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool
  ) {}

  private func controller(for collectionView: HeadlessCollectionView) -> RefinementController? {
    refinementCollectionViews.firstIndex { $0 === collectionView }.map { refinementControllers[$0] }
  }

  /// Items of the calling collection.
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
