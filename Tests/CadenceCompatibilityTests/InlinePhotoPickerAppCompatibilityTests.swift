#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import PhotosUI
import Testing
import CadenceStageTestSupport

// A profile photo screen that embeds the system photo picker (iOS 17): `.photosPickerStyle(.inline)`
// with the selection actions turned off and the accessories hidden, a compact strip for
// attachments, and the usual button-style picker.

private final class PhotoSelection: ObservableObject {
    @Published var avatar: PhotosPickerItem?
    @Published var attachments: [PhotosPickerItem] = []
}

private struct AvatarPickerScreen: View {
    @StateObject private var selection = PhotoSelection()
    var hidesAccessories = false

    var body: some View {
        VStack(spacing: 0) {
            PhotosPicker(selection: $selection.avatar, matching: .images, photoLibrary: .shared()) {
                Text("Choose avatar")
            }
            .photosPickerStyle(.inline)
            .photosPickerDisabledCapabilities(.selectionActions)
            .photosPickerAccessoryVisibility(hidesAccessories ? .hidden : .visible, edges: .all)
            PhotosPicker("Attach", selection: $selection.attachments, maxSelectionCount: 4, matching: .any(of: [.images, .videos]))
                .photosPickerStyle(.compact)
            PhotosPicker("Browse library", selection: $selection.avatar)
        }
    }
}

@MainActor
@Suite struct InlinePhotoPickerAppCompatibilityTests {
    @Test func anInlinePickerFillsItsSpaceInsteadOfDrawingItsLabel() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { AvatarPickerScreen() }
        let list = stage.displayList()
        #expect(list.item(text: "Choose avatar") == nil, "an embedded picker shows the library, not its label")
        #expect(list.item(text: "Attach") == nil)
        #expect(list.item(text: "Browse library") != nil, "the default style is a button")
        let empties = list.texts.filter { $0.text == "No Photos or Videos" }
        #expect(empties.count == 2, "the inline and the compact picker show the empty library")
        let title = try #require(list.item(text: "Photos")).bounds
        #expect(title.minY < 44, "the inline picker's navigation bar is at the top")
        #expect(list.item(text: "Cancel") == nil && list.item(text: "Add") == nil, "its selection actions are off")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theCompactPickerIsOneRowAndTheInlineOneTakesTheRest() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { AvatarPickerScreen() }
        let list = stage.displayList()
        let button = try #require(list.item(text: "Browse library")).bounds
        let backgrounds = list.shapes.filter { (shape: DisplayList.ShapeItem) in
            shape.paint.color.red > 0.94 && shape.paint.color.red < 0.96 && shape.paint.color.blue > 0.96 && shape.rect.width > 380
        }
        let heights = backgrounds.map(\.rect.height).sorted()
        #expect(heights.count == 2, "\(backgrounds.map(\.rect))")
        #expect(isClose(heights[0], 100, absolute: 0.5), "the compact picker is a 100-point row")
        #expect(heights[1] > 500, "the inline picker takes the space left: \(heights)")
        #expect(button.minY > backgrounds.map(\.rect.maxY).max()! - 0.5, "the button comes after both")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func hiddenAccessoriesLeaveTheLibraryAlone() {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { AvatarPickerScreen(hidesAccessories: true) }
        #expect(stage.displayList().item(text: "Photos") == nil, "no navigation bar")
        #expect(stage.displayList().texts.filter { $0.text == "No Photos or Videos" }.count == 2)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func selectionActionsShowUnlessTurnedOff() {
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            PhotosPicker("Pick", selection: .constant(nil as PhotosPickerItem?))
                .photosPickerStyle(.inline)
        }
        #expect(stage.displayList().item(text: "Cancel") != nil)
        #expect(stage.displayList().item(text: "Add") != nil)
        #expect(stage.displayList().item(text: "Pick") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
