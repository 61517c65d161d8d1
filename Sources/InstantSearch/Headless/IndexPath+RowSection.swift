import Foundation

#if !canImport(UIKit)
  extension IndexPath {
    /// Creates the index path of a row in a table section, as UIKit's `IndexPath(row:section:)` does.
    ///
    /// v1 widgets and view models address table rows by index path. UIKit adds this initialiser to
    /// Foundation's `IndexPath`; the headless layer adds the same one so v1 code compiles unchanged.
    ///
    /// - Parameters:
    ///   - row: The row within the section.
    ///   - section: The section.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The row of a table index path: its second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section of a table index path: its first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
