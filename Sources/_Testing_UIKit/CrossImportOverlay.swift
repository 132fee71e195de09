// An empty module, present only because the toolchain's swift-testing declares a cross-import
// overlay for UIKit (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`): a file
// that imports both `Testing` and this package's `UIKit` makes the compiler import
// `_Testing_UIKit`, and fails with "no such module" where none exists. On Apple platforms the real
// overlay adds image attachments; here there is nothing to add. Part of the `UIKit` product, so a
// package's tests that import UIKit and Testing compile.
