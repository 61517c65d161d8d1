import Foundation
import InstantSearch
import InstantSearchCore

/// A v1 search screen, written as a v1 app would write it (a view controller, widgets, a refinement
/// controller, `registerAllWidgets(in:)`), with headless views, and one v2 component migrated beside them.
///
/// The switch is v2's filter toggle: a `SelectableInteractor` of a boolean facet filter connected to the v1
/// searcher's `filterState`. The v1 widgets and the v2 toggle share one filter state, and every v1 search
/// applies the toggle's filter, which v1's refinements cannot express.
public final class SearchScreen: HitsTableViewController, RefinementTableViewDataSource {
  /// The dataset shown.
  public let catalogue: Catalogue
  /// The query.
  public let searchBar = SearchBarWidget(frame: .zero)
  /// "N results in M ms".
  public let stats = StatsLabelWidget(frame: .zero)
  /// The facet values with their counts (registered only when the catalogue has a facet).
  public let refinements = RefinementTableWidget(frame: .zero, style: .plain)
  /// The numeric refinement, `<=` (registered only when the catalogue has a numeric attribute).
  public let slider = SliderWidget(frame: .zero)
  /// The v2 filter toggle of the boolean facet (connected only when the catalogue has one).
  public private(set) var toggle: SelectableInteractor<InstantSearchCore.Filter.Facet>?
  /// Resets every refinement and the query.
  public let clearAll = ClearAllWidget(frame: .zero)
  /// The hits, with infinite scrolling.
  public let hits = HitsTableWidget(frame: .zero, style: .plain)
  /// Spins while a search is pending.
  public let activity = ActivityIndicatorWidget(frame: .zero)
  /// Hits loaded per page.
  public static let hitsPerPage: UInt = 25
  private var refinementController: RefinementController!

  /// A screen over a catalogue; its widgets register when the view loads.
  public init(catalogue: Catalogue) {
    self.catalogue = catalogue
    super.init(nibName: nil, bundle: nil)
  }

  /// A screen needs its catalogue: none is made from a storyboard.
  public required init?(coder: NSCoder) {
    return nil
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    stats.resultTemplate = "{nbHits} results in {processingTimeMS} ms"
    hits.hitsPerPage = SearchScreen.hitsPerPage
    hits.remainingItemsBeforeLoading = 5
    hitsTableView = hits
    var widgets: [HeadlessView] = [searchBar, stats, clearAll, hits, activity]
    if let facet = catalogue.facet {
      refinements.attribute = facet.attribute
      refinements.limit = 10
      refinementController = RefinementController(table: refinements)
      refinements.dataSource = refinementController
      refinements.delegate = refinementController
      refinementController.tableDataSource = self
      widgets.append(refinements)
    }
    if let numeric = catalogue.numeric {
      slider.attribute = numeric.attribute
      slider.operator = "<="
      slider.minimumValue = Float(numeric.range.lowerBound)
      slider.maximumValue = Float(numeric.range.upperBound)
      slider.value = Float(numeric.range.upperBound)
      widgets.append(slider)
    }
    widgets.forEach(view.addSubview)
    InstantSearch.shared.registerAllWidgets(in: view)
    if let switchFacet = catalogue.toggle {
      let toggle = SelectableInteractor(item: InstantSearchCore.Filter.Facet(attribute: switchFacet.attribute, boolValue: true))
      toggle.connectFilterState(InstantSearch.shared.getSearcher().filterState, operator: .and)
      self.toggle = toggle
    }
  }

  /// Whether the toggle's filter is applied.
  public var isToggleOn: Bool { toggle?.isSelected ?? false }

  /// Flips the v2 toggle (its connection writes the shared filter state), then searches with the v1 searcher,
  /// as a v1 refinement widget does.
  public func flipToggle() {
    guard let toggle else { return }
    toggle.computeIsSelected(selecting: !toggle.isSelected)
    InstantSearch.shared.getSearcher().search()
  }

  /// A hit's row: the title and the details with their matches highlighted (v1's `highlightedText`).
  public override func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell {
    let cell = HeadlessTableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.highlightedText =
      SearchResults.highlightResult(hit: hit, path: catalogue.titleAttribute)?.value ?? hit[catalogue.titleAttribute].map { "\($0)" }
    let details = catalogue.detailAttributes.compactMap { attribute -> String? in
      if let highlighted = SearchResults.highlightResult(hit: hit, path: attribute)?.value { return highlighted }
      guard let value = hit[attribute] else { return nil }
      return (value as? [Any])?.map { "\($0)" }.joined(separator: ", ") ?? "\(value)"
    }.filter { !$0.isEmpty }
    if !details.isEmpty { cell.detailTextLabel?.highlightedText = details.joined(separator: " · ") }
    return cell
  }

  /// A facet value's row: the value and its count; refined rows carry a checkmark.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
  {
    let cell = HeadlessTableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = facet
    cell.detailTextLabel?.text = NumberText.grouped(Double(count))
    cell.accessoryType = refined ? .checkmark : .none
    return cell
  }

  /// Taps "clear all" (which resets every parameter, clears the shared filter state, the v2 toggle's filter
  /// included, and does not search), puts back what registration wrote (the page size, the counted facet) and
  /// the slider, and searches.
  public func clearEverything() {
    clearAll.tap()
    let searcher = InstantSearch.shared.getSearcher()
    searcher.params.hitsPerPage = SearchScreen.hitsPerPage
    if let facet = catalogue.facet { searcher.params.facets = [facet.attribute] }
    searchBar.text = ""
    if catalogue.numeric != nil {
      slider.userSetValue(slider.maximumValue)
    } else {
      searcher.search()
    }
  }
}
