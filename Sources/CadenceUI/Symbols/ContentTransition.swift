/// How a view's content changes when it changes in an animated transaction: SwiftUI's `ContentTransition`.
///
/// ```swift
/// Text("\(count)").contentTransition(.numericText(value: Double(count)))
/// ```
///
/// `.numericText` rolls the characters that changed: the old ones slide out (up when the value
/// grows, down when it shrinks or with `countsDown`) while fading, the new ones slide in from the
/// other side, clipped to the text's line; the unchanged leading characters stay. `.opacity` and
/// `.interpolate` cross-fade the old text into the new one; `.identity` changes at once. The roll
/// follows the transaction's animation (curve or spring). A symbol image whose name changes
/// (`Image(systemName: isOn ? "bell.fill" : "bell")`) cross-fades from the old symbol to the new
/// one under every transition but `.identity`, the `.symbolEffect` replacements included.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate
        case numeric(countsDown: Bool?, value: Double?)
        case symbol
    }
    let kind: Kind

    /// The content changes at once, without a transition.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content morphs where it can (Cadence cross-fades, as ``opacity``).
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// Digits roll up (or down with `countsDown`).
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numeric(countsDown: countsDown, value: nil)) }
    /// Digits roll up when `value` grows and down when it shrinks.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numeric(countsDown: nil, value: value)) }
    /// A symbol replaced with a symbol effect (drawn as a cross-fade by Cadence).
    public static let symbolEffect = ContentTransition(kind: .symbol)
    /// A symbol replaced with `effect` (drawn as a cross-fade by Cadence; `options` are accepted).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbol)
    }
}

/// Remembers the text a content transition showed and rolls between old and new.
@MainActor
final class ContentTransitionDriver: AnimationDriver {
    var shown: [String] = []
    var previous: [String] = []
    var progress: StateAnimator<Double>?
    var goesDown = false
    var lastValue: Double?

    func advance(to time: Double) -> Bool {
        guard progress != nil else { return false }
        progress!.update(at: time)
        return true
    }

    func nextChange(after time: Double) -> Double? {
        progress?.nextFrameTime(after: time)
    }
}

nonisolated struct ContentTransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: ContentTransition

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard transition.kind != .identity else { return nodes }
        let driver = context.driver(slot: DriverSlot.contentTransition) { ContentTransitionDriver() }
        var strings: [String] = []
        for node in nodes { collectContent(node, into: &strings) }
        let time = context.time
        if !driver.shown.isEmpty, strings != driver.shown, strings.count == driver.shown.count, context.transaction.animation != nil, !context.transaction.disablesAnimations {
            driver.previous = driver.shown
            var progress = StateAnimator(0.0)
            progress.set(1.0, transaction: context.transaction, at: time)
            driver.progress = progress
            if case .numeric(let countsDown, let value) = transition.kind {
                if let value { driver.goesDown = value < (driver.lastValue ?? value) } else { driver.goesDown = countsDown ?? false }
            }
        }
        if case .numeric(_, let value) = transition.kind, let value { driver.lastValue = value }
        driver.shown = strings
        guard var progress = driver.progress else { return nodes }
        progress.update(at: time)
        guard progress.isAnimating else {
            driver.progress = nil
            return nodes
        }
        driver.progress = progress
        var index = 0
        return nodes.map { rolled($0, old: driver.previous, index: &index, progress: progress.value, down: driver.goesDown) }
    }

    /// Marks a symbol's name among the texts' strings, so a text never matches a symbol.
    private static let symbolMark: Character = "\u{1}"

    /// The strings of the texts and the (marked) names of the symbols in `node`, in order.
    @MainActor
    private func collectContent(_ node: LayoutNode, into strings: inout [String]) {
        switch node.kind {
        case .text(let text): strings.append(text.string)
        case .symbol(let symbol): strings.append(String(Self.symbolMark) + symbol.name)
        case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children): children.forEach { collectContent($0, into: &strings) }
        case .frame(_, let child), .padding(_, let child), .effect(_, let child): collectContent(child, into: &strings)
        case .decorated(_, _, let primary, let secondary): collectContent(primary, into: &strings); collectContent(secondary, into: &strings)
        case .shape, .spacer: break
        }
    }

    /// A rolling text as a screen reader finds it: one static text with the new string, in the text's
    /// frame, however many pieces are drawn (an unchanged prefix, the rolling digits). The pieces sit
    /// wherever the roll has moved them; the element does not move.
    @MainActor
    private static func readAsOne(_ node: LayoutNode, text: String) -> LayoutNode {
        let element = LayoutNode(.effect(.accessibility(.element(.ignore)), child: node))
        let traits = LayoutNode(.effect(.accessibility(.addTraits(.isStaticText)), child: element))
        return LayoutNode(.effect(.accessibility(.label(text)), child: traits))
    }

    /// `node` with each text replaced by its roll (or cross-fade) from the old string.
    @MainActor
    private func rolled(_ node: LayoutNode, old: [String], index: inout Int, progress p: Double, down: Bool) -> LayoutNode {
        switch node.kind {
        case .text(let text):
            defer { index += 1 }
            guard index < old.count, old[index] != text.string, old[index].first != Self.symbolMark else { return node }
            let before = old[index]
            var oldText = text
            oldText.string = before
            if case .numeric = transition.kind {
                let common = zip(before, text.string).prefix { $0 == $1 }.count
                let sign: CGFloat = down ? -1 : 1
                func part(_ s: String) -> LayoutNode {
                    var t = text
                    t.string = s
                    return LayoutNode(.text(t))
                }
                // The outgoing digits are a ghost of the old value: drawn, never read or tapped.
                let outgoing = LayoutNode(.effect(.snapshot, child: LayoutNode(.effect(.transitionOpacity(1 - p), child: LayoutNode(.effect(.sizeRelativeOffset(CGSize(width: 0, height: -sign * CGFloat(p))), child: part(String(before.dropFirst(common)))))))))
                let incoming = LayoutNode(.effect(.transitionOpacity(p), child: LayoutNode(.effect(.sizeRelativeOffset(CGSize(width: 0, height: sign * CGFloat(1 - p))), child: part(String(text.string.dropFirst(common)))))))
                let roll = LayoutNode(.effect(.clip(Rectangle()), child: LayoutNode(.zStack(alignment: .leading, children: [outgoing, incoming]))))
                let prefix = String(text.string.prefix(common))
                let rolled = prefix.isEmpty ? roll : LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: [part(prefix), roll]))
                return Self.readAsOne(rolled, text: text.string)
            }
            let fadingOut = LayoutNode(.effect(.snapshot, child: LayoutNode(.effect(.transitionOpacity(1 - p), child: LayoutNode(.text(oldText))))))
            let fadingIn = LayoutNode(.effect(.transitionOpacity(p), child: node))
            return LayoutNode(.zStack(alignment: .center, children: [fadingOut, fadingIn]))
        case .stack(let axis, let alignment, let spacing, let children):
            return LayoutNode(.stack(axis: axis, alignment: alignment, spacing: spacing, children: children.map { rolled($0, old: old, index: &index, progress: p, down: down) }))
        case .zStack(let alignment, let children):
            return LayoutNode(.zStack(alignment: alignment, children: children.map { rolled($0, old: old, index: &index, progress: p, down: down) }))
        case .frame(let layout, let child):
            return LayoutNode(.frame(layout, child: rolled(child, old: old, index: &index, progress: p, down: down)))
        case .padding(let insets, let child):
            return LayoutNode(.padding(insets, child: rolled(child, old: old, index: &index, progress: p, down: down)))
        case .effect(let effect, let child):
            return LayoutNode(.effect(effect, child: rolled(child, old: old, index: &index, progress: p, down: down)))
        case .decorated(let alignment, let isBackground, let primary, let secondary):
            let a = rolled(primary, old: old, index: &index, progress: p, down: down)
            let b = rolled(secondary, old: old, index: &index, progress: p, down: down)
            return LayoutNode(.decorated(alignment: alignment, isBackground: isBackground, primary: a, secondary: b))
        case .custom(let layout, let children):
            // A copy that keeps the node's layout attributes (priority, z-index, guides, ids).
            let copy = LayoutNode(.custom(layout, children: children.map { rolled($0, old: old, index: &index, progress: p, down: down) }))
            copy.layoutPriority = node.layoutPriority
            copy.zIndex = node.zIndex
            copy.explicitGuides = node.explicitGuides
            copy.explicitID = node.explicitID
            copy.isRightToLeft = node.isRightToLeft
            copy.gridTraits = node.gridTraits
            return copy
        case .symbol(let symbol):
            defer { index += 1 }
            guard index < old.count, old[index].first == Self.symbolMark, old[index] != String(Self.symbolMark) + symbol.name else { return node }
            var oldSymbol = symbol
            oldSymbol.name = String(old[index].dropFirst())
            let fadingOut = LayoutNode(.effect(.snapshot, child: LayoutNode(.effect(.transitionOpacity(1 - p), child: LayoutNode(.symbol(oldSymbol))))))
            let fadingIn = LayoutNode(.effect(.transitionOpacity(p), child: node))
            return LayoutNode(.zStack(alignment: .center, children: [fadingOut, fadingIn]))
        case .shape, .spacer:
            return node
        }
    }
}

extension View {
    /// How this view's text changes when it changes in an animated transaction (see ``ContentTransition``).
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View {
        modifier(ContentTransitionModifier(transition: transition))
    }
}
