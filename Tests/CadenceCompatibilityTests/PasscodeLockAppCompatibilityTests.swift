#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An app lock screen as banking and notes apps write it: four dots that fill with a little pop as
// digits are typed on a 3×4 keypad (a Grid of circular buttons with a custom ButtonStyle that
// dims while pressed), a wrong code shakes the dots with a GeometryEffect and clears them, three
// failures lock the keypad with a countdown, and the right code fades the lock screen away to
// the content behind it.

private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

private struct KeypadButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title.weight(.regular))
            .frame(width: 78, height: 78)
            .background(Circle().fill(Color(.systemGray5)))
            .opacity(configuration.isPressed ? 0.4 : 1)
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

private struct PasscodeDots: View {
    let count: Int
    let filled: Int

    var body: some View {
        HStack(spacing: 18) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .strokeBorder(Color.primary, lineWidth: 1.5)
                    .background(Circle().fill(index < filled ? Color.primary : Color.clear))
                    .frame(width: 16, height: 16)
                    .scaleEffect(index == filled - 1 ? 1.2 : 1)
                    .animation(.spring(response: 0.2, dampingFraction: 0.5), value: filled)
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Passcode")
        .accessibilityValue("\(filled) of \(count) digits entered")
    }
}

private struct LockScreen: View {
    let correctCode: String
    @Binding var isUnlocked: Bool
    @State private var entered = ""
    @State private var attempts: CGFloat = 0
    @State private var failures = 0
    @State private var lockedSeconds = 0

    private let keys: [[String]] = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"]]

    var body: some View {
        VStack(spacing: 32) {
            Image(systemName: lockedSeconds > 0 ? "lock.fill" : "lock.open")
                .font(.largeTitle)
                .contentTransition(.symbolEffect(.replace))
            Text(lockedSeconds > 0 ? "Try again in \(lockedSeconds)s" : "Enter Passcode")
                .font(.headline)
            PasscodeDots(count: correctCode.count, filled: entered.count)
                .modifier(Shake(animatableData: attempts))
            Grid(horizontalSpacing: 24, verticalSpacing: 16) {
                ForEach(keys, id: \.self) { row in
                    GridRow {
                        ForEach(row, id: \.self) { key in
                            if key.isEmpty {
                                Color.clear.frame(width: 78, height: 78)
                            } else if key == "⌫" {
                                Button {
                                    if !entered.isEmpty { entered.removeLast() }
                                } label: {
                                    Image(systemName: "delete.backward")
                                }
                                .buttonStyle(KeypadButtonStyle())
                                .accessibilityLabel("Delete")
                            } else {
                                Button(key) { type(key) }
                                    .buttonStyle(KeypadButtonStyle())
                            }
                        }
                    }
                }
            }
            .disabled(lockedSeconds > 0)
        }
        .task(id: failures) {
            guard failures > 0, failures % 3 == 0 else { return }
            lockedSeconds = 30
            while lockedSeconds > 0 {
                try? await Task.sleep(for: .seconds(1))
                if Task.isCancelled { return }
                lockedSeconds -= 1
            }
        }
    }

    private func type(_ digit: String) {
        guard entered.count < correctCode.count else { return }
        entered.append(digit)
        guard entered.count == correctCode.count else { return }
        if entered == correctCode {
            withAnimation(.easeInOut(duration: 0.4)) { isUnlocked = true }
        } else {
            withAnimation(.linear(duration: 0.4)) { attempts += 1 }
            failures += 1
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
                entered = ""
            }
        }
    }
}

private struct LockedNotesApp: View {
    @State private var isUnlocked = false

    var body: some View {
        ZStack {
            NavigationStack {
                List(["Groceries", "Gift ideas", "Wi-Fi passwords"], id: \.self) { Text($0) }
                    .navigationTitle("Private Notes")
            }
            if !isUnlocked {
                LockScreen(correctCode: "2580", isUnlocked: $isUnlocked)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(.background)
                    .transition(.opacity.combined(with: .scale(scale: 1.1)))
                    .zIndex(1)
            }
        }
    }
}

@MainActor
@Suite struct PasscodeLockAppCompatibilityTests {
    private func dots(_ stage: Stage) -> String? {
        stage.accessibilityTree().element(label: "Passcode")?.value
    }

    @Test func typingFillsTheDotsAndTheRightCodeFadesTheLockAway() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { LockedNotesApp() }
        #expect(dots(stage) == "0 of 4 digits entered")
        try stage.tap(label: "2")
        try stage.tap(label: "5")
        #expect(dots(stage) == "2 of 4 digits entered")
        try stage.tap(label: "Delete")
        #expect(dots(stage) == "1 of 4 digits entered")
        try stage.tap(label: "5")
        try stage.tap(label: "8")
        try stage.tap(label: "0")
        stage.advance(by: 0.2)
        let fading = try #require(stage.displayList().item(text: "Enter Passcode"))
        #expect(fading.colorOpacity < 0.9 && fading.colorOpacity > 0.1, "the lock screen fades out")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Enter Passcode") == nil)
        #expect(stage.displayList().item(text: "Wi-Fi passwords") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aWrongCodeShakesTheDotsAndClearsThem() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { LockedNotesApp() }
        let rest = try #require(stage.accessibilityTree().element(label: "Passcode")).frame
        for digit in ["1", "1", "1", "1"] { try stage.tap(label: digit) }
        stage.advance(by: 0.05)
        let shaken = try #require(stage.accessibilityTree().element(label: "Passcode")).frame
        #expect(abs(shaken.midX - rest.midX) > 3, "the dots shake sideways: \(shaken.midX) vs \(rest.midX)")
        #expect(dots(stage) == "4 of 4 digits entered")
        stage.advance(by: 0.5)
        #expect(dots(stage) == "0 of 4 digits entered", "cleared after the shake")
        let settled = try #require(stage.accessibilityTree().element(label: "Passcode")).frame
        #expect(isClose(settled.midX, rest.midX, absolute: 0.01))
        #expect(stage.displayList().item(text: "Enter Passcode") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func threeFailuresLockTheKeypadForThirtySeconds() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { LockedNotesApp() }
        for _ in 0..<3 {
            for digit in ["9", "9", "9", "9"] { try stage.tap(label: digit) }
            await stage.play(by: 0.6)
        }
        #expect(stage.displayList().item(text: "Try again in 30s") != nil)
        #expect(stage.displayList().item(symbol: "lock.fill") != nil)
        #expect(throws: StageError.self) { try stage.tap(label: "2") }
        await stage.play(by: 10)
        #expect(stage.displayList().item(text: "Try again in 20s") != nil)
        await stage.play(by: 20.5)
        #expect(stage.displayList().item(text: "Enter Passcode") != nil)
        for digit in ["2", "5", "8", "0"] { try stage.tap(label: digit) }
        await stage.play(by: 1)
        #expect(stage.displayList().item(text: "Private Notes") != nil)
        #expect(stage.displayList().item(text: "Enter Passcode") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
