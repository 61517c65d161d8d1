// A v2 screen sees the headless UIKit stand-ins (`UITableView`, `UISearchBar`, …) with
// `import InstantSearchUIKit`, as InstantSearch 7's UIKit module came with UIKit.
@_exported import HeadlessUIKit
