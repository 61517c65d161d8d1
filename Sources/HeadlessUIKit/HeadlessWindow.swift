import Foundation

/// The window showing a root view controller: the headless stand-in for `UIWindow`.
open class HeadlessWindow: HeadlessView {
  /// The controller whose view the window shows. Replacing it while the window is key makes the old one
  /// disappear and the new one appear.
  open var rootViewController: HeadlessViewController? {
    didSet {
      guard isKeyWindow, oldValue !== rootViewController else { return }
      oldValue?.disappear(animated: false)
      rootViewController?.appear(animated: false)
    }
  }

  /// Whether ``makeKeyAndVisible()`` was called.
  public private(set) var isKeyWindow = false

  /// Shows the window: the root controller's view loads and it appears; the window becomes the application's
  /// key window.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    HeadlessApplication.shared.keyWindow = self
    rootViewController?.appear(animated: false)
  }
}

extension HeadlessApplication {
  /// Tells the app delegate, then sends `didReceiveMemoryWarning()` to every controller of the key window's hierarchy, as the system does
  /// when memory runs low.
  public func simulateMemoryWarning() {
    delegate?.applicationDidReceiveMemoryWarning(self)
    for controller in keyWindow?.rootViewController?.hierarchy ?? [] { controller.didReceiveMemoryWarning() }
  }
}
