// UIKit brings Foundation with it: a file that imports only UIKit uses `CGRect`, `NSCoder` and `Date`. The headless
// stand-in does the same, so v1 files whose `import UIKit` became `import HeadlessUIKit` compile unchanged.
@_exported import Foundation
