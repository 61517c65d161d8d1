import Foundation

extension IndexingRequest {
  /// The HTTP request Algolia's REST API takes for the call: method, percent-encoded path, URL parameters and body.
  var http: (method: String, path: String, urlParameters: [String: String], body: JSON?) {
    func indexPath(_ name: String, _ rest: String = "") -> String {
      "/1/indexes/\(PercentEncoding.encodeComponent(name))" + rest
    }
    func segment(_ text: String) -> String { "/" + PercentEncoding.encodeComponent(text) }
    func flags(_ pairs: (String, Bool?)...) -> [String: String] {
      var parameters: [String: String] = [:]
      for (key, value) in pairs { if let value { parameters[key] = value ? "true" : "false" } }
      return parameters
    }
    switch self {
    case .saveObject(let indexName, let record):
      return ("POST", indexPath(indexName), [:], record)
    case .addOrUpdateObject(let indexName, let objectID, let record):
      return ("PUT", indexPath(indexName, segment(objectID)), [:], record)
    case .partialUpdateObject(let indexName, let objectID, let attributes, let createIfNotExists):
      let parameters = flags(("createIfNotExists", createIfNotExists))
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
      return ("PUT", indexPath(indexName, "/settings"), flags(("forwardToReplicas", forwardToReplicas)), .object(settings))
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
    case .saveSynonym(let indexName, let objectID, let synonym, let forwardToReplicas):
      return ("PUT", indexPath(indexName, "/synonyms" + segment(objectID)), flags(("forwardToReplicas", forwardToReplicas)), synonym)
    case .saveSynonyms(let indexName, let synonyms, let forwardToReplicas, let replaceExistingSynonyms):
      let parameters = flags(("forwardToReplicas", forwardToReplicas), ("replaceExistingSynonyms", replaceExistingSynonyms))
      return ("POST", indexPath(indexName, "/synonyms/batch"), parameters, .array(synonyms))
    case .getSynonym(let indexName, let objectID):
      return ("GET", indexPath(indexName, "/synonyms" + segment(objectID)), [:], nil)
    case .deleteSynonym(let indexName, let objectID, let forwardToReplicas):
      return ("DELETE", indexPath(indexName, "/synonyms" + segment(objectID)), flags(("forwardToReplicas", forwardToReplicas)), nil)
    case .clearSynonyms(let indexName, let forwardToReplicas):
      return ("POST", indexPath(indexName, "/synonyms/clear"), flags(("forwardToReplicas", forwardToReplicas)), .object([:]))
    case .searchSynonyms(let indexName, let query):
      return ("POST", indexPath(indexName, "/synonyms/search"), [:], query.json)
    case .saveRule(let indexName, let objectID, let rule, let forwardToReplicas):
      return ("PUT", indexPath(indexName, "/rules" + segment(objectID)), flags(("forwardToReplicas", forwardToReplicas)), rule)
    case .saveRules(let indexName, let rules, let forwardToReplicas, let clearExistingRules):
      let parameters = flags(("forwardToReplicas", forwardToReplicas), ("clearExistingRules", clearExistingRules))
      return ("POST", indexPath(indexName, "/rules/batch"), parameters, .array(rules))
    case .getRule(let indexName, let objectID):
      return ("GET", indexPath(indexName, "/rules" + segment(objectID)), [:], nil)
    case .deleteRule(let indexName, let objectID, let forwardToReplicas):
      return ("DELETE", indexPath(indexName, "/rules" + segment(objectID)), flags(("forwardToReplicas", forwardToReplicas)), nil)
    case .clearRules(let indexName, let forwardToReplicas):
      return ("POST", indexPath(indexName, "/rules/clear"), flags(("forwardToReplicas", forwardToReplicas)), .object([:]))
    case .searchRules(let indexName, let query):
      return ("POST", indexPath(indexName, "/rules/search"), [:], query.json)
    }
  }
}
