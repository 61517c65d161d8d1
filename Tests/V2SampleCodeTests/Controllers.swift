import Foundation
import InstantSearchCore
import InstantSearchUIKit

// Small UIKit controllers, written as Algolia's InstantSearch 7 guides write theirs, on the headless views.

/// A table of product names: the hits cell configurator the guides repeat.
func productNamesDataSource<Source: HitsSource>() -> HitsTableViewDataSource<Source> where Source.Record == SampleCatalogue.Product {
  HitsTableViewDataSource { tableView, product, indexPath in
    let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
    cell.textLabel?.text = product.name
    return cell
  }
}

/// A hits table controller of product names on its own table view.
func productsTableController() -> HitsTableController<HitsInteractor<SampleCatalogue.Product>> {
  let tableView = UITableView()
  tableView.register(UITableViewCell.self, forCellReuseIdentifier: "product")
  let controller = HitsTableController<HitsInteractor<SampleCatalogue.Product>>(tableView: tableView)
  controller.dataSource = productNamesDataSource()
  return controller
}

/// A switch standing for a filter.
final class SwitchController<F: FilterType>: SelectableController {
  let toggle: UISwitch
  var onClick: ((Bool) -> Void)?

  init(toggle: UISwitch) {
    self.toggle = toggle
    toggle.addAction(for: .valueChanged) { [weak self] control in
      self?.onClick?((control as? UISwitch)?.isOn ?? false)
    }
  }

  func setSelected(_ isSelected: Bool) { toggle.isOn = isSelected }
  func setItem(_ item: F) {}
}

/// A segmented control choosing one of several segments (sort orders).
final class SegmentedController: SelectableSegmentController {
  let segmentedControl: UISegmentedControl
  var onClick: ((Int) -> Void)?

  init(segmentedControl: UISegmentedControl) {
    self.segmentedControl = segmentedControl
    segmentedControl.addAction(for: .valueChanged) { [weak self] control in
      self?.onClick?((control as? UISegmentedControl)?.selectedSegmentIndex ?? 0)
    }
  }

  private var selected: Int?

  func setSelected(_ selected: Int?) {
    self.selected = selected
    segmentedControl.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
  }

  /// Replaces the segments, keeping the selection (removing the segments clears it).
  func setItems(items: [Int: String]) {
    segmentedControl.removeAllSegments()
    for (index, title) in items.sorted(by: { $0.key < $1.key }) {
      segmentedControl.insertSegment(withTitle: title, at: index, animated: false)
    }
    segmentedControl.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
  }
}

/// A hint label and a button switching relevant sort.
final class RelevantSortToggleController: RelevantSortController {
  let hintLabel = UILabel()
  let toggleButton = UIButton()
  var didToggle: (() -> Void)?

  init() {
    toggleButton.addAction(for: .touchUpInside) { [weak self] _ in self?.didToggle?() }
  }

  func setItem(_ item: RelevantSortTextualRepresentation?) {
    hintLabel.text = item?.hintText
    toggleButton.setTitle(item?.toggleTitle, for: .normal)
    toggleButton.isHidden = item == nil
  }
}

/// A table with one section per attribute, in the merchandising order: the guides' dynamic facets table.
final class DynamicFacetListTableViewController: UITableViewController, DynamicFacetListController {
  var orderedFacets: [AttributedFacets] = []
  var selections: [Attribute: Set<String>] = [:]
  var didSelect: ((Attribute, Facet) -> Void)?

  init() {
    super.init(style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "facet")
  }

  required init?(coder: NSCoder) {
    return nil
  }

  func setOrderedFacets(_ orderedFacets: [AttributedFacets]) {
    self.orderedFacets = orderedFacets
    tableView.reloadData()
  }

  func setSelections(_ selections: [Attribute: Set<String>]) {
    self.selections = selections
    tableView.reloadData()
  }

  override func numberOfSections(in tableView: UITableView) -> Int { orderedFacets.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { orderedFacets[section].facets.count }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { orderedFacets[section].attribute }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "facet", for: indexPath)
    let attribute = orderedFacets[indexPath.section].attribute
    let facet = orderedFacets[indexPath.section].facets[indexPath.row]
    cell.textLabel?.text = "\(facet.value) (\(facet.count))"
    cell.accessoryType = selections[attribute]?.contains(facet.value) == true ? .checkmark : .none
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let attributedFacets = orderedFacets[indexPath.section]
    didSelect?(attributedFacets.attribute, attributedFacets.facets[indexPath.row])
  }
}
