import HeadlessUIKit
import InstantSearch

/// A custom widget: shows the best rating among the hits of each result.
class BestRatingLabel: UILabel, AlgoliaWidget, ResultingDelegate {
    var prefix: String = "Best rating: "

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func on(results: SearchResults?, error: Error?, userInfo: [String : Any]) {
        guard let hits: [JSONObject] = results?.latestHits, !hits.isEmpty else {
            text = "\(prefix)–"
            return
        }
        let best = hits.map { $0["rating"] as! Double }.max()!
        text = "\(prefix)\(best)"
    }
}
