import Foundation

extension Stage {
    /// Creates a stage that launches `app` and shows its first window's content, as the system
    /// does at launch: SwiftUI's life cycle for an `@main` app.
    ///
    /// ```swift
    /// let stage = Stage(size: CGSize(width: 390, height: 844), app: JournalApp())
    /// ```
    ///
    /// The app delegate of an `@UIApplicationDelegateAdaptor` runs its launch methods first (once
    /// per app value, however many stages show it), and is in the window's environment when it is
    /// an `ObservableObject` or `@Observable`. An app without a `WindowGroup` shows nothing (an
    /// empty stage). The other parameters are those of `init(size:safeAreaInsets:environment:textMeasurer:startDate:content:)`.
    public convenience init<A: App>(
        size: CGSize,
        safeAreaInsets: EdgeInsets = EdgeInsets(),
        environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
        startDate: Date = Date(),
        app: A
    ) {
        let window = app.launchedFirstWindow() ?? AnyView(EmptyView())
        self.init(size: size, safeAreaInsets: safeAreaInsets, environment: environment,
                  textMeasurer: textMeasurer, startDate: startDate) { window }
    }
}
