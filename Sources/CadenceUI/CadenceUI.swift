// `import CadenceUI` stands in for `import SwiftUI`: it brings the animation model (Cadence), the
// runtime that drives it (CadenceRuntime: `withAnimation`, `Transaction`, replay and Reduce Motion
// policies) and Foundation (CGFloat, CGSize, UUID, …), which SwiftUI also re-exports, so code written
// for SwiftUI compiles with only the import changed.
@_exported import Cadence
@_exported import CadenceRuntime
@_exported import Foundation
#if canImport(FoundationNetworking)
// `URLSession`, `URLRequest`, `URLResponse`: on Apple platforms they are Foundation's, which SwiftUI
// re-exports; elsewhere they live in FoundationNetworking, and view models that load data
// (`try await URLSession.shared.data(from: url)`) would not compile without it.
@_exported import FoundationNetworking
#endif
// `@Observable` models: SwiftUI re-exports Observation, so the macro's expansion finds its names.
@_exported import Observation
// `ObservableObject`, `@Published`, publishers and `Timer.publish`: SwiftUI re-exports Combine too.
@_exported import Combine
// `UTType` for drag and drop (`.onDrop(of: [.plainText], …)`), as SwiftUI code sees it.
@_exported import UniformTypeIdentifiers
// `UNUserNotificationCenter` and its delegate: on iOS, SwiftUI re-exports UIKit, which imports
// UserNotifications (its scene connection options carry a `UNNotificationResponse`), so view models
// and app delegates use them after `import SwiftUI` alone.
@_exported import UserNotifications
