import Foundation

/// A controller owning a view: the headless stand-in for `UIViewController`.
///
/// The view is created by ``loadView()`` on first access to ``view`` (or ``loadViewIfNeeded()``), then
/// ``viewDidLoad()`` runs, once.
open class HeadlessViewController: NSObject {
  private var loadedView: HeadlessView?

  /// Creates a controller; the nib name and bundle are only kept (headless views are never loaded from nibs).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
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

  /// What a navigation bar shows for this controller.
  public let navigationItem = HeadlessNavigationItem()

  /// Whether this controller's view is the context a presented search controller covers; `false` by default.
  open var definesPresentationContext = false
}
