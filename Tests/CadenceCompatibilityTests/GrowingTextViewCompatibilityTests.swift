#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// A multi-line note editor from the iOS 13 days: UITextView wrapped in a UIViewRepresentable whose
// Coordinator is the text view's delegate and writes the text back through a Binding.

struct MultilineTextView: UIViewRepresentable {
    @Binding var text: String
    var font: UIFont = .preferredFont(forTextStyle: .body)
    var onMake: ((UITextView, Coordinator) -> Void)? = nil

    func makeCoordinator() -> Coordinator {
        Coordinator(text: $text)
    }

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = font
        textView.backgroundColor = .secondarySystemBackground
        textView.isScrollEnabled = true
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        onMake?(textView, context.coordinator)
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        context.coordinator.updates += 1
        if uiView.text != text {
            uiView.text = text
        }
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        var updates = 0
        var began = false

        init(text: Binding<String>) {
            self.text = text
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
            began = true
        }

        func textViewDidChange(_ textView: UITextView) {
            text.wrappedValue = textView.text
        }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            textView.text.count + text.count <= 20
        }
    }
}

final class TextViewHandle {
    var textView: UITextView?
    var coordinators: [MultilineTextView.Coordinator] = []
}

private struct NoteEditor: View {
    let handle: TextViewHandle
    @State private var note = "Buy"

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            MultilineTextView(text: $note, onMake: { textView, coordinator in
                handle.textView = textView
                handle.coordinators.append(coordinator)
            })
            .frame(height: 160)
            HStack {
                Text("\(note.count) characters")
                Spacer()
                Button("Clear") { note = "" }
            }
        }
        .padding()
    }
}

@MainActor
@Suite struct GrowingTextViewCompatibilityTests {
    @Test func typingWritesBackThroughTheCoordinator() throws {
        let handle = TextViewHandle()
        let stage = Stage(size: CGSize(width: 390, height: 400)) { NoteEditor(handle: handle) }
        let textView = try #require(handle.textView)
        #expect(textView.text == "Buy", "the first update copies the binding's text in")
        _ = stage.displayList()
        #expect(textView.frame.size == CGSize(width: 358, height: 160))
        #expect(stage.displayList().item(text: "Buy") != nil, "the placeholder draws the text view's text")

        #expect(textView.becomeFirstResponder())
        #expect(handle.coordinators.first?.began == true)
        textView.insertText(" milk")
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "8 characters") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.displayList().item(text: "Buy milk") != nil)

        textView.insertText(" and a lot of eggs")
        stage.advance(by: 0.1)
        #expect(textView.text == "Buy milk", "the delegate refused text past 20 characters")

        textView.deleteBackward()
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "7 characters") != nil)
        #expect(handle.coordinators.count == 1, "one coordinator for the view's lifetime")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func clearingTheBindingUpdatesTheTextView() throws {
        let handle = TextViewHandle()
        let stage = Stage(size: CGSize(width: 390, height: 400)) { NoteEditor(handle: handle) }
        let textView = try #require(handle.textView)
        try stage.tap(label: "Clear")
        #expect(textView.text == "")
        #expect(stage.displayList().item(text: "0 characters") != nil)
        #expect(handle.textView === textView, "the same UITextView, not a new one")
        #expect(handle.coordinators.count == 1)
    }
}
