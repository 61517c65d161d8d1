import HeadlessUIKit
import InstantSearch

/// The products screen of a v1 getting-started app: a search bar, the number of results, the hits with their
/// prices, and a Filter button that pushes the filters screen.
class ProductsViewController: HitsTableViewController {
    var searchBar: SearchBarWidget!
    var stats: StatsLabelWidget!
    var bestRating: BestRatingLabel!

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"
        searchBar = SearchBarWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        stats = StatsLabelWidget(frame: CGRect(x: 0, y: 44, width: 320, height: 20))
        bestRating = BestRatingLabel(frame: CGRect(x: 0, y: 64, width: 320, height: 20))
        hitsTableView = HitsTableWidget(frame: CGRect(x: 0, y: 84, width: 320, height: 400))
        hitsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "hitCell")
        view.addSubview(searchBar)
        view.addSubview(stats)
        view.addSubview(bestRating)
        view.addSubview(hitsTableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: Self.filterClicked)
        InstantSearch.shared.registerAllWidgets(in: self.view)
    }

    func filterClicked() {
        navigationController?.pushViewController(FiltersViewController(nibName: nil, bundle: nil), animated: true)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "hitCell", for: indexPath)
        // The price is a whole number in most records: v1 read it as a Double all the same.
        let price = hit["salePrice"] as! Double
        cell.textLabel?.text = "\(hit["name"] as! String) – $\(String(format: "%.2f", price))"
        return cell
    }
}
