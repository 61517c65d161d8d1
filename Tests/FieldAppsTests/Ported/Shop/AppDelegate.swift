import HeadlessUIKit
import InstantSearch

/// The shop's entry point, as v1 getting-started apps wrote it: a window over a navigation controller that shows
/// the products. The backend is configured before launch (here by the tests, in the app by its configuration).
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        let products = ProductsViewController(nibName: nil, bundle: nil)
        window?.rootViewController = UINavigationController(rootViewController: products)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        // Results may be stale after a while in the background: search again with the same query and filters.
        InstantSearch.shared.search()
    }
}
