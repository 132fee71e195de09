#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import UIKit
import Testing
import CadenceStageTestSupport

// A profile header built from UIKit values: Image(uiImage:) with a UIImage(named:) that falls back
// to UIImage(systemName:), an avatar decoded from PNG data, Font(UIFont) for a title and
// UIColor-based colours.

private func pngHeader(width: UInt32, height: UInt32) -> Data {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for value in [width, height] {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    return Data(bytes)
}

private struct ProfileHeader: View {
    let avatarData: Data?
    let badgeName: String

    private var badge: UIImage {
        UIImage(named: badgeName) ?? UIImage(systemName: "star.fill")!
    }

    var body: some View {
        VStack(spacing: 12) {
            if let data = avatarData, let avatar = UIImage(data: data) {
                Image(uiImage: avatar)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 96, height: 96)
                    .clipShape(Circle())
            }
            HStack(spacing: 6) {
                Image(uiImage: badge.withRenderingMode(.alwaysTemplate))
                    .foregroundColor(Color(UIColor.systemYellow))
                Text("Gold member")
                    .font(Font(UIFont.systemFont(ofSize: 22, weight: .semibold)))
            }
            Text("Since 2019")
                .font(Font(UIFont.preferredFont(forTextStyle: .footnote)))
                .foregroundColor(Color(UIColor.secondaryLabel))
        }
    }
}

@MainActor
@Suite struct UIKitImageAndFontCompatibilityTests {
    @Test func imagesFromUIKitDraw() throws {
        let data = pngHeader(width: 300, height: 200)
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.pngData() == data)
        #expect(image.jpegData(compressionQuality: 0.8) == nil, "no JPEG encoder headless")
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(named: "no-such-asset") == nil)

        let stage = Stage(size: CGSize(width: 390, height: 400)) {
            ProfileHeader(avatarData: data, badgeName: "gold-badge")
        }
        let list = stage.displayList()
        let star = try #require(list.item(symbol: "star.fill"), "UIImage(named:) fell back to the symbol")
        #expect(star.bounds.width > 0)
        let avatar = try #require(list.shapes.first { isClose($0.rect.width, 144, absolute: 1e-6) },
                                  "the 3:2 avatar fills a 96-point circle: \(list.shapes.map(\.rect))")
        #expect(isClose(avatar.rect.height, 96, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func fontsAndColoursFromUIKit() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) {
            ProfileHeader(avatarData: nil, badgeName: "gold-badge")
        }
        let title = try #require(stage.displayList().item(text: "Gold member"))
        guard case .text(let text) = title.content else { Issue.record("not a text"); return }
        #expect(text.font.pointSize == 22)
        #expect(text.font.weight == .semibold)
        let since = try #require(stage.displayList().texts.first { $0.text == "Since 2019" })
        #expect(since.font.pointSize == 13, "the footnote style's size")
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        #expect(UIFont.boldSystemFont(ofSize: 12).pointSize == 12)
        #expect(stage.displayList().item(tinted: .yellow) != nil || stage.displayList().symbols.first?.color == Color.yellow.resolve(in: EnvironmentValues()))
    }
}

// Previews as a file importing UIKit writes them: SwiftUI views, and UIKit views and view
// controllers through UIKit's own `#Preview`.
#Preview {
    ProfileHeader(avatarData: nil, badgeName: "gold-badge")
}

#Preview("Label", traits: .sizeThatFitsLayout) {
    let label = UILabel()
    label.text = "Ada Lovelace"
    return label
}

#Preview("Controller") {
    UIViewController()
}
