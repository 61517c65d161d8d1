import HeadlessUIKit
import InstantSearch

/// The rentals screen of a v1 geo app: a search bar, the rentals five at a time, and the map of every rental
/// loaded.
class RentalsViewController: HitsTableViewController {
    var searchBar: SearchBarWidget!
    var map: MapWidget!

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        searchBar = SearchBarWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        map = MapWidget(frame: CGRect(x: 0, y: 44, width: 320, height: 200))
        map.layer.cornerRadius = 8
        map.translatesAutoresizingMaskIntoConstraints = false
        hitsTableView = HitsTableWidget(frame: CGRect(x: 0, y: 244, width: 320, height: 324))
        hitsTableView.hitsPerPage = 5
        hitsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "rental")
        view.addSubview(searchBar)
        view.addSubview(map)
        view.addSubview(hitsTableView)
        NSLayoutConstraint.activate([
            map.topAnchor.constraint(equalTo: searchBar.bottomAnchor),
            map.heightAnchor.constraint(equalToConstant: 200),
        ])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        InstantSearch.shared.registerAllWidgets(in: view)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "rental", for: indexPath)
        cell.textLabel?.text = hit["name"] as? String
        cell.detailTextLabel?.text = "$\(Int(hit["price"] as! Double)) a night"
        return cell
    }
}
