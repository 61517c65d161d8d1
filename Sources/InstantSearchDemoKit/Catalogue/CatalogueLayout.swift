import Foundation

/// What the demo's widgets show of a dataset, chosen once from its records and kept beside a cached index so that
/// opening the index needs no record to be read again.
struct CatalogueLayout: Codable, Equatable {
  /// A text facet shown in the refinement list.
  struct Facet: Codable, Equatable {
    let attribute: String
    let label: String
  }

  let title: String
  let recordCount: Int
  let titleAttribute: String
  let detailAttributes: [String]
  let facet: Facet?
  let numeric: Catalogue.NumericControl?
  let toggle: Catalogue.Toggle?
}
