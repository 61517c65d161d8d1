import Foundation

extension IndexingRequest {
  /// The HTTP request Algolia's REST API takes for the call: method, percent-encoded path, URL parameters and body.
  var http: (method: String, path: String, urlParameters: [String: String], body: JSON?) {
    func indexPath(_ name: String, _ rest: String = "") -> String {
      "/1/indexes/\(PercentEncoding.encodeComponent(name))" + rest
    }
    func segment(_ text: String) -> String { "/" + PercentEncoding.encodeComponent(text) }
    switch self {
    case .saveObject(let indexName, let record):
      return ("POST", indexPath(indexName), [:], record)
    case .addOrUpdateObject(let indexName, let objectID, let record):
      return ("PUT", indexPath(indexName, segment(objectID)), [:], record)
    case .partialUpdateObject(let indexName, let objectID, let attributes, let createIfNotExists):
      let parameters = createIfNotExists.map { ["createIfNotExists": $0 ? "true" : "false"] } ?? [:]
      return ("POST", indexPath(indexName, segment(objectID) + "/partial"), parameters, .object(attributes))
    case .deleteObject(let indexName, let objectID):
      return ("DELETE", indexPath(indexName, segment(objectID)), [:], nil)
    case .batch(let indexName, let operations):
      return ("POST", indexPath(indexName, "/batch"), [:], ["requests": .array(operations.map(\.json))])
    case .multipleBatch(let operations):
      return ("POST", "/1/indexes/*/batch", [:], ["requests": .array(operations.map(\.json))])
    case .deleteBy(let indexName, let parameters):
      return ("POST", indexPath(indexName, "/deleteByQuery"), [:], .object(parameters))
    case .clearObjects(let indexName):
      return ("POST", indexPath(indexName, "/clear"), [:], .object([:]))
    case .setSettings(let indexName, let settings, let forwardToReplicas):
      let parameters = forwardToReplicas.map { ["forwardToReplicas": $0 ? "true" : "false"] } ?? [:]
      return ("PUT", indexPath(indexName, "/settings"), parameters, .object(settings))
    case .deleteIndex(let indexName):
      return ("DELETE", indexPath(indexName), [:], nil)
    case .operationIndex(let indexName, let operation):
      return ("POST", indexPath(indexName, "/operation"), [:], operation.json)
    case .getTask(let indexName, let taskID):
      return ("GET", indexPath(indexName, "/task/\(taskID)"), [:], nil)
    case .listIndices(let page, let hitsPerPage):
      var parameters: [String: String] = [:]
      if let page { parameters["page"] = String(page) }
      if let hitsPerPage { parameters["hitsPerPage"] = String(hitsPerPage) }
      return ("GET", "/1/indexes", parameters, nil)
    }
  }
}
