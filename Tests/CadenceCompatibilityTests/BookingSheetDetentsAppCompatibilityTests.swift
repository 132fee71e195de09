#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A restaurant booking app: a sheet with presentation detents whose selection the app drives
// (medium for the summary, large for the full form), a drag indicator, a confirmationDialog that
// presents the chosen table, and an alert with a text field to name the booking.

private struct DiningTable: Identifiable, Hashable {
    let id: Int
    let seats: Int
}

private struct BookingSheet: View {
    @Binding var detent: PresentationDetent
    @Binding var booked: String?
    @State private var guests = 2
    @State private var pendingTable: DiningTable?
    @State private var asksName = false
    @State private var name = ""

    private let tables = [DiningTable(id: 4, seats: 2), DiningTable(id: 7, seats: 4), DiningTable(id: 9, seats: 6)]

    var body: some View {
        VStack(spacing: 16) {
            Text("\(guests) guests")
                .font(.title2)
                .contentTransition(.numericText(value: Double(guests)))
            Stepper("Guests", value: $guests.animation(), in: 1...8)
                .labelsHidden()
            if detent == .large {
                ForEach(tables.filter { $0.seats >= guests }) { table in
                    Button("Table \(table.id) · \(table.seats) seats") { pendingTable = table }
                }
                .transition(.opacity)
            } else {
                Button("See Tables") {
                    withAnimation { detent = .large }
                }
            }
        }
        .padding()
        .presentationDetents([.medium, .large], selection: $detent)
        .presentationDragIndicator(.visible)
        .confirmationDialog("Book this table?", isPresented: Binding(
            get: { pendingTable != nil },
            set: { if !$0 { pendingTable = nil } }
        ), presenting: pendingTable) { table in
            Button("Book Table \(table.id)") { asksName = true }
            Button("Cancel", role: .cancel) {}
        } message: { table in
            Text("Table \(table.id) seats \(table.seats).")
        }
        .alert("Name for the booking", isPresented: $asksName) {
            TextField("Name", text: $name)
            Button("Confirm") { booked = "\(name), \(guests) guests" }
            Button("Cancel", role: .cancel) {}
        }
    }
}

private struct RestaurantScreen: View {
    @State private var showsBooking = false
    @State private var detent: PresentationDetent = .medium
    @State private var booked: String?

    var body: some View {
        VStack {
            Text(booked.map { "Booked: \($0)" } ?? "No booking yet")
            Button("Book a Table") {
                detent = .medium
                showsBooking = true
            }
        }
        .sheet(isPresented: $showsBooking) {
            BookingSheet(detent: $detent, booked: $booked)
        }
        .onChange(of: booked) { showsBooking = false }
    }
}

@MainActor
@Suite struct BookingSheetDetentsAppCompatibilityTests {
    @Test func theSheetGrowsToItsLargeDetentAndBooksATable() throws {
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RestaurantScreen() }
        try stage.tap(label: "Book a Table")
        stage.advance(by: 1)
        let medium = try #require(stage.displayList().item(text: "2 guests")).bounds
        #expect(medium.minY > 844 / 2 - 40, "a medium sheet covers the lower half: \(medium)")
        try stage.tap(label: "Increment")
        try stage.tap(label: "Increment")
        try stage.tap(label: "Increment")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "5 guests") != nil)
        try stage.tap(label: "See Tables")
        stage.advance(by: 1)
        let large = try #require(stage.displayList().item(text: "5 guests")).bounds
        #expect(large.minY < medium.minY - 100, "the sheet grew: \(medium.minY) → \(large.minY)")
        #expect(stage.displayList().item(text: "Table 4 · 2 seats") == nil, "too small for five")
        try stage.tap(label: "Table 9 · 6 seats")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Table 9 seats 6.") != nil)
        try stage.tap(label: "Book Table 9")
        stage.advance(by: 1)
        try stage.setText("Ada", label: "Name")
        try stage.tap(label: "Confirm")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Booked: Ada, 5 guests") != nil, "\(stage.displayList().texts.map(\.text))")
        #expect(stage.displayList().item(text: "5 guests") == nil, "the sheet closed")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
