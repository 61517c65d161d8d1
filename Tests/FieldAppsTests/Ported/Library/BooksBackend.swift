import Foundation
import InstantSearch

/// What the books service understands of a search.
struct BookQuery {
    var text: String
    var page: Int
    var hitsPerPage: Int
}

/// The custom backend of a v1 multi-index app: the books come from the app's own service (here, a list), in its
/// own types, mapped to and from v1's query and results.
class BooksBackend: SearchClient<BookQuery, [JSONObject]> {
    static let books: [JSONObject] = [
        ["objectID": "b1", "title": "The Hobbit", "author": "J. R. R. Tolkien", "year": 1937],
        ["objectID": "b2", "title": "The Lord of the Rings", "author": "J. R. R. Tolkien", "year": 1954],
        ["objectID": "b3", "title": "Dune", "author": "Frank Herbert", "year": 1965],
        ["objectID": "b4", "title": "Foundation", "author": "Isaac Asimov", "year": 1951],
    ]

    override func map(query: Query) -> BookQuery {
        return BookQuery(text: query.query ?? "", page: Int(query.page ?? 0), hitsPerPage: Int(query.hitsPerPage ?? 20))
    }

    override func map(results: [JSONObject]) -> SearchResults {
        return SearchResults(nbHits: results.count, hits: results, extraContent: ["page": 0, "nbPages": 1])
    }

    override func search(_ query: BookQuery, searchResultsHandler: @escaping SearchResultsHandler) {
        let words = query.text.lowercased().split(separator: " ").map(String.init)
        let found = BooksBackend.books.filter { book in
            let text = "\(book["title"] as! String) \(book["author"] as! String)".lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        DispatchQueue.global().async {
            searchResultsHandler(found, nil)
        }
    }
}
