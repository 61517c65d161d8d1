import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension NSAttributedString.Key {
    /// The text colour attribute (a ``HeadlessColor``), with UIKit's raw value `"NSColor"`.
    ///
    /// Foundation on Linux lacks the key (UIKit and AppKit declare it); the v1 highlighting uses it.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

    /// The text background colour attribute (a ``HeadlessColor``), with UIKit's raw value `"NSBackgroundColor"`.
    ///
    /// Foundation on Linux lacks the key (UIKit and AppKit declare it); the v1 highlighting uses it.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")

    /// The font attribute (a ``HeadlessFont``), with UIKit's raw value `"NSFont"`.
    ///
    /// Foundation on Linux lacks the key (UIKit and AppKit declare it).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
  }
#endif
