import Testing
import CadenceStageTestSupport
@testable import CadenceUI

extension ContainerValues {
    @Entry var testBadge: String? = nil
    @Entry var testWeight = 1
}

/// `ContainerValues` (with `@Entry`), `Group(subviews:transform:)` and `ForEach(subviews:content:)`.
@MainActor
@Suite struct ContainerValuesAndSubviewsTests {
    @Test func containerValuesReadTheirDefaultsAndWhatTheViewSet() {
        var values = ContainerValues()
        #expect(values.testWeight == 1 && values.testBadge == nil)
        values.testWeight = 3
        #expect(values.testWeight == 3)
    }

    @Test func groupSubviewsSeeEachViewWithItsContainerValues() throws {
        var seen: [(String?, Int)] = []
        let stage = Stage(size: CGSize(width: 300, height: 300)) {
            Group(subviews: Group {
                Text("a").containerValue(\.testBadge, "new").padding(4)
                ForEach(["b", "c"], id: \.self) { Text($0) }
                    .containerValue(\.testWeight, 2)
            }) { subviews in
                let _ = seen = subviews.map { ($0.containerValues.testBadge, $0.containerValues.testWeight) }
                VStack {
                    Text("\(subviews.count) subviews")
                    subviews[1...]
                }
            }
        }
        #expect(stage.displayList().item(text: "3 subviews") != nil)
        #expect(stage.displayList().item(text: "a") == nil, "a subview the transform does not place is not drawn")
        #expect(stage.displayList().item(text: "b") != nil && stage.displayList().item(text: "c") != nil)
        #expect(seen.map(\.0) == ["new", nil, nil] && seen.map(\.1) == [1, 2, 2], "\(seen)")
    }

    @Test func forEachSubviewsIdentifiesSubviewsAndKeepsTheirState() throws {
        struct Counter: View {
            let name: String
            @State var count = 0
            var body: some View { Button("\(name) \(count)") { count += 1 } }
        }
        struct Host: View {
            @State var reversed = false
            var body: some View {
                VStack {
                    ForEach(subviews: Group {
                        ForEach(reversed ? ["y", "x"] : ["x", "y"], id: \.self) { Counter(name: $0) }
                    }) { subview in
                        subview.padding(2)
                    }
                    Button("Flip") { reversed.toggle() }
                }
            }
        }
        let stage = Stage(size: CGSize(width: 300, height: 300)) { Host() }
        try stage.tap(label: "x 0")
        try stage.tap(label: "Flip")
        let x = try #require(stage.displayList().item(text: "x 1")).bounds
        let y = try #require(stage.displayList().item(text: "y 0")).bounds
        #expect(y.minY < x.minY, "the subviews moved with their ids and kept their state")
    }

    @Test func subviewIDsFollowExplicitIDs() {
        var ids: [Subview.ID] = []
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Group(subviews: ForEach([7, 8], id: \.self) { Text("\($0)") }) { subviews in
                let _ = ids = subviews.map(\.id)
                subviews
            }
        }
        _ = stage.displayList()
        #expect(ids.count == 2 && ids[0] != ids[1])
        #expect(stage.displayList().item(text: "7") != nil)
    }
}
