import Foundation
import Testing
import Plotline
import PlotlineSVG

/// Color and symbol naming different fields (color by origin, symbol by cylinders) are two scales: each
/// mark takes its color from one and its shape from the other, and the key shows each scale on its own,
/// as Swift Charts does, rather than one entry per combination.
@Suite struct ChannelKeyTests {
    struct Car { var origin: String; var cylinders: String; var horsepower: Double; var mpg: Double }
    static let cars = [Car(origin: "USA", cylinders: "8", horsepower: 150, mpg: 15),
                       Car(origin: "Europe", cylinders: "4", horsepower: 80, mpg: 30),
                       Car(origin: "Japan", cylinders: "4", horsepower: 70, mpg: 35),
                       Car(origin: "USA", cylinders: "4", horsepower: 90, mpg: 27),
                       Car(origin: "Japan", cylinders: "6", horsepower: 110, mpg: 24)]

    static func chart(sameField: Bool = false) -> Chart {
        Chart(cars, id: \.horsepower) { car in
            PointMark(x: .value("Horsepower", car.horsepower), y: .value("Efficiency", car.mpg))
                .foregroundStyle(by: .value("Origin", car.origin))
                .symbol(by: .value(sameField ? "Origin" : "Cylinders", sameField ? car.origin : car.cylinders))
        }
    }

    @Test func eachChannelIsItsOwnScale() throws {
        let chart = try Self.chart().resolve()
        // Series are the combinations, in order of appearance ...
        #expect(chart.series.map(\.name) == ["USA, 8", "Europe, 4", "Japan, 4", "USA, 4", "Japan, 6"])
        // ... each looking as its origin and its cylinders say.
        #expect(chart.series.map(\.colorIndex) == [0, 1, 2, 0, 2])
        #expect(chart.series.map(\.symbolIndex) == [0, 1, 1, 1, 2])
        #expect(chart.legend.keys.map(\.title) == ["Origin", "Cylinders"])
        #expect(chart.legend.keys.map(\.names) == [["USA", "Europe", "Japan"], ["8", "4", "6"]])

        let scene = Scene(chart)
        let palette = Theme.light.applying(AppearanceSpec())
        let titles = scene.texts.filter { $0.classes == "legend-title" }.map(\.text)
        #expect(titles == ["Origin", "Cylinders"])
        let labels = scene.texts.filter { $0.classes == "legend-label" }.map(\.text)
        #expect(labels == ["USA", "Europe", "Japan", "8", "4", "6"])
        // Color entries in the palette's colors; shape entries in the text color, each its own shape.
        let swatches = scene.shapes.filter { $0.classes == "swatch fill" }
        #expect(swatches.prefix(3).map { $0.fill?.hex } == (0..<3).map { palette.color(forSeries: $0).hex })
        #expect(Set(swatches.suffix(3).map { $0.fill?.hex }) == [palette.subtitleColor.hex])
        #expect(Set(swatches.suffix(3).map { "\($0.geometry)" }).count == 3)
        // A marks' fill follows its origin: both USA cars share the first color.
        let points = scene.shapes.filter { $0.classes == "mark point" }
        #expect(points.count == 5)
        let usa = points.filter { $0.attributes.contains { $0.name == "data-x" && ($0.value == "150" || $0.value == "90") } }
        #expect(usa.count == 2 && usa.allSatisfy { $0.fill?.hex == palette.color(forSeries: 0).hex })
    }

    @Test func oneFieldOnBothChannelsIsOneKey() throws {
        let chart = try Self.chart(sameField: true).resolve()
        #expect(chart.legend.keys.isEmpty)
        #expect(chart.series.map(\.name) == ["USA", "Europe", "Japan"])
        #expect(chart.series.map(\.colorIndex) == [0, 1, 2] && chart.series.map(\.symbolIndex) == [0, 1, 2])
        #expect(Scene(chart).texts.filter { $0.classes == "legend-title" }.isEmpty)
    }

    @Test func theWordsNameEachCombination() throws {
        let access = try Self.chart().chartTitle("Cars").resolve().accessibility
        #expect(access.descriptor.series.map(\.name) == ["USA, 8", "Europe, 4", "Japan, 4", "USA, 4", "Japan, 6"])
    }
}
