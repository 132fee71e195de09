#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import PhotosUI
import Testing
import CadenceStageTestSupport

// A profile editor with PhotosPicker: a single selection loaded as Image through Transferable,
// a multi-selection with a filter and a limit, and the photosPicker(isPresented:) modifier.

private struct ProfileEditor: View {
    @State private var avatarItem: PhotosPickerItem?
    @State private var avatar: Image?
    @State private var galleryItems: [PhotosPickerItem] = []
    @State private var showingPicker = false
    @State private var status = "No photo"

    var body: some View {
        VStack(spacing: 20) {
            Group {
                if let avatar {
                    avatar.resizable().scaledToFill()
                } else {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .foregroundStyle(.gray)
                }
            }
            .frame(width: 120, height: 120)
            .clipShape(Circle())

            PhotosPicker(selection: $avatarItem, matching: .images, photoLibrary: .shared()) {
                Label("Choose avatar", systemImage: "photo")
            }
            .onChange(of: avatarItem) { _, item in
                Task {
                    if let loaded = try? await item?.loadTransferable(type: Image.self) {
                        avatar = loaded
                        status = "Loaded"
                    } else {
                        status = item == nil ? "No photo" : "Failed"
                    }
                }
            }

            PhotosPicker("Add to gallery", selection: $galleryItems, maxSelectionCount: 5, selectionBehavior: .ordered, matching: .any(of: [.images, .not(.livePhotos)]))
            Text("\(galleryItems.count) selected")
            Button("Browse") { showingPicker = true }
            Text(status)
        }
        .photosPicker(isPresented: $showingPicker, selection: $galleryItems, matching: .screenshots)
    }
}

@MainActor
@Suite struct ProfilePhotoPickerAppCompatibilityTests {
    @Test func thePickerShowsItsLabelAndPlaceholder() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ProfileEditor() }
        #expect(stage.displayList().item(text: "Choose avatar") != nil)
        #expect(stage.displayList().item(text: "Add to gallery") != nil)
        #expect(stage.displayList().item(text: "0 selected") != nil)
        try stage.tap(label: "Choose avatar")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "No photo") != nil, "headless: the system picker selects nothing")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
