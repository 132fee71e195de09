// Module-qualified SwiftUI names (`SwiftUI.Color`, `SwiftUI.View`) in code whose only change is
// `import SwiftUI` → `import CadenceUI`. Swift resolves `SwiftUI.X` to a type named `SwiftUI` when no
// module of that name is imported, so a caseless enum with one alias per public type answers it.
// `SwiftUINamespaceTests` (CadenceUITests) keeps the list complete against the built modules'
// public types; when it fails, it prints the lines to add here.

/// SwiftUI's module name as a namespace, so that module-qualified spellings in app code compile
/// unchanged against CadenceUI.
///
/// App code writes `SwiftUI.Color`, `SwiftUI.Animation` or `struct View: SwiftUI.View` to tell
/// SwiftUI's types from its own of the same name (a model's `Color`, a feature's nested `View`).
/// With `import CadenceUI` there is no module called SwiftUI, so those names resolve here instead:
/// every public type of CadenceUI and of the modules it re-exports from this package (Cadence and
/// CadenceRuntime) has an alias of the same name, and `withAnimation` and `withTransaction` are
/// forwarded, so
///
/// ```swift
/// extension Header {
///     struct View: SwiftUI.View {
///         @SwiftUI.State private var expanded = false
///         var body: some SwiftUI.View {
///             SwiftUI.Text("Title")
///                 .foregroundStyle(SwiftUI.Color.accentColor)
///                 .onTapGesture { SwiftUI.withAnimation(.snappy) { expanded.toggle() } }
///         }
///     }
/// }
/// ```
///
/// compiles as it does with SwiftUI. Generic types are aliased unbound (`SwiftUI.Binding<Int>` and
/// `SwiftUI.Binding(get:set:)` both work), and nested types follow (`SwiftUI.Font.Weight`). The
/// aliases are the types themselves, not copies: `SwiftUI.Color.red == Color.red`.
///
/// The enum has no cases and is never instantiated.
public enum SwiftUI {
    /// Runs `body` in a transaction animated by `animation` (`nil`: no animation): the module-qualified
    /// spelling `SwiftUI.withAnimation(_:_:)` of the free function `withAnimation(_:_:)`.
    @inlinable
    public static func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
        try CadenceRuntime.withAnimation(animation, body)
    }

    /// Runs `body` animated by `animation` and calls `completion` once every animation it started
    /// meets `completionCriteria`: the module-qualified spelling of the free function
    /// `withAnimation(_:completionCriteria:_:completion:)`.
    @inlinable
    public static func withAnimation<Result>(
        _ animation: Animation? = .default,
        completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
        _ body: () throws -> Result,
        completion: @escaping () -> Void
    ) rethrows -> Result {
        try CadenceRuntime.withAnimation(animation, completionCriteria: completionCriteria, body, completion: completion)
    }

    /// Runs `body` with `transaction` as the current transaction: the module-qualified spelling of the
    /// free function `withTransaction(_:_:)`.
    @inlinable
    public static func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        try CadenceRuntime.withTransaction(transaction, body)
    }

    /// Runs `body` with the current transaction's `keyPath` set to `value`: the module-qualified
    /// spelling of the free function `withTransaction(_:_:_:)`.
    @inlinable
    public static func withTransaction<Result, Value>(
        _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
    ) rethrows -> Result {
        try CadenceRuntime.withTransaction(keyPath, value, body)
    }


    // MARK: Cadence

    /// `SwiftUI.Angle`: the same type as `Angle`.
    public typealias Angle = Cadence.Angle
    /// `SwiftUI.Animatable`: the same type as `Animatable`.
    public typealias Animatable = Cadence.Animatable
    /// `SwiftUI.AnimatablePair`: the same type as `AnimatablePair`.
    public typealias AnimatablePair = Cadence.AnimatablePair
    /// `SwiftUI.AnimatedValue`: the same type as `AnimatedValue`.
    public typealias AnimatedValue = Cadence.AnimatedValue
    /// `SwiftUI.Animation`: the same type as `Animation`.
    public typealias Animation = Cadence.Animation
    /// `SwiftUI.AnimationCombiningRule`: the same type as `AnimationCombiningRule`.
    public typealias AnimationCombiningRule = Cadence.AnimationCombiningRule
    /// `SwiftUI.AnimationContext`: the same type as `AnimationContext`.
    public typealias AnimationContext = Cadence.AnimationContext
    /// `SwiftUI.AnimationEvaluator`: the same type as `AnimationEvaluator`.
    public typealias AnimationEvaluator = Cadence.AnimationEvaluator
    /// `SwiftUI.AnimationSample`: the same type as `AnimationSample`.
    public typealias AnimationSample = Cadence.AnimationSample
    /// `SwiftUI.AnimationState`: the same type as `AnimationState`.
    public typealias AnimationState = Cadence.AnimationState
    /// `SwiftUI.AnimationStateKey`: the same type as `AnimationStateKey`.
    public typealias AnimationStateKey = Cadence.AnimationStateKey
    /// `SwiftUI.CubicKeyframe`: the same type as `CubicKeyframe`.
    public typealias CubicKeyframe = Cadence.CubicKeyframe
    /// `SwiftUI.CustomAnimation`: the same type as `CustomAnimation`.
    public typealias CustomAnimation = Cadence.CustomAnimation
    /// `SwiftUI.DelayAnimation`: the same type as `DelayAnimation`.
    public typealias DelayAnimation = Cadence.DelayAnimation
    /// `SwiftUI.EmptyAnimatableData`: the same type as `EmptyAnimatableData`.
    public typealias EmptyAnimatableData = Cadence.EmptyAnimatableData
    /// `SwiftUI.FluidSpringAnimation`: the same type as `FluidSpringAnimation`.
    public typealias FluidSpringAnimation = Cadence.FluidSpringAnimation
    /// `SwiftUI.InterpolatingSpringAnimation`: the same type as `InterpolatingSpringAnimation`.
    public typealias InterpolatingSpringAnimation = Cadence.InterpolatingSpringAnimation
    /// `SwiftUI.KeyframeJoint`: the same type as `KeyframeJoint`.
    public typealias KeyframeJoint = Cadence.KeyframeJoint
    /// `SwiftUI.KeyframeSegmentSummary`: the same type as `KeyframeSegmentSummary`.
    public typealias KeyframeSegmentSummary = Cadence.KeyframeSegmentSummary
    /// `SwiftUI.KeyframeTimeline`: the same type as `KeyframeTimeline`.
    public typealias KeyframeTimeline = Cadence.KeyframeTimeline
    /// `SwiftUI.KeyframeTrack`: the same type as `KeyframeTrack`.
    public typealias KeyframeTrack = Cadence.KeyframeTrack
    /// `SwiftUI.KeyframeTrackContent`: the same type as `KeyframeTrackContent`.
    public typealias KeyframeTrackContent = Cadence.KeyframeTrackContent
    /// `SwiftUI.KeyframeTrackContentBuilder`: the same type as `KeyframeTrackContentBuilder`.
    public typealias KeyframeTrackContentBuilder = Cadence.KeyframeTrackContentBuilder
    /// `SwiftUI.KeyframeTrackSummary`: the same type as `KeyframeTrackSummary`.
    public typealias KeyframeTrackSummary = Cadence.KeyframeTrackSummary
    /// `SwiftUI.KeyframeVelocity`: the same type as `KeyframeVelocity`.
    public typealias KeyframeVelocity = Cadence.KeyframeVelocity
    /// `SwiftUI.Keyframes`: the same type as `Keyframes`.
    public typealias Keyframes = Cadence.Keyframes
    /// `SwiftUI.KeyframesBuilder`: the same type as `KeyframesBuilder`.
    public typealias KeyframesBuilder = Cadence.KeyframesBuilder
    /// `SwiftUI.LinearKeyframe`: the same type as `LinearKeyframe`.
    public typealias LinearKeyframe = Cadence.LinearKeyframe
    /// `SwiftUI.LogicalCompletionAnimation`: the same type as `LogicalCompletionAnimation`.
    public typealias LogicalCompletionAnimation = Cadence.LogicalCompletionAnimation
    /// `SwiftUI.MoveKeyframe`: the same type as `MoveKeyframe`.
    public typealias MoveKeyframe = Cadence.MoveKeyframe
    /// `SwiftUI.RepeatAnimation`: the same type as `RepeatAnimation`.
    public typealias RepeatAnimation = Cadence.RepeatAnimation
    /// `SwiftUI.SpeedAnimation`: the same type as `SpeedAnimation`.
    public typealias SpeedAnimation = Cadence.SpeedAnimation
    /// `SwiftUI.Spring`: the same type as `Spring`.
    public typealias Spring = Cadence.Spring
    /// `SwiftUI.SpringKeyframe`: the same type as `SpringKeyframe`.
    public typealias SpringKeyframe = Cadence.SpringKeyframe
    /// `SwiftUI.TimingCurveAnimation`: the same type as `TimingCurveAnimation`.
    public typealias TimingCurveAnimation = Cadence.TimingCurveAnimation
    /// `SwiftUI.UnitCurve`: the same type as `UnitCurve`.
    public typealias UnitCurve = Cadence.UnitCurve
    /// `SwiftUI.UnitPoint`: the same type as `UnitPoint`.
    public typealias UnitPoint = Cadence.UnitPoint
    /// `SwiftUI.VectorArithmetic`: the same type as `VectorArithmetic`.
    public typealias VectorArithmetic = Cadence.VectorArithmetic

    // MARK: CadenceRuntime

    /// `SwiftUI.AnimatedPair`: the same type as `AnimatedPair`.
    public typealias AnimatedPair = CadenceRuntime.AnimatedPair
    /// `SwiftUI.AnimationClock`: the same type as `AnimationClock`.
    public typealias AnimationClock = CadenceRuntime.AnimationClock
    /// `SwiftUI.AnimationCompletionCriteria`: the same type as `AnimationCompletionCriteria`.
    public typealias AnimationCompletionCriteria = CadenceRuntime.AnimationCompletionCriteria
    /// `SwiftUI.AnimationPlayer`: the same type as `AnimationPlayer`.
    public typealias AnimationPlayer = CadenceRuntime.AnimationPlayer
    /// `SwiftUI.AnimatorEvent`: the same type as `AnimatorEvent`.
    public typealias AnimatorEvent = CadenceRuntime.AnimatorEvent
    /// `SwiftUI.AnimatorEventLog`: the same type as `AnimatorEventLog`.
    public typealias AnimatorEventLog = CadenceRuntime.AnimatorEventLog
    /// `SwiftUI.ImmediateClock`: the same type as `ImmediateClock`.
    public typealias ImmediateClock = CadenceRuntime.ImmediateClock
    /// `SwiftUI.KeyframePlayer`: the same type as `KeyframePlayer`.
    public typealias KeyframePlayer = CadenceRuntime.KeyframePlayer
    /// `SwiftUI.KeyframePlayerFleet`: the same type as `KeyframePlayerFleet`.
    public typealias KeyframePlayerFleet = CadenceRuntime.KeyframePlayerFleet
    /// `SwiftUI.LifecycleEvent`: the same type as `LifecycleEvent`.
    public typealias LifecycleEvent = CadenceRuntime.LifecycleEvent
    /// `SwiftUI.ManualClock`: the same type as `ManualClock`.
    public typealias ManualClock = CadenceRuntime.ManualClock
    /// `SwiftUI.PhasePlayer`: the same type as `PhasePlayer`.
    public typealias PhasePlayer = CadenceRuntime.PhasePlayer
    /// `SwiftUI.PhaseSequenceError`: the same type as `PhaseSequenceError`.
    public typealias PhaseSequenceError = CadenceRuntime.PhaseSequenceError
    /// `SwiftUI.PlaybackResult`: the same type as `PlaybackResult`.
    public typealias PlaybackResult = CadenceRuntime.PlaybackResult
    /// `SwiftUI.ReduceMotionPolicy`: the same type as `ReduceMotionPolicy`.
    public typealias ReduceMotionPolicy = CadenceRuntime.ReduceMotionPolicy
    /// `SwiftUI.ReducedKeyframes`: the same type as `ReducedKeyframes`.
    public typealias ReducedKeyframes = CadenceRuntime.ReducedKeyframes
    /// `SwiftUI.ReducedPhases`: the same type as `ReducedPhases`.
    public typealias ReducedPhases = CadenceRuntime.ReducedPhases
    /// `SwiftUI.ReplayPolicy`: the same type as `ReplayPolicy`.
    public typealias ReplayPolicy = CadenceRuntime.ReplayPolicy
    /// `SwiftUI.StateAnimator`: the same type as `StateAnimator`.
    public typealias StateAnimator = CadenceRuntime.StateAnimator
    /// `SwiftUI.SystemAnimationClock`: the same type as `SystemAnimationClock`.
    public typealias SystemAnimationClock = CadenceRuntime.SystemAnimationClock
    /// `SwiftUI.Transaction`: the same type as `Transaction`.
    public typealias Transaction = CadenceRuntime.Transaction
    /// `SwiftUI.TransactionKey`: the same type as `TransactionKey`.
    public typealias TransactionKey = CadenceRuntime.TransactionKey

    // MARK: CadenceUI

    /// `SwiftUI.AXCustomContent`: the same type as `AXCustomContent`.
    public typealias AXCustomContent = CadenceUI.AXCustomContent
    /// `SwiftUI.AccessibilityActionKind`: the same type as `AccessibilityActionKind`.
    public typealias AccessibilityActionKind = CadenceUI.AccessibilityActionKind
    /// `SwiftUI.AccessibilityAdjustmentDirection`: the same type as `AccessibilityAdjustmentDirection`.
    public typealias AccessibilityAdjustmentDirection = CadenceUI.AccessibilityAdjustmentDirection
    /// `SwiftUI.AccessibilityAudit`: the same type as `AccessibilityAudit`.
    public typealias AccessibilityAudit = CadenceUI.AccessibilityAudit
    /// `SwiftUI.AccessibilityAuditReport`: the same type as `AccessibilityAuditReport`.
    public typealias AccessibilityAuditReport = CadenceUI.AccessibilityAuditReport
    /// `SwiftUI.AccessibilityChildBehavior`: the same type as `AccessibilityChildBehavior`.
    public typealias AccessibilityChildBehavior = CadenceUI.AccessibilityChildBehavior
    /// `SwiftUI.AccessibilityCustomContentEntry`: the same type as `AccessibilityCustomContentEntry`.
    public typealias AccessibilityCustomContentEntry = CadenceUI.AccessibilityCustomContentEntry
    /// `SwiftUI.AccessibilityCustomContentKey`: the same type as `AccessibilityCustomContentKey`.
    public typealias AccessibilityCustomContentKey = CadenceUI.AccessibilityCustomContentKey
    /// `SwiftUI.AccessibilityDirectTouchOptions`: the same type as `AccessibilityDirectTouchOptions`.
    public typealias AccessibilityDirectTouchOptions = CadenceUI.AccessibilityDirectTouchOptions
    /// `SwiftUI.AccessibilityElement`: the same type as `AccessibilityElement`.
    public typealias AccessibilityElement = CadenceUI.AccessibilityElement
    /// `SwiftUI.AccessibilityEvent`: the same type as `AccessibilityEvent`.
    public typealias AccessibilityEvent = CadenceUI.AccessibilityEvent
    /// `SwiftUI.AccessibilityFinding`: the same type as `AccessibilityFinding`.
    public typealias AccessibilityFinding = CadenceUI.AccessibilityFinding
    /// `SwiftUI.AccessibilityFocusState`: the same type as `AccessibilityFocusState`.
    public typealias AccessibilityFocusState = CadenceUI.AccessibilityFocusState
    /// `SwiftUI.AccessibilityHeadingLevel`: the same type as `AccessibilityHeadingLevel`.
    public typealias AccessibilityHeadingLevel = CadenceUI.AccessibilityHeadingLevel
    /// `SwiftUI.AccessibilityLinkedGroup`: the same type as `AccessibilityLinkedGroup`.
    public typealias AccessibilityLinkedGroup = CadenceUI.AccessibilityLinkedGroup
    /// `SwiftUI.AccessibilityNotification`: the same type as `AccessibilityNotification`.
    public typealias AccessibilityNotification = CadenceUI.AccessibilityNotification
    /// `SwiftUI.AccessibilityNotifications`: the same type as `AccessibilityNotifications`.
    public typealias AccessibilityNotifications = CadenceUI.AccessibilityNotifications
    /// `SwiftUI.AccessibilityRotorContent`: the same type as `AccessibilityRotorContent`.
    public typealias AccessibilityRotorContent = CadenceUI.AccessibilityRotorContent
    /// `SwiftUI.AccessibilityRotorContentBuilder`: the same type as `AccessibilityRotorContentBuilder`.
    public typealias AccessibilityRotorContentBuilder = CadenceUI.AccessibilityRotorContentBuilder
    /// `SwiftUI.AccessibilityRotorEntry`: the same type as `AccessibilityRotorEntry`.
    public typealias AccessibilityRotorEntry = CadenceUI.AccessibilityRotorEntry
    /// `SwiftUI.AccessibilitySettings`: the same type as `AccessibilitySettings`.
    public typealias AccessibilitySettings = CadenceUI.AccessibilitySettings
    /// `SwiftUI.AccessibilitySystemRotor`: the same type as `AccessibilitySystemRotor`.
    public typealias AccessibilitySystemRotor = CadenceUI.AccessibilitySystemRotor
    /// `SwiftUI.AccessibilityTextContentType`: the same type as `AccessibilityTextContentType`.
    public typealias AccessibilityTextContentType = CadenceUI.AccessibilityTextContentType
    /// `SwiftUI.AccessibilityTraits`: the same type as `AccessibilityTraits`.
    public typealias AccessibilityTraits = CadenceUI.AccessibilityTraits
    /// `SwiftUI.AccessibilityTree`: the same type as `AccessibilityTree`.
    public typealias AccessibilityTree = CadenceUI.AccessibilityTree
    /// `SwiftUI.AccessibilityZoomGestureAction`: the same type as `AccessibilityZoomGestureAction`.
    public typealias AccessibilityZoomGestureAction = CadenceUI.AccessibilityZoomGestureAction
    /// `SwiftUI.AccessoryCircularGaugeStyle`: the same type as `AccessoryCircularGaugeStyle`.
    public typealias AccessoryCircularGaugeStyle = CadenceUI.AccessoryCircularGaugeStyle
    /// `SwiftUI.AccessoryLinearGaugeStyle`: the same type as `AccessoryLinearGaugeStyle`.
    public typealias AccessoryLinearGaugeStyle = CadenceUI.AccessoryLinearGaugeStyle
    /// `SwiftUI.ActionSheet`: the same type as `ActionSheet`.
    public typealias ActionSheet = CadenceUI.ActionSheet
    /// `SwiftUI.AdaptableTabBarPlacement`: the same type as `AdaptableTabBarPlacement`.
    public typealias AdaptableTabBarPlacement = CadenceUI.AdaptableTabBarPlacement
    /// `SwiftUI.AffineTransform2D`: the same type as `AffineTransform2D`.
    public typealias AffineTransform2D = CadenceUI.AffineTransform2D
    /// `SwiftUI.Alert`: the same type as `Alert`.
    public typealias Alert = CadenceUI.Alert
    /// `SwiftUI.Alignment`: the same type as `Alignment`.
    public typealias Alignment = CadenceUI.Alignment
    /// `SwiftUI.AlignmentID`: the same type as `AlignmentID`.
    public typealias AlignmentID = CadenceUI.AlignmentID
    /// `SwiftUI.Anchor`: the same type as `Anchor`.
    public typealias Anchor = CadenceUI.Anchor
    /// `SwiftUI.AngularGradient`: the same type as `AngularGradient`.
    public typealias AngularGradient = CadenceUI.AngularGradient
    /// `SwiftUI.AnimatableModifier`: the same type as `AnimatableModifier`.
    public typealias AnimatableModifier = CadenceUI.AnimatableModifier
    /// `SwiftUI.AnimatedTransition`: the same type as `AnimatedTransition`.
    public typealias AnimatedTransition = CadenceUI.AnimatedTransition
    /// `SwiftUI.AnimationTimelineSchedule`: the same type as `AnimationTimelineSchedule`.
    public typealias AnimationTimelineSchedule = CadenceUI.AnimationTimelineSchedule
    /// `SwiftUI.AnyGesture`: the same type as `AnyGesture`.
    public typealias AnyGesture = CadenceUI.AnyGesture
    /// `SwiftUI.AnyGradient`: the same type as `AnyGradient`.
    public typealias AnyGradient = CadenceUI.AnyGradient
    /// `SwiftUI.AnyLayout`: the same type as `AnyLayout`.
    public typealias AnyLayout = CadenceUI.AnyLayout
    /// `SwiftUI.AnyShape`: the same type as `AnyShape`.
    public typealias AnyShape = CadenceUI.AnyShape
    /// `SwiftUI.AnyShapeStyle`: the same type as `AnyShapeStyle`.
    public typealias AnyShapeStyle = CadenceUI.AnyShapeStyle
    /// `SwiftUI.AnyTransition`: the same type as `AnyTransition`.
    public typealias AnyTransition = CadenceUI.AnyTransition
    /// `SwiftUI.AnyView`: the same type as `AnyView`.
    public typealias AnyView = CadenceUI.AnyView
    /// `SwiftUI.App`: the same type as `App`.
    public typealias App = CadenceUI.App
    /// `SwiftUI.AppStorage`: the same type as `AppStorage`.
    public typealias AppStorage = CadenceUI.AppStorage
    /// `SwiftUI.AppearSymbolEffect`: the same type as `AppearSymbolEffect`.
    public typealias AppearSymbolEffect = CadenceUI.AppearSymbolEffect
    /// `SwiftUI.ApproximateTextMeasurer`: the same type as `ApproximateTextMeasurer`.
    public typealias ApproximateTextMeasurer = CadenceUI.ApproximateTextMeasurer
    /// `SwiftUI.AssetCatalog`: the same type as `AssetCatalog`.
    public typealias AssetCatalog = CadenceUI.AssetCatalog
    /// `SwiftUI.AsymmetricTransition`: the same type as `AsymmetricTransition`.
    public typealias AsymmetricTransition = CadenceUI.AsymmetricTransition
    /// `SwiftUI.AsyncImage`: the same type as `AsyncImage`.
    public typealias AsyncImage = CadenceUI.AsyncImage
    /// `SwiftUI.AsyncImagePhase`: the same type as `AsyncImagePhase`.
    public typealias AsyncImagePhase = CadenceUI.AsyncImagePhase
    /// `SwiftUI.AutomaticControlGroupStyle`: the same type as `AutomaticControlGroupStyle`.
    public typealias AutomaticControlGroupStyle = CadenceUI.AutomaticControlGroupStyle
    /// `SwiftUI.AutomaticDisclosureGroupStyle`: the same type as `AutomaticDisclosureGroupStyle`.
    public typealias AutomaticDisclosureGroupStyle = CadenceUI.AutomaticDisclosureGroupStyle
    /// `SwiftUI.AutomaticFormStyle`: the same type as `AutomaticFormStyle`.
    public typealias AutomaticFormStyle = CadenceUI.AutomaticFormStyle
    /// `SwiftUI.AutomaticLabeledContentStyle`: the same type as `AutomaticLabeledContentStyle`.
    public typealias AutomaticLabeledContentStyle = CadenceUI.AutomaticLabeledContentStyle
    /// `SwiftUI.AutomaticMenuBarExtraStyle`: the same type as `AutomaticMenuBarExtraStyle`.
    public typealias AutomaticMenuBarExtraStyle = CadenceUI.AutomaticMenuBarExtraStyle
    /// `SwiftUI.AutomaticNavigationSplitViewStyle`: the same type as `AutomaticNavigationSplitViewStyle`.
    public typealias AutomaticNavigationSplitViewStyle = CadenceUI.AutomaticNavigationSplitViewStyle
    /// `SwiftUI.AutomaticNavigationTransition`: the same type as `AutomaticNavigationTransition`.
    public typealias AutomaticNavigationTransition = CadenceUI.AutomaticNavigationTransition
    /// `SwiftUI.AutomaticPresentationSizing`: the same type as `AutomaticPresentationSizing`.
    public typealias AutomaticPresentationSizing = CadenceUI.AutomaticPresentationSizing
    /// `SwiftUI.AutomaticSymbolEffect`: the same type as `AutomaticSymbolEffect`.
    public typealias AutomaticSymbolEffect = CadenceUI.AutomaticSymbolEffect
    /// `SwiftUI.AutomaticTableStyle`: the same type as `AutomaticTableStyle`.
    public typealias AutomaticTableStyle = CadenceUI.AutomaticTableStyle
    /// `SwiftUI.Axis`: the same type as `Axis`.
    public typealias Axis = CadenceUI.Axis
    /// `SwiftUI.BackgroundStyle`: the same type as `BackgroundStyle`.
    public typealias BackgroundStyle = CadenceUI.BackgroundStyle
    /// `SwiftUI.BackgroundTask`: the same type as `BackgroundTask`.
    public typealias BackgroundTask = CadenceUI.BackgroundTask
    /// `SwiftUI.BadgeProminence`: the same type as `BadgeProminence`.
    public typealias BadgeProminence = CadenceUI.BadgeProminence
    /// `SwiftUI.BalancedNavigationSplitViewStyle`: the same type as `BalancedNavigationSplitViewStyle`.
    public typealias BalancedNavigationSplitViewStyle = CadenceUI.BalancedNavigationSplitViewStyle
    /// `SwiftUI.Bindable`: the same type as `Bindable`.
    public typealias Bindable = CadenceUI.Bindable
    /// `SwiftUI.Binding`: the same type as `Binding`.
    public typealias Binding = CadenceUI.Binding
    /// `SwiftUI.BlendMode`: the same type as `BlendMode`.
    public typealias BlendMode = CadenceUI.BlendMode
    /// `SwiftUI.BlurReplaceTransition`: the same type as `BlurReplaceTransition`.
    public typealias BlurReplaceTransition = CadenceUI.BlurReplaceTransition
    /// `SwiftUI.BorderedButtonStyle`: the same type as `BorderedButtonStyle`.
    public typealias BorderedButtonStyle = CadenceUI.BorderedButtonStyle
    /// `SwiftUI.BorderedProminentButtonStyle`: the same type as `BorderedProminentButtonStyle`.
    public typealias BorderedProminentButtonStyle = CadenceUI.BorderedProminentButtonStyle
    /// `SwiftUI.BorderedTableStyle`: the same type as `BorderedTableStyle`.
    public typealias BorderedTableStyle = CadenceUI.BorderedTableStyle
    /// `SwiftUI.BorderlessButtonMenuStyle`: the same type as `BorderlessButtonMenuStyle`.
    public typealias BorderlessButtonMenuStyle = CadenceUI.BorderlessButtonMenuStyle
    /// `SwiftUI.BorderlessButtonStyle`: the same type as `BorderlessButtonStyle`.
    public typealias BorderlessButtonStyle = CadenceUI.BorderlessButtonStyle
    /// `SwiftUI.BounceSymbolEffect`: the same type as `BounceSymbolEffect`.
    public typealias BounceSymbolEffect = CadenceUI.BounceSymbolEffect
    /// `SwiftUI.BreatheSymbolEffect`: the same type as `BreatheSymbolEffect`.
    public typealias BreatheSymbolEffect = CadenceUI.BreatheSymbolEffect
    /// `SwiftUI.Button`: the same type as `Button`.
    public typealias Button = CadenceUI.Button
    /// `SwiftUI.ButtonBorderShape`: the same type as `ButtonBorderShape`.
    public typealias ButtonBorderShape = CadenceUI.ButtonBorderShape
    /// `SwiftUI.ButtonMenuStyle`: the same type as `ButtonMenuStyle`.
    public typealias ButtonMenuStyle = CadenceUI.ButtonMenuStyle
    /// `SwiftUI.ButtonRepeatBehavior`: the same type as `ButtonRepeatBehavior`.
    public typealias ButtonRepeatBehavior = CadenceUI.ButtonRepeatBehavior
    /// `SwiftUI.ButtonRole`: the same type as `ButtonRole`.
    public typealias ButtonRole = CadenceUI.ButtonRole
    /// `SwiftUI.ButtonStyle`: the same type as `ButtonStyle`.
    public typealias ButtonStyle = CadenceUI.ButtonStyle
    /// `SwiftUI.ButtonStyleConfiguration`: the same type as `ButtonStyleConfiguration`.
    public typealias ButtonStyleConfiguration = CadenceUI.ButtonStyleConfiguration
    /// `SwiftUI.ButtonToggleStyle`: the same type as `ButtonToggleStyle`.
    public typealias ButtonToggleStyle = CadenceUI.ButtonToggleStyle
    /// `SwiftUI.CATransform3D`: the same type as `CATransform3D`.
    public typealias CATransform3D = CadenceUI.CATransform3D
    /// `SwiftUI.Canvas`: the same type as `Canvas`.
    public typealias Canvas = CadenceUI.Canvas
    /// `SwiftUI.Capsule`: the same type as `Capsule`.
    public typealias Capsule = CadenceUI.Capsule
    /// `SwiftUI.Circle`: the same type as `Circle`.
    public typealias Circle = CadenceUI.Circle
    /// `SwiftUI.CircularProgressViewStyle`: the same type as `CircularProgressViewStyle`.
    public typealias CircularProgressViewStyle = CadenceUI.CircularProgressViewStyle
    /// `SwiftUI.CodableRepresentation`: the same type as `CodableRepresentation`.
    public typealias CodableRepresentation = CadenceUI.CodableRepresentation
    /// `SwiftUI.Color`: the same type as `Color`.
    public typealias Color = CadenceUI.Color
    /// `SwiftUI.ColorMatrix`: the same type as `ColorMatrix`.
    public typealias ColorMatrix = CadenceUI.ColorMatrix
    /// `SwiftUI.ColorPicker`: the same type as `ColorPicker`.
    public typealias ColorPicker = CadenceUI.ColorPicker
    /// `SwiftUI.ColorRenderingMode`: the same type as `ColorRenderingMode`.
    public typealias ColorRenderingMode = CadenceUI.ColorRenderingMode
    /// `SwiftUI.ColorResource`: the same type as `ColorResource`.
    public typealias ColorResource = CadenceUI.ColorResource
    /// `SwiftUI.ColorScheme`: the same type as `ColorScheme`.
    public typealias ColorScheme = CadenceUI.ColorScheme
    /// `SwiftUI.ColorSchemeContrast`: the same type as `ColorSchemeContrast`.
    public typealias ColorSchemeContrast = CadenceUI.ColorSchemeContrast
    /// `SwiftUI.ColumnsFormStyle`: the same type as `ColumnsFormStyle`.
    public typealias ColumnsFormStyle = CadenceUI.ColumnsFormStyle
    /// `SwiftUI.CombinedTransition`: the same type as `CombinedTransition`.
    public typealias CombinedTransition = CadenceUI.CombinedTransition
    /// `SwiftUI.CommandGroup`: the same type as `CommandGroup`.
    public typealias CommandGroup = CadenceUI.CommandGroup
    /// `SwiftUI.CommandGroupPlacement`: the same type as `CommandGroupPlacement`.
    public typealias CommandGroupPlacement = CadenceUI.CommandGroupPlacement
    /// `SwiftUI.CommandMenu`: the same type as `CommandMenu`.
    public typealias CommandMenu = CadenceUI.CommandMenu
    /// `SwiftUI.CommandMenuContent`: the same type as `CommandMenuContent`.
    public typealias CommandMenuContent = CadenceUI.CommandMenuContent
    /// `SwiftUI.Commands`: the same type as `Commands`.
    public typealias Commands = CadenceUI.Commands
    /// `SwiftUI.CommandsBuilder`: the same type as `CommandsBuilder`.
    public typealias CommandsBuilder = CadenceUI.CommandsBuilder
    /// `SwiftUI.CompactDatePickerStyle`: the same type as `CompactDatePickerStyle`.
    public typealias CompactDatePickerStyle = CadenceUI.CompactDatePickerStyle
    /// `SwiftUI.CompactMenuControlGroupStyle`: the same type as `CompactMenuControlGroupStyle`.
    public typealias CompactMenuControlGroupStyle = CadenceUI.CompactMenuControlGroupStyle
    /// `SwiftUI.ConcentricRectangle`: the same type as `ConcentricRectangle`.
    public typealias ConcentricRectangle = CadenceUI.ConcentricRectangle
    /// `SwiftUI.ConditionalToolbarContent`: the same type as `ConditionalToolbarContent`.
    public typealias ConditionalToolbarContent = CadenceUI.ConditionalToolbarContent
    /// `SwiftUI.ContainerBackgroundPlacement`: the same type as `ContainerBackgroundPlacement`.
    public typealias ContainerBackgroundPlacement = CadenceUI.ContainerBackgroundPlacement
    /// `SwiftUI.ContainerRelativeShape`: the same type as `ContainerRelativeShape`.
    public typealias ContainerRelativeShape = CadenceUI.ContainerRelativeShape
    /// `SwiftUI.ContainerValueKey`: the same type as `ContainerValueKey`.
    public typealias ContainerValueKey = CadenceUI.ContainerValueKey
    /// `SwiftUI.ContainerValues`: the same type as `ContainerValues`.
    public typealias ContainerValues = CadenceUI.ContainerValues
    /// `SwiftUI.ContentMarginPlacement`: the same type as `ContentMarginPlacement`.
    public typealias ContentMarginPlacement = CadenceUI.ContentMarginPlacement
    /// `SwiftUI.ContentMode`: the same type as `ContentMode`.
    public typealias ContentMode = CadenceUI.ContentMode
    /// `SwiftUI.ContentShapeKinds`: the same type as `ContentShapeKinds`.
    public typealias ContentShapeKinds = CadenceUI.ContentShapeKinds
    /// `SwiftUI.ContentSizeCategory`: the same type as `ContentSizeCategory`.
    public typealias ContentSizeCategory = CadenceUI.ContentSizeCategory
    /// `SwiftUI.ContentTransition`: the same type as `ContentTransition`.
    public typealias ContentTransition = CadenceUI.ContentTransition
    /// `SwiftUI.ContentTransitionSymbolEffect`: the same type as `ContentTransitionSymbolEffect`.
    public typealias ContentTransitionSymbolEffect = CadenceUI.ContentTransitionSymbolEffect
    /// `SwiftUI.ContentUnavailableView`: the same type as `ContentUnavailableView`.
    public typealias ContentUnavailableView = CadenceUI.ContentUnavailableView
    /// `SwiftUI.ControlGroup`: the same type as `ControlGroup`.
    public typealias ControlGroup = CadenceUI.ControlGroup
    /// `SwiftUI.ControlGroupStyle`: the same type as `ControlGroupStyle`.
    public typealias ControlGroupStyle = CadenceUI.ControlGroupStyle
    /// `SwiftUI.ControlGroupStyleConfiguration`: the same type as `ControlGroupStyleConfiguration`.
    public typealias ControlGroupStyleConfiguration = CadenceUI.ControlGroupStyleConfiguration
    /// `SwiftUI.ControlSize`: the same type as `ControlSize`.
    public typealias ControlSize = CadenceUI.ControlSize
    /// `SwiftUI.CoordinateSpace`: the same type as `CoordinateSpace`.
    public typealias CoordinateSpace = CadenceUI.CoordinateSpace
    /// `SwiftUI.CoordinateSpaceProtocol`: the same type as `CoordinateSpaceProtocol`.
    public typealias CoordinateSpaceProtocol = CadenceUI.CoordinateSpaceProtocol
    /// `SwiftUI.DataRepresentation`: the same type as `DataRepresentation`.
    public typealias DataRepresentation = CadenceUI.DataRepresentation
    /// `SwiftUI.DatePicker`: the same type as `DatePicker`.
    public typealias DatePicker = CadenceUI.DatePicker
    /// `SwiftUI.DatePickerComponents`: the same type as `DatePickerComponents`.
    public typealias DatePickerComponents = CadenceUI.DatePickerComponents
    /// `SwiftUI.DatePickerStyle`: the same type as `DatePickerStyle`.
    public typealias DatePickerStyle = CadenceUI.DatePickerStyle
    /// `SwiftUI.DefaultButtonStyle`: the same type as `DefaultButtonStyle`.
    public typealias DefaultButtonStyle = CadenceUI.DefaultButtonStyle
    /// `SwiftUI.DefaultDatePickerStyle`: the same type as `DefaultDatePickerStyle`.
    public typealias DefaultDatePickerStyle = CadenceUI.DefaultDatePickerStyle
    /// `SwiftUI.DefaultDateProgressLabel`: the same type as `DefaultDateProgressLabel`.
    public typealias DefaultDateProgressLabel = CadenceUI.DefaultDateProgressLabel
    /// `SwiftUI.DefaultFocusEvaluationPriority`: the same type as `DefaultFocusEvaluationPriority`.
    public typealias DefaultFocusEvaluationPriority = CadenceUI.DefaultFocusEvaluationPriority
    /// `SwiftUI.DefaultGaugeStyle`: the same type as `DefaultGaugeStyle`.
    public typealias DefaultGaugeStyle = CadenceUI.DefaultGaugeStyle
    /// `SwiftUI.DefaultGlassEffectShape`: the same type as `DefaultGlassEffectShape`.
    public typealias DefaultGlassEffectShape = CadenceUI.DefaultGlassEffectShape
    /// `SwiftUI.DefaultGroupBoxStyle`: the same type as `DefaultGroupBoxStyle`.
    public typealias DefaultGroupBoxStyle = CadenceUI.DefaultGroupBoxStyle
    /// `SwiftUI.DefaultLabelStyle`: the same type as `DefaultLabelStyle`.
    public typealias DefaultLabelStyle = CadenceUI.DefaultLabelStyle
    /// `SwiftUI.DefaultListStyle`: the same type as `DefaultListStyle`.
    public typealias DefaultListStyle = CadenceUI.DefaultListStyle
    /// `SwiftUI.DefaultMenuStyle`: the same type as `DefaultMenuStyle`.
    public typealias DefaultMenuStyle = CadenceUI.DefaultMenuStyle
    /// `SwiftUI.DefaultNavigationViewStyle`: the same type as `DefaultNavigationViewStyle`.
    public typealias DefaultNavigationViewStyle = CadenceUI.DefaultNavigationViewStyle
    /// `SwiftUI.DefaultPickerStyle`: the same type as `DefaultPickerStyle`.
    public typealias DefaultPickerStyle = CadenceUI.DefaultPickerStyle
    /// `SwiftUI.DefaultProgressViewStyle`: the same type as `DefaultProgressViewStyle`.
    public typealias DefaultProgressViewStyle = CadenceUI.DefaultProgressViewStyle
    /// `SwiftUI.DefaultTabLabel`: the same type as `DefaultTabLabel`.
    public typealias DefaultTabLabel = CadenceUI.DefaultTabLabel
    /// `SwiftUI.DefaultTabViewStyle`: the same type as `DefaultTabViewStyle`.
    public typealias DefaultTabViewStyle = CadenceUI.DefaultTabViewStyle
    /// `SwiftUI.DefaultTextFieldStyle`: the same type as `DefaultTextFieldStyle`.
    public typealias DefaultTextFieldStyle = CadenceUI.DefaultTextFieldStyle
    /// `SwiftUI.DefaultToggleStyle`: the same type as `DefaultToggleStyle`.
    public typealias DefaultToggleStyle = CadenceUI.DefaultToggleStyle
    /// `SwiftUI.DefaultWindowStyle`: the same type as `DefaultWindowStyle`.
    public typealias DefaultWindowStyle = CadenceUI.DefaultWindowStyle
    /// `SwiftUI.DefaultWindowToolbarStyle`: the same type as `DefaultWindowToolbarStyle`.
    public typealias DefaultWindowToolbarStyle = CadenceUI.DefaultWindowToolbarStyle
    /// `SwiftUI.DisabledTextSelectability`: the same type as `DisabledTextSelectability`.
    public typealias DisabledTextSelectability = CadenceUI.DisabledTextSelectability
    /// `SwiftUI.DisappearSymbolEffect`: the same type as `DisappearSymbolEffect`.
    public typealias DisappearSymbolEffect = CadenceUI.DisappearSymbolEffect
    /// `SwiftUI.DisclosureGroup`: the same type as `DisclosureGroup`.
    public typealias DisclosureGroup = CadenceUI.DisclosureGroup
    /// `SwiftUI.DisclosureGroupStyle`: the same type as `DisclosureGroupStyle`.
    public typealias DisclosureGroupStyle = CadenceUI.DisclosureGroupStyle
    /// `SwiftUI.DisclosureGroupStyleConfiguration`: the same type as `DisclosureGroupStyleConfiguration`.
    public typealias DisclosureGroupStyleConfiguration = CadenceUI.DisclosureGroupStyleConfiguration
    /// `SwiftUI.DiscreteSymbolEffect`: the same type as `DiscreteSymbolEffect`.
    public typealias DiscreteSymbolEffect = CadenceUI.DiscreteSymbolEffect
    /// `SwiftUI.DismissAction`: the same type as `DismissAction`.
    public typealias DismissAction = CadenceUI.DismissAction
    /// `SwiftUI.DismissSearchAction`: the same type as `DismissSearchAction`.
    public typealias DismissSearchAction = CadenceUI.DismissSearchAction
    /// `SwiftUI.DismissWindowAction`: the same type as `DismissWindowAction`.
    public typealias DismissWindowAction = CadenceUI.DismissWindowAction
    /// `SwiftUI.DisplayList`: the same type as `DisplayList`.
    public typealias DisplayList = CadenceUI.DisplayList
    /// `SwiftUI.DisplayNumber`: the same type as `DisplayNumber`.
    public typealias DisplayNumber = CadenceUI.DisplayNumber
    /// `SwiftUI.Divider`: the same type as `Divider`.
    public typealias Divider = CadenceUI.Divider
    /// `SwiftUI.DocumentGroup`: the same type as `DocumentGroup`.
    public typealias DocumentGroup = CadenceUI.DocumentGroup
    /// `SwiftUI.DragGesture`: the same type as `DragGesture`.
    public typealias DragGesture = CadenceUI.DragGesture
    /// `SwiftUI.DrawOffSymbolEffect`: the same type as `DrawOffSymbolEffect`.
    public typealias DrawOffSymbolEffect = CadenceUI.DrawOffSymbolEffect
    /// `SwiftUI.DrawOnSymbolEffect`: the same type as `DrawOnSymbolEffect`.
    public typealias DrawOnSymbolEffect = CadenceUI.DrawOnSymbolEffect
    /// `SwiftUI.DynamicProperty`: the same type as `DynamicProperty`.
    public typealias DynamicProperty = CadenceUI.DynamicProperty
    /// `SwiftUI.DynamicTypeSize`: the same type as `DynamicTypeSize`.
    public typealias DynamicTypeSize = CadenceUI.DynamicTypeSize
    /// `SwiftUI.DynamicViewContent`: the same type as `DynamicViewContent`.
    public typealias DynamicViewContent = CadenceUI.DynamicViewContent
    /// `SwiftUI.Edge`: the same type as `Edge`.
    public typealias Edge = CadenceUI.Edge
    /// `SwiftUI.EdgeInsets`: the same type as `EdgeInsets`.
    public typealias EdgeInsets = CadenceUI.EdgeInsets
    /// `SwiftUI.EditActions`: the same type as `EditActions`.
    public typealias EditActions = CadenceUI.EditActions
    /// `SwiftUI.EditButton`: the same type as `EditButton`.
    public typealias EditButton = CadenceUI.EditButton
    /// `SwiftUI.EditMode`: the same type as `EditMode`.
    public typealias EditMode = CadenceUI.EditMode
    /// `SwiftUI.EditableCollectionContent`: the same type as `EditableCollectionContent`.
    public typealias EditableCollectionContent = CadenceUI.EditableCollectionContent
    /// `SwiftUI.EditableDynamicContent`: the same type as `EditableDynamicContent`.
    public typealias EditableDynamicContent = CadenceUI.EditableDynamicContent
    /// `SwiftUI.Ellipse`: the same type as `Ellipse`.
    public typealias Ellipse = CadenceUI.Ellipse
    /// `SwiftUI.EllipticalGradient`: the same type as `EllipticalGradient`.
    public typealias EllipticalGradient = CadenceUI.EllipticalGradient
    /// `SwiftUI.EmptyCommands`: the same type as `EmptyCommands`.
    public typealias EmptyCommands = CadenceUI.EmptyCommands
    /// `SwiftUI.EmptyMatchedTransitionSourceConfiguration`: the same type as `EmptyMatchedTransitionSourceConfiguration`.
    public typealias EmptyMatchedTransitionSourceConfiguration = CadenceUI.EmptyMatchedTransitionSourceConfiguration
    /// `SwiftUI.EmptyModifier`: the same type as `EmptyModifier`.
    public typealias EmptyModifier = CadenceUI.EmptyModifier
    /// `SwiftUI.EmptyView`: the same type as `EmptyView`.
    public typealias EmptyView = CadenceUI.EmptyView
    /// `SwiftUI.EmptyVisualEffect`: the same type as `EmptyVisualEffect`.
    public typealias EmptyVisualEffect = CadenceUI.EmptyVisualEffect
    /// `SwiftUI.EnabledTextSelectability`: the same type as `EnabledTextSelectability`.
    public typealias EnabledTextSelectability = CadenceUI.EnabledTextSelectability
    /// `SwiftUI.Environment`: the same type as `Environment`.
    public typealias Environment = CadenceUI.Environment
    /// `SwiftUI.EnvironmentKey`: the same type as `EnvironmentKey`.
    public typealias EnvironmentKey = CadenceUI.EnvironmentKey
    /// `SwiftUI.EnvironmentObject`: the same type as `EnvironmentObject`.
    public typealias EnvironmentObject = CadenceUI.EnvironmentObject
    /// `SwiftUI.EnvironmentValues`: the same type as `EnvironmentValues`.
    public typealias EnvironmentValues = CadenceUI.EnvironmentValues
    /// `SwiftUI.EquatableView`: the same type as `EquatableView`.
    public typealias EquatableView = CadenceUI.EquatableView
    /// `SwiftUI.EventModifiers`: the same type as `EventModifiers`.
    public typealias EventModifiers = CadenceUI.EventModifiers
    /// `SwiftUI.EveryMinuteTimelineSchedule`: the same type as `EveryMinuteTimelineSchedule`.
    public typealias EveryMinuteTimelineSchedule = CadenceUI.EveryMinuteTimelineSchedule
    /// `SwiftUI.ExclusiveGesture`: the same type as `ExclusiveGesture`.
    public typealias ExclusiveGesture = CadenceUI.ExclusiveGesture
    /// `SwiftUI.ExpandedWindowToolbarStyle`: the same type as `ExpandedWindowToolbarStyle`.
    public typealias ExpandedWindowToolbarStyle = CadenceUI.ExpandedWindowToolbarStyle
    /// `SwiftUI.ExplicitTimelineSchedule`: the same type as `ExplicitTimelineSchedule`.
    public typealias ExplicitTimelineSchedule = CadenceUI.ExplicitTimelineSchedule
    /// `SwiftUI.FileDocument`: the same type as `FileDocument`.
    public typealias FileDocument = CadenceUI.FileDocument
    /// `SwiftUI.FileDocumentConfiguration`: the same type as `FileDocumentConfiguration`.
    public typealias FileDocumentConfiguration = CadenceUI.FileDocumentConfiguration
    /// `SwiftUI.FileDocumentReadConfiguration`: the same type as `FileDocumentReadConfiguration`.
    public typealias FileDocumentReadConfiguration = CadenceUI.FileDocumentReadConfiguration
    /// `SwiftUI.FileDocumentWriteConfiguration`: the same type as `FileDocumentWriteConfiguration`.
    public typealias FileDocumentWriteConfiguration = CadenceUI.FileDocumentWriteConfiguration
    /// `SwiftUI.FileWrapper`: the same type as `FileWrapper`.
    public typealias FileWrapper = CadenceUI.FileWrapper
    /// `SwiftUI.FillRule`: the same type as `FillRule`.
    public typealias FillRule = CadenceUI.FillRule
    /// `SwiftUI.FillShapeStyle`: the same type as `FillShapeStyle`.
    public typealias FillShapeStyle = CadenceUI.FillShapeStyle
    /// `SwiftUI.FillShapeView`: the same type as `FillShapeView`.
    public typealias FillShapeView = CadenceUI.FillShapeView
    /// `SwiftUI.FillStyle`: the same type as `FillStyle`.
    public typealias FillStyle = CadenceUI.FillStyle
    /// `SwiftUI.FittedPresentationSizing`: the same type as `FittedPresentationSizing`.
    public typealias FittedPresentationSizing = CadenceUI.FittedPresentationSizing
    /// `SwiftUI.FocusInteractions`: the same type as `FocusInteractions`.
    public typealias FocusInteractions = CadenceUI.FocusInteractions
    /// `SwiftUI.FocusState`: the same type as `FocusState`.
    public typealias FocusState = CadenceUI.FocusState
    /// `SwiftUI.FocusedBinding`: the same type as `FocusedBinding`.
    public typealias FocusedBinding = CadenceUI.FocusedBinding
    /// `SwiftUI.FocusedObject`: the same type as `FocusedObject`.
    public typealias FocusedObject = CadenceUI.FocusedObject
    /// `SwiftUI.FocusedValue`: the same type as `FocusedValue`.
    public typealias FocusedValue = CadenceUI.FocusedValue
    /// `SwiftUI.FocusedValueKey`: the same type as `FocusedValueKey`.
    public typealias FocusedValueKey = CadenceUI.FocusedValueKey
    /// `SwiftUI.FocusedValues`: the same type as `FocusedValues`.
    public typealias FocusedValues = CadenceUI.FocusedValues
    /// `SwiftUI.Font`: the same type as `Font`.
    public typealias Font = CadenceUI.Font
    /// `SwiftUI.ForEach`: the same type as `ForEach`.
    public typealias ForEach = CadenceUI.ForEach
    /// `SwiftUI.ForEachSectionCollection`: the same type as `ForEachSectionCollection`.
    public typealias ForEachSectionCollection = CadenceUI.ForEachSectionCollection
    /// `SwiftUI.ForEachSubviewCollection`: the same type as `ForEachSubviewCollection`.
    public typealias ForEachSubviewCollection = CadenceUI.ForEachSubviewCollection
    /// `SwiftUI.ForegroundStyle`: the same type as `ForegroundStyle`.
    public typealias ForegroundStyle = CadenceUI.ForegroundStyle
    /// `SwiftUI.Form`: the same type as `Form`.
    public typealias Form = CadenceUI.Form
    /// `SwiftUI.FormPresentationSizing`: the same type as `FormPresentationSizing`.
    public typealias FormPresentationSizing = CadenceUI.FormPresentationSizing
    /// `SwiftUI.FormStyle`: the same type as `FormStyle`.
    public typealias FormStyle = CadenceUI.FormStyle
    /// `SwiftUI.FormStyleConfiguration`: the same type as `FormStyleConfiguration`.
    public typealias FormStyleConfiguration = CadenceUI.FormStyleConfiguration
    /// `SwiftUI.Gauge`: the same type as `Gauge`.
    public typealias Gauge = CadenceUI.Gauge
    /// `SwiftUI.GaugeStyle`: the same type as `GaugeStyle`.
    public typealias GaugeStyle = CadenceUI.GaugeStyle
    /// `SwiftUI.GaugeStyleConfiguration`: the same type as `GaugeStyleConfiguration`.
    public typealias GaugeStyleConfiguration = CadenceUI.GaugeStyleConfiguration
    /// `SwiftUI.GeometryEffect`: the same type as `GeometryEffect`.
    public typealias GeometryEffect = CadenceUI.GeometryEffect
    /// `SwiftUI.GeometryProxy`: the same type as `GeometryProxy`.
    public typealias GeometryProxy = CadenceUI.GeometryProxy
    /// `SwiftUI.GeometryReader`: the same type as `GeometryReader`.
    public typealias GeometryReader = CadenceUI.GeometryReader
    /// `SwiftUI.Gesture`: the same type as `Gesture`.
    public typealias Gesture = CadenceUI.Gesture
    /// `SwiftUI.GestureMask`: the same type as `GestureMask`.
    public typealias GestureMask = CadenceUI.GestureMask
    /// `SwiftUI.GestureState`: the same type as `GestureState`.
    public typealias GestureState = CadenceUI.GestureState
    /// `SwiftUI.GestureStateGesture`: the same type as `GestureStateGesture`.
    public typealias GestureStateGesture = CadenceUI.GestureStateGesture
    /// `SwiftUI.Glass`: the same type as `Glass`.
    public typealias Glass = CadenceUI.Glass
    /// `SwiftUI.GlassButtonStyle`: the same type as `GlassButtonStyle`.
    public typealias GlassButtonStyle = CadenceUI.GlassButtonStyle
    /// `SwiftUI.GlassEffectContainer`: the same type as `GlassEffectContainer`.
    public typealias GlassEffectContainer = CadenceUI.GlassEffectContainer
    /// `SwiftUI.GlassEffectTransition`: the same type as `GlassEffectTransition`.
    public typealias GlassEffectTransition = CadenceUI.GlassEffectTransition
    /// `SwiftUI.GlassProminentButtonStyle`: the same type as `GlassProminentButtonStyle`.
    public typealias GlassProminentButtonStyle = CadenceUI.GlassProminentButtonStyle
    /// `SwiftUI.GlobalCoordinateSpace`: the same type as `GlobalCoordinateSpace`.
    public typealias GlobalCoordinateSpace = CadenceUI.GlobalCoordinateSpace
    /// `SwiftUI.Gradient`: the same type as `Gradient`.
    public typealias Gradient = CadenceUI.Gradient
    /// `SwiftUI.GraphicalDatePickerStyle`: the same type as `GraphicalDatePickerStyle`.
    public typealias GraphicalDatePickerStyle = CadenceUI.GraphicalDatePickerStyle
    /// `SwiftUI.GraphicsContext`: the same type as `GraphicsContext`.
    public typealias GraphicsContext = CadenceUI.GraphicsContext
    /// `SwiftUI.Grid`: the same type as `Grid`.
    public typealias Grid = CadenceUI.Grid
    /// `SwiftUI.GridItem`: the same type as `GridItem`.
    public typealias GridItem = CadenceUI.GridItem
    /// `SwiftUI.GridLayout`: the same type as `GridLayout`.
    public typealias GridLayout = CadenceUI.GridLayout
    /// `SwiftUI.GridRow`: the same type as `GridRow`.
    public typealias GridRow = CadenceUI.GridRow
    /// `SwiftUI.Group`: the same type as `Group`.
    public typealias Group = CadenceUI.Group
    /// `SwiftUI.GroupBox`: the same type as `GroupBox`.
    public typealias GroupBox = CadenceUI.GroupBox
    /// `SwiftUI.GroupBoxStyle`: the same type as `GroupBoxStyle`.
    public typealias GroupBoxStyle = CadenceUI.GroupBoxStyle
    /// `SwiftUI.GroupBoxStyleConfiguration`: the same type as `GroupBoxStyleConfiguration`.
    public typealias GroupBoxStyleConfiguration = CadenceUI.GroupBoxStyleConfiguration
    /// `SwiftUI.GroupElementsOfContent`: the same type as `GroupElementsOfContent`.
    public typealias GroupElementsOfContent = CadenceUI.GroupElementsOfContent
    /// `SwiftUI.GroupSectionsOfContent`: the same type as `GroupSectionsOfContent`.
    public typealias GroupSectionsOfContent = CadenceUI.GroupSectionsOfContent
    /// `SwiftUI.GroupedFormStyle`: the same type as `GroupedFormStyle`.
    public typealias GroupedFormStyle = CadenceUI.GroupedFormStyle
    /// `SwiftUI.GroupedListStyle`: the same type as `GroupedListStyle`.
    public typealias GroupedListStyle = CadenceUI.GroupedListStyle
    /// `SwiftUI.HStack`: the same type as `HStack`.
    public typealias HStack = CadenceUI.HStack
    /// `SwiftUI.HStackLayout`: the same type as `HStackLayout`.
    public typealias HStackLayout = CadenceUI.HStackLayout
    /// `SwiftUI.HiddenTitleBarWindowStyle`: the same type as `HiddenTitleBarWindowStyle`.
    public typealias HiddenTitleBarWindowStyle = CadenceUI.HiddenTitleBarWindowStyle
    /// `SwiftUI.HierarchicalShapeStyle`: the same type as `HierarchicalShapeStyle`.
    public typealias HierarchicalShapeStyle = CadenceUI.HierarchicalShapeStyle
    /// `SwiftUI.HorizontalAlignment`: the same type as `HorizontalAlignment`.
    public typealias HorizontalAlignment = CadenceUI.HorizontalAlignment
    /// `SwiftUI.HorizontalEdge`: the same type as `HorizontalEdge`.
    public typealias HorizontalEdge = CadenceUI.HorizontalEdge
    /// `SwiftUI.HoverEffect`: the same type as `HoverEffect`.
    public typealias HoverEffect = CadenceUI.HoverEffect
    /// `SwiftUI.HoverPhase`: the same type as `HoverPhase`.
    public typealias HoverPhase = CadenceUI.HoverPhase
    /// `SwiftUI.IconOnlyLabelStyle`: the same type as `IconOnlyLabelStyle`.
    public typealias IconOnlyLabelStyle = CadenceUI.IconOnlyLabelStyle
    /// `SwiftUI.IdentityTransition`: the same type as `IdentityTransition`.
    public typealias IdentityTransition = CadenceUI.IdentityTransition
    /// `SwiftUI.Image`: the same type as `Image`.
    public typealias Image = CadenceUI.Image
    /// `SwiftUI.ImageAsset`: the same type as `ImageAsset`.
    public typealias ImageAsset = CadenceUI.ImageAsset
    /// `SwiftUI.ImagePaint`: the same type as `ImagePaint`.
    public typealias ImagePaint = CadenceUI.ImagePaint
    /// `SwiftUI.ImageResource`: the same type as `ImageResource`.
    public typealias ImageResource = CadenceUI.ImageResource
    /// `SwiftUI.ImportFromDevicesCommands`: the same type as `ImportFromDevicesCommands`.
    public typealias ImportFromDevicesCommands = CadenceUI.ImportFromDevicesCommands
    /// `SwiftUI.IndefiniteSymbolEffect`: the same type as `IndefiniteSymbolEffect`.
    public typealias IndefiniteSymbolEffect = CadenceUI.IndefiniteSymbolEffect
    /// `SwiftUI.IndexViewStyle`: the same type as `IndexViewStyle`.
    public typealias IndexViewStyle = CadenceUI.IndexViewStyle
    /// `SwiftUI.InlinePickerStyle`: the same type as `InlinePickerStyle`.
    public typealias InlinePickerStyle = CadenceUI.InlinePickerStyle
    /// `SwiftUI.InlinePresentationIntent`: the same type as `InlinePresentationIntent`.
    public typealias InlinePresentationIntent = CadenceUI.InlinePresentationIntent
    /// `SwiftUI.InsetGroupedListStyle`: the same type as `InsetGroupedListStyle`.
    public typealias InsetGroupedListStyle = CadenceUI.InsetGroupedListStyle
    /// `SwiftUI.InsetListStyle`: the same type as `InsetListStyle`.
    public typealias InsetListStyle = CadenceUI.InsetListStyle
    /// `SwiftUI.InsetTableStyle`: the same type as `InsetTableStyle`.
    public typealias InsetTableStyle = CadenceUI.InsetTableStyle
    /// `SwiftUI.InsettableShape`: the same type as `InsettableShape`.
    public typealias InsettableShape = CadenceUI.InsettableShape
    /// `SwiftUI.InspectorCommands`: the same type as `InspectorCommands`.
    public typealias InspectorCommands = CadenceUI.InspectorCommands
    /// `SwiftUI.InterfaceOrientation`: the same type as `InterfaceOrientation`.
    public typealias InterfaceOrientation = CadenceUI.InterfaceOrientation
    /// `SwiftUI.KeyEquivalent`: the same type as `KeyEquivalent`.
    public typealias KeyEquivalent = CadenceUI.KeyEquivalent
    /// `SwiftUI.KeyPress`: the same type as `KeyPress`.
    public typealias KeyPress = CadenceUI.KeyPress
    /// `SwiftUI.KeyboardShortcut`: the same type as `KeyboardShortcut`.
    public typealias KeyboardShortcut = CadenceUI.KeyboardShortcut
    /// `SwiftUI.KeyframeAnimator`: the same type as `KeyframeAnimator`.
    public typealias KeyframeAnimator = CadenceUI.KeyframeAnimator
    /// `SwiftUI.Label`: the same type as `Label`.
    public typealias Label = CadenceUI.Label
    /// `SwiftUI.LabelStyle`: the same type as `LabelStyle`.
    public typealias LabelStyle = CadenceUI.LabelStyle
    /// `SwiftUI.LabelStyleConfiguration`: the same type as `LabelStyleConfiguration`.
    public typealias LabelStyleConfiguration = CadenceUI.LabelStyleConfiguration
    /// `SwiftUI.LabeledContent`: the same type as `LabeledContent`.
    public typealias LabeledContent = CadenceUI.LabeledContent
    /// `SwiftUI.LabeledContentStyle`: the same type as `LabeledContentStyle`.
    public typealias LabeledContentStyle = CadenceUI.LabeledContentStyle
    /// `SwiftUI.LabeledContentStyleConfiguration`: the same type as `LabeledContentStyleConfiguration`.
    public typealias LabeledContentStyleConfiguration = CadenceUI.LabeledContentStyleConfiguration
    /// `SwiftUI.LabeledControlGroupContent`: the same type as `LabeledControlGroupContent`.
    public typealias LabeledControlGroupContent = CadenceUI.LabeledControlGroupContent
    /// `SwiftUI.Layout`: the same type as `Layout`.
    public typealias Layout = CadenceUI.Layout
    /// `SwiftUI.LayoutDirection`: the same type as `LayoutDirection`.
    public typealias LayoutDirection = CadenceUI.LayoutDirection
    /// `SwiftUI.LayoutDirectionBehavior`: the same type as `LayoutDirectionBehavior`.
    public typealias LayoutDirectionBehavior = CadenceUI.LayoutDirectionBehavior
    /// `SwiftUI.LayoutProperties`: the same type as `LayoutProperties`.
    public typealias LayoutProperties = CadenceUI.LayoutProperties
    /// `SwiftUI.LayoutSubview`: the same type as `LayoutSubview`.
    public typealias LayoutSubview = CadenceUI.LayoutSubview
    /// `SwiftUI.LayoutSubviews`: the same type as `LayoutSubviews`.
    public typealias LayoutSubviews = CadenceUI.LayoutSubviews
    /// `SwiftUI.LayoutValueKey`: the same type as `LayoutValueKey`.
    public typealias LayoutValueKey = CadenceUI.LayoutValueKey
    /// `SwiftUI.LazyHGrid`: the same type as `LazyHGrid`.
    public typealias LazyHGrid = CadenceUI.LazyHGrid
    /// `SwiftUI.LazyHStack`: the same type as `LazyHStack`.
    public typealias LazyHStack = CadenceUI.LazyHStack
    /// `SwiftUI.LazyVGrid`: the same type as `LazyVGrid`.
    public typealias LazyVGrid = CadenceUI.LazyVGrid
    /// `SwiftUI.LazyVStack`: the same type as `LazyVStack`.
    public typealias LazyVStack = CadenceUI.LazyVStack
    /// `SwiftUI.LinearCapacityGaugeStyle`: the same type as `LinearCapacityGaugeStyle`.
    public typealias LinearCapacityGaugeStyle = CadenceUI.LinearCapacityGaugeStyle
    /// `SwiftUI.LinearGradient`: the same type as `LinearGradient`.
    public typealias LinearGradient = CadenceUI.LinearGradient
    /// `SwiftUI.LinearProgressViewStyle`: the same type as `LinearProgressViewStyle`.
    public typealias LinearProgressViewStyle = CadenceUI.LinearProgressViewStyle
    /// `SwiftUI.Link`: the same type as `Link`.
    public typealias Link = CadenceUI.Link
    /// `SwiftUI.LinkShapeStyle`: the same type as `LinkShapeStyle`.
    public typealias LinkShapeStyle = CadenceUI.LinkShapeStyle
    /// `SwiftUI.List`: the same type as `List`.
    public typealias List = CadenceUI.List
    /// `SwiftUI.ListSectionSpacing`: the same type as `ListSectionSpacing`.
    public typealias ListSectionSpacing = CadenceUI.ListSectionSpacing
    /// `SwiftUI.ListStyle`: the same type as `ListStyle`.
    public typealias ListStyle = CadenceUI.ListStyle
    /// `SwiftUI.LocalCoordinateSpace`: the same type as `LocalCoordinateSpace`.
    public typealias LocalCoordinateSpace = CadenceUI.LocalCoordinateSpace
    /// `SwiftUI.LocalizedStringKey`: the same type as `LocalizedStringKey`.
    public typealias LocalizedStringKey = CadenceUI.LocalizedStringKey
    /// `SwiftUI.LocalizedStringResource`: the same type as `LocalizedStringResource`.
    public typealias LocalizedStringResource = CadenceUI.LocalizedStringResource
    /// `SwiftUI.LongPressGesture`: the same type as `LongPressGesture`.
    public typealias LongPressGesture = CadenceUI.LongPressGesture
    /// `SwiftUI.MagnificationGesture`: the same type as `MagnificationGesture`.
    public typealias MagnificationGesture = CadenceUI.MagnificationGesture
    /// `SwiftUI.MagnifyGesture`: the same type as `MagnifyGesture`.
    public typealias MagnifyGesture = CadenceUI.MagnifyGesture
    /// `SwiftUI.MatchedGeometryProperties`: the same type as `MatchedGeometryProperties`.
    public typealias MatchedGeometryProperties = CadenceUI.MatchedGeometryProperties
    /// `SwiftUI.MatchedTransitionSourceConfiguration`: the same type as `MatchedTransitionSourceConfiguration`.
    public typealias MatchedTransitionSourceConfiguration = CadenceUI.MatchedTransitionSourceConfiguration
    /// `SwiftUI.Material`: the same type as `Material`.
    public typealias Material = CadenceUI.Material
    /// `SwiftUI.MeasurementFormatUnitUsage`: the same type as `MeasurementFormatUnitUsage`.
    public typealias MeasurementFormatUnitUsage = CadenceUI.MeasurementFormatUnitUsage
    /// `SwiftUI.Menu`: the same type as `Menu`.
    public typealias Menu = CadenceUI.Menu
    /// `SwiftUI.MenuActionDismissBehavior`: the same type as `MenuActionDismissBehavior`.
    public typealias MenuActionDismissBehavior = CadenceUI.MenuActionDismissBehavior
    /// `SwiftUI.MenuBarExtra`: the same type as `MenuBarExtra`.
    public typealias MenuBarExtra = CadenceUI.MenuBarExtra
    /// `SwiftUI.MenuBarExtraStyle`: the same type as `MenuBarExtraStyle`.
    public typealias MenuBarExtraStyle = CadenceUI.MenuBarExtraStyle
    /// `SwiftUI.MenuControlGroupStyle`: the same type as `MenuControlGroupStyle`.
    public typealias MenuControlGroupStyle = CadenceUI.MenuControlGroupStyle
    /// `SwiftUI.MenuOrder`: the same type as `MenuOrder`.
    public typealias MenuOrder = CadenceUI.MenuOrder
    /// `SwiftUI.MenuPickerStyle`: the same type as `MenuPickerStyle`.
    public typealias MenuPickerStyle = CadenceUI.MenuPickerStyle
    /// `SwiftUI.MenuStyle`: the same type as `MenuStyle`.
    public typealias MenuStyle = CadenceUI.MenuStyle
    /// `SwiftUI.MenuStyleConfiguration`: the same type as `MenuStyleConfiguration`.
    public typealias MenuStyleConfiguration = CadenceUI.MenuStyleConfiguration
    /// `SwiftUI.MeshGradient`: the same type as `MeshGradient`.
    public typealias MeshGradient = CadenceUI.MeshGradient
    /// `SwiftUI.ModifiedContent`: the same type as `ModifiedContent`.
    public typealias ModifiedContent = CadenceUI.ModifiedContent
    /// `SwiftUI.MoveTransition`: the same type as `MoveTransition`.
    public typealias MoveTransition = CadenceUI.MoveTransition
    /// `SwiftUI.MultiDatePicker`: the same type as `MultiDatePicker`.
    public typealias MultiDatePicker = CadenceUI.MultiDatePicker
    /// `SwiftUI.NSItemProvider`: the same type as `NSItemProvider`.
    public typealias NSItemProvider = CadenceUI.NSItemProvider
    /// `SwiftUI.NSItemProviderReading`: the same type as `NSItemProviderReading`.
    public typealias NSItemProviderReading = CadenceUI.NSItemProviderReading
    /// `SwiftUI.NSItemProviderRepresentationVisibility`: the same type as `NSItemProviderRepresentationVisibility`.
    public typealias NSItemProviderRepresentationVisibility = CadenceUI.NSItemProviderRepresentationVisibility
    /// `SwiftUI.NSItemProviderWriting`: the same type as `NSItemProviderWriting`.
    public typealias NSItemProviderWriting = CadenceUI.NSItemProviderWriting
    /// `SwiftUI.NSLayoutConstraint`: the same type as `NSLayoutConstraint`.
    public typealias NSLayoutConstraint = CadenceUI.NSLayoutConstraint
    /// `SwiftUI.NSUserActivity`: the same type as `NSUserActivity`.
    public typealias NSUserActivity = CadenceUI.NSUserActivity
    /// `SwiftUI.NamedCoordinateSpace`: the same type as `NamedCoordinateSpace`.
    public typealias NamedCoordinateSpace = CadenceUI.NamedCoordinateSpace
    /// `SwiftUI.Namespace`: the same type as `Namespace`.
    public typealias Namespace = CadenceUI.Namespace
    /// `SwiftUI.NavigationBarItem`: the same type as `NavigationBarItem`.
    public typealias NavigationBarItem = CadenceUI.NavigationBarItem
    /// `SwiftUI.NavigationControlGroupStyle`: the same type as `NavigationControlGroupStyle`.
    public typealias NavigationControlGroupStyle = CadenceUI.NavigationControlGroupStyle
    /// `SwiftUI.NavigationLink`: the same type as `NavigationLink`.
    public typealias NavigationLink = CadenceUI.NavigationLink
    /// `SwiftUI.NavigationLinkPickerStyle`: the same type as `NavigationLinkPickerStyle`.
    public typealias NavigationLinkPickerStyle = CadenceUI.NavigationLinkPickerStyle
    /// `SwiftUI.NavigationPath`: the same type as `NavigationPath`.
    public typealias NavigationPath = CadenceUI.NavigationPath
    /// `SwiftUI.NavigationSplitView`: the same type as `NavigationSplitView`.
    public typealias NavigationSplitView = CadenceUI.NavigationSplitView
    /// `SwiftUI.NavigationSplitViewColumn`: the same type as `NavigationSplitViewColumn`.
    public typealias NavigationSplitViewColumn = CadenceUI.NavigationSplitViewColumn
    /// `SwiftUI.NavigationSplitViewStyle`: the same type as `NavigationSplitViewStyle`.
    public typealias NavigationSplitViewStyle = CadenceUI.NavigationSplitViewStyle
    /// `SwiftUI.NavigationSplitViewVisibility`: the same type as `NavigationSplitViewVisibility`.
    public typealias NavigationSplitViewVisibility = CadenceUI.NavigationSplitViewVisibility
    /// `SwiftUI.NavigationStack`: the same type as `NavigationStack`.
    public typealias NavigationStack = CadenceUI.NavigationStack
    /// `SwiftUI.NavigationTransition`: the same type as `NavigationTransition`.
    public typealias NavigationTransition = CadenceUI.NavigationTransition
    /// `SwiftUI.NavigationView`: the same type as `NavigationView`.
    public typealias NavigationView = CadenceUI.NavigationView
    /// `SwiftUI.NavigationViewStyle`: the same type as `NavigationViewStyle`.
    public typealias NavigationViewStyle = CadenceUI.NavigationViewStyle
    /// `SwiftUI.ObservedObject`: the same type as `ObservedObject`.
    public typealias ObservedObject = CadenceUI.ObservedObject
    /// `SwiftUI.OffsetShape`: the same type as `OffsetShape`.
    public typealias OffsetShape = CadenceUI.OffsetShape
    /// `SwiftUI.OffsetTransition`: the same type as `OffsetTransition`.
    public typealias OffsetTransition = CadenceUI.OffsetTransition
    /// `SwiftUI.OpacityTransition`: the same type as `OpacityTransition`.
    public typealias OpacityTransition = CadenceUI.OpacityTransition
    /// `SwiftUI.OpenSettingsAction`: the same type as `OpenSettingsAction`.
    public typealias OpenSettingsAction = CadenceUI.OpenSettingsAction
    /// `SwiftUI.OpenURLAction`: the same type as `OpenURLAction`.
    public typealias OpenURLAction = CadenceUI.OpenURLAction
    /// `SwiftUI.OpenWindowAction`: the same type as `OpenWindowAction`.
    public typealias OpenWindowAction = CadenceUI.OpenWindowAction
    /// `SwiftUI.OutlineGroup`: the same type as `OutlineGroup`.
    public typealias OutlineGroup = CadenceUI.OutlineGroup
    /// `SwiftUI.OutlineSubgroupChildren`: the same type as `OutlineSubgroupChildren`.
    public typealias OutlineSubgroupChildren = CadenceUI.OutlineSubgroupChildren
    /// `SwiftUI.PageIndexViewStyle`: the same type as `PageIndexViewStyle`.
    public typealias PageIndexViewStyle = CadenceUI.PageIndexViewStyle
    /// `SwiftUI.PagePresentationSizing`: the same type as `PagePresentationSizing`.
    public typealias PagePresentationSizing = CadenceUI.PagePresentationSizing
    /// `SwiftUI.PageTabViewStyle`: the same type as `PageTabViewStyle`.
    public typealias PageTabViewStyle = CadenceUI.PageTabViewStyle
    /// `SwiftUI.PagingScrollTargetBehavior`: the same type as `PagingScrollTargetBehavior`.
    public typealias PagingScrollTargetBehavior = CadenceUI.PagingScrollTargetBehavior
    /// `SwiftUI.PaletteControlGroupStyle`: the same type as `PaletteControlGroupStyle`.
    public typealias PaletteControlGroupStyle = CadenceUI.PaletteControlGroupStyle
    /// `SwiftUI.PalettePickerStyle`: the same type as `PalettePickerStyle`.
    public typealias PalettePickerStyle = CadenceUI.PalettePickerStyle
    /// `SwiftUI.PasteButton`: the same type as `PasteButton`.
    public typealias PasteButton = CadenceUI.PasteButton
    /// `SwiftUI.Path`: the same type as `Path`.
    public typealias Path = CadenceUI.Path
    /// `SwiftUI.PathElement`: the same type as `PathElement`.
    public typealias PathElement = CadenceUI.PathElement
    /// `SwiftUI.PeriodicTimelineSchedule`: the same type as `PeriodicTimelineSchedule`.
    public typealias PeriodicTimelineSchedule = CadenceUI.PeriodicTimelineSchedule
    /// `SwiftUI.PhaseAnimator`: the same type as `PhaseAnimator`.
    public typealias PhaseAnimator = CadenceUI.PhaseAnimator
    /// `SwiftUI.Picker`: the same type as `Picker`.
    public typealias Picker = CadenceUI.Picker
    /// `SwiftUI.PickerStyle`: the same type as `PickerStyle`.
    public typealias PickerStyle = CadenceUI.PickerStyle
    /// `SwiftUI.PinnedScrollableViews`: the same type as `PinnedScrollableViews`.
    public typealias PinnedScrollableViews = CadenceUI.PinnedScrollableViews
    /// `SwiftUI.PlaceholderContentView`: the same type as `PlaceholderContentView`.
    public typealias PlaceholderContentView = CadenceUI.PlaceholderContentView
    /// `SwiftUI.PlaceholderTextShapeStyle`: the same type as `PlaceholderTextShapeStyle`.
    public typealias PlaceholderTextShapeStyle = CadenceUI.PlaceholderTextShapeStyle
    /// `SwiftUI.PlainButtonStyle`: the same type as `PlainButtonStyle`.
    public typealias PlainButtonStyle = CadenceUI.PlainButtonStyle
    /// `SwiftUI.PlainListStyle`: the same type as `PlainListStyle`.
    public typealias PlainListStyle = CadenceUI.PlainListStyle
    /// `SwiftUI.PlainTextFieldStyle`: the same type as `PlainTextFieldStyle`.
    public typealias PlainTextFieldStyle = CadenceUI.PlainTextFieldStyle
    /// `SwiftUI.PlainWindowStyle`: the same type as `PlainWindowStyle`.
    public typealias PlainWindowStyle = CadenceUI.PlainWindowStyle
    /// `SwiftUI.PopoverAttachmentAnchor`: the same type as `PopoverAttachmentAnchor`.
    public typealias PopoverAttachmentAnchor = CadenceUI.PopoverAttachmentAnchor
    /// `SwiftUI.PreferenceKey`: the same type as `PreferenceKey`.
    public typealias PreferenceKey = CadenceUI.PreferenceKey
    /// `SwiftUI.PresentationAdaptation`: the same type as `PresentationAdaptation`.
    public typealias PresentationAdaptation = CadenceUI.PresentationAdaptation
    /// `SwiftUI.PresentationBackgroundInteraction`: the same type as `PresentationBackgroundInteraction`.
    public typealias PresentationBackgroundInteraction = CadenceUI.PresentationBackgroundInteraction
    /// `SwiftUI.PresentationContentInteraction`: the same type as `PresentationContentInteraction`.
    public typealias PresentationContentInteraction = CadenceUI.PresentationContentInteraction
    /// `SwiftUI.PresentationDetent`: the same type as `PresentationDetent`.
    public typealias PresentationDetent = CadenceUI.PresentationDetent
    /// `SwiftUI.PresentationMode`: the same type as `PresentationMode`.
    public typealias PresentationMode = CadenceUI.PresentationMode
    /// `SwiftUI.PresentationSizing`: the same type as `PresentationSizing`.
    public typealias PresentationSizing = CadenceUI.PresentationSizing
    /// `SwiftUI.Preview`: the same type as `Preview`.
    public typealias Preview = CadenceUI.Preview
    /// `SwiftUI.PreviewDevice`: the same type as `PreviewDevice`.
    public typealias PreviewDevice = CadenceUI.PreviewDevice
    /// `SwiftUI.PreviewLayout`: the same type as `PreviewLayout`.
    public typealias PreviewLayout = CadenceUI.PreviewLayout
    /// `SwiftUI.PreviewModifier`: the same type as `PreviewModifier`.
    public typealias PreviewModifier = CadenceUI.PreviewModifier
    /// `SwiftUI.PreviewModifierContent`: the same type as `PreviewModifierContent`.
    public typealias PreviewModifierContent = CadenceUI.PreviewModifierContent
    /// `SwiftUI.PreviewProvider`: the same type as `PreviewProvider`.
    public typealias PreviewProvider = CadenceUI.PreviewProvider
    /// `SwiftUI.PreviewTrait`: the same type as `PreviewTrait`.
    public typealias PreviewTrait = CadenceUI.PreviewTrait
    /// `SwiftUI.PrimitiveButtonStyle`: the same type as `PrimitiveButtonStyle`.
    public typealias PrimitiveButtonStyle = CadenceUI.PrimitiveButtonStyle
    /// `SwiftUI.PrimitiveButtonStyleConfiguration`: the same type as `PrimitiveButtonStyleConfiguration`.
    public typealias PrimitiveButtonStyleConfiguration = CadenceUI.PrimitiveButtonStyleConfiguration
    /// `SwiftUI.ProgressView`: the same type as `ProgressView`.
    public typealias ProgressView = CadenceUI.ProgressView
    /// `SwiftUI.ProgressViewStyle`: the same type as `ProgressViewStyle`.
    public typealias ProgressViewStyle = CadenceUI.ProgressViewStyle
    /// `SwiftUI.ProgressViewStyleConfiguration`: the same type as `ProgressViewStyleConfiguration`.
    public typealias ProgressViewStyleConfiguration = CadenceUI.ProgressViewStyleConfiguration
    /// `SwiftUI.ProjectionTransform`: the same type as `ProjectionTransform`.
    public typealias ProjectionTransform = CadenceUI.ProjectionTransform
    /// `SwiftUI.Prominence`: the same type as `Prominence`.
    public typealias Prominence = CadenceUI.Prominence
    /// `SwiftUI.ProminentDetailNavigationSplitViewStyle`: the same type as `ProminentDetailNavigationSplitViewStyle`.
    public typealias ProminentDetailNavigationSplitViewStyle = CadenceUI.ProminentDetailNavigationSplitViewStyle
    /// `SwiftUI.ProposedViewSize`: the same type as `ProposedViewSize`.
    public typealias ProposedViewSize = CadenceUI.ProposedViewSize
    /// `SwiftUI.ProxyRepresentation`: the same type as `ProxyRepresentation`.
    public typealias ProxyRepresentation = CadenceUI.ProxyRepresentation
    /// `SwiftUI.PullDownMenuBarExtraStyle`: the same type as `PullDownMenuBarExtraStyle`.
    public typealias PullDownMenuBarExtraStyle = CadenceUI.PullDownMenuBarExtraStyle
    /// `SwiftUI.PulseSymbolEffect`: the same type as `PulseSymbolEffect`.
    public typealias PulseSymbolEffect = CadenceUI.PulseSymbolEffect
    /// `SwiftUI.PushTransition`: the same type as `PushTransition`.
    public typealias PushTransition = CadenceUI.PushTransition
    /// `SwiftUI.RadialGradient`: the same type as `RadialGradient`.
    public typealias RadialGradient = CadenceUI.RadialGradient
    /// `SwiftUI.Rectangle`: the same type as `Rectangle`.
    public typealias Rectangle = CadenceUI.Rectangle
    /// `SwiftUI.RectangleCornerRadii`: the same type as `RectangleCornerRadii`.
    public typealias RectangleCornerRadii = CadenceUI.RectangleCornerRadii
    /// `SwiftUI.RedactionReasons`: the same type as `RedactionReasons`.
    public typealias RedactionReasons = CadenceUI.RedactionReasons
    /// `SwiftUI.RefreshAction`: the same type as `RefreshAction`.
    public typealias RefreshAction = CadenceUI.RefreshAction
    /// `SwiftUI.RenameButton`: the same type as `RenameButton`.
    public typealias RenameButton = CadenceUI.RenameButton
    /// `SwiftUI.ReplaceSymbolEffect`: the same type as `ReplaceSymbolEffect`.
    public typealias ReplaceSymbolEffect = CadenceUI.ReplaceSymbolEffect
    /// `SwiftUI.ResolvedFont`: the same type as `ResolvedFont`.
    public typealias ResolvedFont = CadenceUI.ResolvedFont
    /// `SwiftUI.RotateGesture`: the same type as `RotateGesture`.
    public typealias RotateGesture = CadenceUI.RotateGesture
    /// `SwiftUI.RotateSymbolEffect`: the same type as `RotateSymbolEffect`.
    public typealias RotateSymbolEffect = CadenceUI.RotateSymbolEffect
    /// `SwiftUI.RotatedShape`: the same type as `RotatedShape`.
    public typealias RotatedShape = CadenceUI.RotatedShape
    /// `SwiftUI.RotationGesture`: the same type as `RotationGesture`.
    public typealias RotationGesture = CadenceUI.RotationGesture
    /// `SwiftUI.RoundedBorderTextFieldStyle`: the same type as `RoundedBorderTextFieldStyle`.
    public typealias RoundedBorderTextFieldStyle = CadenceUI.RoundedBorderTextFieldStyle
    /// `SwiftUI.RoundedCornerStyle`: the same type as `RoundedCornerStyle`.
    public typealias RoundedCornerStyle = CadenceUI.RoundedCornerStyle
    /// `SwiftUI.RoundedRectangle`: the same type as `RoundedRectangle`.
    public typealias RoundedRectangle = CadenceUI.RoundedRectangle
    /// `SwiftUI.SafeAreaRegions`: the same type as `SafeAreaRegions`.
    public typealias SafeAreaRegions = CadenceUI.SafeAreaRegions
    /// `SwiftUI.ScaleSymbolEffect`: the same type as `ScaleSymbolEffect`.
    public typealias ScaleSymbolEffect = CadenceUI.ScaleSymbolEffect
    /// `SwiftUI.ScaleTransition`: the same type as `ScaleTransition`.
    public typealias ScaleTransition = CadenceUI.ScaleTransition
    /// `SwiftUI.ScaledMetric`: the same type as `ScaledMetric`.
    public typealias ScaledMetric = CadenceUI.ScaledMetric
    /// `SwiftUI.ScaledShape`: the same type as `ScaledShape`.
    public typealias ScaledShape = CadenceUI.ScaledShape
    /// `SwiftUI.Scene`: the same type as `Scene`.
    public typealias Scene = CadenceUI.Scene
    /// `SwiftUI.SceneBackgroundTasks`: the same type as `SceneBackgroundTasks`.
    public typealias SceneBackgroundTasks = CadenceUI.SceneBackgroundTasks
    /// `SwiftUI.SceneBuilder`: the same type as `SceneBuilder`.
    public typealias SceneBuilder = CadenceUI.SceneBuilder
    /// `SwiftUI.SceneCommands`: the same type as `SceneCommands`.
    public typealias SceneCommands = CadenceUI.SceneCommands
    /// `SwiftUI.SceneLaunchBehavior`: the same type as `SceneLaunchBehavior`.
    public typealias SceneLaunchBehavior = CadenceUI.SceneLaunchBehavior
    /// `SwiftUI.ScenePhase`: the same type as `ScenePhase`.
    public typealias ScenePhase = CadenceUI.ScenePhase
    /// `SwiftUI.SceneRestorationBehavior`: the same type as `SceneRestorationBehavior`.
    public typealias SceneRestorationBehavior = CadenceUI.SceneRestorationBehavior
    /// `SwiftUI.SceneStorage`: the same type as `SceneStorage`.
    public typealias SceneStorage = CadenceUI.SceneStorage
    /// `SwiftUI.SceneStorageSnapshot`: the same type as `SceneStorageSnapshot`.
    public typealias SceneStorageSnapshot = CadenceUI.SceneStorageSnapshot
    /// `SwiftUI.ScrollAnchorRole`: the same type as `ScrollAnchorRole`.
    public typealias ScrollAnchorRole = CadenceUI.ScrollAnchorRole
    /// `SwiftUI.ScrollBounceBehavior`: the same type as `ScrollBounceBehavior`.
    public typealias ScrollBounceBehavior = CadenceUI.ScrollBounceBehavior
    /// `SwiftUI.ScrollDismissesKeyboardMode`: the same type as `ScrollDismissesKeyboardMode`.
    public typealias ScrollDismissesKeyboardMode = CadenceUI.ScrollDismissesKeyboardMode
    /// `SwiftUI.ScrollEdgeEffectStyle`: the same type as `ScrollEdgeEffectStyle`.
    public typealias ScrollEdgeEffectStyle = CadenceUI.ScrollEdgeEffectStyle
    /// `SwiftUI.ScrollGeometry`: the same type as `ScrollGeometry`.
    public typealias ScrollGeometry = CadenceUI.ScrollGeometry
    /// `SwiftUI.ScrollIndicatorVisibility`: the same type as `ScrollIndicatorVisibility`.
    public typealias ScrollIndicatorVisibility = CadenceUI.ScrollIndicatorVisibility
    /// `SwiftUI.ScrollPhase`: the same type as `ScrollPhase`.
    public typealias ScrollPhase = CadenceUI.ScrollPhase
    /// `SwiftUI.ScrollPhaseChangeContext`: the same type as `ScrollPhaseChangeContext`.
    public typealias ScrollPhaseChangeContext = CadenceUI.ScrollPhaseChangeContext
    /// `SwiftUI.ScrollPosition`: the same type as `ScrollPosition`.
    public typealias ScrollPosition = CadenceUI.ScrollPosition
    /// `SwiftUI.ScrollTarget`: the same type as `ScrollTarget`.
    public typealias ScrollTarget = CadenceUI.ScrollTarget
    /// `SwiftUI.ScrollTargetBehavior`: the same type as `ScrollTargetBehavior`.
    public typealias ScrollTargetBehavior = CadenceUI.ScrollTargetBehavior
    /// `SwiftUI.ScrollTargetBehaviorContext`: the same type as `ScrollTargetBehaviorContext`.
    public typealias ScrollTargetBehaviorContext = CadenceUI.ScrollTargetBehaviorContext
    /// `SwiftUI.ScrollTransitionConfiguration`: the same type as `ScrollTransitionConfiguration`.
    public typealias ScrollTransitionConfiguration = CadenceUI.ScrollTransitionConfiguration
    /// `SwiftUI.ScrollTransitionPhase`: the same type as `ScrollTransitionPhase`.
    public typealias ScrollTransitionPhase = CadenceUI.ScrollTransitionPhase
    /// `SwiftUI.ScrollView`: the same type as `ScrollView`.
    public typealias ScrollView = CadenceUI.ScrollView
    /// `SwiftUI.ScrollViewProxy`: the same type as `ScrollViewProxy`.
    public typealias ScrollViewProxy = CadenceUI.ScrollViewProxy
    /// `SwiftUI.ScrollViewReader`: the same type as `ScrollViewReader`.
    public typealias ScrollViewReader = CadenceUI.ScrollViewReader
    /// `SwiftUI.SearchFieldPlacement`: the same type as `SearchFieldPlacement`.
    public typealias SearchFieldPlacement = CadenceUI.SearchFieldPlacement
    /// `SwiftUI.SearchPresentationToolbarBehavior`: the same type as `SearchPresentationToolbarBehavior`.
    public typealias SearchPresentationToolbarBehavior = CadenceUI.SearchPresentationToolbarBehavior
    /// `SwiftUI.SearchScopeActivation`: the same type as `SearchScopeActivation`.
    public typealias SearchScopeActivation = CadenceUI.SearchScopeActivation
    /// `SwiftUI.SearchSuggestionsPlacement`: the same type as `SearchSuggestionsPlacement`.
    public typealias SearchSuggestionsPlacement = CadenceUI.SearchSuggestionsPlacement
    /// `SwiftUI.Section`: the same type as `Section`.
    public typealias Section = CadenceUI.Section
    /// `SwiftUI.SectionCollection`: the same type as `SectionCollection`.
    public typealias SectionCollection = CadenceUI.SectionCollection
    /// `SwiftUI.SectionConfiguration`: the same type as `SectionConfiguration`.
    public typealias SectionConfiguration = CadenceUI.SectionConfiguration
    /// `SwiftUI.SecureField`: the same type as `SecureField`.
    public typealias SecureField = CadenceUI.SecureField
    /// `SwiftUI.SegmentedPickerStyle`: the same type as `SegmentedPickerStyle`.
    public typealias SegmentedPickerStyle = CadenceUI.SegmentedPickerStyle
    /// `SwiftUI.SelectionShapeStyle`: the same type as `SelectionShapeStyle`.
    public typealias SelectionShapeStyle = CadenceUI.SelectionShapeStyle
    /// `SwiftUI.SensoryFeedback`: the same type as `SensoryFeedback`.
    public typealias SensoryFeedback = CadenceUI.SensoryFeedback
    /// `SwiftUI.SeparatorShapeStyle`: the same type as `SeparatorShapeStyle`.
    public typealias SeparatorShapeStyle = CadenceUI.SeparatorShapeStyle
    /// `SwiftUI.SequenceGesture`: the same type as `SequenceGesture`.
    public typealias SequenceGesture = CadenceUI.SequenceGesture
    /// `SwiftUI.Settings`: the same type as `Settings`.
    public typealias Settings = CadenceUI.Settings
    /// `SwiftUI.Shader`: the same type as `Shader`.
    public typealias Shader = CadenceUI.Shader
    /// `SwiftUI.ShaderFunction`: the same type as `ShaderFunction`.
    public typealias ShaderFunction = CadenceUI.ShaderFunction
    /// `SwiftUI.ShaderLibrary`: the same type as `ShaderLibrary`.
    public typealias ShaderLibrary = CadenceUI.ShaderLibrary
    /// `SwiftUI.ShadowStyle`: the same type as `ShadowStyle`.
    public typealias ShadowStyle = CadenceUI.ShadowStyle
    /// `SwiftUI.Shape`: the same type as `Shape`.
    public typealias Shape = CadenceUI.Shape
    /// `SwiftUI.ShapeGeometry`: the same type as `ShapeGeometry`.
    public typealias ShapeGeometry = CadenceUI.ShapeGeometry
    /// `SwiftUI.ShapeRole`: the same type as `ShapeRole`.
    public typealias ShapeRole = CadenceUI.ShapeRole
    /// `SwiftUI.ShapeStyle`: the same type as `ShapeStyle`.
    public typealias ShapeStyle = CadenceUI.ShapeStyle
    /// `SwiftUI.ShapeView`: the same type as `ShapeView`.
    public typealias ShapeView = CadenceUI.ShapeView
    /// `SwiftUI.ShareLink`: the same type as `ShareLink`.
    public typealias ShareLink = CadenceUI.ShareLink
    /// `SwiftUI.SharePreview`: the same type as `SharePreview`.
    public typealias SharePreview = CadenceUI.SharePreview
    /// `SwiftUI.SharedBackgroundToolbarContent`: the same type as `SharedBackgroundToolbarContent`.
    public typealias SharedBackgroundToolbarContent = CadenceUI.SharedBackgroundToolbarContent
    /// `SwiftUI.SidebarCommands`: the same type as `SidebarCommands`.
    public typealias SidebarCommands = CadenceUI.SidebarCommands
    /// `SwiftUI.SidebarListStyle`: the same type as `SidebarListStyle`.
    public typealias SidebarListStyle = CadenceUI.SidebarListStyle
    /// `SwiftUI.SimultaneousGesture`: the same type as `SimultaneousGesture`.
    public typealias SimultaneousGesture = CadenceUI.SimultaneousGesture
    /// `SwiftUI.SlideTransition`: the same type as `SlideTransition`.
    public typealias SlideTransition = CadenceUI.SlideTransition
    /// `SwiftUI.Slider`: the same type as `Slider`.
    public typealias Slider = CadenceUI.Slider
    /// `SwiftUI.Spacer`: the same type as `Spacer`.
    public typealias Spacer = CadenceUI.Spacer
    /// `SwiftUI.SpacerSizing`: the same type as `SpacerSizing`.
    public typealias SpacerSizing = CadenceUI.SpacerSizing
    /// `SwiftUI.SpatialTapGesture`: the same type as `SpatialTapGesture`.
    public typealias SpatialTapGesture = CadenceUI.SpatialTapGesture
    /// `SwiftUI.StackNavigationViewStyle`: the same type as `StackNavigationViewStyle`.
    public typealias StackNavigationViewStyle = CadenceUI.StackNavigationViewStyle
    /// `SwiftUI.Stage`: the same type as `Stage`.
    public typealias Stage = CadenceUI.Stage
    /// `SwiftUI.StageError`: the same type as `StageError`.
    public typealias StageError = CadenceUI.StageError
    /// `SwiftUI.StageEvent`: the same type as `StageEvent`.
    public typealias StageEvent = CadenceUI.StageEvent
    /// `SwiftUI.StageIssue`: the same type as `StageIssue`.
    public typealias StageIssue = CadenceUI.StageIssue
    /// `SwiftUI.State`: the same type as `State`.
    public typealias State = CadenceUI.State
    /// `SwiftUI.StateObject`: the same type as `StateObject`.
    public typealias StateObject = CadenceUI.StateObject
    /// `SwiftUI.Stepper`: the same type as `Stepper`.
    public typealias Stepper = CadenceUI.Stepper
    /// `SwiftUI.StrokeBorderShapeView`: the same type as `StrokeBorderShapeView`.
    public typealias StrokeBorderShapeView = CadenceUI.StrokeBorderShapeView
    /// `SwiftUI.StrokeShapeView`: the same type as `StrokeShapeView`.
    public typealias StrokeShapeView = CadenceUI.StrokeShapeView
    /// `SwiftUI.StrokeStyle`: the same type as `StrokeStyle`.
    public typealias StrokeStyle = CadenceUI.StrokeStyle
    /// `SwiftUI.SubmitLabel`: the same type as `SubmitLabel`.
    public typealias SubmitLabel = CadenceUI.SubmitLabel
    /// `SwiftUI.SubmitTriggers`: the same type as `SubmitTriggers`.
    public typealias SubmitTriggers = CadenceUI.SubmitTriggers
    /// `SwiftUI.Subview`: the same type as `Subview`.
    public typealias Subview = CadenceUI.Subview
    /// `SwiftUI.SubviewsCollection`: the same type as `SubviewsCollection`.
    public typealias SubviewsCollection = CadenceUI.SubviewsCollection
    /// `SwiftUI.SubviewsCollectionSlice`: the same type as `SubviewsCollectionSlice`.
    public typealias SubviewsCollectionSlice = CadenceUI.SubviewsCollectionSlice
    /// `SwiftUI.SwitchToggleStyle`: the same type as `SwitchToggleStyle`.
    public typealias SwitchToggleStyle = CadenceUI.SwitchToggleStyle
    /// `SwiftUI.SymbolColorRenderingMode`: the same type as `SymbolColorRenderingMode`.
    public typealias SymbolColorRenderingMode = CadenceUI.SymbolColorRenderingMode
    /// `SwiftUI.SymbolEffect`: the same type as `SymbolEffect`.
    public typealias SymbolEffect = CadenceUI.SymbolEffect
    /// `SwiftUI.SymbolEffectConfiguration`: the same type as `SymbolEffectConfiguration`.
    public typealias SymbolEffectConfiguration = CadenceUI.SymbolEffectConfiguration
    /// `SwiftUI.SymbolEffectOptions`: the same type as `SymbolEffectOptions`.
    public typealias SymbolEffectOptions = CadenceUI.SymbolEffectOptions
    /// `SwiftUI.SymbolEffectTransition`: the same type as `SymbolEffectTransition`.
    public typealias SymbolEffectTransition = CadenceUI.SymbolEffectTransition
    /// `SwiftUI.SymbolRenderingMode`: the same type as `SymbolRenderingMode`.
    public typealias SymbolRenderingMode = CadenceUI.SymbolRenderingMode
    /// `SwiftUI.SymbolShape`: the same type as `SymbolShape`.
    public typealias SymbolShape = CadenceUI.SymbolShape
    /// `SwiftUI.SymbolVariableValueMode`: the same type as `SymbolVariableValueMode`.
    public typealias SymbolVariableValueMode = CadenceUI.SymbolVariableValueMode
    /// `SwiftUI.SymbolVariants`: the same type as `SymbolVariants`.
    public typealias SymbolVariants = CadenceUI.SymbolVariants
    /// `SwiftUI.Tab`: the same type as `Tab`.
    public typealias Tab = CadenceUI.Tab
    /// `SwiftUI.TabBarMinimizeBehavior`: the same type as `TabBarMinimizeBehavior`.
    public typealias TabBarMinimizeBehavior = CadenceUI.TabBarMinimizeBehavior
    /// `SwiftUI.TabContent`: the same type as `TabContent`.
    public typealias TabContent = CadenceUI.TabContent
    /// `SwiftUI.TabContentBuilder`: the same type as `TabContentBuilder`.
    public typealias TabContentBuilder = CadenceUI.TabContentBuilder
    /// `SwiftUI.TabCustomizationBehavior`: the same type as `TabCustomizationBehavior`.
    public typealias TabCustomizationBehavior = CadenceUI.TabCustomizationBehavior
    /// `SwiftUI.TabPlacement`: the same type as `TabPlacement`.
    public typealias TabPlacement = CadenceUI.TabPlacement
    /// `SwiftUI.TabRole`: the same type as `TabRole`.
    public typealias TabRole = CadenceUI.TabRole
    /// `SwiftUI.TabSection`: the same type as `TabSection`.
    public typealias TabSection = CadenceUI.TabSection
    /// `SwiftUI.TabView`: the same type as `TabView`.
    public typealias TabView = CadenceUI.TabView
    /// `SwiftUI.TabViewBottomAccessoryPlacement`: the same type as `TabViewBottomAccessoryPlacement`.
    public typealias TabViewBottomAccessoryPlacement = CadenceUI.TabViewBottomAccessoryPlacement
    /// `SwiftUI.TabViewCustomization`: the same type as `TabViewCustomization`.
    public typealias TabViewCustomization = CadenceUI.TabViewCustomization
    /// `SwiftUI.TabViewStyle`: the same type as `TabViewStyle`.
    public typealias TabViewStyle = CadenceUI.TabViewStyle
    /// `SwiftUI.Table`: the same type as `Table`.
    public typealias Table = CadenceUI.Table
    /// `SwiftUI.TableColumn`: the same type as `TableColumn`.
    public typealias TableColumn = CadenceUI.TableColumn
    /// `SwiftUI.TableColumnBuilder`: the same type as `TableColumnBuilder`.
    public typealias TableColumnBuilder = CadenceUI.TableColumnBuilder
    /// `SwiftUI.TableColumnContent`: the same type as `TableColumnContent`.
    public typealias TableColumnContent = CadenceUI.TableColumnContent
    /// `SwiftUI.TableColumnList`: the same type as `TableColumnList`.
    public typealias TableColumnList = CadenceUI.TableColumnList
    /// `SwiftUI.TableForEachContent`: the same type as `TableForEachContent`.
    public typealias TableForEachContent = CadenceUI.TableForEachContent
    /// `SwiftUI.TableRow`: the same type as `TableRow`.
    public typealias TableRow = CadenceUI.TableRow
    /// `SwiftUI.TableRowBuilder`: the same type as `TableRowBuilder`.
    public typealias TableRowBuilder = CadenceUI.TableRowBuilder
    /// `SwiftUI.TableRowContent`: the same type as `TableRowContent`.
    public typealias TableRowContent = CadenceUI.TableRowContent
    /// `SwiftUI.TableRowList`: the same type as `TableRowList`.
    public typealias TableRowList = CadenceUI.TableRowList
    /// `SwiftUI.TableStyle`: the same type as `TableStyle`.
    public typealias TableStyle = CadenceUI.TableStyle
    /// `SwiftUI.TapGesture`: the same type as `TapGesture`.
    public typealias TapGesture = CadenceUI.TapGesture
    /// `SwiftUI.Text`: the same type as `Text`.
    public typealias Text = CadenceUI.Text
    /// `SwiftUI.TextAlignment`: the same type as `TextAlignment`.
    public typealias TextAlignment = CadenceUI.TextAlignment
    /// `SwiftUI.TextAttribute`: the same type as `TextAttribute`.
    public typealias TextAttribute = CadenceUI.TextAttribute
    /// `SwiftUI.TextEditingCommands`: the same type as `TextEditingCommands`.
    public typealias TextEditingCommands = CadenceUI.TextEditingCommands
    /// `SwiftUI.TextEditor`: the same type as `TextEditor`.
    public typealias TextEditor = CadenceUI.TextEditor
    /// `SwiftUI.TextField`: the same type as `TextField`.
    public typealias TextField = CadenceUI.TextField
    /// `SwiftUI.TextFieldStyle`: the same type as `TextFieldStyle`.
    public typealias TextFieldStyle = CadenceUI.TextFieldStyle
    /// `SwiftUI.TextFormattingCommands`: the same type as `TextFormattingCommands`.
    public typealias TextFormattingCommands = CadenceUI.TextFormattingCommands
    /// `SwiftUI.TextInputAutocapitalization`: the same type as `TextInputAutocapitalization`.
    public typealias TextInputAutocapitalization = CadenceUI.TextInputAutocapitalization
    /// `SwiftUI.TextLayout`: the same type as `TextLayout`.
    public typealias TextLayout = CadenceUI.TextLayout
    /// `SwiftUI.TextMeasurer`: the same type as `TextMeasurer`.
    public typealias TextMeasurer = CadenceUI.TextMeasurer
    /// `SwiftUI.TextProxy`: the same type as `TextProxy`.
    public typealias TextProxy = CadenceUI.TextProxy
    /// `SwiftUI.TextRenderer`: the same type as `TextRenderer`.
    public typealias TextRenderer = CadenceUI.TextRenderer
    /// `SwiftUI.TextSelectability`: the same type as `TextSelectability`.
    public typealias TextSelectability = CadenceUI.TextSelectability
    /// `SwiftUI.TimelineSchedule`: the same type as `TimelineSchedule`.
    public typealias TimelineSchedule = CadenceUI.TimelineSchedule
    /// `SwiftUI.TimelineScheduleMode`: the same type as `TimelineScheduleMode`.
    public typealias TimelineScheduleMode = CadenceUI.TimelineScheduleMode
    /// `SwiftUI.TimelineView`: the same type as `TimelineView`.
    public typealias TimelineView = CadenceUI.TimelineView
    /// `SwiftUI.TimelineViewDefaultContext`: the same type as `TimelineViewDefaultContext`.
    public typealias TimelineViewDefaultContext = CadenceUI.TimelineViewDefaultContext
    /// `SwiftUI.TintShapeStyle`: the same type as `TintShapeStyle`.
    public typealias TintShapeStyle = CadenceUI.TintShapeStyle
    /// `SwiftUI.TitleAndIconLabelStyle`: the same type as `TitleAndIconLabelStyle`.
    public typealias TitleAndIconLabelStyle = CadenceUI.TitleAndIconLabelStyle
    /// `SwiftUI.TitleBarWindowStyle`: the same type as `TitleBarWindowStyle`.
    public typealias TitleBarWindowStyle = CadenceUI.TitleBarWindowStyle
    /// `SwiftUI.TitleOnlyLabelStyle`: the same type as `TitleOnlyLabelStyle`.
    public typealias TitleOnlyLabelStyle = CadenceUI.TitleOnlyLabelStyle
    /// `SwiftUI.Toggle`: the same type as `Toggle`.
    public typealias Toggle = CadenceUI.Toggle
    /// `SwiftUI.ToggleStyle`: the same type as `ToggleStyle`.
    public typealias ToggleStyle = CadenceUI.ToggleStyle
    /// `SwiftUI.ToggleStyleConfiguration`: the same type as `ToggleStyleConfiguration`.
    public typealias ToggleStyleConfiguration = CadenceUI.ToggleStyleConfiguration
    /// `SwiftUI.ToolbarCommands`: the same type as `ToolbarCommands`.
    public typealias ToolbarCommands = CadenceUI.ToolbarCommands
    /// `SwiftUI.ToolbarContent`: the same type as `ToolbarContent`.
    public typealias ToolbarContent = CadenceUI.ToolbarContent
    /// `SwiftUI.ToolbarContentBuilder`: the same type as `ToolbarContentBuilder`.
    public typealias ToolbarContentBuilder = CadenceUI.ToolbarContentBuilder
    /// `SwiftUI.ToolbarDefaultItemKind`: the same type as `ToolbarDefaultItemKind`.
    public typealias ToolbarDefaultItemKind = CadenceUI.ToolbarDefaultItemKind
    /// `SwiftUI.ToolbarItem`: the same type as `ToolbarItem`.
    public typealias ToolbarItem = CadenceUI.ToolbarItem
    /// `SwiftUI.ToolbarItemGroup`: the same type as `ToolbarItemGroup`.
    public typealias ToolbarItemGroup = CadenceUI.ToolbarItemGroup
    /// `SwiftUI.ToolbarItemPlacement`: the same type as `ToolbarItemPlacement`.
    public typealias ToolbarItemPlacement = CadenceUI.ToolbarItemPlacement
    /// `SwiftUI.ToolbarPlacement`: the same type as `ToolbarPlacement`.
    public typealias ToolbarPlacement = CadenceUI.ToolbarPlacement
    /// `SwiftUI.ToolbarRole`: the same type as `ToolbarRole`.
    public typealias ToolbarRole = CadenceUI.ToolbarRole
    /// `SwiftUI.ToolbarSpacer`: the same type as `ToolbarSpacer`.
    public typealias ToolbarSpacer = CadenceUI.ToolbarSpacer
    /// `SwiftUI.ToolbarTitleDisplayMode`: the same type as `ToolbarTitleDisplayMode`.
    public typealias ToolbarTitleDisplayMode = CadenceUI.ToolbarTitleDisplayMode
    /// `SwiftUI.ToolbarTitleMenu`: the same type as `ToolbarTitleMenu`.
    public typealias ToolbarTitleMenu = CadenceUI.ToolbarTitleMenu
    /// `SwiftUI.TransferRepresentation`: the same type as `TransferRepresentation`.
    public typealias TransferRepresentation = CadenceUI.TransferRepresentation
    /// `SwiftUI.TransferRepresentationBuilder`: the same type as `TransferRepresentationBuilder`.
    public typealias TransferRepresentationBuilder = CadenceUI.TransferRepresentationBuilder
    /// `SwiftUI.Transferable`: the same type as `Transferable`.
    public typealias Transferable = CadenceUI.Transferable
    /// `SwiftUI.TransformedShape`: the same type as `TransformedShape`.
    public typealias TransformedShape = CadenceUI.TransformedShape
    /// `SwiftUI.Transition`: the same type as `Transition`.
    public typealias Transition = CadenceUI.Transition
    /// `SwiftUI.TransitionPhase`: the same type as `TransitionPhase`.
    public typealias TransitionPhase = CadenceUI.TransitionPhase
    /// `SwiftUI.TransitionProperties`: the same type as `TransitionProperties`.
    public typealias TransitionProperties = CadenceUI.TransitionProperties
    /// `SwiftUI.TransitionReduceMotionPolicy`: the same type as `TransitionReduceMotionPolicy`.
    public typealias TransitionReduceMotionPolicy = CadenceUI.TransitionReduceMotionPolicy
    /// `SwiftUI.TransitionSymbolEffect`: the same type as `TransitionSymbolEffect`.
    public typealias TransitionSymbolEffect = CadenceUI.TransitionSymbolEffect
    /// `SwiftUI.TupleCommands`: the same type as `TupleCommands`.
    public typealias TupleCommands = CadenceUI.TupleCommands
    /// `SwiftUI.TupleScene`: the same type as `TupleScene`.
    public typealias TupleScene = CadenceUI.TupleScene
    /// `SwiftUI.TupleToolbarContent`: the same type as `TupleToolbarContent`.
    public typealias TupleToolbarContent = CadenceUI.TupleToolbarContent
    /// `SwiftUI.TupleTransferRepresentation`: the same type as `TupleTransferRepresentation`.
    public typealias TupleTransferRepresentation = CadenceUI.TupleTransferRepresentation
    /// `SwiftUI.TupleView`: the same type as `TupleView`.
    public typealias TupleView = CadenceUI.TupleView
    /// `SwiftUI.UIApplication`: the same type as `UIApplication`.
    public typealias UIApplication = CadenceUI.UIApplication
    /// `SwiftUI.UIApplicationDelegate`: the same type as `UIApplicationDelegate`.
    public typealias UIApplicationDelegate = CadenceUI.UIApplicationDelegate
    /// `SwiftUI.UIApplicationDelegateAdaptor`: the same type as `UIApplicationDelegateAdaptor`.
    public typealias UIApplicationDelegateAdaptor = CadenceUI.UIApplicationDelegateAdaptor
    /// `SwiftUI.UIBackgroundFetchResult`: the same type as `UIBackgroundFetchResult`.
    public typealias UIBackgroundFetchResult = CadenceUI.UIBackgroundFetchResult
    /// `SwiftUI.UIColor`: the same type as `UIColor`.
    public typealias UIColor = CadenceUI.UIColor
    /// `SwiftUI.UIDevice`: the same type as `UIDevice`.
    public typealias UIDevice = CadenceUI.UIDevice
    /// `SwiftUI.UIDeviceOrientation`: the same type as `UIDeviceOrientation`.
    public typealias UIDeviceOrientation = CadenceUI.UIDeviceOrientation
    /// `SwiftUI.UIFont`: the same type as `UIFont`.
    public typealias UIFont = CadenceUI.UIFont
    /// `SwiftUI.UIFontMetrics`: the same type as `UIFontMetrics`.
    public typealias UIFontMetrics = CadenceUI.UIFontMetrics
    /// `SwiftUI.UIImage`: the same type as `UIImage`.
    public typealias UIImage = CadenceUI.UIImage
    /// `SwiftUI.UIImpactFeedbackGenerator`: the same type as `UIImpactFeedbackGenerator`.
    public typealias UIImpactFeedbackGenerator = CadenceUI.UIImpactFeedbackGenerator
    /// `SwiftUI.UIKeyboardType`: the same type as `UIKeyboardType`.
    public typealias UIKeyboardType = CadenceUI.UIKeyboardType
    /// `SwiftUI.UILayoutPriority`: the same type as `UILayoutPriority`.
    public typealias UILayoutPriority = CadenceUI.UILayoutPriority
    /// `SwiftUI.UIModalPresentationStyle`: the same type as `UIModalPresentationStyle`.
    public typealias UIModalPresentationStyle = CadenceUI.UIModalPresentationStyle
    /// `SwiftUI.UINotificationFeedbackGenerator`: the same type as `UINotificationFeedbackGenerator`.
    public typealias UINotificationFeedbackGenerator = CadenceUI.UINotificationFeedbackGenerator
    /// `SwiftUI.UIPasteboard`: the same type as `UIPasteboard`.
    public typealias UIPasteboard = CadenceUI.UIPasteboard
    /// `SwiftUI.UIPopoverPresentationController`: the same type as `UIPopoverPresentationController`.
    public typealias UIPopoverPresentationController = CadenceUI.UIPopoverPresentationController
    /// `SwiftUI.UIResponder`: the same type as `UIResponder`.
    public typealias UIResponder = CadenceUI.UIResponder
    /// `SwiftUI.UIScreen`: the same type as `UIScreen`.
    public typealias UIScreen = CadenceUI.UIScreen
    /// `SwiftUI.UISelectionFeedbackGenerator`: the same type as `UISelectionFeedbackGenerator`.
    public typealias UISelectionFeedbackGenerator = CadenceUI.UISelectionFeedbackGenerator
    /// `SwiftUI.UITextAutocapitalizationType`: the same type as `UITextAutocapitalizationType`.
    public typealias UITextAutocapitalizationType = CadenceUI.UITextAutocapitalizationType
    /// `SwiftUI.UITextContentType`: the same type as `UITextContentType`.
    public typealias UITextContentType = CadenceUI.UITextContentType
    /// `SwiftUI.UITraitCollection`: the same type as `UITraitCollection`.
    public typealias UITraitCollection = CadenceUI.UITraitCollection
    /// `SwiftUI.UIUserInterfaceStyle`: the same type as `UIUserInterfaceStyle`.
    public typealias UIUserInterfaceStyle = CadenceUI.UIUserInterfaceStyle
    /// `SwiftUI.UIView`: the same type as `UIView`.
    public typealias UIView = CadenceUI.UIView
    /// `SwiftUI.UIViewController`: the same type as `UIViewController`.
    public typealias UIViewController = CadenceUI.UIViewController
    /// `SwiftUI.UIViewControllerRepresentable`: the same type as `UIViewControllerRepresentable`.
    public typealias UIViewControllerRepresentable = CadenceUI.UIViewControllerRepresentable
    /// `SwiftUI.UIViewControllerRepresentableContext`: the same type as `UIViewControllerRepresentableContext`.
    public typealias UIViewControllerRepresentableContext = CadenceUI.UIViewControllerRepresentableContext
    /// `SwiftUI.UIViewControllerRepresentableHost`: the same type as `UIViewControllerRepresentableHost`.
    public typealias UIViewControllerRepresentableHost = CadenceUI.UIViewControllerRepresentableHost
    /// `SwiftUI.UIViewRepresentable`: the same type as `UIViewRepresentable`.
    public typealias UIViewRepresentable = CadenceUI.UIViewRepresentable
    /// `SwiftUI.UIViewRepresentableContext`: the same type as `UIViewRepresentableContext`.
    public typealias UIViewRepresentableContext = CadenceUI.UIViewRepresentableContext
    /// `SwiftUI.UIViewRepresentableHost`: the same type as `UIViewRepresentableHost`.
    public typealias UIViewRepresentableHost = CadenceUI.UIViewRepresentableHost
    /// `SwiftUI.UndoManager`: the same type as `UndoManager`.
    public typealias UndoManager = CadenceUI.UndoManager
    /// `SwiftUI.UnevenRoundedRectangle`: the same type as `UnevenRoundedRectangle`.
    public typealias UnevenRoundedRectangle = CadenceUI.UnevenRoundedRectangle
    /// `SwiftUI.UnifiedCompactWindowToolbarStyle`: the same type as `UnifiedCompactWindowToolbarStyle`.
    public typealias UnifiedCompactWindowToolbarStyle = CadenceUI.UnifiedCompactWindowToolbarStyle
    /// `SwiftUI.UnifiedWindowToolbarStyle`: the same type as `UnifiedWindowToolbarStyle`.
    public typealias UnifiedWindowToolbarStyle = CadenceUI.UnifiedWindowToolbarStyle
    /// `SwiftUI.UserInterfaceSizeClass`: the same type as `UserInterfaceSizeClass`.
    public typealias UserInterfaceSizeClass = CadenceUI.UserInterfaceSizeClass
    /// `SwiftUI.VStack`: the same type as `VStack`.
    public typealias VStack = CadenceUI.VStack
    /// `SwiftUI.VStackLayout`: the same type as `VStackLayout`.
    public typealias VStackLayout = CadenceUI.VStackLayout
    /// `SwiftUI.VariableColorSymbolEffect`: the same type as `VariableColorSymbolEffect`.
    public typealias VariableColorSymbolEffect = CadenceUI.VariableColorSymbolEffect
    /// `SwiftUI.VerticalAlignment`: the same type as `VerticalAlignment`.
    public typealias VerticalAlignment = CadenceUI.VerticalAlignment
    /// `SwiftUI.VerticalEdge`: the same type as `VerticalEdge`.
    public typealias VerticalEdge = CadenceUI.VerticalEdge
    /// `SwiftUI.View`: the same type as `View`.
    public typealias View = CadenceUI.View
    /// `SwiftUI.ViewAlignedScrollTargetBehavior`: the same type as `ViewAlignedScrollTargetBehavior`.
    public typealias ViewAlignedScrollTargetBehavior = CadenceUI.ViewAlignedScrollTargetBehavior
    /// `SwiftUI.ViewBuilder`: the same type as `ViewBuilder`.
    public typealias ViewBuilder = CadenceUI.ViewBuilder
    /// `SwiftUI.ViewDimensions`: the same type as `ViewDimensions`.
    public typealias ViewDimensions = CadenceUI.ViewDimensions
    /// `SwiftUI.ViewModifier`: the same type as `ViewModifier`.
    public typealias ViewModifier = CadenceUI.ViewModifier
    /// `SwiftUI.ViewSpacing`: the same type as `ViewSpacing`.
    public typealias ViewSpacing = CadenceUI.ViewSpacing
    /// `SwiftUI.ViewThatFits`: the same type as `ViewThatFits`.
    public typealias ViewThatFits = CadenceUI.ViewThatFits
    /// `SwiftUI.Visibility`: the same type as `Visibility`.
    public typealias Visibility = CadenceUI.Visibility
    /// `SwiftUI.VisualEffect`: the same type as `VisualEffect`.
    public typealias VisualEffect = CadenceUI.VisualEffect
    /// `SwiftUI.VolumetricWindowStyle`: the same type as `VolumetricWindowStyle`.
    public typealias VolumetricWindowStyle = CadenceUI.VolumetricWindowStyle
    /// `SwiftUI.WheelDatePickerStyle`: the same type as `WheelDatePickerStyle`.
    public typealias WheelDatePickerStyle = CadenceUI.WheelDatePickerStyle
    /// `SwiftUI.WheelPickerStyle`: the same type as `WheelPickerStyle`.
    public typealias WheelPickerStyle = CadenceUI.WheelPickerStyle
    /// `SwiftUI.WiggleSymbolEffect`: the same type as `WiggleSymbolEffect`.
    public typealias WiggleSymbolEffect = CadenceUI.WiggleSymbolEffect
    /// `SwiftUI.Window`: the same type as `Window`.
    public typealias Window = CadenceUI.Window
    /// `SwiftUI.WindowBackgroundShapeStyle`: the same type as `WindowBackgroundShapeStyle`.
    public typealias WindowBackgroundShapeStyle = CadenceUI.WindowBackgroundShapeStyle
    /// `SwiftUI.WindowGroup`: the same type as `WindowGroup`.
    public typealias WindowGroup = CadenceUI.WindowGroup
    /// `SwiftUI.WindowMenuBarExtraStyle`: the same type as `WindowMenuBarExtraStyle`.
    public typealias WindowMenuBarExtraStyle = CadenceUI.WindowMenuBarExtraStyle
    /// `SwiftUI.WindowResizability`: the same type as `WindowResizability`.
    public typealias WindowResizability = CadenceUI.WindowResizability
    /// `SwiftUI.WindowStyle`: the same type as `WindowStyle`.
    public typealias WindowStyle = CadenceUI.WindowStyle
    /// `SwiftUI.WindowToolbarStyle`: the same type as `WindowToolbarStyle`.
    public typealias WindowToolbarStyle = CadenceUI.WindowToolbarStyle
    /// `SwiftUI.ZStack`: the same type as `ZStack`.
    public typealias ZStack = CadenceUI.ZStack
    /// `SwiftUI.ZStackLayout`: the same type as `ZStackLayout`.
    public typealias ZStackLayout = CadenceUI.ZStackLayout
    /// `SwiftUI.ZoomNavigationTransition`: the same type as `ZoomNavigationTransition`.
    public typealias ZoomNavigationTransition = CadenceUI.ZoomNavigationTransition

    // MARK: Core Graphics stand-ins (CadenceUI declares them where Core Graphics is missing)

    #if !canImport(CoreGraphics)
    /// `SwiftUI.CFDictionary`: the same type as `CFDictionary`.
    public typealias CFDictionary = CadenceUI.CFDictionary
    /// `SwiftUI.CFURL`: the same type as `CFURL`.
    public typealias CFURL = CadenceUI.CFURL
    /// `SwiftUI.CGAffineTransform`: the same type as `CGAffineTransform`.
    public typealias CGAffineTransform = CadenceUI.CGAffineTransform
    /// `SwiftUI.CGBlendMode`: the same type as `CGBlendMode`.
    public typealias CGBlendMode = CadenceUI.CGBlendMode
    /// `SwiftUI.CGColor`: the same type as `CGColor`.
    public typealias CGColor = CadenceUI.CGColor
    /// `SwiftUI.CGContext`: the same type as `CGContext`.
    public typealias CGContext = CadenceUI.CGContext
    /// `SwiftUI.CGImage`: the same type as `CGImage`.
    public typealias CGImage = CadenceUI.CGImage
    /// `SwiftUI.CGInterpolationQuality`: the same type as `CGInterpolationQuality`.
    public typealias CGInterpolationQuality = CadenceUI.CGInterpolationQuality
    /// `SwiftUI.CGLineCap`: the same type as `CGLineCap`.
    public typealias CGLineCap = CadenceUI.CGLineCap
    /// `SwiftUI.CGLineJoin`: the same type as `CGLineJoin`.
    public typealias CGLineJoin = CadenceUI.CGLineJoin
    /// `SwiftUI.CGPath`: the same type as `CGPath`.
    public typealias CGPath = CadenceUI.CGPath
    /// `SwiftUI.CGPathDrawingMode`: the same type as `CGPathDrawingMode`.
    public typealias CGPathDrawingMode = CadenceUI.CGPathDrawingMode
    /// `SwiftUI.CGPathFillRule`: the same type as `CGPathFillRule`.
    public typealias CGPathFillRule = CadenceUI.CGPathFillRule
    /// `SwiftUI.CGVector`: the same type as `CGVector`.
    public typealias CGVector = CadenceUI.CGVector
    /// `SwiftUI.ImageRenderer`: the same type as `ImageRenderer`.
    public typealias ImageRenderer = CadenceUI.ImageRenderer
    #endif
}
