import Foundation

/// The answers of the ``IndexingRequest`` calls, decoded from Algolia's JSON with the names of Algolia's Swift
/// client 8.
///
/// Timestamps are Algolia's ISO 8601 texts (with or without fractional seconds), read as `Date`s.
public enum IndexingResponses {
  /// Reads `type` from an answer.
  ///
  /// - Throws: ``SearchClientError/decoding(message:)`` when the answer lacks a member the type requires.
  static func decode<Response: Decodable>(_ type: Response.Type, from json: JSON) throws(SearchClientError) -> Response {
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = AlgoliaTimestamp.date(text) else {
          throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "`\(text)` is not an ISO 8601 date"))
        }
        return date
      }
      return try decoder.decode(Response.self, from: json.data())
    } catch {
      throw .decoding(message: AlgoliaClient.describe(error))
    }
  }
}

/// Algolia's timestamps: ISO 8601 in UTC, with milliseconds when written by the package.
public enum AlgoliaTimestamp {
  /// The text of a date, as Algolia writes it (`2026-12-02T21:54:52.123Z`).
  public static func text(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }

  /// The date of a text with or without fractional seconds; `nil` when it is not ISO 8601.
  public static func date(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }
}

/// A record added with an assigned or given id.
public struct ObjectCreation: Decodable, Hashable, Sendable {
  /// When the record was added.
  public let createdAt: Date
  /// The task that publishes the change.
  public let taskID: Int
  /// The record's id.
  public let objectID: String
}

/// A record replaced or updated.
public struct ObjectRevision: Decodable, Hashable, Sendable {
  /// When the record changed.
  public let updatedAt: Date
  /// The task that publishes the change.
  public let taskID: Int
  /// The record's id.
  public let objectID: String
}

/// A change to an index as a whole: settings, a clear, a deletion by filters, a copy or move.
public struct IndexRevision: Decodable, Hashable, Sendable {
  /// When the index changed.
  public let updatedAt: Date
  /// The task that publishes the change.
  public let taskID: Int
}

/// A record or an index removed.
public struct IndexDeletion: Decodable, Hashable, Sendable {
  /// When it was removed.
  public let deletedAt: Date
  /// The task that publishes the change.
  public let taskID: Int
}

/// A batch applied to one index.
public struct BatchResponse: Decodable, Hashable, Sendable {
  /// The task that publishes the batch.
  public let taskID: Int
  /// The ids of the records the operations touched, in order.
  public let objectIDs: [String]
}

/// A batch applied to several indices.
public struct MultipleBatchResponse: Decodable, Hashable, Sendable {
  /// The task of each index, by name.
  public let taskID: [String: Int]
  /// The ids of the records the operations touched, in order.
  public let objectIDs: [String]
}

/// Whether a task's change is visible to searches.
public enum TaskStatus: String, Decodable, Hashable, Sendable {
  /// Searches see it.
  case published
  /// Not yet.
  case notPublished
}

/// A task's state.
public struct TaskInfo: Decodable, Hashable, Sendable {
  /// Published or not.
  public let status: TaskStatus
  /// Whether the index has tasks not published yet.
  public let pendingTask: Bool

  private enum CodingKeys: String, CodingKey { case status, pendingTask }

  public init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(TaskStatus.self, forKey: .status)
    pendingTask = try container.decodeIfPresent(Bool.self, forKey: .pendingTask) ?? false
  }
}

/// One index of a ``IndicesListResponse``.
public struct IndexInfo: Decodable, Hashable, Sendable {
  /// The index name.
  public let name: String
  /// When it was created.
  public let createdAt: Date?
  /// When it last changed.
  public let updatedAt: Date?
  /// How many records it holds.
  public let entries: Int
  /// The size of its records, in bytes.
  public let dataSize: Int?
  /// The size of its files, in bytes.
  public let fileSize: Int?
  /// Its tasks not published yet.
  public let numberOfPendingTasks: Int?
  /// Whether it has tasks not published yet.
  public let pendingTask: Bool?
  /// The index it replicates, when it is a replica.
  public let primary: String?
  /// Its replicas.
  public let replicas: [String]?
}

/// A page of the application's indices.
public struct IndicesListResponse: Decodable, Hashable, Sendable {
  /// The indices of the page.
  public let items: [IndexInfo]
  /// How many pages there are.
  public let nbPages: Int?
}
