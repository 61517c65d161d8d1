import Foundation

/// An item of a collection view: the headless stand-in for `UICollectionViewCell`.
open class HeadlessCollectionViewCell: HeadlessView {
  /// Creates a cell; collection views create registered cell classes through this initialiser.
  ///
  /// The initialiser is `required` so that collection views can create registered cell classes; a subclass
  /// defining its own designated initialiser must also implement it.
  public required override init(frame: CGRect) {
    contentView = HeadlessView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates it as a storyboard would, as a cell with an empty content view; the coder is unread.
  public required init?(coder: NSCoder) {
    contentView = HeadlessView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The identifier the cell was dequeued with; `nil` for a cell created directly.
  public internal(set) var reuseIdentifier: String?

  /// The view holding the cell's content.
  public let contentView: HeadlessView

  /// A view shown behind the content; `nil` by default.
  open var backgroundView: HeadlessView?

  /// Whether the cell shows as selected; `false` by default. Collection views set it for the cells they hand out.
  open var isSelected: Bool = false

  /// Whether the cell shows as highlighted; `false` by default.
  open var isHighlighted: Bool = false

  /// Called before a cell is reused; does nothing by default (headless collection views create fresh cells).
  open func prepareForReuse() {}
}
