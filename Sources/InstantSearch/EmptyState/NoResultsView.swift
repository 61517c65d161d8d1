import Foundation

/// v1's default empty-state view: a label the size of the view's bounds, `No results available`, black, centred.
func defaultNoResultsView(in view: HeadlessView) -> HeadlessView {
  let label = HeadlessLabel(frame: view.bounds)
  label.text = "No results available"
  label.textColor = .black
  label.textAlignment = .center
  return label
}
