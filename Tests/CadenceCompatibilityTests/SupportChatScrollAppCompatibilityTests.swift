#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A support chat screen: messages in a ScrollView inside a ScrollViewReader that scrolls to the
// newest message with animation, a multi-line composer TextField bound to @FocusState, a send button
// that is disabled while the draft is blank, a "Jump to Top" button, and new bubbles that slide in.

private struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

private struct SupportChat: View {
    @State private var messages: [ChatMessage] = (1...14).map {
        ChatMessage(id: $0, text: $0.isMultiple(of: 2) ? "Agent reply \($0)" : "Question \($0)", isMine: !$0.isMultiple(of: 2))
    }
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    var body: some View {
        VStack(spacing: 0) {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            Text(message.text)
                                .padding(10)
                                .background(message.isMine ? Color.blue : Color.gray.opacity(0.2), in: .rect(cornerRadius: 14))
                                .foregroundStyle(message.isMine ? .white : .primary)
                                .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
                                .id(message.id)
                                .transition(.move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .padding(.horizontal)
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: messages.count) {
                    withAnimation(.easeOut(duration: 0.3)) {
                        proxy.scrollTo(messages.last?.id, anchor: .bottom)
                    }
                }
                .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                .safeAreaInset(edge: .top) {
                    Button("Jump to Top") {
                        withAnimation { proxy.scrollTo(messages.first?.id, anchor: .top) }
                    }
                    .font(.caption)
                }
            }
            Divider()
            HStack(alignment: .bottom) {
                TextField("Message", text: $draft, axis: .vertical)
                    .lineLimit(1...4)
                    .focused($composerFocused)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit(send)
                Button(action: send) {
                    Image(systemName: "arrow.up.circle.fill").font(.title2)
                }
                .accessibilityLabel("Send")
                .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            .padding()
            Text(composerFocused ? "Typing…" : "Tap to type")
                .font(.caption2)
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        withAnimation(.spring(duration: 0.35)) {
            messages.append(ChatMessage(id: messages.count + 1, text: text, isMine: true))
        }
        draft = ""
    }
}

@MainActor
@Suite struct SupportChatScrollAppCompatibilityTests {
    /// Whether the message is drawn inside the scroll view's visible part (items scrolled away are
    /// still in the display list, clipped).
    private func isVisible(_ text: String, in stage: Stage) -> Bool {
        guard let item = stage.displayList().item(text: text) else { return false }
        return item.clips.allSatisfy { $0.transform.apply(to: $0.rect).intersects(item.bounds) }
    }

    @Test func theChatOpensAtTheNewestMessageAndFollowsNewOnes() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SupportChat() }
        stage.advance(by: 0.1)
        #expect(isVisible("Agent reply 14", in: stage), "opened at the bottom")
        #expect(!isVisible("Question 1", in: stage), "the first message is scrolled away")
        #expect(throws: StageError.self) { try stage.tap(label: "Send") }
        try stage.setText("My order is late", label: "Message")
        #expect(stage.displayList().item(text: "Typing…") != nil, "typing focuses the composer")
        try stage.tap(label: "Send")
        stage.advance(by: 0.1)
        let arriving = try #require(stage.displayList().texts.first { $0.text == "My order is late" })
        #expect(arriving.color.opacity < 1, "the new bubble fades in")
        stage.advance(by: 1)
        let sent = try #require(stage.displayList().item(text: "My order is late")).bounds
        #expect(sent.maxY < 600 && sent.minY > 300, "scrolled to the new message: \(sent)")
        #expect(sent.midX > 195, "my messages sit on the trailing side")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func jumpingToTheTopScrollsBack() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SupportChat() }
        stage.advance(by: 0.1)
        try stage.tap(label: "Jump to Top")
        stage.advance(by: 1)
        #expect(isVisible("Question 1", in: stage))
        #expect(!isVisible("Agent reply 14", in: stage))
        try stage.setText("Hello", label: "Message")
        try stage.submit(label: "Message")
        stage.advance(by: 1)
        #expect(isVisible("Hello", in: stage), "submitting sends and scrolls down again")
    }
}
