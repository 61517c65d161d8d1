import Foundation

/// A set of objects held weakly, by identity, iterated in registration order; released objects vanish.
struct WeakSet<Element>: Sequence {
  private final class Box {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  private var boxes: [Box] = []

  /// Adds an object unless it is already there.
  mutating func add(_ object: Element) {
    prune()
    let reference = object as AnyObject
    guard !boxes.contains(where: { $0.object === reference }) else { return }
    boxes.append(Box(reference))
  }

  /// Removes an object.
  mutating func remove(_ object: Element) {
    let reference = object as AnyObject
    boxes.removeAll { $0.object == nil || $0.object === reference }
  }

  /// Whether the object is in the set.
  func contains(object: Element) -> Bool {
    let reference = object as AnyObject
    return boxes.contains { $0.object === reference }
  }

  /// The live objects, in registration order.
  var objects: [Element] { boxes.compactMap { $0.object as? Element } }

  func makeIterator() -> IndexingIterator<[Element]> { objects.makeIterator() }

  private mutating func prune() { boxes.removeAll { $0.object == nil } }
}
