import Foundation

/// An image: the headless stand-in for `UIImage`, known by the name it was made from.
public final class HeadlessImage: NSObject, Sendable {
  /// The name of a system symbol (`UIImage(systemName:)`) or of an asset (`UIImage(named:)`).
  public let name: String

  /// The system symbol of a name (`"film"`); any name is accepted, as nothing is drawn.
  public init?(systemName: String) {
    name = systemName
  }

  /// The asset of a name; any name is accepted, as nothing is drawn.
  public init?(named: String) {
    name = named
  }
}

/// A view showing an image: the headless stand-in for `UIImageView`.
open class HeadlessImageView: HeadlessView {
  /// The image shown; `nil` by default.
  open var image: HeadlessImage?
}
