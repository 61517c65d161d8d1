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

    /// Creates the index path of an item in a collection section, as UIKit's `IndexPath(item:section:)` does.
    ///
    /// The item is the same element as ``row``: `IndexPath(item: 2, section: 1) == IndexPath(row: 2, section: 1)`.
    ///
    /// - Parameters:
    ///   - item: The item within the section.
    ///   - section: The section.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The row of a table index path: its second index.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The item of a collection index path: its second index, the same element as ``row``.
    ///
    /// v1 code mixing the two (the refinement view model reads `.item` of table index paths) behaves as on iOS.
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section of a table or collection index path: its first index.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
