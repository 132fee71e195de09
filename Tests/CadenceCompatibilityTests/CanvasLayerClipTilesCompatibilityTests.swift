#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Canvas drawing as badge and wallpaper code writes it: a gradient seen only through a word
// (`clipToLayer` with text), an eraser that cuts a hole (`.inverse`), a half-strength mask, and a
// background of repeated stars (`.tiledImage`).

private struct SaleBadge: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            var word = context
            word.clipToLayer { mask in
                mask.draw(Text("SALE").font(.system(size: 30)), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            word.fill(Path(CGRect(origin: .zero, size: size)),
                      with: .linearGradient(Gradient(colors: [.yellow, .red]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        .frame(width: 160, height: 60)
    }
}

private struct ErasedDrawing: View {
    var opacity: Double
    var inverse: Bool
    var body: some View {
        Canvas { context, size in
            context.clipToLayer(opacity: opacity, options: inverse ? .inverse : []) { mask in
                mask.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.white))
            }
            context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), with: .color(.blue))
            context.stroke(Path(CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.pink), lineWidth: 2)
        }
        .frame(width: 80, height: 80)
    }
}

private struct StarWallpaper: View {
    var origin: CGPoint = .zero
    var scale: CGFloat = 1
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 90, height: 30)),
                         with: .tiledImage(Image(systemName: "star.fill"), origin: origin, scale: scale))
        }
        .frame(width: 90, height: 30)
        .font(.system(size: 20))
        .foregroundStyle(.yellow)
    }
}

/// A sepia photo corner as filter code writes it, reading the clip's bounds to place a caption.
private struct SepiaCorner: View {
    final class Readings {
        var clipBounds: [CGRect] = []
        var baseline: CGFloat = 0
        var iconHeight: CGFloat = 0
    }
    let readings: Readings
    var body: some View {
        Canvas { context, size in
            readings.clipBounds.append(context.clipBoundingRect)
            var sepia = ColorMatrix()
            (sepia.r1, sepia.r2, sepia.r3) = (0.39, 0.77, 0.19)
            (sepia.g1, sepia.g2, sepia.g3) = (0.35, 0.69, 0.17)
            (sepia.b1, sepia.b2, sepia.b3) = (0.27, 0.53, 0.13)
            var photo = context
            photo.clip(to: Path(CGRect(x: 10, y: 20, width: 100, height: 50)))
            photo.translateBy(x: 10, y: 20)
            readings.clipBounds.append(photo.clipBoundingRect)
            photo.addFilter(.colorMatrix(sepia))
            photo.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(.blue))
            let icon = context.resolve(Image(systemName: "camera"))
            readings.baseline = icon.baseline
            readings.iconHeight = icon.size.height
        }
        .frame(width: 160, height: 90)
    }
}

@MainActor
@Suite struct CanvasLayerClipTilesCompatibilityTests {
    @Test func aColorMatrixFilterAndTheClipBounds() throws {
        let readings = SepiaCorner.Readings()
        let list = Stage(size: CGSize(width: 160, height: 90)) { SepiaCorner(readings: readings) }.displayList()
        // Unclipped, the whole canvas; clipped and moved, the clip in the moved coordinates.
        #expect(readings.clipBounds.first == CGRect(x: 0, y: 0, width: 160, height: 90))
        #expect(readings.clipBounds.dropFirst().first == CGRect(x: 0, y: 0, width: 100, height: 50))
        let photo = try #require(list.item(filledWith: .blue))
        guard case .colorMatrix(let matrix)? = photo.layers.first?.effect else {
            Issue.record("layers \(photo.layers)")
            return
        }
        #expect(matrix.values.count == 20)
        #expect(isClose(matrix.values[0], 0.39, absolute: 1e-6) && isClose(matrix.values[6], 0.69, absolute: 1e-6))
        #expect(matrix.values[18] == 1 && matrix.values[19] == 0, "alpha kept")
        // An image without a baseline of its own: its height.
        #expect(readings.baseline > 0 && readings.baseline == readings.iconHeight)
    }

    private func masks(_ item: DisplayList.Item) -> [[DisplayList.Item]] {
        item.layers.compactMap { layer in
            if case .mask(let items) = layer.effect { items } else { nil }
        }
    }

    @Test func theGradientIsSeenOnlyThroughTheWord() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { SaleBadge() }
        let list = stage.displayList()
        let background = try #require(list.item(filledWith: .black))
        #expect(masks(background).isEmpty, "drawing before the clip is not masked")
        let gradient = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content else { return false }
            return shape.shading != nil
        })
        let mask = try #require(masks(gradient).first)
        // The mask is the word, drawn where the canvas draws it, and it is not itself in the list.
        guard case .text(let word)? = mask.first?.content else {
            Issue.record("the mask is \(mask)")
            return
        }
        #expect(word.text == "SALE")
        #expect(list.item(text: "SALE") == nil)
        #expect(abs(mask[0].bounds.midX - background.bounds.midX) < 1, "\(mask[0].bounds) in \(background.bounds)")
        #expect(stage.accessibilityTree().element(label: "SALE") == nil)
    }

    @Test func eachLaterDrawingIsMaskedOnItsOwn() throws {
        let list = Stage(size: CGSize(width: 80, height: 80)) { ErasedDrawing(opacity: 1, inverse: false) }.displayList()
        let fill = try #require(list.item(filledWith: .blue))
        let stroke = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content, case .stroke = shape.paint else { return false }
            return true
        })
        let fillMask = try #require(masks(fill).first), strokeMask = try #require(masks(stroke).first)
        #expect(fillMask == strokeMask)
        #expect(fill.layers.map(\.id) != stroke.layers.map(\.id), "two operations, two mask layers")
        // The circle, full strength, no cut-out.
        #expect(fillMask.count == 1)
        #expect(fillMask[0].layers.isEmpty)
        #expect(isClose(fillMask[0].bounds.width, 40, absolute: 1e-6))
    }

    @Test func anInverseMaskCutsTheContentOutOfACover() throws {
        let list = Stage(size: CGSize(width: 80, height: 80)) { ErasedDrawing(opacity: 0.5, inverse: true) }.displayList()
        let fill = try #require(list.item(filledWith: .blue))
        let mask = try #require(masks(fill).first)
        #expect(mask.count == 2)
        // An opaque cover far past the canvas …
        #expect(mask[0].bounds.contains(CGRect(x: -1000, y: -1000, width: 2080, height: 2080)))
        #expect(mask[0].layers.isEmpty)
        // … with the circle taken out of it at half strength.
        let effects = mask[1].layers.map(\.effect)
        #expect(effects == [.blendMode(.destinationOut), .opacity(0.5)])
        #expect(isClose(mask[1].bounds.width, 40, absolute: 1e-6))
    }

    @Test func aMaskAtHalfOpacityHalvesItsAlphaAsAWhole() throws {
        let list = Stage(size: CGSize(width: 80, height: 80)) { ErasedDrawing(opacity: 0.5, inverse: false) }.displayList()
        let fill = try #require(list.item(filledWith: .blue))
        let mask = try #require(masks(fill).first)
        #expect(mask.count == 1)
        #expect(mask[0].layers.map(\.effect) == [.opacity(0.5)])
        guard case .shape(let circle) = mask[0].content, case .fill(let color) = circle.paint else {
            Issue.record("the mask is \(mask)")
            return
        }
        #expect(color.opacity == 1, "the colour keeps its alpha; the layer halves it")
    }

    @Test func tiledStarsCoverTheFilledRectangle() throws {
        let list = Stage(size: CGSize(width: 100, height: 40)) { StarWallpaper() }.displayList()
        let stars = list.items.filter { if case .symbol = $0.content { true } else { false } }
        // 20-point tiles over 90 × 30: five columns, two rows.
        #expect(stars.count == 10)
        let canvas = try #require(stars.first).bounds
        for star in stars {
            #expect(isClose(star.bounds.width, 20, absolute: 1e-6))
            #expect(star.clips.count == 1, "clipped to the filled path")
        }
        let columns = Set(stars.map { Int(($0.bounds.minX - canvas.minX).rounded()) })
        #expect(columns == [0, 20, 40, 60, 80])
        #expect(list.symbols.allSatisfy { $0.name == "star.fill" && $0.color == Color.yellow.resolve(in: EnvironmentValues()) })
    }

    @Test func theTilesStartAtTheOriginAndScale() throws {
        let shifted = Stage(size: CGSize(width: 100, height: 40)) { StarWallpaper(origin: CGPoint(x: 5, y: 0)) }.displayList()
        // From x = 5: a tile from −15 reaches into the rectangle, then 5, 25, 45, 65, 85.
        #expect(shifted.symbols.count == 12)
        let half = Stage(size: CGSize(width: 100, height: 40)) { StarWallpaper(scale: 0.5) }.displayList()
        // 10-point tiles: nine columns, three rows.
        #expect(half.symbols.count == 27)
        #expect(half.symbols.allSatisfy { isClose($0.rect.width, 10, absolute: 1e-6) })
    }
}
