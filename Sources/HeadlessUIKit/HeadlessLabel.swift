import Foundation

/// A text label: the headless stand-in for `UILabel`.
///
/// ``text`` and ``attributedText`` are two views of one value: setting ``text`` replaces the attributed text
/// with a plain string, and setting ``attributedText`` makes ``text`` its string.
open class HeadlessLabel: HeadlessView {
  /// The text shown, set plain or as the string of the attributed text.
  private var storedText: String?
  /// The styled text; for plain text, made on its first read.
  private var storedAttributedText: NSAttributedString?
  private var storedTextColor: HeadlessColor = .black

  /// The text shown; `nil` by default.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
    }
  }

  /// The styled text shown; `nil` by default. Its string is ``text``.
  open var attributedText: NSAttributedString? {
    get {
      if storedAttributedText == nil, let storedText { storedAttributedText = NSAttributedString(string: storedText) }
      return storedAttributedText
    }
    set {
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
      storedText = storedAttributedText?.string
    }
  }

  /// The colour of the text; `.black` by default, and setting `nil` restores `.black` (as UIKit does).
  open var textColor: HeadlessColor! {
    get { storedTextColor }
    set { storedTextColor = newValue ?? .black }
  }

  /// The colour of the text when the label is highlighted; `nil` by default. The v1 highlighting reads it.
  open var highlightedTextColor: HeadlessColor?

  /// The background of the highlighted parts of ``highlightedText``; `nil` (clear) by default.
  ///
  /// Read when ``highlightedText`` is assigned: a later change needs another assignment.
  open var highlightedBackgroundColor: HeadlessColor?

  /// Whether ``highlightedText`` styles the parts outside the tags instead of those inside; `false` by default.
  ///
  /// Read when ``highlightedText`` is assigned: a later change needs another assignment.
  open var isHighlightingInversed: Bool = false

  /// Whether the label is highlighted; `false` by default.
  open var isHighlighted: Bool = false

  /// The horizontal alignment of the text; `.natural` by default.
  open var textAlignment: HeadlessTextAlignment = .natural

  /// The most lines shown (`0`: no limit); `1` by default. Stored only.
  open var numberOfLines: Int = 1
}
