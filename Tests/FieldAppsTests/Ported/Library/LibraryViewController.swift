import HeadlessUIKit
import InstantSearch

/// The one screen of a v1 multi-index app: a search bar over two sections, books from a custom backend and
/// authors from an index.
class LibraryViewController: MultiHitsTableViewController {
    var searchBar: SearchBarWidget!
    var results: MultiHitsTableWidget!

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar = SearchBarWidget(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        results = MultiHitsTableWidget(frame: CGRect(x: 0, y: 44, width: 320, height: 500), style: .grouped)
        results.indices = "books,authors"
        results.hitsPerSection = "5,5"
        results.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        results.register(UITableViewCell.self, forCellReuseIdentifier: "author")
        hitsTableView = results
        view.addSubview(searchBar)
        view.addSubview(results)
        InstantSearch.shared.registerAllWidgets(in: view)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath, containing hit: [String : Any]) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
            cell.textLabel?.text = "\(hit["title"] as! String) (\(hit["year"] as! Int))"
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "author", for: indexPath)
        cell.textLabel?.text = "\(hit["name"] as! String), \(hit["books"] as! Int) books"
        return cell
    }
}
