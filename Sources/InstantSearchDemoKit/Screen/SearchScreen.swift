import Foundation
import InstantSearch

/// A v1 search screen, written as a v1 app would write it (a view controller, widgets, a refinement
/// controller, `registerAllWidgets(in:)`), with headless views.
public final class SearchScreen: HitsTableViewController, RefinementTableViewDataSource {
  public let catalogue: Catalogue
  public let searchBar = SearchBarWidget(frame: .zero)
  public let stats = StatsLabelWidget(frame: .zero)
  public let refinements = RefinementTableWidget(frame: .zero, style: .plain)
  public let stepper = StepperWidget(frame: .zero)
  public let clearAll = ClearAllWidget(frame: .zero)
  public let hits = HitsTableWidget(frame: .zero, style: .plain)
  public let activity = ActivityIndicatorWidget(frame: .zero)
  private var refinementController: RefinementController!

  /// A screen over a catalogue; its widgets register when the view loads.
  public init(catalogue: Catalogue) {
    self.catalogue = catalogue
    super.init(nibName: nil, bundle: nil)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    stats.resultTemplate = "{nbHits} results in {processingTimeMS} ms"
    refinements.attribute = catalogue.facetAttribute
    refinements.limit = 8
    refinementController = RefinementController(table: refinements)
    refinements.dataSource = refinementController
    refinements.delegate = refinementController
    refinementController.tableDataSource = self
    stepper.attribute = catalogue.numericAttribute
    stepper.operator = "<="
    stepper.minimumValue = catalogue.numericRange.lowerBound
    stepper.maximumValue = catalogue.numericRange.upperBound
    stepper.stepValue = catalogue.numericRange.upperBound > 100 ? 100 : 1
    stepper.value = catalogue.numericRange.upperBound
    hits.hitsPerPage = 10
    hitsTableView = hits
    [searchBar, stats, refinements, stepper, clearAll, hits, activity].forEach(view.addSubview)
    InstantSearch.shared.registerAllWidgets(in: view)
  }

  /// One line per hit: the title with its matches highlighted (v1's `highlightedText`), then the subtitle.
  public override func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing hit: [String: Any]) -> HeadlessTableViewCell {
    let cell = HeadlessTableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.highlightedText =
      SearchResults.highlightResult(hit: hit, path: catalogue.titleAttribute)?.value ?? hit[catalogue.titleAttribute] as? String
    let subtitle = hit[catalogue.subtitleAttribute]
    cell.detailTextLabel?.text = (subtitle as? [String])?.joined(separator: ", ") ?? subtitle.map { "\($0)" } ?? ""
    return cell
  }

  /// One line per facet value: a check box, the value and its count.
  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool)
    -> HeadlessTableViewCell
  {
    let cell = HeadlessTableViewCell(style: .value1, reuseIdentifier: nil)
    cell.textLabel?.text = "\(refined ? "[x]" : "[ ]") \(facet)"
    cell.detailTextLabel?.text = String(count)
    cell.accessoryType = refined ? .checkmark : .none
    return cell
  }
}
