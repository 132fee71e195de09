#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// Sharing from SwiftUI before ShareLink: a UIActivityViewController wrapped in a
// UIViewControllerRepresentable shown in a sheet, and the "present from the root view controller"
// shortcut through the connected scenes.

struct ActivityView: UIViewControllerRepresentable {
    var activityItems: [Any]
    var applicationActivities: [UIActivity]? = nil
    var onComplete: (Bool) -> Void = { _ in }

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: activityItems, applicationActivities: applicationActivities)
        controller.excludedActivityTypes = [.assignToContact, .addToReadingList]
        controller.completionWithItemsHandler = { _, completed, _, _ in
            onComplete(completed)
        }
        ShareLog.shared.controllers.append(controller)
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {
        ShareLog.shared.updates += 1
    }

    static func dismantleUIViewController(_ uiViewController: UIActivityViewController, coordinator: ()) {
        ShareLog.shared.dismantled += 1
    }
}

final class ShareLog {
    static let shared = ShareLog()
    var controllers: [UIActivityViewController] = []
    var updates = 0
    var dismantled = 0
}

private func rootViewController() -> UIViewController? {
    let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
    return scene?.windows.first { $0.isKeyWindow }?.rootViewController
}

private struct RecipeDetail: View {
    let recipe = "Lemon tart"
    let link = URL(string: "https://example.com/recipes/lemon-tart")!
    @State private var showingShare = false
    @State private var shared = 0

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe).font(.title)
            Text("Shared \(shared) times")
            Button {
                showingShare = true
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Button("Share from root") {
                let controller = UIActivityViewController(activityItems: [link], applicationActivities: nil)
                if UIDevice.current.userInterfaceIdiom == .pad {
                    controller.modalPresentationStyle = .popover
                    controller.popoverPresentationController?.sourceView = rootViewController()?.view
                }
                rootViewController()?.present(controller, animated: true, completion: nil)
            }
        }
        .sheet(isPresented: $showingShare) {
            ActivityView(activityItems: [recipe, link]) { completed in
                if completed { shared += 1 }
                showingShare = false
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct ShareSheetAppCompatibilityTests {
    @Test func theSheetWrapsAnActivityControllerMadeOnce() throws {
        ShareLog.shared.controllers = []
        ShareLog.shared.updates = 0
        ShareLog.shared.dismantled = 0
        let stage = Stage(size: CGSize(width: 390, height: 700)) { RecipeDetail() }
        #expect(ShareLog.shared.controllers.isEmpty)
        try stage.tap(label: "Share")
        stage.advance(by: 1)
        let controller = try #require(ShareLog.shared.controllers.first)
        #expect(ShareLog.shared.controllers.count == 1, "made once, however often the sheet is evaluated")
        #expect(ShareLog.shared.updates >= 1, "updated right after it was made")
        #expect(controller.activityItems.count == 2)
        #expect(controller.activityItems.first as? String == "Lemon tart")
        #expect(controller.excludedActivityTypes == [.assignToContact, .addToReadingList])
        #expect(controller.isViewLoaded, "the sheet draws the controller's view")
        #expect(stage.displayList().item(text: "https://example.com/recipes/lemon-tart") != nil, "the placeholder lists the items")

        controller.finish(with: .message, completed: true)
        stage.advance(by: 1)
        stage.advance(by: 2)
        #expect(stage.displayList().item(text: "Shared 1 times") != nil)
        #expect(stage.displayList().item(text: "Lemon tart") != nil)
        #expect(stage.displayList().item(text: "https://example.com/recipes/lemon-tart") == nil, "the sheet closed")
        #expect(ShareLog.shared.dismantled == 1, "dismantled when the sheet went away")

        try stage.tap(label: "Share")
        stage.advance(by: 1)
        #expect(ShareLog.shared.controllers.count == 2, "a sheet shown again makes a new controller")
        #expect(ShareLog.shared.controllers.last !== controller)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theRootControllerPresentsTheSheet() throws {
        let root = try #require(rootViewController())
        let before = root.presentations.count
        let stage = Stage(size: CGSize(width: 390, height: 700)) { RecipeDetail() }
        try stage.tap(label: "Share from root")
        #expect(root.presentations.count == before + 1)
        let presented = try #require(root.presentedViewController as? UIActivityViewController)
        #expect(presented.activityItems.first as? URL == URL(string: "https://example.com/recipes/lemon-tart"))
        #expect(presented.presentingViewController === root)
        presented.finish(with: nil, completed: false)
        #expect(root.presentedViewController == nil, "cancelling dismisses it")
    }
}
