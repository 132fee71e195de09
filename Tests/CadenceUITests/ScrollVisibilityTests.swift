import CadenceStageTestSupport
@testable import CadenceUI
import Testing

/// `onScrollVisibilityChange(threshold:_:)` and `onScrollTargetVisibilityChange(idType:threshold:_:)`:
/// which views of a scroll view report being on screen as it scrolls, at the default threshold
/// (half a view) and at others.
@MainActor
@Suite struct ScrollVisibilityTests {
    @MainActor
    final class Log {
        var events: [String] = []
    }

    private struct Feed: View {
        let log: Log
        var threshold = 0.5

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6) { row in
                        Color.blue.frame(height: 100)
                            .onScrollVisibilityChange(threshold: threshold) { visible in
                                log.events.append("\(row) \(visible ? "in" : "out")")
                            }
                    }
                }
            }
            .frame(height: 250)
        }
    }

    @Test func rowsReportCrossingHalfVisible() throws {
        let log = Log()
        let stage = Stage(size: CGSize(width: 200, height: 400)) { Feed(log: log) }
        _ = stage.displayList()
        // Rows 0 and 1 are wholly inside 250 points, row 2 half: ½ ≥ ½ counts.
        #expect(log.events == ["0 in", "1 in", "2 in"])
        log.events = []
        try stage.scroll(by: CGSize(width: 0, height: 60))
        // Visible 60…310: row 0 has 40% left, row 3 shows 10%.
        #expect(log.events == ["0 out"])
        log.events = []
        try stage.scroll(by: CGSize(width: 0, height: 100))
        // Visible 160…410: row 1 has 40% left, row 3 is wholly in, row 4 shows 10%.
        #expect(log.events == ["1 out", "3 in"])
        log.events = []
        try stage.scroll(to: .zero)
        #expect(log.events == ["0 in", "1 in", "3 out"])
    }

    @Test func thresholdsAreFractionsOfTheRowsArea() throws {
        let any = Log(), whole = Log()
        let stage = Stage(size: CGSize(width: 200, height: 600)) {
            VStack {
                Feed(log: any, threshold: 0)
                Feed(log: whole, threshold: 1)
            }
        }
        _ = stage.displayList()
        #expect(any.events == ["0 in", "1 in", "2 in"])
        #expect(whole.events == ["0 in", "1 in"], "row 2 is only half in")
        #expect(ScrollVisibility.isVisible(frame: CGRect(x: 0, y: 0, width: 10, height: 10), viewport: nil, threshold: 1), "no scroll view: visible")
        #expect(!ScrollVisibility.isVisible(frame: CGRect(x: 0, y: 0, width: 10, height: 10), viewport: CGRect(x: 0, y: 10, width: 10, height: 10), threshold: 0), "touching is not overlapping")
        #expect(ScrollVisibility.isVisible(frame: CGRect(x: 0, y: 0, width: 10, height: 10), viewport: CGRect(x: 0, y: 5, width: 10, height: 10), threshold: .nan), "NaN reads as ½")
    }

    @Test func scrollTargetVisibilityListsTheVisibleIdsInOrder() throws {
        let log = Log()
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(["a", "b", "c", "d"], id: \.self) { name in
                        Text(name).frame(width: 120, height: 80)
                    }
                }
                .scrollTargetLayout()
            }
            .onScrollTargetVisibilityChange(idType: String.self) { ids in
                log.events.append(ids.joined(separator: ","))
            }
            .onScrollTargetVisibilityChange(idType: Int.self) { ids in
                log.events.append("ints \(ids)")
            }
            .frame(width: 300)
        }
        _ = stage.displayList()
        // 0…300 shows a and b wholly and half of c (60 of 120 points: ½ counts). The outer
        // modifier's action runs first; no id is an Int.
        #expect(log.events == ["ints []", "a,b,c"])
        log.events = []
        try stage.scroll(by: CGSize(width: 100, height: 0))
        // 100…400: a has 20 of 120 points, d 40 of 120.
        #expect(log.events == ["b,c"])
        log.events = []
        try stage.scroll(by: CGSize(width: 10, height: 0))
        #expect(log.events.isEmpty, "nothing crossed: no call")
    }
}
