import CadenceUI
import CadenceStageTestSupport

// Example views used across the tests, written in SwiftUI's spellings (loosely after the seed
// articles: a like button with a "+1" overlay, a checkmark squashed about its bottom edge, stacks).

/// A heart button with a like counter and a "+1" overlay aligned to the top.
struct HeartButton: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 4) {
            Button {
                likes += 1
            } label: {
                Image(systemName: "heart.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.pink)
            }
            .tapTarget("heart")
            .overlay(alignment: .top) {
                Text("+1")
                    .font(.headline.bold())
                    .foregroundStyle(.pink)
                    .opacity(likes > 0 ? 1 : 0)
                    .offset(y: -24)
            }
            Text("\(likes) likes")
                .font(.caption)
        }
        .accessibilityLabel("Like")
        .accessibilityValue("\(likes) likes")
    }
}

/// A checkmark in a 100 × 100 frame, squashed about its bottom edge and lifted.
struct SquashedCheckmark: View {
    var verticalStretch: CGFloat = 0.6
    var translation: CGFloat = -10

    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .resizable()
            .foregroundStyle(.blue)
            .frame(width: 100, height: 100)
            .scaleEffect(CGSize(width: 1, height: verticalStretch), anchor: .bottom)
            .offset(y: translation)
    }
}

/// A counter whose count lives in `@State`, tapped through its title.
struct Counter: View {
    var title = "Add"
    @State private var count = 0

    var body: some View {
        HStack {
            Text("count \(count)")
            Button(title) { count += 1 }
        }
    }
}

/// Records what happened, in order, for lifecycle and action tests.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    func removeAll() {
        entries.removeAll()
    }
}
