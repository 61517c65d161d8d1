import Foundation
import InstantSearch
import XCTest

/// The drawing and layout parts of UIKit v1 custom widgets use, kept headless: `draw(_:)` on `setNeedsDisplay()`,
/// `layoutSubviews()` on `setNeedsLayout()`, the layer's corners, border and shadow, constraints and anchors, and
/// tap recognisers with target-action.
final class HeadlessAppearanceTests: XCTestCase {
  /// A v1-style rating view: draws stars and toggles a rating on tap.
  private final class StarsView: UIView {
    var rating = 3 { didSet { setNeedsDisplay() } }
    var drawn: [Int] = []
    var laidOut = 0
    var taps = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      layer.cornerRadius = 4
      layer.borderWidth = 1
      layer.borderColor = UIColor.gray.cgColor
      layer.masksToBounds = true
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped(_:)))
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) { drawn.append(rating) }
    override func layoutSubviews() { laidOut += 1 }
    func tapped(_ recognizer: UITapGestureRecognizer) {
      taps += 1
      rating = recognizer.state == .recognized ? 5 : 0
    }
  }

  func test_drawingLayoutAndLayer_areKeptAndRun() {
    let stars = StarsView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    stars.rating = 4
    XCTAssertEqual(stars.drawn, [4])
    XCTAssertEqual(stars.layer.displayRequests, 1)
    stars.setNeedsLayout()
    XCTAssertEqual(stars.laidOut, 1)
    XCTAssertEqual(stars.layer.cornerRadius, 4)
    XCTAssertEqual(stars.layer.borderColor, UIColor.gray)
    XCTAssertTrue(stars.layer.masksToBounds)
  }

  func test_tapRecognizers_runTheirTargetsAction_whenAttachedAndEnabled() throws {
    let stars = StarsView(frame: .zero)
    let tap = try XCTUnwrap(stars.gestureRecognizers?.first as? UITapGestureRecognizer)
    XCTAssertTrue(tap.view === stars)
    XCTAssertEqual(tap.numberOfTapsRequired, 1)
    tap.recognize()
    XCTAssertEqual(stars.taps, 1)
    XCTAssertEqual(stars.rating, 5, "the action sees the gesture recognised")
    tap.isEnabled = false
    tap.recognize()
    stars.removeGestureRecognizer(tap)
    tap.isEnabled = true
    tap.recognize()
    XCTAssertEqual(stars.taps, 1, "a disabled or detached recogniser runs nothing")
  }

  func test_constraints_areKeptAndActivated() {
    let container = UIView()
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let constraints = [
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      label.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
      label.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    XCTAssertTrue(constraints.allSatisfy(\.isActive))
    XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
    XCTAssertTrue(constraints[0].firstAnchor === label.topAnchor)
    XCTAssertTrue(constraints[0].secondAnchor?.view === container)
    XCTAssertEqual(constraints[0].constant, 8)
    XCTAssertEqual(constraints[2].multiplier, 0.5)
    XCTAssertNil(constraints[3].secondAnchor)
    NSLayoutConstraint.deactivate(constraints)
    XCTAssertFalse(constraints.contains(where: \.isActive))
  }
}

/// `UIColor` as v1 code reads it: literals, the named colours, components read back.
final class HeadlessColorUIKitTests: XCTestCase {
  func test_literalsNamedColoursAndComponents() {
    let accent: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    XCTAssertEqual(accent, UIColor.orange)
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    XCTAssertTrue(UIColor.purple.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
    XCTAssertEqual([red, green, blue, alpha], [0.5, 0, 0.5, 1])
    var white: CGFloat = 0
    UIColor.gray.withAlphaComponent(0.25).getWhite(&white, alpha: &alpha)
    XCTAssertEqual(white, 0.5)
    XCTAssertEqual(alpha, 0.25)
  }
}
