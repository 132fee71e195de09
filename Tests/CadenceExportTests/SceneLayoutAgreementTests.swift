@testable import CadenceExport
import CadenceSpec
import CadenceSpecTestSupport
import CadenceUI
import Foundation
import Testing

/// A spec's keyframe export lays its scene out with `SceneLayout` (the boxes the modifiers make, for
/// exact keyframes); its frame export and `cadence render` use the view layer's layout. The two must
/// put every drawing in the same place: checked here for every example spec, with the same text
/// measurer, at the start of the scene, before anything has moved.
@MainActor
@Suite struct SceneLayoutAgreementTests {
    /// Each drawing's box in canvas coordinates, before the effects move it (translations, scales
    /// and rotations are transforms in SwiftUI too, not layout).
    static func drawings(_ node: SceneNode, origin: (x: Double, y: Double) = (0, 0)) -> [(CGRect, SceneNode.Drawing)] {
        let x = origin.x + node.x, y = origin.y + node.y
        var found: [(CGRect, SceneNode.Drawing)] = []
        if let drawing = node.drawing {
            found.append((CGRect(x: x, y: y, width: node.width, height: node.height), drawing))
        }
        for child in node.children { found += drawings(child, origin: (x, y)) }
        return found
    }

    static let specs: [URL] = {
        let folder = ExternalTools.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func everyExampleSpecIsLaidOutAsTheStageLaysItOut() throws {
        var compared = 0
        for url in Self.specs {
            let spec = try AnimationSpec.decode(Array(try Data(contentsOf: url)), file: url.lastPathComponent)
            guard spec.scene != nil else { continue }
            var builder = try SpecSceneBuilder(spec: spec, reduceMotion: false, bounds: ErrorBounds())
            let scene = try builder.build()
            let boxes = Self.drawings(SceneLayout.layout(scene))
            let items = try sceneStage(spec, reduceMotion: false).makeStage().displayList().items
            // Content inserted later by the scene's events is not drawn at the start.
            guard items.count == boxes.count else {
                #expect(spec.scene?.events.contains { $0.kind == .insert } == true,
                        "\(url.lastPathComponent): the stage draws \(items.count) items, the layout has \(boxes.count)")
                continue
            }
            for ((box, drawing), item) in zip(boxes, items) {
                let rect = item.rect
                #expect(abs(box.minX - rect.minX) < 0.01 && abs(box.minY - rect.minY) < 0.01
                        && abs(box.width - rect.width) < 0.01 && abs(box.height - rect.height) < 0.01,
                        "\(url.lastPathComponent) \(drawing): layout \(box), stage \(rect)")
                compared += 1
            }
        }
        #expect(compared >= 8)
    }
}
