#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A floating action button that morphs into a menu card (iOS 26): both are Liquid Glass with the
// same glassEffectID, swapped in withAnimation; the menu's rows are buttons that post a note to a
// model, and glassEffectTransition(.materialize) on the badge opts it out of morphing.

@Observable
private final class NotesModel {
    var notes: [String] = []
}

private struct ComposeMenu: View {
    let model: NotesModel
    @State private var isOpen = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer {
            if isOpen {
                VStack(alignment: .leading, spacing: 14) {
                    ForEach(["Text", "Checklist", "Sketch"], id: \.self) { kind in
                        Button {
                            model.notes.append(kind)
                            withAnimation(.spring(duration: 0.5)) { isOpen = false }
                        } label: {
                            Label(kind, systemImage: "square.and.pencil")
                        }
                    }
                }
                .padding(20)
                .frame(width: 220)
                .glassEffect(.regular, in: .rect(cornerRadius: 24))
                .glassEffectID("compose", in: namespace)
            } else {
                Button {
                    withAnimation(.spring(duration: 0.5)) { isOpen = true }
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.bold())
                        .frame(width: 60, height: 60)
                }
                .buttonStyle(.plain)
                .glassEffect(.regular.tint(.blue).interactive())
                .glassEffectID("compose", in: namespace)
                .accessibilityLabel("Compose")
            }
        }
        .overlay(alignment: .topTrailing) {
            if !model.notes.isEmpty {
                Text("\(model.notes.count)")
                    .font(.caption.bold())
                    .padding(6)
                    .glassEffect(.regular.tint(.red))
                    .glassEffectTransition(.materialize)
            }
        }
    }
}

private struct NotesScreen: View {
    let model: NotesModel

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            List(model.notes, id: \.self) { Text($0) }
            ComposeMenu(model: model)
                .padding(24)
        }
    }
}

@MainActor
@Suite struct GlassMorphingActionButtonCompatibilityTests {
    private func glassFrames(_ stage: Stage) -> [CGRect] {
        stage.displayList().items.compactMap {
            if case .shape(let shape) = $0.content, case .material? = shape.shading { return $0.bounds }
            return nil
        }
    }

    @Test func theButtonsGlassGrowsIntoTheMenusGlass() throws {
        let model = NotesModel()
        let stage = Stage(size: CGSize(width: 390, height: 700)) { NotesScreen(model: model) }
        let button = try #require(glassFrames(stage).first)
        #expect(isClose(button.width, 60, absolute: 0.5) && isClose(button.height, 60, absolute: 0.5), "\(button)")
        try stage.tap(label: "Compose")
        stage.advance(by: 0.08)
        let early = glassFrames(stage).map(\.width).max() ?? 0
        stage.advance(by: 2)
        let menu = try #require(glassFrames(stage).max { $0.width < $1.width })
        #expect(isClose(menu.width, 220, absolute: 0.5), "\(menu)")
        #expect(early > 60 && early < 220, "the glass is between the button's and the menu's width: \(early)")
        #expect(stage.displayList().item(text: "Checklist") != nil)
    }

    @Test func choosingARowAddsANoteAndShowsTheBadge() throws {
        let model = NotesModel()
        let stage = Stage(size: CGSize(width: 390, height: 700)) { NotesScreen(model: model) }
        try stage.tap(label: "Compose")
        stage.advance(by: 1)
        try stage.tap(label: "Checklist")
        stage.advance(by: 1)
        #expect(model.notes == ["Checklist"])
        #expect(stage.displayList().item(text: "1") != nil)
        // The menu closed again: the button's glass and the badge's.
        #expect(glassFrames(stage).count == 2, "\(glassFrames(stage))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
