/// The SF Symbol names Cadence has a stand-in drawing for: the one list of them.
///
/// The view layer owns symbols (`Image(systemName:)`), so the list lives here, below everything
/// that needs it: the spec decoder validates a scene's `"symbol"` against it, and the renderer's
/// drawings (`SymbolShape`, beside this list) are held to it by a test, one drawing per name. Adding
/// a symbol means adding its name here and its drawing to one of the catalog files in `Geometry`.
package enum SymbolCatalog {
    /// Every name with a drawing, sorted.
    package static let names: [String] = [
        "arrow.clockwise", "arrow.counterclockwise", "arrow.down", "arrow.down.circle.fill", "arrow.left",
        "arrow.right", "arrow.triangle.2.circlepath", "arrow.up", "arrow.up.circle.fill", "arrow.up.right",
        "backward.fill", "bag.fill", "battery.100", "bell.fill", "bolt.fill", "bookmark", "bookmark.fill",
        "bubble.left.fill", "bubble.right.fill", "calendar", "camera.fill", "cart.fill", "checkmark",
        "checkmark.circle", "checkmark.circle.fill", "chevron.down", "chevron.left", "chevron.right",
        "chevron.up", "chevron.up.chevron.down", "circle", "circle.fill", "clock", "clock.fill",
        "cloud.fill", "cloud.rain.fill", "crown.fill", "drop.fill", "ellipsis", "ellipsis.circle",
        "envelope", "envelope.fill", "exclamationmark.triangle.fill", "flag.fill", "flame.fill",
        "forward.fill", "gear", "gearshape.fill", "gift.fill", "hand.thumbsdown.fill", "hand.thumbsup.fill",
        "heart", "heart.circle.fill", "heart.fill", "house", "house.fill", "info.circle.fill", "leaf.fill",
        "line.3.horizontal", "list.bullet", "lock.fill", "lock.open.fill", "magnifyingglass", "mic.fill",
        "minus", "minus.circle", "minus.circle.fill", "moon.fill", "moon.stars.fill", "music.note",
        "paperplane.fill", "pause.circle.fill", "pause.fill", "pencil", "person", "person.2.fill",
        "person.circle.fill", "person.fill", "phone.fill", "photo", "play.circle.fill", "play.fill", "plus",
        "plus.circle", "plus.circle.fill", "questionmark.circle.fill", "seal.fill", "snowflake", "sparkle",
        "sparkles", "speaker.fill", "speaker.slash.fill", "speaker.wave.2.fill", "speaker.wave.3.fill",
        "square", "square.and.arrow.up", "square.fill", "star", "star.circle.fill", "star.fill",
        "stop.fill", "sun.max.fill", "sun.min.fill", "tag.fill", "trash.fill", "wifi", "xmark",
        "xmark.circle", "xmark.circle.fill",
    ]

    /// Whether `name` has a drawing.
    package static func contains(_ name: String) -> Bool { lookup.contains(name) }

    private static let lookup = Set(names)
}
