#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// A weight readout as fitness apps write it: the number large, its unit in the secondary text
// scale beside it, a row of weekday labels scaled down as a group; symbols set to the iOS 26
// colour and variable-value modes, and images allowed a high dynamic range.

private struct WeightReadout: View {
    var weight: Int
    var scalesUnit = true
    var body: some View {
        VStack(spacing: 8) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("\(weight)")
                    .font(.largeTitle.bold())
                    .contentTransition(.numericText(value: Double(weight)))
                Text("lbs")
                    .font(.largeTitle)
                    .fontWeight(.semibold)
                    .textScale(.secondary, isEnabled: scalesUnit)
                    .foregroundStyle(.gray)
            }
            HStack {
                Text("Mon")
                Text("Tue").textScale(.default)
            }
            .font(.callout)
            .textScale(.secondary)
        }
    }
}

private struct ModeReader: View {
    final class Readings {
        var color: SymbolColorRenderingMode?
        var value: SymbolVariableValueMode?
        var range: Image.DynamicRange?
    }
    let readings: Readings
    @Environment(\.symbolColorRenderingMode) private var colorMode
    @Environment(\.symbolVariableValueMode) private var valueMode
    @Environment(\.allowedDynamicRange) private var range
    var body: some View {
        readings.color = colorMode
        readings.value = valueMode
        readings.range = range
        return Image(systemName: "bell", variableValue: 0.5)
            .symbolColorRenderingMode(.gradient)
            .symbolVariableValueMode(.draw)
            .allowedDynamicRange(.high)
    }
}

@MainActor
@Suite struct TextScaleAndSymbolModesCompatibilityTests {
    private func size(of string: String, in list: DisplayList) throws -> CGFloat {
        try #require(list.texts.first { $0.text == string }).font.pointSize
    }

    @Test func theUnitIsDrawnSmallerThanTheNumber() throws {
        let list = Stage(size: CGSize(width: 300, height: 200)) { WeightReadout(weight: 72) }.displayList()
        let number = try size(of: "72", in: list), unit = try size(of: "lbs", in: list)
        #expect(isClose(unit, number * 0.8, absolute: 1e-9), "\(unit) beside \(number)")
        // Laid out at that size too: the unit's box is shorter than the number's.
        let numberBox = try #require(list.item(text: "72")).bounds, unitBox = try #require(list.item(text: "lbs")).bounds
        #expect(unitBox.height < numberBox.height)
    }

    @Test func aDisabledScaleLeavesTheTextAsItWas() throws {
        let list = Stage(size: CGSize(width: 300, height: 200)) { WeightReadout(weight: 72, scalesUnit: false) }.displayList()
        #expect(try size(of: "lbs", in: list) == size(of: "72", in: list))
    }

    @Test func aViewScalesItsTextsAndATextsOwnScaleWins() throws {
        let list = Stage(size: CGSize(width: 300, height: 200)) { WeightReadout(weight: 72) }.displayList()
        let plain = Stage(size: CGSize(width: 300, height: 200)) { Text("Mon").font(.callout) }.displayList()
        let callout = try size(of: "Mon", in: plain)
        #expect(isClose(try size(of: "Mon", in: list), callout * 0.8, absolute: 1e-9))
        #expect(try size(of: "Tue", in: list) == callout)
    }

    @Test func aScaledRunInsideAConcatenatedPrice() throws {
        // A price with a small currency sign: one text, two runs, only the sign scaled.
        let list = Stage(size: CGSize(width: 300, height: 100)) {
            (Text("$").textScale(.secondary) + Text("42")).font(.title)
        }.displayList()
        let price = try #require(list.texts.first { $0.text == "$42" })
        #expect(price.runs.count == 2, "\(price.runs)")
        let sign = try #require(price.runs.first { $0.text == "$" }), amount = try #require(price.runs.first { $0.text == "42" })
        #expect(isClose(sign.font.pointSize, amount.font.pointSize * 0.8, absolute: 1e-9), "\(sign.font) beside \(amount.font)")
    }

    @Test func anImageRendererHandsItsDynamicRangeToTheView() throws {
        let readings = ModeReader.Readings()
        let renderer = ImageRenderer(content: ModeReader(readings: readings))
        #expect(renderer.allowedDynamicRange == .standard, "SwiftUI's default: standard range")
        renderer.allowedDynamicRange = .high
        #expect(renderer.cgImage != nil)
        #expect(readings.range == .high)
        renderer.allowedDynamicRange = nil
        _ = renderer.cgImage
        #expect(readings.range == nil)
    }

    @Test func symbolModesReachTheEnvironment() throws {
        let readings = ModeReader.Readings()
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            ModeReader(readings: readings)
                .symbolColorRenderingMode(.flat)
                .symbolVariableValueMode(.color)
                .allowedDynamicRange(.constrainedHigh)
        }
        let list = stage.displayList()
        #expect(readings.color == .flat)
        #expect(readings.value == .color)
        #expect(readings.range == .constrainedHigh)
        #expect(list.item(symbol: "bell") != nil, "the image is still drawn")
        let unset = ModeReader.Readings()
        _ = Stage(size: CGSize(width: 100, height: 100)) { ModeReader(readings: unset) }.displayList()
        #expect(unset.color == nil && unset.value == nil && unset.range == nil)
    }
}
