import CadenceUI
import CadenceExamples
import Testing

@MainActor
@Suite struct ScratchTests {
    @Test func explore() {
        for example in ExampleCatalog.all {
            let stage = example.makeStage()
            print("=== \(example.name)")
            for t in stride(from: 0.0, through: example.duration, by: 0.25) {
                stage.advance(to: t)
                let list = stage.displayList()
                print("t=\(t) next=\(String(describing: stage.nextFrameTime))")
                print(list.description)
            }
            print("issues: \(stage.issues)")
        }
    }
}
