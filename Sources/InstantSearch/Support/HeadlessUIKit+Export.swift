// v1 code sees the headless UIKit stand-ins (`UITableView`, `UISearchBar`, …) with `import InstantSearch`, as it
// saw UIKit's beside v1's widgets.
@_exported import HeadlessUIKit
