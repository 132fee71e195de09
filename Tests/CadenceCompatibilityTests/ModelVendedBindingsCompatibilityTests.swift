#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Testing
import CadenceStageTestSupport

// A settings model that is not main-actor bound and hands out bindings to its own properties from a
// plain struct, as preference panes write it (`manager.bindings.configuration.shapeKind`).

private enum Shape: Hashable, CaseIterable {
    case square, round
}

private final class AppearanceManager: ObservableObject {
    @Published var shape = Shape.square
    @Published var radius = 4.0

    struct Bindings {
        let manager: AppearanceManager
        var shape: Binding<Shape> {
            Binding(get: { manager.shape }, set: { manager.shape = $0 })
        }
        var radius: Binding<Double> {
            Binding(get: { manager.radius }, set: { manager.radius = $0 })
        }
    }

    var bindings: Bindings { Bindings(manager: self) }
}

private struct AppearancePane: View {
    @ObservedObject var manager: AppearanceManager
    var body: some View {
        VStack {
            Picker("Shape", selection: manager.bindings.shape) {
                Text("Square").tag(Shape.square)
                Text("Round").tag(Shape.round)
            }
            .pickerStyle(.segmented)
            Stepper("Radius \(Int(manager.radius))", value: manager.bindings.radius, in: 0...20)
            RoundedRectangle(cornerRadius: manager.shape == .round ? manager.radius : 0)
                .frame(width: 60, height: 30)
        }
    }
}

@MainActor
@Suite struct ModelVendedBindingsCompatibilityTests {
    @Test func bindingsMadeOutsideTheMainActorReadAndWriteTheModel() throws {
        let manager = AppearanceManager()
        let stage = Stage(size: CGSize(width: 320, height: 200)) { AppearancePane(manager: manager) }
        try stage.tap(label: "Round")
        #expect(manager.shape == .round)
        try stage.tap(label: "Increment")
        #expect(manager.radius == 5)
        #expect(stage.displayList().item(text: "Radius 5") != nil)
        // The binding reads the model as it is now.
        manager.shape = .square
        #expect(manager.bindings.shape.wrappedValue == .square)
    }
}
