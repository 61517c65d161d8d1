import Foundation

/// The event that made a control send its actions: the headless stand-in for `UIEvent`, handed to actions of
/// the `f(_ sender:, forEvent:)` shape.
open class HeadlessEvent: NSObject {
  /// What kind of event it is.
  public enum EventType: Int, Sendable {
    /// A touch.
    case touches
    /// A motion (shake).
    case motion
    /// A remote control.
    case remoteControl
    /// A press of a physical button.
    case presses
  }

  /// The kind; touches for the events a control sends.
  public let type: EventType
  /// When the event happened, in seconds since the system started.
  public let timestamp: TimeInterval

  /// Creates an event.
  public init(type: EventType = .touches, timestamp: TimeInterval = ProcessInfo.processInfo.systemUptime) {
    self.type = type
    self.timestamp = timestamp
  }
}
