import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Axis titles written as views of stacked text, as sample code writes a title with its unit or time zone
/// under it: `chartXAxisLabel { VStack { Text("Day"); Text("local time").font(.caption) } }`. Each line is
/// drawn as a text of its own, one below the other, and the plot area makes room for them.
@Suite struct SwiftChartsAxisTitleLinesTests {
    struct Reading: Identifiable {
        var day: String
        var bpm: Double
        var id: String { day }
    }

    static let readings = [Reading(day: "Mon", bpm: 64), Reading(day: "Tue", bpm: 71), Reading(day: "Wed", bpm: 68)]
    static let lineHeight = TextMetrics.lineHeight(style: TextStyle(size: Theme.light.axisTitleSize))

    static func chart() -> Chart {
        Chart(readings) { r in
            BarMark(x: .value("Day", r.day), y: .value("Heart rate", r.bpm))
        }
        .frame(width: 400, height: 300)
    }

    @Test func anXTitleOfTwoLinesIsTwoTextsOneBelowTheOther() throws {
        let stacked = Self.chart().chartXAxisLabel {
            VStack {
                Text("Day")
                Text("local time").font(.caption)
            }
        }
        let scene = Scene(try stacked.resolve())
        // The x axis's title lines, below the plot area (the y axis's "Heart rate" stands above it).
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y > scene.plotArea.maxY }
        #expect(titles.map(\.text) == ["Day", "local time"])
        let day = try #require(titles.first), zone = try #require(titles.last)
        // One line height apart, both below the plot area and its tick labels, on the same x.
        #expect(abs(zone.y - day.y - Self.lineHeight) < 0.01)
        #expect(day.x == zone.x && day.anchor == zone.anchor)
        let lowestTick = scene.texts.filter { $0.classes == "tick-label" }.map { TextBox($0).rect.maxY }.max() ?? 0
        #expect(TextBox(day).rect.y > lowestTick)
        #expect(zone.y <= scene.height)
        // Room is made: the plot area is one line shorter than with a title of one line.
        let single = Scene(try Self.chart().chartXAxisLabel("Day").resolve())
        #expect(abs(single.plotArea.height - scene.plotArea.height - Self.lineHeight) < 0.01)
        // The SVG has two text elements, not one line joined.
        let svg = try ParsedSVG(try stacked.svg())
        #expect(svg.elements("text", classes: "axis-title").map(\.stringValue) == ["Day", "local time", "Heart rate"])
    }

    @Test func aYTitleOfTwoLinesStandsAboveThePlotArea() throws {
        let stacked = Self.chart().chartYAxisLabel(position: .leading) {
            VStack(alignment: .leading) {
                Text("Heart rate")
                Text("beats per minute").font(.caption2)
            }
        }
        let scene = Scene(try stacked.resolve())
        // The y axis's title lines, above the plot area (the x axis's "Day" stands below it).
        let titles = scene.texts.filter { $0.classes == "axis-title" && $0.y < scene.plotArea.y }
        #expect(titles.map(\.text) == ["Heart rate", "beats per minute"])
        let first = try #require(titles.first), second = try #require(titles.last)
        #expect(abs(second.y - first.y - Self.lineHeight) < 0.01)
        #expect(second.y < scene.plotArea.y && first.x == scene.plotArea.x)
        let single = Scene(try Self.chart().chartYAxisLabel("Heart rate", position: .leading).resolve())
        #expect(abs(single.plotArea.y + Self.lineHeight - scene.plotArea.y) < 0.01)
        // The first line stands where a title of one line stands; the second takes the line made for it.
        let alone = try #require(single.texts.first { $0.classes == "axis-title" && $0.y < single.plotArea.y })
        #expect(abs(alone.y - first.y) < 0.01)
        // The words keep the title on one line.
        let resolved = try stacked.resolve()
        #expect(resolved.y.titleWords == "Heart rate beats per minute")
    }

    @Test func runsOnALineStillShareIt() throws {
        let chart = Self.chart().chartXAxisLabel {
            HStack {
                Text("Day")
                Text("(UTC)").foregroundStyle(.secondary)
            }
        }
        let scene = Scene(try chart.resolve())
        #expect(scene.texts.filter { $0.classes == "axis-title" && $0.y > scene.plotArea.maxY }.map(\.text) == ["Day (UTC)"])
    }
}
