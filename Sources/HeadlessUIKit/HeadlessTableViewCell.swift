import Foundation

/// A row of a table view: the headless stand-in for `UITableViewCell`.
///
/// Every cell has a ``textLabel``; the `.subtitle`, `.value1` and `.value2` styles also have a
/// ``detailTextLabel``. Both labels are subviews of ``contentView``.
open class HeadlessTableViewCell: HeadlessView {
  /// The built-in layouts of a cell.
  public enum CellStyle: Int, Sendable {
    /// One label.
    case `default`
    /// Two labels, left and right.
    case value1
    /// Two labels, the first short and emphasised.
    case value2
    /// Two labels, one above the other.
    case subtitle
  }

  /// The mark shown at the trailing edge of a cell.
  public enum AccessoryType: Int, Sendable {
    /// No mark.
    case none
    /// A disclosure chevron.
    case disclosureIndicator
    /// A detail button and a chevron.
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// A detail button.
    case detailButton
  }

  /// The line drawn between the cells of a table view.
  public enum SeparatorStyle: Int, Sendable {
    /// No line.
    case none
    /// A single line.
    case singleLine
  }

  /// Creates a cell with a style and a reuse identifier.
  ///
  /// The initialiser is `required` so that table views can create registered cell classes; a subclass defining
  /// its own designated initialiser must also implement it.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = HeadlessView(frame: .zero)
    textLabel = HeadlessLabel(frame: .zero)
    detailTextLabel = style == .default ? nil : HeadlessLabel(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
    contentView.addSubview(textLabel!)
    if let detailTextLabel { contentView.addSubview(detailTextLabel) }
  }

  /// Creates it as a storyboard would, as a `.default` cell without reuse identifier; the coder is unread.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = HeadlessView(frame: .zero)
    textLabel = HeadlessLabel(frame: .zero)
    detailTextLabel = nil
    super.init(coder: coder)
    addSubview(contentView)
    contentView.addSubview(textLabel!)
  }

  /// Creates a `.default` cell without reuse identifier, with the given frame.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The style given at creation.
  public let style: CellStyle

  /// The identifier the cell was registered and dequeued with.
  public let reuseIdentifier: String?

  /// The view holding the cell's content.
  public let contentView: HeadlessView

  /// The main label.
  public let textLabel: HeadlessLabel?

  /// The secondary label; `nil` for `.default` cells.
  public let detailTextLabel: HeadlessLabel?

  /// The leading image; empty by default.
  public let imageView: HeadlessImageView? = HeadlessImageView(frame: .zero)

  /// The trailing mark; `.none` by default.
  open var accessoryType: AccessoryType = .none

  /// Whether the cell shows as selected; `false` by default. Table views set it for the cells they hand out.
  open var isSelected: Bool = false

  /// Whether the cell shows as highlighted; `false` by default.
  open var isHighlighted: Bool = false

  /// Sets ``isSelected``.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// Called before a cell is reused; does nothing by default (headless table views create fresh cells).
  open func prepareForReuse() {}
}
