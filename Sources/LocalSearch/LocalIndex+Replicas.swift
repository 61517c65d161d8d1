import Foundation
import InstantSearchCore

extension LocalIndex {
  /// The settings a virtual replica has of its own; every other one is its primary's.
  static let virtualReplicaSettings: Set<String> = [
    "customRanking", "relevancyStrictness", "attributesToRetrieve", "unretrievableAttributes", "hitsPerPage", "typoTolerance",
    "ignorePlurals", "removeStopWords", "queryLanguages", "highlightPreTag", "highlightPostTag", "snippetEllipsisText",
    "attributesToHighlight", "attributesToSnippet", "maxValuesPerFacet", "sortFacetValuesBy", "paginationLimitedTo",
    "minWordSizefor1Typo", "minWordSizefor2Typos", "responseFields", "userData", "renderingContent", "enableRules",
    "primary",
  ]

  /// The settings a new replica of this index starts with: the index's, without its replica list, naming it primary.
  func replicaSettings() -> IndexSettings {
    var settings = self.settings
    settings.ignoredSettings["replicas"] = nil
    settings.ignoredSettings["slaves"] = nil
    settings.ignoredSettings["primary"] = .string(name)
    return settings
  }

  /// Every record, with its `objectID`.
  func allRecords() -> [JSON] {
    let (snapshot, _) = self.snapshot()
    return snapshot.liveSlots.map { snapshot.decodedRecord($0) }
  }
}
