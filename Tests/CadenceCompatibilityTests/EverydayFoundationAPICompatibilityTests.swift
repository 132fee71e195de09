#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import UIKit
import Testing
import CadenceStageTestSupport

// App code that leans on Foundation and older SwiftUI spellings around its views: localized strings
// from `String(localized:)`, networking with `URLSession` (async and Combine), editable lists from
// `List($items, editActions:)`, programmatic navigation links, control group styles and the symbol
// transition.

private struct Pantry: Identifiable, Hashable {
    let id: Int
    var name: String
}

private struct PantryList: View {
    @State var items = [Pantry(id: 1, name: "Flour"), Pantry(id: 2, name: "Sugar"), Pantry(id: 3, name: "Salt")]

    var body: some View {
        VStack(spacing: 0) {
            Text(String(localized: "\(items.count) items"))
            List($items, editActions: .all) { $item in
                Text(item.name)
            }
        }
    }
}

private struct Greeting: View {
    let name: String
    var body: some View {
        VStack {
            Text(LocalizedStringResource("Welcome"))
            Text(String(localized: "Hello, \(name)!"))
            Text(String(localized: "greeting.key", defaultValue: "Good morning"))
        }
    }
}

private struct LegacyNavigation: View {
    @State var showsDetail = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Details", isActive: $showsDetail) { Text("Detail screen") }
                Button("Open") { showsDetail = true }
            }
        }
    }
}

private struct Toolbar: View {
    var style: Int
    var body: some View {
        let group = ControlGroup {
            Button("Back") {}
            Button("Forward") {}
        } label: {
            Text("History")
        }
        switch style {
        case 0: group.controlGroupStyle(.navigation)
        case 1: group.controlGroupStyle(.menu)
        default: group
        }
    }
}

private struct Bell: View {
    @State var isOn = false
    var body: some View {
        VStack {
            if isOn {
                Image(systemName: "bell.fill").transition(.symbolEffect)
            }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
        }
    }
}

private struct KeyboardAware: View {
    @State var keyboardHeight: CGFloat = 0
    @State var landscape = false

    var body: some View {
        Text("Height \(Int(keyboardHeight)) \(landscape ? "landscape" : "portrait")")
            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { note in
                keyboardHeight = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0
            }
            .onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                landscape = UIDevice.current.orientation.isLandscape
            }
    }
}

private struct RippleCard: View {
    var shaded: Bool
    @Namespace private var zoom

    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            RoundedRectangle(cornerRadius: 12)
                .fill(.orange)
                .frame(width: 120, height: 80)
                .colorEffect(ShaderLibrary.default.tint(.color(.red), .float(time)), isEnabled: shaded)
                .distortionEffect(ShaderLibrary.wave(.float(time), .float2(CGSize(width: 120, height: 80))), maxSampleOffset: CGSize(width: 8, height: 8), isEnabled: shaded)
                .layerEffect(ShaderLibrary.ripple(.boundingRect, .floatArray([1, 2])), maxSampleOffset: .zero, isEnabled: shaded)
                .matchedTransitionSource(id: "card", in: zoom) { $0.clipShape(.rect(cornerRadius: 12)).shadow(radius: 4) }
        }
    }
}

private struct Post: Decodable, Equatable {
    let title: String
}

@MainActor
@Suite struct EverydayFoundationAPICompatibilityTests {
    @Test func localizedStringsShowTheirDefaultValues() {
        let list = Stage(size: CGSize(width: 300, height: 300)) { Greeting(name: "Ada") }.displayList()
        #expect(list.item(text: "Welcome") != nil)
        #expect(list.item(text: "Hello, Ada!") != nil)
        #expect(list.item(text: "Good morning") != nil)
        #expect(String(localized: "\(3) of \(4)") == "3 of 4")
        let resource: LocalizedStringResource = "Plain"
        #expect(resource.key == "Plain" && String(localized: resource) == "Plain")
        let interpolated: String.LocalizationValue = "\(5) left"
        #expect(interpolated.key == "%@ left")
    }

    @Test func editActionsDeleteARowBySwiping() throws {
        let stage = Stage(size: CGSize(width: 320, height: 400)) { PantryList() }
        #expect(stage.displayList().item(text: "3 items") != nil)
        let frame = try #require(stage.accessibilityTree().element(label: "Sugar")).frame
        // A full swipe (past 60 % of the row) runs the Delete button the edit actions give.
        stage.drag(from: CGPoint(x: 300, y: frame.midY), to: CGPoint(x: 20, y: frame.midY))
        stage.advance(by: 1)
        let list = stage.displayList()
        #expect(list.item(text: "Sugar") == nil)
        #expect(list.item(text: "Flour") != nil && list.item(text: "Salt") != nil)
        #expect(list.item(text: "2 items") != nil)
    }

    @Test func editActionsWithoutDeleteOfferNoDelete() {
        #expect(!EditActions<[Int]>.move.contains(.delete))
        #expect(EditActions<[Int]>.all.contains(.delete))
        #expect(EditActions<[Int]>.all.contains(.move))
    }

    @Test func anActiveLinkPushesItsDestination() throws {
        let stage = Stage(size: CGSize(width: 320, height: 480)) { LegacyNavigation() }
        #expect(stage.displayList().item(text: "Detail screen") == nil)
        try stage.tap(label: "Open")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Detail screen") != nil)
    }

    @Test func controlGroupStylesDrawTheirControls() {
        let navigation = Stage(size: CGSize(width: 320, height: 120)) { Toolbar(style: 0) }.displayList()
        #expect(navigation.item(text: "Back") != nil && navigation.item(text: "Forward") != nil)
        #expect(navigation.item(text: "History") == nil, "the label is for menus")
        let menu = Stage(size: CGSize(width: 320, height: 120)) { Toolbar(style: 1) }.displayList()
        #expect(menu.item(text: "History") != nil, "a menu shows the group's label")
        #expect(menu.item(text: "Back") == nil, "the controls are inside the closed menu")
        let automatic = Stage(size: CGSize(width: 320, height: 120)) { Toolbar(style: 2) }.displayList()
        #expect(automatic.item(text: "Back") != nil)
    }

    @Test func theSymbolTransitionScalesAndFades() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { Bell() }
        try stage.tap(label: "Toggle")
        stage.advance(by: 0.5)
        // Half way through a linear second: half its size about its centre, half faded.
        let half = try #require(stage.displayList().item(symbol: "bell.fill"))
        guard case .symbol(let halfSymbol) = half.content else { Issue.record("not a symbol"); return }
        #expect(abs(half.bounds.width / halfSymbol.rect.width - 0.5) < 0.02)
        #expect(abs(half.bounds.midX - halfSymbol.rect.midX) < 0.01)
        #expect(abs(halfSymbol.color.opacity - 0.5) < 0.02)
        stage.advance(by: 1)
        let shown = try #require(stage.displayList().item(symbol: "bell.fill"))
        guard case .symbol(let shownSymbol) = shown.content else { Issue.record("not a symbol"); return }
        #expect(abs(shown.bounds.width - shownSymbol.rect.width) < 1e-6)
        #expect(shownSymbol.color.opacity == 1)
    }

    @Test func urlSessionLoadsDataURLsAsyncAndThroughCombine() async throws {
        let url = try #require(URL(string: "data:application/json;base64," + Data(#"[{"title":"Hi"}]"#.utf8).base64EncodedString()))
        let (data, _) = try await URLSession.shared.data(from: url)
        #expect(try JSONDecoder().decode([Post].self, from: data) == [Post(title: "Hi")])

        let posts: [Post] = await withCheckedContinuation { continuation in
            var cancellable: AnyCancellable?
            cancellable = URLSession.shared.dataTaskPublisher(for: url)
                .map(\.data)
                .decode(type: [Post].self, decoder: JSONDecoder())
                .replaceError(with: [])
                .sink { posts in
                    continuation.resume(returning: posts)
                    _ = cancellable
                }
        }
        #expect(posts == [Post(title: "Hi")])
    }

    @Test func keyboardFramesAndOrientationReachTheViews() {
        let stage = Stage(size: CGSize(width: 320, height: 200)) { KeyboardAware() }
        #expect(stage.displayList().item(text: "Height 0 portrait") != nil)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 500, width: 390, height: 336))])
        UIDevice.current.orientation = .landscapeLeft
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        UIDevice.current.orientation = .portrait
        stage.advance(by: 0.1)
        #expect(stage.displayList().item(text: "Height 336 landscape") != nil)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }

    @Test func shaderEffectsDrawTheViewAsItIs() {
        let shaded = Stage(size: CGSize(width: 200, height: 120)) { RippleCard(shaded: true) }.displayList()
        let plain = Stage(size: CGSize(width: 200, height: 120)) { RippleCard(shaded: false) }.displayList()
        #expect(shaded.items.count == plain.items.count)
        #expect(shaded.item(filledWith: .orange)?.bounds == plain.item(filledWith: .orange)?.bounds)
        #expect(shaded.item(filledWith: .orange) != nil)
        let shader = ShaderLibrary.ripple(.float(1), .color(.red))
        #expect(shader.function.name == "ripple" && shader.function.library == .default)
        #expect(shader.arguments == [.float(1), .color(.red)])
    }

    @Test func decodeFailsWithTheDecodersError() {
        var failure: (any Error)?
        var values: [Post] = []
        let cancellable = Just(Data("not json".utf8))
            .decode(type: Post.self, decoder: JSONDecoder())
            .sink { completion in
                if case .failure(let error) = completion { failure = error }
            } receiveValue: { values.append($0) }
        #expect(values.isEmpty)
        #expect(failure is DecodingError)
        _ = cancellable
    }
}
