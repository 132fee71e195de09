/// `onAppear`/`onDisappear`: actions run when the modified view enters or leaves the visible tree.
nonisolated struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let actions: LifecycleActions

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let mark = context.graph.lifecycleMark
        let nodes = content(context)
        // Like every modifier, it applies to each view of its content: each appears on its own.
        let identities = nodes.indices.map { context.identity.appending(.lifecycle($0)) }
        context.graph.visitLifecycle(identities, actions: actions, at: mark)
        return nodes
    }
}

extension View {
    /// Runs `action` when this view appears: when the stage first shows it, when it is shown again
    /// after being hidden, or when it enters the tree (another branch, a new `.id`, a new element).
    ///
    /// Actions run after the evaluation that made the view appear and before the frame is produced, in
    /// tree order (outer before inner, earlier siblings first); state they change shows in that frame.
    /// A modifier on several views (a `Group`, a `ForEach`) runs once per view; on no view, never.
    public nonisolated func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(actions: LifecycleActions(onAppear: action, onDisappear: nil)))
    }

    /// Runs `action` when this view disappears: when the stage hides, or when it leaves the tree.
    ///
    /// When several views disappear together, the one that appeared last disappears first; when views
    /// are replaced, disappearances run before the new views' appearances.
    public nonisolated func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(actions: LifecycleActions(onAppear: nil, onDisappear: action)))
    }
}
