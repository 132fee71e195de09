@testable import CadenceUI
import CadenceStageTestSupport
import Testing

@MainActor
@Suite struct DrawingEffectsTests {
    private func list<V: View>(_ size: CGSize = CGSize(width: 200, height: 200), @ViewBuilder _ view: () -> V) -> DisplayList {
        Stage(size: size) { view() }.displayList()
    }

    @Test func effectLayersAreListedOutermostFirstInTheSnapshot() {
        let text = list(CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 10, height: 10).blur(radius: 3).shadow(radius: 2, y: 1)
        }.description
        #expect(text == """
        display list 100×100 at t=0
        shape rectangle rect=(45, 45, 10, 10) fill=rgba(1, 0.231373, 0.188235, 1) layers=[shadow(rgba(0, 0, 0, 0.33), 2, 0, 1)#1, blur(3)#2]
        """, "\(text)")
    }

    @Test func shadowDefaultColourIsSwiftUIs() {
        let item = list { Color.red.frame(width: 10, height: 10).shadow(radius: 4) }.items[0]
        guard case .shadow(let color, let radius, _) = item.layers.first?.effect else {
            Issue.record("no shadow layer")
            return
        }
        // Color(.sRGBLinear, white: 0, opacity: 0.33): black, 0.33 opacity.
        #expect(color.red == 0 && isClose(color.opacity, 0.33))
        #expect(radius == 4)
    }

    @Test func blurRadiusScalesWithScaleEffectAndAnimates() {
        let scaled = list { Color.red.frame(width: 10, height: 10).blur(radius: 2).scaleEffect(3) }.items[0]
        guard case .blur(let radius, _) = scaled.layers.first?.effect else { Issue.record("no blur"); return }
        #expect(isClose(radius, 6, absolute: 1e-9))
    }

    @Test func compositingGroupCarriesTheOpacityAbove() {
        let item = list { Color.red.frame(width: 10, height: 10).compositingGroup().opacity(0.5) }.items[0]
        #expect(item.layers.first?.effect == .opacity(0.5))
        #expect(item.shapes.first?.paint.color.opacity == 1)
    }

    @Test func affineGeometryEffectsFoldIntoTheTransform() {
        let item = list { Color.red.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 5, y: 0)) }.items[0]
        #expect(item.layers.isEmpty)
        #expect(item.transform.tx == 5)
    }

    @Test func rotation3DEffectValueMatchesTheMatrixByHand() {
        let effect = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0))
        let m = effect.effectValue(size: CGSize(width: 100, height: 100))
        let corner = CGPoint(x: 100, y: 0).applying(m)
        let s = 0.5.squareRoot(), w = 1 + 50 * s / 100
        #expect(isClose(corner.x, 50 + 50 * s / w, absolute: 1e-9))
        #expect(isClose(corner.y, 50 - 50 / w, absolute: 1e-9))
        // About z it is rotationEffect.
        let z = _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 10, height: 10))
        #expect(z.isAffine)
        let p = CGPoint(x: 10, y: 5).applying(z)
        #expect(isClose(p.x, 5, absolute: 1e-9) && isClose(p.y, 10, absolute: 1e-9))
    }

    @Test func projectionTransformInvertsAndConcatenates() {
        let m = ProjectionTransform(m11: 2, m12: 0, m13: 0.001, m21: 0, m22: 1, m23: 0.002, m31: 3, m32: 4, m33: 1)
        let identity = m.concatenating(m.inverted())
        #expect(isClose(identity.m11, 1, absolute: 1e-9) && isClose(identity.m33, 1, absolute: 1e-9) && abs(identity.m13) < 1e-12)
        var singular = ProjectionTransform(m11: 0, m12: 0, m13: 0, m21: 0, m22: 0, m23: 0, m31: 0, m32: 0, m33: 0)
        let inverted = singular.invert()
        #expect(!inverted)
    }

    @Test func maskItemsAreNotInTheAccessibilityTree() {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Text("Shown").mask { Text("Mask") }
        }
        let list = stage.displayList()
        #expect(list.texts.map(\.text) == ["Shown"])
        guard case .mask(let items) = list.items[0].layers.first?.effect else { Issue.record("no mask"); return }
        #expect(items.count == 1)
    }

    @Test func gradientStylesResolveStopsInOrder() {
        let g = Gradient(colors: [.red, .green, .blue])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        let shuffled = Gradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0)])
        let resolved = shuffled.resolvedStops(in: EnvironmentValues())
        #expect(resolved.map(\.location) == [0, 1])
        let item = list { Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 20) }.shapes[0]
        guard case .linearGradient(_, let start, let end) = item.shading else { Issue.record("no gradient"); return }
        #expect(start == CGPoint(x: 100, y: 90) && end == CGPoint(x: 100, y: 110))
    }

    @Test func foregroundStyleLevelsResolveSecondary() {
        let texts = list {
            VStack {
                Text("a").foregroundStyle(.primary)
                Text("b").foregroundStyle(.secondary)
            }
            .foregroundStyle(.red, .blue)
        }.texts
        #expect(texts[0].color == Color.red.resolve(in: EnvironmentValues()))
        #expect(texts[1].color == Color.blue.resolve(in: EnvironmentValues()))
    }

    @Test func trimAndUnevenRectangleMakePaths() {
        let line = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0)) }
        let half = line.trimmedPath(from: 0.25, to: 0.75)
        #expect(half.boundingRect == CGRect(x: 25, y: 0, width: 50, height: 0))
        #expect(line.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(isClose(uneven.boundingRect, CGRect(x: 0, y: 0, width: 40, height: 40), absolute: 1e-9))
    }

    @Test func tangentArcTouchesBothLines() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        let end = try #require(path.currentPoint)
        #expect(isClose(end.x, 100, absolute: 1e-6) && isClose(end.y, 20, absolute: 1e-6))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() {
        let shape = list(CGSize(width: 40, height: 40)) { Rectangle().strokeBorder(.red, lineWidth: 4) }.shapes[0]
        #expect(shape.path.boundingRect == CGRect(x: 2, y: 2, width: 36, height: 36))
    }
}

private extension DisplayList.Item {
    var shapes: [DisplayList.ShapeItem] {
        if case .shape(let s) = content { [s] } else { [] }
    }
}
