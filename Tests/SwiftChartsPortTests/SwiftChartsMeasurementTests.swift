import Foundation
import Testing
import Plotline

/// `Measurement`'s format style, which Foundation on Linux lacks, as chart code writes it (issue 32): in an
/// annotation's text, interpolated, and through `formatted`; the unit kept as given.
@Suite struct SwiftChartsMeasurementTests {
    struct Run: Identifiable { var id: Int { day }; var day: Int; var distance: Measurement<UnitLength> }
    static let runs = [Run(day: 1, distance: Measurement(value: 5.2, unit: .kilometers)),
                       Run(day: 2, distance: Measurement(value: 1, unit: .kilometers)),
                       Run(day: 3, distance: Measurement(value: 12.75, unit: .kilometers))]

    @Test func theWidthsWriteTheUnitAsFoundationDoes() {
        let km = Measurement(value: 3.5, unit: UnitLength.kilometers)
        #expect(km.formatted(.measurement(width: .abbreviated)) == "3.5 km")
        #expect(km.formatted(.measurement(width: .narrow)) == "3.5km")
        #expect(km.formatted(.measurement(width: .wide)) == "3.5 kilometers")
        #expect(Measurement(value: 1, unit: UnitLength.miles).formatted(.measurement(width: .wide)) == "1 mile")
        #expect(Measurement(value: 21, unit: UnitTemperature.celsius).formatted(.measurement(width: .abbreviated)) == "21°C")
        #expect(Measurement(value: 2, unit: UnitLength.feet).formatted(.measurement(width: .wide)) == "2 feet")
        #expect(km.formatted() == "3.5 km")
        // A number style of the app's: one digit after the point, thousands grouped.
        let long = Measurement(value: 1234.56, unit: UnitLength.meters)
        #expect(long.formatted(.measurement(width: .abbreviated, usage: .road,
                                            numberFormatStyle: .number.precision(.fractionLength(1)))) == "1,234.6 m")
        // A unit without an English name in the table keeps its symbol in the wide width.
        #expect(Measurement(value: 3, unit: UnitLength.furlongs).formatted(.measurement(width: .wide)) == "3 \(UnitLength.furlongs.symbol)")
    }

    @Test func anAnnotationWritesEachRunsDistance() throws {
        let chart = Chart(Self.runs) { run in
            BarMark(x: .value("Day", "Day \(run.day)"), y: .value("Distance", run.distance.value))
                .annotation(position: .top) {
                    Text(run.distance, format: .measurement(width: .abbreviated))
                }
        }
        let scene = Scene(try chart.resolve())
        #expect(scene.texts.filter { $0.classes == "annotation" }.map(\.text) == ["5.2 km", "1 km", "12.75 km"])
        let interpolated = Chart(Self.runs) { run in
            BarMark(x: .value("Day", "Day \(run.day)"), y: .value("Distance", run.distance.value))
                .annotation(position: .top) {
                    Text("\(run.distance, format: .measurement(width: .narrow))")
                }
        }
        #expect(Scene(try interpolated.resolve()).texts.filter { $0.classes == "annotation" }.map(\.text)
                == ["5.2km", "1km", "12.75km"])
    }
}
