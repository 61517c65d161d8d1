import HeadlessUIKit
import InstantSearch

/// The filters screen: the brands to refine, and a slider of the lowest price with a label following it.
class FiltersViewController: RefinementTableViewController {
    var brands: RefinementTableWidget!
    var priceSlider: SliderWidget!
    var priceLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"
        brands = RefinementTableWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        brands.attribute = "brand"
        brands.operator = "or"
        refinementTableView = brands
        priceSlider = SliderWidget(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        priceSlider.attribute = "salePrice"
        priceSlider.operator = ">="
        priceSlider.minimumValue = 0
        priceSlider.maximumValue = 1000
        priceLabel = UILabel(frame: CGRect(x: 0, y: 344, width: 320, height: 20))
        priceSlider.addTarget(self, action: Self.priceChanged(_:), for: .valueChanged)
        view.addSubview(brands)
        view.addSubview(priceSlider)
        view.addSubview(priceLabel)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: Self.doneClicked(_:))
        InstantSearch.shared.registerAllWidgets(in: self.view)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing facet: String, with count: Int, is refined: Bool) -> UITableViewCell {
        var cell = tableView.dequeueReusableCell(withIdentifier: "brandCell")
        if cell == nil {
            cell = UITableViewCell(style: .value1, reuseIdentifier: "brandCell")
        }
        cell!.textLabel?.text = facet
        cell!.detailTextLabel?.text = "\(count)"
        cell!.accessoryType = refined ? .checkmark : .none
        return cell!
    }

    func priceChanged(_ sender: UISlider) {
        priceLabel.text = "from $\(Int(sender.value))"
    }

    func doneClicked(_ sender: UIBarButtonItem) {
        navigationController?.popViewController(animated: true)
    }
}
