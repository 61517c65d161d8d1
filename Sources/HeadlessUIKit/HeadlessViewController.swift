import Foundation

/// A controller owning a view: the headless stand-in for `UIViewController`.
///
/// The view is created by ``loadView()`` on first access to ``view`` (or ``loadViewIfNeeded()``), then
/// ``viewDidLoad()`` runs, once.
open class HeadlessViewController: HeadlessResponder {
  private var loadedView: HeadlessView?

  /// Creates a controller; the nib name and bundle are only kept (headless views are never loaded from nibs).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller as a storyboard would, without nib; the coder is unread (headless controllers are never
  /// archived). Subclasses that declare an initialiser of their own provide it, as in UIKit.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a controller without nib.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The nib name given at creation.
  public let nibName: String?

  /// The bundle given at creation.
  public let nibBundle: Bundle?

  /// A title for the controller; `nil` by default.
  open var title: String?

  /// The root view, loaded on first access (then ``viewDidLoad()`` runs). Setting `nil` unloads it.
  open var view: HeadlessView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded; reading it does not load the view.
  open var isViewLoaded: Bool {
    loadedView != nil
  }

  /// Creates the root view; the default creates a plain ``HeadlessView``. Overrides set ``view``.
  open func loadView() {
    view = HeadlessView(frame: .zero)
  }

  /// Loads the view when it is not loaded yet: ``loadView()``, then ``viewDidLoad()``.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = HeadlessView(frame: .zero) }
    viewDidLoad()
  }

  /// Called once the view is loaded; does nothing by default.
  open func viewDidLoad() {}

  /// Called before the view shows, by whoever presents the controller; does nothing by default.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view shows, by whoever presents the controller; does nothing by default.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is hidden (another controller pushed over it, popped, dismissed); does nothing by
  /// default.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was hidden; does nothing by default.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the app is asked to free memory (``HeadlessApplication/simulateMemoryWarning()``) on every
  /// controller of the window's hierarchy; does nothing by default.
  open func didReceiveMemoryWarning() {}

  /// Whether the view shows: between `viewDidAppear(_:)` and `viewWillDisappear(_:)`.
  public internal(set) var isVisible = false

  /// Shows the controller: loads its view, then `viewWillAppear(_:)` and `viewDidAppear(_:)`, unless it shows.
  func appear(animated: Bool) {
    guard !isVisible else { return }
    loadViewIfNeeded()
    viewWillAppear(animated)
    isVisible = true
    viewDidAppear(animated)
    for child in appearingChildren { child.appear(animated: animated) }
  }

  /// Hides the controller: `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, when it shows.
  func disappear(animated: Bool) {
    guard isVisible else { return }
    for child in appearingChildren { child.disappear(animated: animated) }
    viewWillDisappear(animated)
    isVisible = false
    viewDidDisappear(animated)
  }

  /// The controllers that show and hide with this one (a navigation controller's top one).
  var appearingChildren: [HeadlessViewController] { [] }

  /// Every controller under this one that gets memory warnings: the children that show, and the presented one.
  var hierarchy: [HeadlessViewController] {
    [self] + appearingChildren.flatMap(\.hierarchy) + (presentedViewController?.hierarchy ?? [])
  }

  /// The navigation controller whose stack holds this controller; `nil` outside one.
  open internal(set) weak var navigationController: HeadlessNavigationController?

  /// The controller this one presented and that is not dismissed yet.
  open private(set) var presentedViewController: HeadlessViewController?

  /// The controller that presented this one.
  open private(set) weak var presentingViewController: HeadlessViewController?

  /// Presents a controller over this one: this one (if it shows) disappears and the presented one appears;
  /// `completion` runs after. A controller already presenting presents nothing.
  open func present(_ viewController: HeadlessViewController, animated: Bool, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil else { return }
    presentedViewController = viewController
    viewController.presentingViewController = self
    let shows = isVisible
    if shows {
      viewController.loadViewIfNeeded()
      disappear(animated: animated)
      viewController.appear(animated: animated)
    }
    completion?()
  }

  /// Dismisses the controller this one presented, or, when it presents none, this one from its presenter; the
  /// presenter appears again. `completion` runs after.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: animated, completion: completion)
      return
    }
    let shows = presented.isVisible
    presented.disappear(animated: animated)
    presentedViewController = nil
    presented.presentingViewController = nil
    if shows { appear(animated: animated) }
    completion?()
  }
  /// What a navigation bar shows for this controller.
  public let navigationItem = HeadlessNavigationItem()

  /// Whether this controller's view is the context a presented search controller covers; `false` by default.
  open var definesPresentationContext = false
}
