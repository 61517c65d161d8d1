/// A JSON object in its Foundation form, as InstantSearchClient named it: what v1 completion handlers, hits and
/// records are.
public typealias JSONObject = [String: Any]
