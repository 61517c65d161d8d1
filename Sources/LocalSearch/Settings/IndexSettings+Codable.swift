import Foundation
import InstantSearchCore

extension IndexSettings {
  /// Loads settings from a settings object; keys it does not name keep their defaults.
  ///
  /// - Parameter json: A JSON object of setting names to values, as `GET /1/indexes/{index}/settings`
  ///   returns it. `null` values mean "default".
  /// - Throws: ``IndexSettingsError`` for a value that is not an object, an unknown key or an invalid
  ///   value.
  public init(json: JSON) throws {
    self = try IndexSettings().merging(json)
  }

  /// Loads settings from JSON text.
  ///
  /// - Parameter data: UTF-8 JSON text of a settings object.
  /// - Throws: ``IndexSettingsError/malformedJSON(reason:)`` naming the problem and its line and column
  ///   when the text is not JSON; otherwise as ``init(json:)``.
  public init(data: Data) throws {
    let json: JSON
    do {
      json = try JSON.parse(data)
    } catch let error as JSON.ParseError {
      throw IndexSettingsError.malformedJSON(reason: error.reason)
    }
    try self.init(json: json)
  }

  /// Loads settings from a JSON file, such as a dataset's `settings.json`.
  ///
  /// - Parameter url: The file's URL.
  /// - Throws: ``IndexSettingsError/unreadableFile(path:reason:)`` when the file cannot be read;
  ///   otherwise as ``init(data:)``.
  public init(contentsOf url: URL) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw IndexSettingsError.unreadableFile(path: url.path, reason: error.localizedDescription)
    }
    try self.init(data: data)
  }

  /// The settings in Algolia's JSON form: every known key, honoured ones with their value (defaults included),
  /// ``ignoredSettings`` as given, `null` for a key with no value; a setting last given under a legacy name
  /// (``legacyNames``) under that name, as v1's engine returned it.
  ///
  /// Loading the result gives back equal settings.
  public var json: JSON {
    var members: [String: JSON] = [:]
    for key in Self.ignoredKeys {
      members[key] = ignoredSettings[key] ?? .null
    }
    for field in Self.fields {
      members[field.key] = field.write(self) ?? .null
    }
    for (current, legacy) in legacyNames {
      members[legacy] = members.removeValue(forKey: current)
    }
    return .object(members)
  }
}

extension IndexSettings: Codable {
  /// Decodes settings from any decoder holding a settings object, validating them as ``init(json:)``.
  public init(from decoder: Decoder) throws {
    try self.init(json: JSON(from: decoder))
  }

  /// Encodes ``json``.
  public func encode(to encoder: Encoder) throws {
    try json.encode(to: encoder)
  }
}
