import InstantSearchCore
import LocalSearch
import XCTest

/// Each modifier syntax parses into its typed entry and writes back to the same text.
final class SettingsModifierTests: XCTestCase {
  // MARK: searchableAttributes

  func test_searchableAttributes_rankIsTheEntryIndex() {
    let attributes = SearchableAttribute.attributes(fromEntries: ["title", "unordered(description)", "brand"])

    XCTAssertEqual(
      attributes,
      [
        SearchableAttribute(path: "title", rank: 0, ordered: true),
        SearchableAttribute(path: "description", rank: 1, ordered: false),
        SearchableAttribute(path: "brand", rank: 2, ordered: true),
      ])
  }

  func test_searchableAttributes_commaGroupSharesRankAndIsUnordered() {
    let attributes = SearchableAttribute.attributes(fromEntries: ["title , alternative_title", "author.name"])

    XCTAssertEqual(
      attributes,
      [
        SearchableAttribute(path: "title", rank: 0, ordered: false),
        SearchableAttribute(path: "alternative_title", rank: 0, ordered: false),
        SearchableAttribute(path: "author.name", rank: 1, ordered: true),
      ])
  }

  func test_searchableAttributes_unorderedGroupIsOneRank() {
    let attributes = SearchableAttribute.attributes(fromEntries: ["unordered(a,b)"])

    XCTAssertEqual(attributes?.map(\.rank), [0, 0])
    XCTAssertEqual(attributes?.map(\.ordered), [false, false])
  }

  func test_searchableAttributes_malformedEntriesAreRejected() {
    for entry in ["unordered(title", "title)", "ordered(title)", "", "a,,b", "unordered(unordered(a))"] {
      XCTAssertNil(SearchableAttribute.attributes(fromEntries: [entry]), entry)
    }
  }

  func test_searchableAttributes_entriesRegroupByRank() throws {
    let entries = ["title,alternative_title", "unordered(description)", "brand"]
    let attributes = try XCTUnwrap(SearchableAttribute.attributes(fromEntries: entries))

    XCTAssertEqual(SearchableAttribute.entries(for: attributes), entries)
  }

  // MARK: attributesForFaceting

  func test_facetingAttribute_parsesEachModifier() {
    XCTAssertEqual(FacetingAttribute(entry: "brand"), FacetingAttribute(path: "brand"))
    XCTAssertEqual(FacetingAttribute(entry: "filterOnly(brand)"), FacetingAttribute(path: "brand", filterOnly: true))
    XCTAssertEqual(FacetingAttribute(entry: "searchable(brand)"), FacetingAttribute(path: "brand", searchable: true))
    XCTAssertEqual(
      FacetingAttribute(entry: "afterDistinct(brand)"), FacetingAttribute(path: "brand", afterDistinct: true))
    XCTAssertEqual(
      FacetingAttribute(entry: "afterDistinct(searchable(brand))"),
      FacetingAttribute(path: "brand", searchable: true, afterDistinct: true))
  }

  func test_facetingAttribute_malformedEntriesAreRejected() {
    for entry in ["searchable(foo", "foo)", "sortable(foo)", "afterDistinct(filterOnly(foo))", "searchable()", ""] {
      XCTAssertNil(FacetingAttribute(entry: entry), entry)
    }
  }

  func test_facetingAttribute_entryWritesModifiersBack() {
    for entry in ["brand", "filterOnly(brand)", "searchable(brand)", "afterDistinct(searchable(a.b))"] {
      XCTAssertEqual(FacetingAttribute(entry: entry)?.entry, entry)
    }
  }

  // MARK: ranking and customRanking

  func test_customRanking_parsesAscAndDesc() {
    XCTAssertEqual(
      CustomRankingCriterion(entry: "asc(price)"), CustomRankingCriterion(attribute: "price", direction: .ascending))
    XCTAssertEqual(CustomRankingCriterion(entry: "desc(stats.views)")?.attribute, "stats.views")
    XCTAssertEqual(CustomRankingCriterion(entry: "desc(date)")?.ascending, false)
  }

  func test_customRanking_malformedEntriesAreRejected() {
    for entry in ["desc price", "price", "desc(price", "up(price)", "asc()"] {
      XCTAssertNil(CustomRankingCriterion(entry: entry), entry)
    }
  }

  func test_ranking_parsesBuiltInsAndSorts() {
    XCTAssertEqual(RankingCriterion(entry: "proximity"), .proximity)
    XCTAssertEqual(RankingCriterion(entry: "asc(price)"), .asc("price"))
    XCTAssertEqual(RankingCriterion(entry: "desc(rating)"), .desc("rating"))
    XCTAssertEqual(RankingCriterion.desc("rating").entry, "desc(rating)")
    XCTAssertNil(RankingCriterion(entry: "relevance"))
    XCTAssertNil(RankingCriterion(entry: "desc rating"))
  }

  // MARK: numericAttributesForFiltering

  func test_numericAttribute_parsesEqualOnly() {
    XCTAssertEqual(NumericFilteringAttribute(entry: "price"), NumericFilteringAttribute(path: "price"))
    XCTAssertEqual(
      NumericFilteringAttribute(entry: "equalOnly(year)"), NumericFilteringAttribute(path: "year", equalOnly: true))
    XCTAssertEqual(NumericFilteringAttribute(entry: "equalOnly(year)")?.entry, "equalOnly(year)")
    XCTAssertNil(NumericFilteringAttribute(entry: "equalOnly(year"))
    XCTAssertNil(NumericFilteringAttribute(entry: "searchable(year)"))
  }

  // MARK: attributesToSnippet

  func test_snippetAttribute_parsesWordCount() {
    XCTAssertEqual(SnippetAttribute(entry: "speakers:15"), SnippetAttribute(attribute: "speakers", wordCount: 15))
    XCTAssertEqual(SnippetAttribute(entry: "description")?.wordCount, 10)
    XCTAssertEqual(SnippetAttribute(entry: "*:20"), SnippetAttribute(attribute: "*", wordCount: 20))
    XCTAssertEqual(SnippetAttribute(entry: "*")?.isWildcard, true)
  }

  func test_snippetAttribute_malformedEntriesAreRejected() {
    for entry in ["title:0", "title:", "title:-3", "title:ten", ":5", "searchable(title):5"] {
      XCTAssertNil(SnippetAttribute(entry: entry), entry)
    }
  }

  func test_snippetAttribute_entryOmitsTheDefaultCount() {
    XCTAssertEqual(SnippetAttribute(attribute: "title").entry, "title")
    XCTAssertEqual(SnippetAttribute(attribute: "title", wordCount: 5).entry, "title:5")
  }
}
