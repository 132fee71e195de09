#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UniformTypeIdentifiers
import Testing
import CadenceStageTestSupport

// A Kanban board of the kind iPadOS tutorials build: Transferable cards dragged between columns
// with `draggable`/`dropDestination`, a legacy `onDrag`/`onDrop` trash can, and keyboard handling
// with `focusable`/`onKeyPress`.

private struct Card: Identifiable, Codable, Hashable, Transferable {
    var id: Int
    var title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.title)
    }
}

@MainActor
private final class BoardModel: ObservableObject {
    @Published var todo = [Card(id: 1, title: "Write specs"), Card(id: 2, title: "Review PR")]
    @Published var done: [Card] = []
    @Published var trashed: [String] = []

    func move(_ cards: [Card]) -> Bool {
        guard !cards.isEmpty else { return false }
        todo.removeAll { card in cards.contains(card) }
        done += cards
        return true
    }

    func trash(_ providers: [NSItemProvider]) -> Bool {
        guard let provider = providers.first, provider.canLoadObject(ofClass: String.self) else { return false }
        provider.loadObject(ofClass: String.self) { title, _ in
            guard let title else { return }
            MainActor.assumeIsolated { self.trashed.append(title) }
        }
        return true
    }
}

private struct Board: View {
    @ObservedObject var model: BoardModel
    @State private var isTargeted = false
    @State private var isTrashTargeted = false
    @State private var selected = 0

    var body: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(spacing: 8) {
                Text("To do").font(.headline)
                ForEach(model.todo) { card in
                    Text(card.title)
                        .padding(8)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.yellow))
                        .draggable(card) {
                            Text(card.title).padding().background(.thinMaterial)
                        }
                        .onDrag { NSItemProvider(object: card.title as NSString) }
                }
            }
            VStack(spacing: 8) {
                Text("Done").font(.headline)
                ForEach(model.done) { card in Text(card.title) }
            }
            .frame(minWidth: 100, minHeight: 200)
            .background(isTargeted ? Color.green.opacity(0.2) : Color.clear)
            .dropDestination(for: Card.self) { cards, _ in
                model.move(cards)
            } isTargeted: { isTargeted = $0 }
            Image(systemName: "trash")
                .onDrop(of: [.plainText], isTargeted: $isTrashTargeted, perform: model.trash)
        }
        .focusable()
        .focusEffectDisabled()
        .onKeyPress(.downArrow) {
            selected += 1
            return .handled
        }
        .onKeyPress(keys: [.delete, .deleteForward]) { press in
            press.modifiers.contains(.command) ? .handled : .ignored
        }
        .onKeyPress(characters: .alphanumerics, phases: .down) { _ in .ignored }
    }
}

@MainActor
@Suite struct KanbanDragDropCompatibilityTests {
    @Test func boardDrawsAsWithoutTheDragAndKeyModifiers() throws {
        let model = BoardModel()
        let stage = Stage(size: CGSize(width: 500, height: 400)) { Board(model: model) }
        let list = stage.displayList()
        let first = try #require(list.item(text: "Write specs"))
        let second = try #require(list.item(text: "Review PR"))
        #expect(second.bounds.minY > first.bounds.maxY)
        #expect(list.item(symbol: "trash") != nil)
        // The drag preview is not drawn, and no drop highlight shows.
        #expect(list.texts.filter { $0.text == "Write specs" }.count == 1)
        #expect(list.item(filledWith: Color.green.opacity(0.2)) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func cardsTransferAsJSONAndAsTheirTitle() async throws {
        let card = Card(id: 7, title: "Ship 1.0")
        let json = try #require(try await card.exportedData(as: .json))
        #expect(try JSONDecoder().decode(Card.self, from: json) == card)
        let text = try #require(try await card.exportedData(as: .plainText))
        #expect(String(decoding: text, as: UTF8.self) == "Ship 1.0")
        #expect(try await Card.importing(json, as: .json) == card)
        // Nothing exports an image.
        #expect(try await card.exportedData(as: .png) == nil)
        #expect(try await String.importing(Data("hi".utf8), as: .utf8PlainText) == "hi")
    }

    @Test func dropHandlersWorkWhenCalledWithProviders() throws {
        let model = BoardModel()
        #expect(model.move([model.todo[0]]))
        #expect(model.done.map(\.title) == ["Write specs"])
        #expect(model.todo.map(\.title) == ["Review PR"])
        let provider = NSItemProvider(object: "Review PR" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        #expect(model.trash([provider]))
        #expect(model.trashed == ["Review PR"])
        let url = NSItemProvider(object: NSURL(string: "https://example.com/a")!)
        #expect(!model.trash([url]))
        url.loadObject(ofClass: URL.self) { loaded, error in
            #expect(loaded?.absoluteString == "https://example.com/a")
            #expect(error == nil)
        }
    }

    @Test func uniformTypesConformAlongTheTree() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(!UTType.json.conforms(to: .image))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(exportedAs: "com.example.card", conformingTo: .json).conforms(to: .text))
        #expect(UTType("") == nil)
    }
}
