import Foundation

/// A layout constraint between two views' anchors: the headless stand-in for `NSLayoutConstraint`, kept and
/// activated as v1 code sets it up, and never solved (headless views are not laid out).
open class HeadlessLayoutConstraint: NSObject {
  /// How the two sides relate.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal, greaterThanOrEqual
  }

  /// The constrained anchor.
  public let firstAnchor: HeadlessLayoutAnchor
  /// The anchor it is related to; `nil` for a constant size.
  public let secondAnchor: HeadlessLayoutAnchor?
  /// The relation.
  public let relation: Relation
  /// The multiplier of the second anchor; 1 unless made with one.
  public let multiplier: CGFloat
  /// The constant added.
  open var constant: CGFloat
  /// The priority, from 1 to 1000; 1000 (required) by default.
  open var priority: Float = 1000
  /// An identifier for debugging.
  open var identifier: String?
  /// Whether the constraint takes part in layout; setting it is what `activate(_:)` does.
  open var isActive = false

  init(first: HeadlessLayoutAnchor, second: HeadlessLayoutAnchor?, relation: Relation, multiplier: CGFloat = 1, constant: CGFloat) {
    firstAnchor = first
    secondAnchor = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates every constraint.
  public static func activate(_ constraints: [HeadlessLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint.
  public static func deactivate(_ constraints: [HeadlessLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }
}

/// An edge, centre or dimension of a view that constraints relate: the headless stand-in for UIKit's layout
/// anchors (`topAnchor`, `widthAnchor`, ...), of any axis.
open class HeadlessLayoutAnchor: NSObject {
  /// The view whose anchor it is.
  public private(set) weak var view: HeadlessView?
  /// Which anchor it is: `"top"`, `"leading"`, `"width"`, ...
  public let attribute: String

  init(view: HeadlessView, attribute: String) {
    self.view = view
    self.attribute = attribute
  }

  /// This anchor equal to another, plus a constant.
  open func constraint(equalTo anchor: HeadlessLayoutAnchor, constant: CGFloat = 0) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: anchor, relation: .equal, constant: constant)
  }

  /// This anchor at least another, plus a constant.
  open func constraint(greaterThanOrEqualTo anchor: HeadlessLayoutAnchor, constant: CGFloat = 0) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: anchor, relation: .greaterThanOrEqual, constant: constant)
  }

  /// This anchor at most another, plus a constant.
  open func constraint(lessThanOrEqualTo anchor: HeadlessLayoutAnchor, constant: CGFloat = 0) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: anchor, relation: .lessThanOrEqual, constant: constant)
  }

  /// This dimension equal to a multiple of another, plus a constant.
  open func constraint(equalTo anchor: HeadlessLayoutAnchor, multiplier: CGFloat, constant: CGFloat = 0) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: anchor, relation: .equal, multiplier: multiplier, constant: constant)
  }

  /// This dimension equal to a constant.
  open func constraint(equalToConstant constant: CGFloat) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: nil, relation: .equal, constant: constant)
  }

  /// This dimension at least a constant.
  open func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: nil, relation: .greaterThanOrEqual, constant: constant)
  }

  /// This dimension at most a constant.
  open func constraint(lessThanOrEqualToConstant constant: CGFloat) -> HeadlessLayoutConstraint {
    HeadlessLayoutConstraint(first: self, second: nil, relation: .lessThanOrEqual, constant: constant)
  }
}

#if !canImport(UIKit)
  /// `NSLayoutConstraint` is ``HeadlessLayoutConstraint``.
  public typealias NSLayoutConstraint = HeadlessLayoutConstraint
  /// `NSLayoutAnchor` (of any axis) is ``HeadlessLayoutAnchor``.
  public typealias NSLayoutAnchor = HeadlessLayoutAnchor
  /// `NSLayoutXAxisAnchor` is ``HeadlessLayoutAnchor``.
  public typealias NSLayoutXAxisAnchor = HeadlessLayoutAnchor
  /// `NSLayoutYAxisAnchor` is ``HeadlessLayoutAnchor``.
  public typealias NSLayoutYAxisAnchor = HeadlessLayoutAnchor
  /// `NSLayoutDimension` is ``HeadlessLayoutAnchor``.
  public typealias NSLayoutDimension = HeadlessLayoutAnchor
#endif
