#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// A frosted panel from before SwiftUI's materials: UIVisualEffectView wrapped in a
// UIViewRepresentable, used as a background, its blur style switched by a toggle.

// The UIKit module documentation's example.
struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

final class BlurProbe {
    var made: [UIVisualEffectView] = []
    var updates = 0
}

struct VisualEffectBlur: UIViewRepresentable {
    var blurStyle: UIBlurEffect.Style = .systemMaterial
    var probe: BlurProbe? = nil

    func makeUIView(context: Context) -> UIVisualEffectView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: blurStyle))
        probe?.made.append(view)
        return view
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: blurStyle)
        probe?.updates += 1
    }
}

private struct NowPlayingBar: View {
    let probe: BlurProbe
    @State private var darkGlass = false
    @State private var progress = 0.25

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 12) {
                HStack {
                    Image(systemName: "music.note")
                    Text("Midnight City").font(.headline)
                    Spacer()
                    Toggle("Dark", isOn: $darkGlass).labelsHidden()
                }
                Button("Skip ahead") { progress += 0.25 }
                Text("\(Int(progress * 100))%")
            }
            .padding()
            .frame(height: 140)
            .background(VisualEffectBlur(blurStyle: darkGlass ? .systemThinMaterialDark : .systemThinMaterial, probe: probe))
        }
    }
}

@MainActor
@Suite struct BlurBackgroundCompatibilityTests {
    @Test func theBlurFillsThePanelAndIsMadeOnce() throws {
        let probe = BlurProbe()
        let stage = Stage(size: CGSize(width: 390, height: 500)) { NowPlayingBar(probe: probe) }
        #expect(probe.made.count == 1)
        #expect(probe.updates == 1, "updateUIView follows makeUIView")
        let view = try #require(probe.made.first)
        #expect(view.frame.size == .zero, "not laid out before the stage draws")
        _ = stage.displayList()
        #expect(view.frame.size == CGSize(width: 390, height: 140), "laid out at the panel's size: \(view.frame)")
        #expect((view.effect as? UIBlurEffect)?.style == .systemThinMaterial)
        let title = try #require(stage.displayList().item(text: "Midnight City"))
        #expect(title.bounds.minY >= 500 - 140, "the panel sits at the bottom")

        try stage.tap(label: "Skip ahead")
        #expect(stage.displayList().item(text: "50%") != nil)
        #expect(probe.updates == 1, "the blur's inputs did not change: no update")
        #expect(probe.made.count == 1)
    }

    @Test func switchingTheStyleUpdatesTheSameView() throws {
        let probe = BlurProbe()
        let stage = Stage(size: CGSize(width: 390, height: 500)) { NowPlayingBar(probe: probe) }
        try stage.tap(label: "Dark")
        stage.advance(by: 0.5)
        #expect(probe.made.count == 1, "the same UIKit view is kept")
        #expect(probe.updates == 2)
        #expect((probe.made.first?.effect as? UIBlurEffect)?.style == .systemThinMaterialDark)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theDocumentedBlurDrawsAMaterialBehindItsContent() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) {
            Text("Now playing").padding(10).background(Blur())
        }
        let list = stage.displayList()
        let text = try #require(list.item(text: "Now playing"))
        let index = try #require(list.items.firstIndex { $0 == text })
        let behind = list.items[..<index].filter { if case .shape = $0.content { return true } else { return false } }
        let material = try #require(behind.last, "the blur is drawn under the text")
        #expect(isClose(material.bounds, text.bounds.insetBy(dx: -10, dy: -10), absolute: 1e-6), "\(material.bounds) vs \(text.bounds)")
    }
}
