import HeadlessUIKit
import InstantSearch

/// A pin of the map: a rental at its coordinates.
struct RentalPin {
    let title: String
    let latitude: Double
    let longitude: Double
    let price: Double
}

/// The custom map widget of a v1 geo rental app: it clears its pins when a new search starts (page 0), adds the
/// pins of every page of results, and redraws.
class MapWidget: UIView, AlgoliaWidget, SearchableViewModel, ResultingDelegate {
    private(set) var pins: [RentalPin] = []
    private(set) var clearCount = 0
    private(set) var drawnPins = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func configure(with searcher: Searcher) {
        NotificationCenter.default.addObserver(self, selector: Self.searchStarted(_:), name: Searcher.SearchNotification, object: searcher)
    }

    func searchStarted(_ notification: Notification) {
        guard let params = notification.userInfo?[Searcher.userInfoParamsKey] as? SearchParameters else { return }
        if params.page == 0 {
            pins.removeAll()
            clearCount += 1
        }
    }

    func on(results: SearchResults?, error: Error?, userInfo: [String : Any]) {
        guard let hits: [JSONObject] = results?.latestHits else { return }
        for hit in hits {
            let geoloc = hit["_geoloc"] as! JSONObject
            guard let latitude = geoloc["lat"] as? Double, let longitude = geoloc["lng"] as? Double else {
                fatalError("a rental without coordinates: \(hit)")
            }
            pins.append(RentalPin(title: hit["name"] as! String, latitude: latitude, longitude: longitude, price: hit["price"] as! Double))
        }
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        drawnPins = pins.count
    }
}
