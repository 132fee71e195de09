// Symbol effects (`symbolEffect(_:options:value:)`, `symbolEffect(_:options:isActive:)`). Apple does
// not publish their curves; Cadence's, designed from Apple's descriptions ("bounce: a brief,
// elastic scale", "pulse: varies the opacity", "scale: scales up or down and stays", "wiggle: a
// side-to-side shake", "breathe: a smooth scale and opacity cycle", "rotate: a full turn",
// "variable color: layers light up in turn", "appear/disappear: scales in/out"). Each is a function
// of the time t since the effect started (seconds, at speed 1):
//
// | effect        | duration | curve                                                              |
// |---------------|----------|--------------------------------------------------------------------|
// | bounce        | 0.5 s    | scale 1 + 0.25·sin(π·t/0.5)·e^(−3t) (up; down: 1 − 0.2·…)         |
// | pulse         | 1.0 s    | opacity 1 − 0.6·sin²(π·t)                                          |
// | variableColor | 1.2 s    | opacity 1 − 0.5·sin²(π·t/1.2)                                      |
// | scale         | 0.25 s   | scale eased to 1.25 (up) or 0.8 (down), held while active          |
// | wiggle        | 0.6 s    | rotation 12°·sin(4π·t/0.6)·(1 − t/0.6)                             |
// | breathe       | 2.0 s    | scale 1 + 0.1·sin²(π·t/2), opacity 1 − 0.3·sin²(π·t/2)             |
// | rotate        | 1.0 s    | rotation 360°·easeInOut(t)                                        |
// | appear        | 0.3 s    | scale and opacity 0 → 1 (ease out)                                 |
// | disappear     | 0.3 s    | scale and opacity 1 → 0 (ease in), held at 0 while active           |
// | drawOn        | 0.5 s    | opacity 0 → 1 (ease out), no scale: symbols are drawn whole         |
// | drawOff       | 0.5 s    | opacity 1 → 0 (ease in), held at 0 while active                     |
//
// Reduce Motion: Apple documents that symbol effects adapt to it; Cadence replaces every effect
// that moves or scales (bounce, scale, wiggle, breathe, rotate) with a single 0.3 s opacity dip
// (1 → 0.5 → 1), keeps pulse, variable colour and the draw effects (opacity only), and makes
// appear/disappear fades.

/// A symbol effect: SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {
    /// Cadence's description of the effect.
    var configuration: SymbolEffectConfiguration { get }
}

/// An effect that plays once per value change (`symbolEffect(_:options:value:)`): SwiftUI's `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs while active (`symbolEffect(_:options:isActive:)`): SwiftUI's `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect used as a transition: SwiftUI's `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect used as a content transition: SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// What a symbol effect does over time (Cadence's form of Apple's private configuration).
public struct SymbolEffectConfiguration: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case bounce, pulse, variableColor, scale, wiggle, breathe, rotate, appear, disappear, replace, drawOn, drawOff }
    let kind: Kind
    /// +1 up / clockwise, −1 down / counter-clockwise.
    var direction: Double = 1

    /// The length of one run in seconds at speed 1.
    var duration: Double {
        switch kind {
        case .bounce: 0.5
        case .pulse: 1
        case .variableColor: 1.2
        case .scale: 0.25
        case .wiggle: 0.6
        case .breathe: 2
        case .rotate: 1
        case .appear, .disappear, .replace: 0.3
        case .drawOn, .drawOff: 0.5
        }
    }

    /// Whether the effect moves or scales (what Reduce Motion replaces).
    var hasMotion: Bool {
        switch kind {
        case .pulse, .variableColor, .drawOn, .drawOff: false
        default: true
        }
    }

    /// The effect's look `t` seconds into a run (`t ≥ duration` is its end state): scale, opacity, rotation in degrees.
    func look(at t: Double, reduceMotion: Bool) -> (scale: Double, opacity: Double, rotation: Double) {
        let d = duration
        let u = min(max(t / d, 0), 1)
        if reduceMotion, hasMotion {
            switch kind {
            case .appear: return (1, u, 0)
            case .disappear: return (1, 1 - u, 0)
            case .scale: return (1, 1, 0)
            default:
                let s = CMath.sin(.pi * min(max(t / 0.3, 0), 1))
                return (1, 1 - 0.5 * s * s, 0)
            }
        }
        let s = CMath.sin(.pi * u)
        switch kind {
        case .bounce: return (1 + direction * (direction > 0 ? 0.25 : 0.2) * s * CMath.exp(-3 * t), 1, 0)
        case .pulse: return (1, 1 - 0.6 * s * s, 0)
        case .variableColor: return (1, 1 - 0.5 * s * s, 0)
        case .scale:
            let eased = u * u * (3 - 2 * u)
            return (1 + (direction > 0 ? 0.25 : -0.2) * eased, 1, 0)
        case .wiggle: return (1, 1, direction * 12 * CMath.sin(4 * .pi * u) * (1 - u))
        case .breathe: return (1 + 0.1 * s * s, 1 - 0.3 * s * s, 0)
        case .rotate:
            let eased = u * u * (3 - 2 * u)
            return (1, 1, direction * 360 * eased)
        case .appear, .replace:
            let e = 1 - (1 - u) * (1 - u)
            return (e, e, 0)
        case .disappear:
            let e = 1 - u * u
            return (e, e, 0)
        case .drawOn: return (1, 1 - (1 - u) * (1 - u), 0)
        case .drawOff: return (1, 1 - u * u, 0)
        }
    }
}

/// A brief elastic scale: SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction: Double = 1
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .bounce, direction: direction) }
    /// Bounces upwards (the default).
    public var up: BounceSymbolEffect { BounceSymbolEffect(direction: 1) }
    /// Bounces downwards.
    public var down: BounceSymbolEffect { BounceSymbolEffect(direction: -1) }
    /// Layers bounce one after another (drawn as the whole symbol by Cadence).
    public var byLayer: BounceSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// A fade in and out: SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .pulse) }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: PulseSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// Layers lighting up in turn (drawn as a fade of the whole symbol): SwiftUI's `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .variableColor) }
    /// Layers light up one at a time (recorded; Cadence plays the same effect).
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers light up and stay lit until the cycle ends (recorded; Cadence plays the same effect).
    public var cumulative: VariableColorSymbolEffect { self }
    /// The cycle plays forwards then backwards (recorded; Cadence plays the same effect).
    public var reversing: VariableColorSymbolEffect { self }
    /// The cycle plays forwards only (recorded; Cadence plays the same effect).
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers are hidden (recorded; Cadence plays the same effect).
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers are dimmed (recorded; Cadence plays the same effect).
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

/// A scale up or down, held while active: SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    var direction: Double = 1
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .scale, direction: direction) }
    /// Scales up (the default).
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(direction: 1) }
    /// Scales down.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(direction: -1) }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: ScaleSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: ScaleSymbolEffect { self }
}

/// A side-to-side shake: SwiftUI's `WiggleSymbolEffect`.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction: Double = 1
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .wiggle, direction: direction) }
    /// Wiggles to the left first.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(direction: -1) }
    /// Wiggles to the right first (the default).
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(direction: 1) }
    /// Wiggles clockwise first (as ``right``).
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(direction: 1) }
    /// Wiggles counterclockwise first (as ``left``).
    public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(direction: -1) }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: WiggleSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: WiggleSymbolEffect { self }
}

/// A slow scale-and-fade cycle: SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .breathe) }
    /// Breathes with a pulse of opacity (recorded; Cadence plays the same effect).
    public var pulse: BreatheSymbolEffect { self }
    /// Breathes with scale alone (recorded; Cadence plays the same effect).
    public var plain: BreatheSymbolEffect { self }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: BreatheSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: BreatheSymbolEffect { self }
}

/// A full turn: SwiftUI's `RotateSymbolEffect`.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var direction: Double = 1
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .rotate, direction: direction) }
    /// Turns clockwise (the default).
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(direction: 1) }
    /// Turns counterclockwise.
    public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(direction: -1) }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: RotateSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// Scales in: SwiftUI's `AppearSymbolEffect`.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .appear) }
    /// Scales from below (recorded; Cadence plays the same effect).
    public var up: AppearSymbolEffect { self }
    /// Scales from above (recorded; Cadence plays the same effect).
    public var down: AppearSymbolEffect { self }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: AppearSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: AppearSymbolEffect { self }
}

/// Scales out and stays hidden while active: SwiftUI's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .disappear) }
    /// Scales from below (recorded; Cadence plays the same effect).
    public var up: DisappearSymbolEffect { self }
    /// Scales from above (recorded; Cadence plays the same effect).
    public var down: DisappearSymbolEffect { self }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: DisappearSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: DisappearSymbolEffect { self }
}

/// One symbol replacing another (a scale-in of the new one): SwiftUI's `ReplaceSymbolEffect`.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .replace) }
    /// The old symbol scales down, the new one up (recorded; Cadence plays the same effect).
    public var downUp: ReplaceSymbolEffect { self }
    /// Both symbols scale up (recorded; Cadence plays the same effect).
    public var upUp: ReplaceSymbolEffect { self }
    /// The old symbol disappears at once, the new one scales up (recorded; Cadence plays the same effect).
    public var offUp: ReplaceSymbolEffect { self }
    /// The Down-Up replace effect, for `magic(fallback: .downUp)` (iOS 18; as the `downUp` property).
    public static var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
    /// The Up-Up replace effect (iOS 18; as the `upUp` property).
    public static var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
    /// The Off-Up replace effect (iOS 18; as the `offUp` property).
    public static var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect() }
    /// Layers animate one after another (drawn as the whole symbol by Cadence).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol animates at once (the default).
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension ReplaceSymbolEffect {
    /// Magic Replace: SwiftUI's `ReplaceSymbolEffect.MagicReplace`, written
    /// `.replace.magic(fallback: .downUp)`.
    ///
    /// Magic Replace morphs the layers two symbols have in common (a slash drawn onto a bell) and
    /// plays `fallback` when the symbols share none. Cadence draws its stand-in symbols whole, with
    /// no layers to match, so it always plays the fallback, the case SwiftUI documents for a pair
    /// of symbols that cannot morph; as a content transition a stage draws that replacement as a
    /// cross-fade (see `ContentTransition.symbolEffect(_:options:)`).
    public struct MagicReplace: ContentTransitionSymbolEffect {
        /// The replace effect played when the symbols cannot morph (always, on a stage).
        let fallback: ReplaceSymbolEffect

        /// The fallback's description: the effect a stage plays.
        public var configuration: SymbolEffectConfiguration { fallback.configuration }
    }

    /// An effect that prefers Magic Replace and plays `fallback` where Magic Replace is not
    /// possible (on a stage, always: see `MagicReplace`).
    ///
    /// ```swift
    /// Image(systemName: isMuted ? "bell.slash" : "bell")
    ///     .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer)))
    /// ```
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplace {
        MagicReplace(fallback: fallback)
    }
}

/// The default symbol animation for the context: SwiftUI's `AutomaticSymbolEffect`, written
/// `.automatic`.
///
/// As a content transition (`.contentTransition(.symbolEffect(.automatic))`) it replaces one symbol
/// with another as `.replace` does (a cross-fade on a stage); as a transition
/// (`.transition(.symbolEffect(.automatic))`) it scales and fades the symbol in on insertion and out
/// on removal, as the default `.symbolEffect` transition does. Apple does not say which effects the
/// context picks; these are the defaults its documentation names.
public struct AutomaticSymbolEffect: ContentTransitionSymbolEffect, TransitionSymbolEffect {
    /// A replacement's description: scale and fade, the default transition's look.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .replace) }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The default symbol animation for the context.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect { /** A brief elastic scale. */ public static var bounce: BounceSymbolEffect { BounceSymbolEffect() } }
extension SymbolEffect where Self == PulseSymbolEffect { /** A fade in and out. */ public static var pulse: PulseSymbolEffect { PulseSymbolEffect() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { /** Layers lighting up in turn. */ public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() } }
extension SymbolEffect where Self == ScaleSymbolEffect { /** A scale up or down, held while active. */ public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() } }
extension SymbolEffect where Self == WiggleSymbolEffect { /** A side-to-side shake. */ public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() } }
extension SymbolEffect where Self == BreatheSymbolEffect { /** A slow scale-and-fade cycle. */ public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() } }
extension SymbolEffect where Self == RotateSymbolEffect { /** A full turn. */ public static var rotate: RotateSymbolEffect { RotateSymbolEffect() } }
extension SymbolEffect where Self == AppearSymbolEffect { /** Scales in. */ public static var appear: AppearSymbolEffect { AppearSymbolEffect() } }
extension SymbolEffect where Self == DisappearSymbolEffect { /** Scales out and stays hidden while active. */ public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { /** One symbol replacing another. */ public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() } }

/// How a symbol effect plays: SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Runs per trigger (discrete) or `nil` for "forever while active" (indefinite effects loop by default).
    var repeatCount: Int?
    var isRepeating: Bool?
    var speedFactor: Double = 1
    /// Seconds of rest between two runs (a periodic repeat behaviour's delay), at speed 1.
    var repeatDelay: Double = 0

    /// How an effect repeats: SwiftUI's `SymbolEffectOptions.RepeatBehavior` (iOS 18), passed to
    /// `repeat(_:)`.
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///     .symbolEffect(.wiggle, options: .repeat(.periodic(3, delay: 1)), value: alerts)
    /// ```
    ///
    /// Continuous repetition plays the runs back to back for as long as the effect runs; periodic
    /// repetition plays a number of runs (forever without one) with a rest between them. Apple does
    /// not publish the default delay of a periodic repeat; Cadence rests 0 s unless a delay is given.
    public struct RepeatBehavior: Hashable, Sendable {
        /// Runs to play, `nil` for as long as the effect runs.
        let count: Int?
        /// Seconds between runs (at speed 1).
        let delay: Double

        /// Repeats for as long as the effect runs, each run following the last at once.
        public static var continuous: RepeatBehavior { RepeatBehavior(count: nil, delay: 0) }
        /// Repeats for as long as the effect runs, at regular intervals (the default delay, 0 s).
        public static var periodic: RepeatBehavior { periodic() }

        /// Plays `count` runs (at least 1; `nil`: for as long as the effect runs), resting `delay`
        /// seconds between two runs (`nil`, negative or non-finite: the default, 0 s).
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            let rest = delay.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
            return RepeatBehavior(count: count.map { max(1, $0) }, delay: rest)
        }
    }

    /// Plays as the effect does by default: once for a discrete effect, for as long as it is active
    /// for an indefinite one, at normal speed.
    public static let `default` = SymbolEffectOptions()
    /// Repeats while active (indefinite) or keeps repeating (discrete).
    public static let repeating = SymbolEffectOptions(isRepeating: true)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, isRepeating: false)
    /// Repeats `count` times (at least 1).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: max(1, count), isRepeating: true) }
    /// Plays at `speed` times the normal rate (a non-positive or non-finite speed plays at 1).
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    /// Repeats as `behavior` says: back to back, or a number of runs with a rest between them.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(behavior) }

    /// These options, repeating `count` times (at least 1).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var c = self; c.repeatCount = max(1, count); c.isRepeating = true; return c }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var c = self
        c.repeatCount = behavior.count
        c.isRepeating = true
        c.repeatDelay = behavior.delay
        return c
    }
    /// These options at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var c = self; c.speedFactor = speed; return c }
    /// These options, repeating for as long as the effect runs.
    public var repeating: SymbolEffectOptions { var c = self; c.isRepeating = true; c.repeatCount = nil; return c }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var c = self; c.isRepeating = false; c.repeatCount = 1; return c }

    var speed: Double { speedFactor.isFinite && speedFactor > 0 ? speedFactor : 1 }
}

/// Plays a symbol effect on the stage's clock: started by a value change or while active.
@MainActor
final class SymbolEffectPlayer: AnimationDriver {
    var configuration: SymbolEffectConfiguration
    var options: SymbolEffectOptions
    private var lastValue: Any?
    private var start: Double?
    private var isActive = false
    private var now: Double = 0

    init(configuration: SymbolEffectConfiguration, options: SymbolEffectOptions) {
        self.configuration = configuration
        self.options = options
    }

    /// Runs per start: the options' count; indefinite effects loop while active unless non-repeating.
    private var runs: Double {
        if let count = options.repeatCount { return Double(count) }
        if options.isRepeating == true || (isActive && !Self.heldKinds.contains(configuration.kind)) { return .infinity }
        return 1
    }

    /// The effects that play once and hold their end state while active (the rest loop).
    private static let heldKinds: Set<SymbolEffectConfiguration.Kind> = [.scale, .appear, .disappear, .drawOn, .drawOff]

    /// Seconds from the start of one run to the start of the next, at speed 1.
    private var period: Double { configuration.duration + options.repeatDelay }

    /// The whole play in stage seconds: the runs and the rests between them (none after the last).
    private var length: Double { (period * runs - options.repeatDelay) / options.speed }

    func trigger(_ value: Any, equals: (Any) -> Bool, at time: Double) {
        now = time
        if let lastValue, !equals(lastValue) { start = time }
        lastValue = value
    }

    func setActive(_ active: Bool, at time: Double) {
        now = time
        if active, !isActive { start = time }
        if !active { start = nil }
        isActive = active
    }

    func look(reduceMotion: Bool) -> (scale: Double, opacity: Double, rotation: Double) {
        guard let start else {
            return isActive || configuration.kind == .disappear && isActive ? configuration.look(at: .infinity, reduceMotion: reduceMotion) : (1, 1, 0)
        }
        let elapsed = (now - start) * options.speed
        let d = configuration.duration
        if elapsed >= period * runs - options.repeatDelay {
            // Held states (scale, disappear) stay while active; the rest end where they began.
            if isActive, Self.heldKinds.contains(configuration.kind) { return configuration.look(at: d, reduceMotion: reduceMotion) }
            return (1, 1, 0)
        }
        let intoRun = elapsed.truncatingRemainder(dividingBy: period)
        // Resting between two runs of a periodic repeat: the symbol as it is at rest.
        if intoRun >= d { return (1, 1, 0) }
        return configuration.look(at: intoRun, reduceMotion: reduceMotion)
    }

    func advance(to time: Double) -> Bool {
        now = time
        return start != nil
    }

    func nextChange(after time: Double) -> Double? {
        guard let start else { return nil }
        let end = start + length
        return time < end ? time + 1.0 / 60 : nil
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether symbol effects below are off (`symbolEffectsRemoved()`).
    public var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

nonisolated struct SymbolEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let configuration: SymbolEffectConfiguration
    let options: SymbolEffectOptions
    let value: Any?
    let equals: ((Any) -> Bool)?
    let isActive: Bool?

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        guard !context.environment.symbolEffectsRemoved else { return content(context) }
        let player = context.driver(slot: DriverSlot.symbolEffect) { SymbolEffectPlayer(configuration: configuration, options: options) }
        player.configuration = configuration
        player.options = options
        if let value, let equals { player.trigger(value, equals: equals, at: context.time) }
        if let isActive { player.setActive(isActive, at: context.time) }
        let look = player.look(reduceMotion: context.environment.accessibilityReduceMotion)
        return content(context).map { node in
            var wrapped = node
            if look.rotation != 0 { wrapped = LayoutNode(.effect(.rotation(.degrees(look.rotation), anchor: .center), child: wrapped)) }
            if look.scale != 1 { wrapped = LayoutNode(.effect(.scale(CGSize(width: look.scale, height: look.scale), anchor: .center), child: wrapped)) }
            if look.opacity != 1 { wrapped = LayoutNode(.effect(.transitionOpacity(look.opacity), child: wrapped)) }
            return wrapped
        }
    }
}

extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes.
    ///
    /// ```swift
    /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
    /// ```
    public nonisolated func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(SymbolEffectModifier(configuration: effect.configuration, options: options, value: value, equals: { ($0 as? U) == value }, isActive: nil))
    }

    /// Runs `effect` on the symbols in this view while `isActive` is true (default: always).
    public nonisolated func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(SymbolEffectModifier(configuration: effect.configuration, options: options, value: nil, equals: nil, isActive: isActive))
    }

    /// Turns off symbol effects below (`true`, the default) or back on.
    public nonisolated func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}
