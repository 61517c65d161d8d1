import Foundation

/// A button: the headless stand-in for `UIButton`.
///
/// Titles are kept per control state; ``tap()`` simulates the user tapping the button.
open class HeadlessButton: HeadlessControl {
  private var titles: [State: String] = [:]

  /// Sets the title shown in a state; `nil` removes it, so the state falls back to the `.normal` title.
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
  }

  /// The title shown in a state: the one set for that state, else the `.normal` title, as in UIKit.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title shown in the button's current ``HeadlessControl/state``.
  open var currentTitle: String? {
    title(for: state)
  }

  /// Simulates a tap: sends `.touchUpInside`.
  open func tap() {
    sendActions(for: .touchUpInside)
  }
}
