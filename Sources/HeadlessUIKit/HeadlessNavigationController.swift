import Foundation

/// A stack of view controllers: the headless stand-in for `UINavigationController`.
///
/// Pushing and popping calls the appearance methods in UIKit's order while the navigation controller shows (in
/// a window, or presented): the leaving controller's `viewWillDisappear(_:)`, the arriving one's
/// `viewWillAppear(_:)`, then `viewDidDisappear(_:)` and `viewDidAppear(_:)`. A pushed controller's view is loaded
/// (`viewDidLoad()`) before it appears.
open class HeadlessNavigationController: HeadlessViewController {
  /// The stack, root first.
  open var viewControllers: [HeadlessViewController] = [] {
    didSet {
      for controller in oldValue where !viewControllers.contains(controller) { controller.navigationController = nil }
      for controller in viewControllers { controller.navigationController = self }
    }
  }

  /// Creates a navigation controller holding one controller.
  public init(rootViewController: HeadlessViewController) {
    super.init(nibName: nil, bundle: nil)
    // Property observers do not run in the class's own initialiser.
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  /// Creates an empty navigation controller.
  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates an empty navigation controller, as a storyboard would.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  open var topViewController: HeadlessViewController? { viewControllers.last }

  /// The controller that shows: the top one, or what it presented.
  open var visibleViewController: HeadlessViewController? {
    var visible = topViewController
    while let presented = visible?.presentedViewController { visible = presented }
    return visible
  }

  override var appearingChildren: [HeadlessViewController] { topViewController.map { [$0] } ?? [] }

  /// Pushes a controller on the stack; it appears and the previous top disappears.
  open func pushViewController(_ viewController: HeadlessViewController, animated: Bool) {
    let leaving = topViewController
    viewController.loadViewIfNeeded()
    viewControllers.append(viewController)
    transition(from: leaving, to: viewController, animated: animated)
  }

  /// Pops the top controller, unless it is the root; the one below appears.
  ///
  /// - Returns: The popped controller.
  @discardableResult
  open func popViewController(animated: Bool) -> HeadlessViewController? {
    guard viewControllers.count > 1 else { return nil }
    let leaving = viewControllers.removeLast()
    transition(from: leaving, to: topViewController, animated: animated)
    return leaving
  }

  /// Pops every controller above the root.
  ///
  /// - Returns: The popped controllers, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [HeadlessViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let leaving = topViewController
    let popped = Array(viewControllers.dropFirst())
    viewControllers = [viewControllers[0]]
    transition(from: leaving, to: topViewController, animated: animated)
    return popped
  }

  private func transition(from leaving: HeadlessViewController?, to arriving: HeadlessViewController?, animated: Bool) {
    guard isVisible, leaving !== arriving else { return }
    let leavingShows = leaving?.isVisible ?? false
    if leavingShows { leaving?.viewWillDisappear(animated) }
    arriving?.loadViewIfNeeded()
    arriving?.viewWillAppear(animated)
    if leavingShows {
      leaving?.isVisible = false
      leaving?.viewDidDisappear(animated)
    }
    arriving?.isVisible = true
    arriving?.viewDidAppear(animated)
  }
}
