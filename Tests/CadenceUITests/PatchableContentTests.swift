@testable import CadenceUI
import Testing

/// A patched frame reads the content and the modifier of a `ModifiedContent<Content, EffectModifier>`
/// at offsets worked out from `Content`'s layout (`effectModifierOffset(after:)`), without naming the
/// generic type. They must be the offsets Swift gives the stored properties, for content of every
/// size and alignment.
@MainActor
@Suite struct PatchableContentTests {
    private struct OneByte: View {
        var flag: UInt8 = 7
        var body: some View { EmptyView() }
    }

    private struct ByteThenDouble: View {
        var flag: UInt8 = 3
        var value = 2.5
        var body: some View { EmptyView() }
    }

    private struct Named: View {
        var name = "a row with a name longer than a small string"
        var flags: (UInt8, UInt16) = (1, 2)
        var body: some View { EmptyView() }
    }

    private func expectOffset<Content>(after content: Content.Type) {
        let actual = MemoryLayout<ModifiedContent<Content, EffectModifier>>.offset(of: \.modifier)
        #expect(effectModifierOffset(after: Content.self) == actual, "\(Content.self)")
    }

    @Test func theModifierIsWhereSwiftLaysItOut() {
        expectOffset(after: PlaceholderContentView<Rectangle>.self)
        expectOffset(after: ModifiedContent<PlaceholderContentView<Rectangle>, EffectModifier>.self)
        expectOffset(after: ModifiedContent<ModifiedContent<PlaceholderContentView<Text>, EffectModifier>, EffectModifier>.self)
        expectOffset(after: OneByte.self)
        expectOffset(after: ByteThenDouble.self)
        expectOffset(after: Named.self)
        expectOffset(after: Text.self)
        expectOffset(after: Bool.self)
        expectOffset(after: (UInt8, UInt8, UInt8).self)
    }

    @Test func splittingGivesBackBothParts() {
        let view = Named(name: "kept", flags: (9, 300)).opacity(0.25)
        let content = effectContent(of: view, as: Named.self)
        let modifier = effectModifier(of: view, after: Named.self)
        #expect(content.name == "kept")
        #expect(content.flags.0 == 9 && content.flags.1 == 300)
        guard case .opacity(let opacity) = modifier.effect else {
            Issue.record("not an opacity: \(modifier.effect)")
            return
        }
        #expect(opacity == 0.25)

        let nested = OneByte(flag: 5).scaleEffect(2, anchor: .topLeading).offset(x: 3, y: 4)
        let inner = effectContent(of: nested, as: ModifiedContent<OneByte, EffectModifier>.self)
        let outer = effectModifier(of: nested, after: ModifiedContent<OneByte, EffectModifier>.self)
        guard case .offset(let offset) = outer.effect, case .scale(let scale, let anchor) = inner.modifier.effect else {
            Issue.record("not an offset around a scale")
            return
        }
        #expect(offset == CGSize(width: 3, height: 4))
        #expect(scale == CGSize(width: 2, height: 2) && anchor == .topLeading)
        #expect(inner.content.flag == 5)

        // The animated parameters read on their own are the modifier's.
        guard case .offset(let alone)? = effectAnimation(of: nested, after: ModifiedContent<OneByte, EffectModifier>.self),
              case .opacity(let faded)? = effectAnimation(of: view, after: Named.self) else {
            Issue.record("the animated parameters were not read back")
            return
        }
        #expect(alone == CGSize(width: 3, height: 4))
        #expect(faded == 0.25)
        #expect(EffectModifier(effect: .hidden).animated == nil)
    }
}
