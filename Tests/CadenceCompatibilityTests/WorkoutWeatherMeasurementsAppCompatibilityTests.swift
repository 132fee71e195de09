#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Workout and weather screens write their numbers with Foundation's measurement format styles:
// `Measurement.formatted(.measurement(width:usage:numberFormatStyle:))`, `formatted()`, and
// `Text(_:format:)` with a measurement style. swift-corelibs-foundation has none of them, so app
// files like these did not compile on Linux.

private struct SessionRow: View {
    let distanceKilometers: Double
    let liftedKilograms: Double
    let burnedKilocalories: Double

    private var liftedText: String {
        Measurement(value: liftedKilograms, unit: UnitMass.kilograms)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(Measurement(value: distanceKilometers, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road)))
            Text("Lifted \(liftedText)")
            Text(Measurement(value: burnedKilocalories, unit: UnitEnergy.kilocalories), format: .measurement(width: .wide, usage: .workout))
        }
    }
}

private struct CurrentConditions: View {
    let celsius: Double
    let windKilometersPerHour: Double

    private var temperature: Measurement<UnitTemperature> {
        Measurement(value: celsius, unit: .celsius)
    }

    var body: some View {
        VStack {
            Text(temperature.formatted(.measurement(width: .narrow, usage: .weather)))
                .font(.largeTitle)
            Text("Feels like \(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1)))))")
            Text(Measurement(value: windKilometersPerHour, unit: UnitSpeed.kilometersPerHour).formatted(.measurement(width: .wide, usage: .wind)))
        }
    }
}

@MainActor
@Suite struct WorkoutWeatherMeasurementsAppCompatibilityTests {
    @Test func aWorkoutRowWritesItsMeasurementsInTheStageLocale() {
        let list = Stage(size: CGSize(width: 320, height: 200)) {
            SessionRow(distanceKilometers: 5, liftedKilograms: 920, burnedKilocalories: 310)
        }.displayList()
        // en_US: a road distance in miles, one decimal (5 km = 3.107 mi).
        #expect(list.item(text: "3.1 mi") != nil)
        #expect(list.item(text: "Lifted 920 kg") != nil)
        #expect(list.item(text: "310 kilocalories") != nil)
    }

    @Test func aWeatherCardConvertsForTheWeatherAndKeepsWhatIsProvided() {
        let list = Stage(size: CGSize(width: 320, height: 300)) {
            CurrentConditions(celsius: 22.2, windKilometersPerHour: 16.09344)
        }.displayList()
        // 22.2 °C is 71.96 °F: whole degrees, the scale left out when narrow.
        #expect(list.item(text: "72°") != nil)
        #expect(list.item(text: "Feels like 22.2°C") != nil)
        #expect(list.item(text: "10 miles per hour") != nil)
    }

    @Test func theDocumentedTemperatureExample() {
        let temperature = Measurement<UnitTemperature>(value: 36.8, unit: .celsius)
        #expect(temperature.formatted() == "98°F")
        #expect(temperature.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "36.8°C")
        #expect(temperature.formatted(.measurement(width: .wide, usage: .weather)) == "98 degrees Fahrenheit")
        #expect(temperature.formatted(.measurement(hidesScaleName: true)) == "98°")
    }

    @Test func widthsWriteTheUnitInFullAbbreviatedOrNarrow() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .wide, usage: .asProvided)) == "5 kilometers")
        #expect(Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided)) == "1 kilometer")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided)) == "5 km")
        #expect(run.formatted(.measurement(width: .narrow, usage: .asProvided)) == "5km")
        #expect(run.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(2)))) == "5.00 km")
    }

    @Test func usagesPickTheLocalesUnits() {
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        let paris = Locale(identifier: "fr_FR")
        let london = Locale(identifier: "en_GB")
        let road = Measurement<UnitLength>.FormatStyle(width: .abbreviated, usage: .road)
        #expect(run.formatted(road.locale(paris)) == "5 km")
        #expect(run.formatted(road.locale(london)) == "3.1 mi")
        // Under a tenth of a mile: feet in the US, metres in a metric locale.
        let walk = Measurement(value: 100, unit: UnitLength.meters)
        #expect(walk.formatted(road) == "328 ft")
        #expect(walk.formatted(road.locale(paris)) == "100 m")
        let height = Measurement(value: 1.8, unit: UnitLength.meters)
        #expect(height.formatted(.measurement(width: .abbreviated, usage: .personHeight)) == "5 ft 11 in")
        #expect(height.formatted(Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: paris, usage: .personHeight)) == "180 cm")
        #expect(Measurement(value: 80, unit: UnitMass.kilograms).formatted(.measurement(width: .abbreviated, usage: .personWeight)) == "176.4 lb")
    }

    @Test func theNumberIsWrittenInTheStylesLocale() {
        let run = Measurement(value: 5.25, unit: UnitLength.kilometers)
        let german = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "de_DE"), usage: .asProvided)
        #expect(run.formatted(german) == "5,25 km")
        #expect(german.format(run) == "5,25 km")
    }
}
