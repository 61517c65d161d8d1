import Foundation

#if !canImport(UIKit)
  // The UIKit names v1 code uses, mapped to the headless classes, so that most v1 files compile after replacing
  // `import UIKit` and the Objective-C syntax.

  /// `UIView` is ``HeadlessView``.
  public typealias UIView = HeadlessView
  /// `UIControl` is ``HeadlessControl``.
  public typealias UIControl = HeadlessControl
  /// `UILabel` is ``HeadlessLabel``.
  public typealias UILabel = HeadlessLabel
  /// `UIButton` is ``HeadlessButton``.
  public typealias UIButton = HeadlessButton
  /// `UISlider` is ``HeadlessSlider``.
  public typealias UISlider = HeadlessSlider
  /// `UIStepper` is ``HeadlessStepper``.
  public typealias UIStepper = HeadlessStepper
  /// `UISwitch` is ``HeadlessSwitch``.
  public typealias UISwitch = HeadlessSwitch
  /// `UISegmentedControl` is ``HeadlessSegmentedControl``.
  public typealias UISegmentedControl = HeadlessSegmentedControl
  /// `UIDatePicker` is ``HeadlessDatePicker``.
  public typealias UIDatePicker = HeadlessDatePicker
  /// `UITextField` is ``HeadlessTextField``.
  public typealias UITextField = HeadlessTextField
  /// `UISearchBar` is ``HeadlessSearchBar``.
  public typealias UISearchBar = HeadlessSearchBar
  /// `UISearchController` is ``HeadlessSearchController``.
  public typealias UISearchController = HeadlessSearchController
  /// `UIActivityIndicatorView` is ``HeadlessActivityIndicatorView``.
  public typealias UIActivityIndicatorView = HeadlessActivityIndicatorView
  /// `UIScrollView` is ``HeadlessScrollView``.
  public typealias UIScrollView = HeadlessScrollView
  /// `UITableView` is ``HeadlessTableView``.
  public typealias UITableView = HeadlessTableView
  /// `UITableViewCell` is ``HeadlessTableViewCell``.
  public typealias UITableViewCell = HeadlessTableViewCell
  /// `UICollectionView` is ``HeadlessCollectionView``.
  public typealias UICollectionView = HeadlessCollectionView
  /// `UICollectionViewCell` is ``HeadlessCollectionViewCell``.
  public typealias UICollectionViewCell = HeadlessCollectionViewCell
  /// `UICollectionViewLayout` is ``HeadlessCollectionViewLayout``.
  public typealias UICollectionViewLayout = HeadlessCollectionViewLayout
  /// `UICollectionViewFlowLayout` is ``HeadlessCollectionViewFlowLayout``.
  public typealias UICollectionViewFlowLayout = HeadlessCollectionViewFlowLayout
  /// `UIViewController` is ``HeadlessViewController``.
  public typealias UIViewController = HeadlessViewController
  /// `UITableViewController` is ``HeadlessTableViewController``.
  public typealias UITableViewController = HeadlessTableViewController
  /// `UIColor` is ``HeadlessColor``.
  public typealias UIColor = HeadlessColor
  /// `UIFont` is ``HeadlessFont``.
  public typealias UIFont = HeadlessFont
  /// `UIImage` is ``HeadlessImage``.
  public typealias UIImage = HeadlessImage
  /// `UIImageView` is ``HeadlessImageView``.
  public typealias UIImageView = HeadlessImageView
  /// `UINavigationController` is ``HeadlessNavigationController``.
  public typealias UINavigationController = HeadlessNavigationController
  /// `UIBarButtonItem` is ``HeadlessBarButtonItem``.
  public typealias UIBarButtonItem = HeadlessBarButtonItem
  /// `UIWindow` is ``HeadlessWindow``.
  public typealias UIWindow = HeadlessWindow
  /// `UIEvent` is ``HeadlessEvent``.
  public typealias UIEvent = HeadlessEvent
  /// `UINavigationItem` is ``HeadlessNavigationItem``.
  public typealias UINavigationItem = HeadlessNavigationItem
  /// `UIApplication` is ``HeadlessApplication``.
  public typealias UIApplication = HeadlessApplication
  /// `UIApplicationDelegate` is ``HeadlessApplicationDelegate``.
  public typealias UIApplicationDelegate = HeadlessApplicationDelegate
  /// `UIApplicationLaunchOptionsKey` (Swift 4's spelling of `UIApplication.LaunchOptionsKey`).
  public typealias UIApplicationLaunchOptionsKey = HeadlessApplication.LaunchOptionsKey
  /// `UIScreen` is ``HeadlessScreen``.
  public typealias UIScreen = HeadlessScreen
  /// `UIResponder` is ``HeadlessResponder``.
  public typealias UIResponder = HeadlessResponder
  /// `UIEdgeInsets` is ``HeadlessEdgeInsets``.
  public typealias UIEdgeInsets = HeadlessEdgeInsets
  /// `UITableViewDataSource` is ``HeadlessTableViewDataSource``.
  public typealias UITableViewDataSource = HeadlessTableViewDataSource
  /// `UITableViewDelegate` is ``HeadlessTableViewDelegate``.
  public typealias UITableViewDelegate = HeadlessTableViewDelegate
  /// `UICollectionViewDataSource` is ``HeadlessCollectionViewDataSource``.
  public typealias UICollectionViewDataSource = HeadlessCollectionViewDataSource
  /// `UICollectionViewDelegate` is ``HeadlessCollectionViewDelegate``.
  public typealias UICollectionViewDelegate = HeadlessCollectionViewDelegate
  /// `UISearchBarDelegate` is ``HeadlessSearchBarDelegate``.
  public typealias UISearchBarDelegate = HeadlessSearchBarDelegate
  /// `UITextFieldDelegate` is ``HeadlessTextFieldDelegate``.
  public typealias UITextFieldDelegate = HeadlessTextFieldDelegate
  /// `UISearchResultsUpdating` is ``HeadlessSearchResultsUpdating``.
  public typealias UISearchResultsUpdating = HeadlessSearchResultsUpdating
#endif

#if !canImport(UIKit) && !canImport(AppKit)
  /// `NSTextAlignment` is ``HeadlessTextAlignment`` (UIKit and AppKit declare it; Foundation on Linux does not).
  public typealias NSTextAlignment = HeadlessTextAlignment
#endif
