import Foundation
import InstantSearch

/// View doubles recording what view models ask of them.
final class HitsViewDouble: HitsViewDelegate {
  var viewModel: HitsViewModelDelegate!
  var index = ""
  var variant = ""
  var hitsPerPage: UInt = 20
  var infiniteScrolling = true
  var remainingItemsBeforeLoading: UInt = 5
  var showItemsOnEmptyQuery = true
  var reloads = 0
  var scrolls = 0

  init() { viewModel = HitsViewModel(view: self) }
  func reloadHits() { reloads += 1 }
  func scrollTop() { scrolls += 1 }
}

final class StatsViewDouble: StatsViewDelegate {
  var viewModel: StatsViewModelDelegate!
  var index = ""
  var variant = ""
  var resultTemplate = "{nbHits} results"
  var errorText = "Error in fetching results"
  var clearText = ""
  var texts: [String] = []

  init() { viewModel = StatsViewModel(view: self) }
  func set(text: String) { texts.append(text) }
}

final class SearchViewDouble: SearchControlViewDelegate {
  var viewModel: SearchControlViewModelDelegate!
  var index = ""
  var variant = ""
  var texts: [(String, Bool)] = []

  init() { viewModel = SearchViewModel(view: self) }
  func set(text: String, andResignFirstResponder resignFirstResponder: Bool) { texts.append((text, resignFirstResponder)) }
}

final class RefinementViewDouble: RefinementMenuViewDelegate {
  var viewModel: RefinementMenuViewModelDelegate!
  var index = ""
  var variant = ""
  var attribute = ""
  var refinedFirst = true
  var sortBy = "count:desc"
  var `operator` = "or"
  var limit = 10
  var areMultipleSelectionsAllowed = true
  var reloads = 0
  var deselected: [IndexPath] = []

  init(attribute: String) {
    self.attribute = attribute
    viewModel = RefinementMenuViewModel(view: self)
  }
  func reloadRefinements() { reloads += 1 }
  func deselectRow(at indexPath: IndexPath) { deselected.append(indexPath) }
}

final class NumericViewDouble: NumericControlViewDelegate {
  var viewModel: NumericControlViewModelDelegate
  var index = ""
  var variant = ""
  var attribute = ""
  var clearValue: NSNumber = 0
  var `operator` = ">="
  var inclusive = true
  var value: NSNumber = 0
  var shown: [NSNumber] = []

  init(attribute: String) {
    let viewModel = NumericControlViewModel()
    self.viewModel = viewModel
    self.attribute = attribute
    viewModel.view = self
  }
  func configureView() { viewModel.updateNumeric(value: value, doSearch: false) }
  func set(value: NSNumber) {
    shown.append(value)
    self.value = value
  }
}

final class FacetViewDouble: FacetControlViewDelegate {
  var viewModel: FacetControlViewModelDelegate
  var index = ""
  var variant = ""
  var attribute = ""
  var inclusive = true
  var shown: [String] = []
  var configured = 0

  init(attribute: String) {
    let viewModel = FacetControlViewModel()
    self.viewModel = viewModel
    self.attribute = attribute
    viewModel.view = self
  }
  func configureView() { configured += 1 }
  func set(value: String) { shown.append(value) }
}

final class MultiHitsViewDouble: MultiHitsViewDelegate {
  var viewModel: MultiHitsViewModelDelegate!
  var indicesArray: [String] = []
  var variantsArray: [String] = []
  var hitsPerSectionArray: [UInt] = []
  var showItemsOnEmptyQuery = true
  var reloads = 0

  init() { viewModel = MultiHitsViewModel(view: self) }
  func reloadHits() { reloads += 1 }
}
