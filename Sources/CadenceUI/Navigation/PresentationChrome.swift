import Foundation

// Navigation and presentation modifiers of iOS 16–18 whose effect is platform chrome: the
// suggestions list of a search field, the sizing of a sheet on iPad and Mac, the toolbar's role, a
// window subtitle, the preview canvas. A stage is an iPhone-sized canvas without that chrome, so most
// of them are documented no-ops; `inspector` presents its content as iOS does in a compact width.

/// Whether people can interact with what is behind a presented sheet: SwiftUI's
/// `PresentationBackgroundInteraction` (iOS 16.4).
///
/// Cadence's sheets always dim and cover what is behind them, whatever this says (see
/// `presentationBackgroundInteraction(_:)`).
public struct PresentationBackgroundInteraction: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case automatic, enabled, disabled
        case enabledUpThrough(PresentationDetent)
    }

    let kind: Kind

    /// The platform's choice (disabled on iOS).
    public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
    /// What is behind the sheet can be used at every detent.
    public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
    /// What is behind the sheet cannot be used.
    public static let disabled = PresentationBackgroundInteraction(kind: .disabled)

    /// What is behind the sheet can be used while the sheet is at `detent` or smaller.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
    }
}

/// What a swipe on a resizable sheet's scrollable content does: SwiftUI's
/// `PresentationContentInteraction` (iOS 16.4). See `presentationContentInteraction(_:)`.
public struct PresentationContentInteraction: Sendable, Equatable {
    let name: String

    /// The platform's choice (resizing first, on iOS).
    public static let automatic = PresentationContentInteraction(name: "automatic")
    /// A swipe resizes the sheet to its next detent before the content scrolls.
    public static let resizes = PresentationContentInteraction(name: "resizes")
    /// A swipe scrolls the content; the sheet resizes only from its drag indicator and edges.
    public static let scrolls = PresentationContentInteraction(name: "scrolls")
}

/// What a toolbar is for, which changes how the navigation bar lays out on iPad and Mac: SwiftUI's
/// `ToolbarRole`. Cadence's navigation bar is an iPhone's in every role.
public struct ToolbarRole: Sendable, Equatable {
    let name: String

    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar (the back button shows the previous title).
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar (the title leading on iPad).
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's toolbar (the title leading, no back title on iPad).
    public static let editor = ToolbarRole(name: "editor")
}

/// How large a presented sheet is on iPad and Mac: SwiftUI's `PresentationSizing` (iOS 18).
///
/// On an iPhone, which is what a stage is, sheets are as wide as the screen and as tall as their
/// detents, so Cadence accepts the sizings and draws sheets as before. Cadence's protocol has no
/// requirements: a custom sizing (SwiftUI's `proposedSize(for:context:)`) is not modelled.
public protocol PresentationSizing: Sendable {}

/// The platform's sheet size: SwiftUI's `AutomaticPresentationSizing`.
public struct AutomaticPresentationSizing: PresentationSizing {
    /// Makes the sizing.
    public init() {}
}

/// A size for forms, a little narrower than `.page`: SwiftUI's `FormPresentationSizing`.
public struct FormPresentationSizing: PresentationSizing {
    /// Makes the sizing.
    public init() {}
}

/// A size for documents, about a page: SwiftUI's `PagePresentationSizing`.
public struct PagePresentationSizing: PresentationSizing {
    /// Makes the sizing.
    public init() {}
}

/// The content's ideal size: SwiftUI's `FittedPresentationSizing`.
public struct FittedPresentationSizing: PresentationSizing {
    /// Makes the sizing.
    public init() {}
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's size.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A size for forms.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// A size for documents.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
    /// This sizing, fitted to the content's ideal size along the dimensions given (no effect on
    /// an iPhone-sized stage).
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }

    /// This sizing, growing with its content but not shrinking along the dimensions given (no
    /// effect on an iPhone-sized stage).
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }
}

/// How the preview canvas lays out a preview: SwiftUI's `PreviewLayout`. Stages choose their own
/// size (`Stage(size:)`), so Cadence records nothing.
public enum PreviewLayout: Sendable {
    /// In a device's screen.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// In a container of `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device the preview canvas shows a preview on, by name (`"iPhone 15 Pro"`): SwiftUI's
/// `PreviewDevice`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named by a literal.
    public init(stringLiteral: String) {
        rawValue = stringLiteral
    }
}

extension View {
    /// Whether what is behind the sheet this view is in can be used.
    ///
    /// A documented no-op on a stage: Cadence's sheets always dim and cover what is behind them.
    public nonisolated func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// Whether a swipe on the scrollable content of the sheet this view is in resizes the sheet or
    /// scrolls the content.
    ///
    /// ```swift
    /// List(results) { … }
    ///     .presentationDetents([.medium, .large])
    ///     .presentationContentInteraction(.scrolls)
    /// ```
    ///
    /// A documented no-op on a stage: a stage script scrolls a sheet's scroll view with
    /// `Stage.scroll(by:identifier:)` and changes its detent through the `selection` binding of
    /// `presentationDetents(_:selection:)`, so the two never compete for one swipe.
    public nonisolated func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View {
        self
    }

    /// How large the sheet this view is in is on iPad and Mac (no effect on an iPhone-sized stage;
    /// see `PresentationSizing`).
    public nonisolated func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        self
    }

    /// What the toolbar of the navigation stack or split view around this view is for (no effect:
    /// the stage's navigation bar is an iPhone's in every role).
    public nonisolated func toolbarRole(_ role: ToolbarRole) -> some View {
        self
    }

    /// A subtitle under the navigation title on macOS and Mac Catalyst windows (no effect: a stage
    /// has no window title bar).
    public nonisolated func navigationSubtitle(_ subtitle: Text) -> some View {
        self
    }

    /// A subtitle from a localized key (no effect on a stage; see `navigationSubtitle(_:)`).
    public nonisolated func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        self
    }

    /// A subtitle from a string (no effect on a stage; see `navigationSubtitle(_:)`).
    @_disfavoredOverload
    public nonisolated func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        self
    }

    /// Shows `content` in an inspector while `isPresented` is true.
    ///
    /// In a compact width, which is what a stage is, iOS presents the inspector as a sheet, and so
    /// does Cadence: the content slides up over this view, and dismissing it sets `isPresented` to
    /// false. `content` is made once, when the modifier is.
    public nonisolated func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let made = content()
        return sheet(isPresented: isPresented) { made }
    }

    /// The width of the inspector column this view is in (no effect: in a compact width the
    /// inspector is a sheet).
    public nonisolated func inspectorColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// The width range of the inspector column this view is in (no effect on a stage; see
    /// `inspectorColumnWidth(_:)`).
    public nonisolated func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }

    /// The name the preview canvas shows for this preview (no effect: stages are not previews).
    public nonisolated func previewDisplayName(_ value: String?) -> some View {
        self
    }

    /// How the preview canvas lays out this preview (no effect: a stage has its own size).
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View {
        self
    }

    /// The device the preview canvas shows this preview on (no effect on a stage).
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View {
        self
    }

    /// The orientation the preview canvas shows this preview in (no effect on a stage, whose size
    /// is its own): SwiftUI's `previewInterfaceOrientation(_:)`.
    public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        self
    }
}

/// An orientation of the device's interface: SwiftUI's `InterfaceOrientation`, which
/// `previewInterfaceOrientation(_:)` takes.
public struct InterfaceOrientation: Hashable, Sendable, Identifiable, CaseIterable {
    /// The orientation's name (`"portrait"`, `"landscapeLeft"` …).
    public let id: String

    /// The device upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device in landscape, its top on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device in landscape, its top on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}
