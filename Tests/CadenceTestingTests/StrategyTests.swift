import CadenceTesting
import CadenceUI
import Foundation
import Testing

/// Strategies as values: adapting, combining, over time, and their text.
@MainActor
@Suite struct StrategyTests {
    private func heartStage() -> Stage {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { PoppingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0.1)
        return stage
    }

    @Test func aTimelineShowsEachInstantUnderItsTime() throws {
        let stage = heartStage()
        let text = try SnapshotStrategy<Stage, String>.timeline(at: [0, 0.2], .displayList).capture(stage)
        let reference = heartStage()
        reference.advance(to: 0)
        let atStart = reference.displayList().description
        reference.advance(to: 0.2)
        let atPeak = reference.displayList().description
        #expect(text == "== t=0\n\(atStart)\n\n== t=0.2\n\(atPeak)")
        #expect(stage.time == 0.2)
    }

    @Test func combiningPutsTheTextsOneAfterTheOther() throws {
        let stage = heartStage()
        let both = try SnapshotStrategy<Stage, String>.combining([.displayList, .accessibilityTree, .issues]).capture(stage)
        #expect(both == "\(stage.displayList())\n\n\(stage.accessibilityTree())\n\nno issues")
    }

    @Test func capturingAdaptsAStrategyToAnotherSubject() throws {
        let counted = SnapshotStrategy<String, String>.lines.capturing { (count: Int) in "\(count) likes" }
        #expect(try counted.capture(3) == "3 likes")
        #expect(counted.format.pathExtension == "txt")
    }

    @Test(arguments: [
        ([] as [Double], "no times to snapshot: give at least one"),
        ([0.5, 0.2], "time 2 (t=0.2) is before t=0.5: times must increase from the stage's time"),
        ([Double.nan], "time 1 is nan: times must be finite"),
    ])
    func badTimesFailWithOneLine(times: [Double], message: String) {
        let stage = heartStage()
        #expect(throws: SnapshotError(message)) {
            try SnapshotStrategy<Stage, String>.timeline(at: times, .displayList).capture(stage)
        }
    }

    @Test func framesAreTimesOnTheGrid() throws {
        let stage = heartStage()
        let text = try SnapshotStrategy<Stage, String>.timeline(frames: [0, 3], fps: 60, .issues).capture(stage)
        #expect(text == "== t=0\nno issues\n\n== t=0.05\nno issues")
    }
}

/// Value tables: rounding that holds on every platform, missing values, alignment.
@MainActor
@Suite struct ValueTableTests {
    @Test func numbersAreRoundedAsDisplayListsPrintThem() {
        let table = ValueTable(columns: ["a", "bb"], rows: [
            .init(time: 0, values: [0.1 + 0.2, -0.0000004]),
            .init(time: 0.125, values: [nil, .nan]),
            .init(time: 10, values: [-1.23456789, .infinity]),
        ])
        #expect(table.description.split(separator: "\n") == [
            "    t          a   bb",
            "    0        0.3    0",
            "0.125          -  nan",
            "   10  -1.234568  inf",
        ])
        #expect(table.values(of: "bb").count == 3)
        #expect(table.values(of: "none").isEmpty)
    }

    @Test func aTimelineTableSamplesTheModel() throws {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(2.0, duration: 1)
        }
        let text = try SnapshotStrategy<KeyframeTimeline<Double>, String>.values(at: [0, 0.25, 1, 2], [ValueColumn("scale") { $0 }]).capture(timeline)
        #expect(text.split(separator: "\n") == ["   t  scale", "   0      1", "0.25   1.25", "   1      2", "   2      2"])
    }

    @Test func aStageTableReadsTheDisplayList() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { PoppingHeart() }
        stage.schedule(.tap(identifier: "heart"), at: 0)
        let columns: [ValueColumn<DisplayList>] = [.scale(ofSymbol: "heart.fill"), .opacity(ofText: "absent")]
        let text = try SnapshotStrategy<Stage, String>.values(at: [0, 0.2, 0.5], columns).capture(stage)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[0] == "  t  heart.fill scale  \"absent\" opacity")
        #expect(lines[2].hasPrefix("0.2") && lines[2].contains("1.4"))
        #expect(lines[3].hasPrefix("0.5") && lines[3].hasSuffix("-"))
    }
}
