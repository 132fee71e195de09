/// Two animatable values animated as one: the parameters of an effect that has several (a scale and
/// its anchor, an angle and its anchor).
struct AnimatedPair<First: Animatable, Second: Animatable>: Animatable {
    var first: First
    var second: Second

    init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }
}
