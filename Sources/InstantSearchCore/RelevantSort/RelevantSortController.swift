/// A view that shows the relevant-sort priority and lets the user switch it (a hint and a toggle button).
public protocol RelevantSortController: ItemController {
  /// Set by the interactor's controller link; the view calls it when the user taps the toggle.
  var didToggle: (() -> Void)? { get set }
}
