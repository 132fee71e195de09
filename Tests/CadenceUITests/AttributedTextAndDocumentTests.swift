import Foundation
import Testing
import CadenceStageTestSupport
@testable import CadenceUI

/// SwiftUI's attributes of `AttributedString`, `AttributedString(markdown:)`, documents and their
/// `FileWrapper`s, UIKit's app notifications and the tinted switch style.
@MainActor
@Suite struct AttributedTextAndDocumentTests {
    @Test func swiftUIAttributesAreDrawnByText() throws {
        var string = AttributedString("Total: 42")
        string.font = .headline
        let number = try #require(string.range(of: "42"))
        string[number].foregroundColor = .red
        string[number].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        string[number].kern = 2
        var suffix = AttributedString(" kg")
        suffix.underlineStyle = .single
        suffix.baselineOffset = 3
        string.append(suffix)

        let runs = Text(string).runs
        #expect(runs.map(\.string) == ["Total: ", "42", " kg"])
        #expect(runs[0].font == .headline && runs[0].color == nil)
        #expect(runs[1].color == .red && runs[1].isStrikethrough && runs[1].strikethroughPattern == .dash)
        #expect(runs[1].strikethroughColor == .blue && runs[1].kerning == 2)
        #expect(runs[2].isUnderlined && runs[2].baselineOffset == 3 && runs[2].font == nil)
        // Attribute containers take the same members.
        let container = AttributeContainer().foregroundColor(.green).tracking(1.5)
        let styled = Text(AttributedString("x", attributes: container)).runs
        #expect(styled[0].color == .green && styled[0].tracking == 1.5)
    }

    @Test func markdownSetsInlineIntentsAndLinks() throws {
        let string = try AttributedString(markdown: "A **bold** and *soft* `code` ~~gone~~ [site](https://example.com/a)")
        let runs = Array(string.runs)
        let pieces = runs.map { String(string[$0.range].characters) }
        #expect(pieces == ["A ", "bold", " and ", "soft", " ", "code", " ", "gone", " ", "site"])
        #expect(runs[1].inlinePresentationIntent == .stronglyEmphasized)
        #expect(runs[3].inlinePresentationIntent == .emphasized)
        #expect(runs[5].inlinePresentationIntent == .code)
        #expect(runs[7].inlinePresentationIntent == .strikethrough)
        #expect(runs[9].link == URL(string: "https://example.com/a") && runs[9].inlinePresentationIntent == nil)
        #expect(runs[0].inlinePresentationIntent == nil)

        let drawn = Text(string).runs
        #expect(drawn[1].weight == .bold && drawn[3].isItalic == true && drawn[5].design == .monospaced)
        #expect(drawn[7].isStrikethrough && drawn[9].link == "https://example.com/a")
        // The same Markdown in a literal draws the same runs.
        let literal = Text("A **bold** and *soft*").runs
        #expect(literal.map(\.string) == ["A ", "bold", " and ", "soft"] && literal[1].weight == .bold)
    }

    @Test func markdownSyntaxOptionsDecideWhatLineBreaksBecome() throws {
        let source = "First line\nsame paragraph\n\nSecond *one*"
        let full = try AttributedString(markdown: source)
        #expect(String(full.characters) == "First line same paragraphSecond one",
                "paragraphs follow each other with nothing between them, as Text shows them")
        let inline = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(inline.characters) == "First line same paragraph  Second one")
        let kept = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "First line\nsame paragraph\n\nSecond one")
        let relative = try AttributedString(markdown: "[docs](guide/start)", baseURL: URL(string: "https://example.com/"))
        #expect(relative.runs.first?.link?.absoluteString == "https://example.com/guide/start")
        #expect(String(try AttributedString(markdown: "*open").characters) == "*open", "unclosed markers stay")
    }

    private struct Notes: FileDocument {
        static var readableContentTypes: [UTType] { [.plainText] }
        var text: String
        init(text: String = "") { self.text = text }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    @Test func aDocumentWritesAndReadsItselfThroughFileWrappers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-doc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = Notes(text: "Groceries: eggs")
        let file = try notes.fileWrapper(configuration: .init(contentType: .plainText))
        let package = FileWrapper(directoryWithFileWrappers: [:])
        #expect(package.addRegularFile(withContents: Data("a".utf8), preferredFilename: "notes.txt") == "notes.txt")
        #expect(package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "notes.txt") == "2 notes.txt")
        file.preferredFilename = "main.txt"
        package.addFileWrapper(file)
        try package.write(to: folder, originalContentsURL: nil)

        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["2 notes.txt", "main.txt", "notes.txt"])
        let main = try #require(read.fileWrappers?["main.txt"])
        let reopened = try Notes(configuration: .init(contentType: .plainText, file: main))
        #expect(reopened.text == "Groceries: eggs" && main.filename == "main.txt")
        #expect(Notes.writableContentTypes == [.plainText])
        #expect(throws: (any Error).self) { try FileWrapper(url: folder.appendingPathComponent("missing")) }
    }

    private struct Editor: View {
        @Binding var document: Notes
        var body: some View {
            VStack {
                TextField("Notes", text: $document.text)
                Text("\(document.text.count) characters")
                    .fileExporter(isPresented: .constant(false), document: document, contentType: .plainText) { _ in }
                    .fileImporter(isPresented: .constant(false), allowedContentTypes: [.plainText]) { _ in }
            }
        }
    }

    @Test func aDocumentGroupShowsItsEditorOverANewDocument() throws {
        let group = DocumentGroup(newDocument: Notes(text: "hi")) { file in Editor(document: file.$document) }
        let window = try #require(SceneContents.firstWindow(of: group))
        let stage = Stage(size: CGSize(width: 300, height: 200)) { window }
        #expect(stage.displayList().texts.map(\.text).contains("2 characters"))
        try stage.setText("hello there", label: "Notes")
        #expect(stage.displayList().texts.map(\.text).contains("11 characters"), "the editor changes the group's document")
        let viewer = DocumentGroup(viewing: Notes.self) { file in Text(file.document.text) }
        #expect(SceneContents.windows(of: viewer).isEmpty)
    }

    @Test func anEmptyUIImageTakesNoRoom() {
        let image = UIImage()
        #expect(image.size == .zero)
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            HStack(spacing: 0) { Image(uiImage: UIImage()); Text("A") }.fixedSize()
        }
        #expect(stage.displayList().texts.map(\.text) == ["A"])
    }

    private struct Lifecycle: View {
        @State private var log: [String] = []
        var body: some View {
            Text(log.joined(separator: ","))
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in log.append("bg") }
                .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in log.append("active") }
        }
    }

    @Test func sceneChangesPostUIKitsNotifications() {
        #expect(UIApplication.notifications(from: .active, to: .background)
                == [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification])
        #expect(UIApplication.notifications(from: .background, to: .active)
                == [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification])
        #expect(UIApplication.notifications(from: .inactive, to: .active) == [UIApplication.didBecomeActiveNotification])
        #expect(UIApplication.notifications(from: .active, to: .active).isEmpty)
        let stage = Stage(size: CGSize(width: 200, height: 50)) { Lifecycle() }
        _ = stage.displayList()
        stage.updateEnvironment { $0.scenePhase = .background }
        stage.updateEnvironment { $0.scenePhase = .active }
        #expect(stage.displayList().texts.map(\.text) == ["bg,active"])
    }

    @Test func aSwitchStyleWithATintFillsTheSwitchWithIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 60)) {
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red))
        }
        let fills = stage.displayList().items.compactMap { item -> Color.Resolved? in
            guard case .shape(let shape) = item.content, shape.rect.width == 51 else { return nil }
            return shape.paint.color
        }
        #expect(fills == [Color.red.resolve(in: EnvironmentValues())])
    }
}
