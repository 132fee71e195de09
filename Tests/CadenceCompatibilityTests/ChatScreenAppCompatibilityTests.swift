#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A chat screen: messages in a LazyVStack inside ScrollViewReader, scrolled to the newest one,
// a composer in safeAreaInset with a vertical-axis TextField, FocusState and a keyboard toolbar.

private struct ChatMessage: Identifiable, Equatable {
    let id: Int
    let text: String
    let isMine: Bool
}

private struct Bubble: View {
    let message: ChatMessage

    var body: some View {
        Text(message.text)
            .padding(.horizontal, 14)
            .padding(.vertical, 10)
            .foregroundStyle(message.isMine ? .white : .primary)
            .background(
                message.isMine ? Color.blue : Color(.secondarySystemBackground),
                in: UnevenRoundedRectangle(
                    topLeadingRadius: 18,
                    bottomLeadingRadius: message.isMine ? 18 : 4,
                    bottomTrailingRadius: message.isMine ? 4 : 18,
                    topTrailingRadius: 18,
                    style: .continuous
                )
            )
            .frame(maxWidth: .infinity, alignment: message.isMine ? .trailing : .leading)
            .textSelection(.enabled)
    }
}

private struct ChatScreen: View {
    @State private var messages: [ChatMessage] = (0..<20).map {
        ChatMessage(id: $0, text: "Message number \($0)", isMine: $0.isMultiple(of: 3))
    }
    @State private var draft = ""
    @FocusState private var composerFocused: Bool

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            Bubble(message: message)
                                .id(message.id)
                        }
                    }
                    .padding()
                }
                .scrollDismissesKeyboard(.interactively)
                .onChange(of: messages) { oldValue, newValue in
                    guard let last = newValue.last else { return }
                    withAnimation(.easeOut(duration: 0.25)) {
                        proxy.scrollTo(last.id, anchor: .bottom)
                    }
                }
                .onAppear {
                    proxy.scrollTo(messages.last?.id, anchor: .bottom)
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom, spacing: 8) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...5)
                        .textFieldStyle(.roundedBorder)
                        .focused($composerFocused)
                        .submitLabel(.send)
                        .onSubmit(send)
                    Button(action: send) {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .accessibilityLabel("Send")
                    .disabled(draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                .background(.bar)
            }
            .navigationTitle("Ada")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { composerFocused = false }
                }
            }
        }
    }

    private func send() {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        messages.append(ChatMessage(id: messages.count, text: text, isMine: true))
        draft = ""
    }
}

@MainActor
@Suite struct ChatScreenAppCompatibilityTests {
    @Test func sendingAMessageScrollsItIntoView() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { ChatScreen() }
        stage.advance(by: 0.1)
        // With `anchor: .bottom`, the bubble's bottom (its text's plus 10 points of padding) sits at
        // the bottom of the scroll view (its clip, above the composer).
        func bubbleBottomOffset(_ text: String) throws -> CGFloat {
            let item = try #require(stage.displayList().item(text: text))
            let viewport = try #require(item.clips.last).rect
            return item.bounds.maxY + 10 - viewport.maxY
        }
        #expect(isClose(try bubbleBottomOffset("Message number 19"), 0, absolute: 0.5), "scrolled to the newest message on appearing")
        try stage.setText("Hello there", label: "Message")
        try stage.tap(label: "Send")
        stage.advance(by: 1)
        let sent = try #require(stage.displayList().item(text: "Hello there"))
        #expect(sent.bounds.maxX > 300, "my messages sit on the trailing side")
        #expect(isClose(try bubbleBottomOffset("Hello there"), 0, absolute: 0.5), "scrolled to the message just sent")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
