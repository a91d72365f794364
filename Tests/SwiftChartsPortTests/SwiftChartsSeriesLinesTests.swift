import Foundation
import Testing
import Plotline
import PlotlineAudio
import PlotlineSVGTestSupport
import PlotlineSVG

/// Lines split by `series:` in one style (issue 14): `LineMark(x:y:series:)`, `LinePlot(_:x:y:series:)`
/// and `AreaPlot(_:x:y:series:)`. The picture draws them apart without a legend; the words, the descriptor
/// and the sound read and play each line as a series of its own.
@Suite struct SwiftChartsSeriesLinesTests {
    struct Reading { var hour: Int; var temperature: Double; var room: String }
    static let readings = [
        Reading(hour: 8, temperature: 18, room: "Kitchen"), Reading(hour: 12, temperature: 23, room: "Kitchen"),
        Reading(hour: 16, temperature: 21, room: "Kitchen"),
        Reading(hour: 8, temperature: 15, room: "Cellar"), Reading(hour: 12, temperature: 16, room: "Cellar"),
        Reading(hour: 16, temperature: 14, room: "Cellar"),
    ]

    static func lineMarks() -> Chart {
        Chart(readings, id: \.hour) { reading in
            LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.temperature),
                     series: .value("Room", reading.room))
        }
    }

    @Test func aLinePlotWithSeriesIsTheLayerLineMarksWithSeriesMake() throws {
        let plotted = Chart {
            LinePlot(Self.readings, x: .value("Hour", \.hour), y: .value("Temperature", \.temperature),
                     series: .value("Room", \.room))
        }
        #expect(plotted.spec == Self.lineMarks().spec)
        let svg = try ParsedSVG(plotted.svg())
        let lines = svg.elements("path", classes: "mark", "line")
        #expect(lines.count == 1)
        #expect(SwiftChartsPlotTests.subpaths(lines[0].value("d") ?? "").map(\.count) == [3, 3])
        #expect(svg.elements("g", classes: "legend").isEmpty)
    }

    @Test func anAreaPlotWithSeriesStacksItsAreas() throws {
        let plotted = Chart {
            AreaPlot(Self.readings, x: .value("Hour", \.hour), y: .value("Temperature", \.temperature),
                     series: .value("Room", \.room))
        }
        let marked = Chart(Self.readings, id: \.hour) { r in
            AreaMark(x: .value("Hour", r.hour), y: .value("Temperature", r.temperature), series: .value("Room", r.room))
        }
        #expect(plotted.spec == marked.spec)
        // Stacked: the top of the stack at noon is 23 + 16.
        let resolved = try plotted.resolve()
        #expect(resolved.y.scale.domain.upperBound >= 39)
        let bands = Chart {
            AreaPlot(Self.readings, x: .value("Hour", \.hour), yStart: .value("Low", \.temperature),
                     yEnd: .value("High", \.temperature), series: .value("Room", \.room))
        }
        #expect(bands.spec.marks[0].series?.field == "Room")
        let sideways = Chart {
            AreaPlot(Self.readings, xStart: .value("Low", \.temperature), xEnd: .value("High", \.temperature),
                     y: .value("Hour", \.hour), series: .value("Room", \.room))
        }
        #expect(sideways.spec.marks[0].series?.field == "Room")
        #expect(try ParsedSVG(sideways.svg()).elements("path", classes: "mark", "area").count == 1)
    }

    @Test func eachLineIsReadAsASeriesOfItsOwn() throws {
        let chart = Self.lineMarks()
        let accessibility = try chart.resolve().accessibility
        let descriptor = accessibility.descriptor
        #expect(descriptor.series.map(\.name) == ["Kitchen", "Cellar"])
        #expect(descriptor.series.map { $0.dataPoints.compactMap(\.y) } == [[18, 23, 21], [15, 16, 14]])
        let text = accessibility.plainText()
        // Each room named with its own range; not one series mixing both.
        #expect(text.contains("Kitchen"), "\(text)")
        #expect(text.contains("Cellar"), "\(text)")
        #expect(!text.contains("from 14 ") || text.contains("Cellar"), "\(text)")
        let labels = accessibility.labels.map(\.text)
        #expect(labels.contains { $0.contains("Kitchen") } && labels.contains { $0.contains("Cellar") }, "\(labels)")
    }

    @Test func eachLineIsHeardAsASeriesOfItsOwn() throws {
        let descriptor = try Self.lineMarks().resolve().accessibility.descriptor
        let graph = try AudioGraph(descriptor: descriptor)
        let data = graph.tones.filter { $0.kind == .data }
        #expect(Set(data.compactMap(\.series)) == [0, 1])
        // One after the other with a cue between them: the kitchen first (the order of the data), then the cellar.
        let kitchen = data.filter { $0.series == 0 }, cellar = data.filter { $0.series == 1 }
        #expect(kitchen.map(\.start).max()! < cellar.map(\.start).min()!)
        #expect(graph.tones.contains { $0.kind == .cue })
        // The kitchen's highest pitch is at noon (23°), above the cellar's highest (16°).
        #expect(kitchen.flatMap(\.frequencies).max()! > cellar.flatMap(\.frequencies).max()!)
    }

    @Test func linesOfAColoredSeriesAreNamedAfterBoth() throws {
        // One color per building, and within each, a line per room.
        struct Room { var hour: Int; var temperature: Double; var room: String; var building: String }
        let rooms = Self.readings.map { Room(hour: $0.hour, temperature: $0.temperature, room: $0.room, building: "Home") }
            + Self.readings.map { Room(hour: $0.hour, temperature: $0.temperature + 2, room: $0.room, building: "Office") }
        let chart = Chart(rooms, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Temperature", r.temperature), series: .value("Room", r.room))
                .foregroundStyle(by: .value("Building", r.building))
        }
        let descriptor = try chart.resolve().accessibility.descriptor
        #expect(descriptor.series.map(\.name) == ["Home, Kitchen", "Home, Cellar", "Office, Kitchen", "Office, Cellar"])
        // Colored by the same field as the lines: one name each, as before.
        let same = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Temperature", r.temperature), series: .value("Room", r.room))
                .foregroundStyle(by: .value("Room", r.room))
        }
        #expect(try same.resolve().accessibility.descriptor.series.map(\.name) == ["Kitchen", "Cellar"])
    }
}
