import CadenceUI
import CadenceStageTestSupport

// Views for the accessibility tests, in SwiftUI's spellings, loosely after the seed articles: a like
// button whose value carries the count, save badges that confirm in different ways, a status dot
// that tells its state by colour, a spinner that never stops.

/// The beats of a bounce, as a phase animator plays them.
enum Beat: CaseIterable {
    case rest, lift, settle
}

/// A sparkle that turns half a turn and back, for ever: a decorative loop (a phase animator without
/// a trigger).
struct Spinner: View {
    var body: some View {
        Image(systemName: "sparkles")
            .phaseAnimator([0.0, 180.0]) { sparkle, angle in
                sparkle.rotationEffect(.degrees(angle))
            } animation: { _ in
                .linear(duration: 0.5)
            }
    }
}

/// Seed 001's like button: a heart that pops through three phases on each like, labelled once and
/// valued with the count, with success feedback. With Reduce Motion on the phases keep it still;
/// everything else is the same.
struct AccessibleLikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likes = 0

    var body: some View {
        Button {
            likes += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(.pink)
                .phaseAnimator(Beat.allCases, trigger: likes) { heart, beat in
                    heart.scaleEffect(!reduceMotion && beat == .lift ? 1.3 : 1)
                } animation: { beat in
                    beat == .lift ? .bouncy(duration: 0.3) : .smooth(duration: 0.2)
                }
        }
        .tapTarget("like")
        .accessibilityLabel("Like")
        .accessibilityValue("\(likes) likes")
        .sensoryFeedback(.success, trigger: likes)
    }
}

/// A save button with a badge that bounces when a save completes. How the save is confirmed beyond
/// the bounce is configurable, to test each channel.
struct SaveBadge: View {
    enum Confirmation {
        /// Nothing but the bounce.
        case bounceOnly
        /// An announcement posted from the button's action.
        case announcement
        /// The badge's value says whether the draft is saved.
        case value
        /// The bounce is marked decorative (and nothing else changes).
        case decorative
    }

    var confirmation: Confirmation
    @State private var saves = 0

    var body: some View {
        VStack(spacing: 12) {
            badge
            Button("Save") {
                saves += 1
                if confirmation == .announcement {
                    AccessibilityNotification.Announcement("Draft saved").post()
                }
            }
        }
    }

    @ViewBuilder private var badge: some View {
        let bouncing = Image(systemName: "checkmark.circle.fill")
            .font(.system(size: 32))
            .foregroundStyle(.green)
            .phaseAnimator(Beat.allCases, trigger: saves) { badge, beat in
                badge.scaleEffect(beat == .lift ? 1.25 : 1)
            } animation: { beat in
                beat == .lift ? .spring(duration: 0.25) : .easeOut(duration: 0.15)
            }
        switch confirmation {
        case .bounceOnly, .announcement:
            bouncing
        case .value:
            bouncing.accessibilityValue(saves > 0 ? "Saved" : "Not saved")
        case .decorative:
            bouncing.accessibilityDecorativeAnimation()
        }
    }
}

/// A dot that turns from grey to green when "Sync" is tapped. With `symbolWithoutColor`, it also shows
/// a checkmark when Differentiate Without Colour is on, as it should.
struct SyncStatus: View {
    var symbolWithoutColor: Bool
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    @State private var synced = false

    var body: some View {
        HStack {
            ZStack {
                Circle()
                    .fill(synced ? Color.green : Color.gray)
                    .frame(width: 20, height: 20)
                if synced && symbolWithoutColor && differentiateWithoutColor {
                    Image(systemName: "checkmark")
                        .font(.system(size: 12))
                        .foregroundStyle(.white)
                }
            }
            Button("Sync") { synced = true }
        }
    }
}

/// A card whose content fades from 60 % to full opacity once "Load" is tapped, and nothing else.
struct FadingCard: View {
    @State private var loaded = false

    var body: some View {
        VStack {
            Rectangle()
                .fill(Color.blue)
                .frame(width: 80, height: 40)
                .opacity(loaded ? 1 : 0.6)
            Button("Load") { loaded = true }
        }
    }
}
