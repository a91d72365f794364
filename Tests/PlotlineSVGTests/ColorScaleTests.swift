import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// A number on `foregroundStyle(by:)` is a color scale, not one series per value: a continuous ramp with a
/// ramp key, words that read the numbers, a "no data" color for missing values.
@Suite struct ColorScaleTests {
    struct Cell { var week: Int; var day: String; var count: Double }
    static let cells: [Cell] = (0..<4).flatMap { w in
        ["Mon", "Tue", "Wed"].enumerated().map { d, day in Cell(week: w, day: day, count: Double(w * 3 + d)) }
    }

    static func chart(_ cells: [Cell] = cells) throws -> ResolvedChart {
        try Chart(cells, id: \.count) { c in
            RectangleMark(x: .value("Week", "W\(c.week)"), y: .value("Day", c.day))
                .foregroundStyle(by: .value("Count", c.count, unit: "commits", unitOne: "commit"))
        }.resolve()
    }

    static func fills(_ scene: Scene) -> [Color] {
        scene.shapes.filter { $0.classes.hasPrefix("mark rect") }.compactMap(\.fill)
    }

    @Test func numbersOnColorAreAContinuousScale() throws {
        let chart = try Self.chart()
        #expect(chart.series.count == 1)   // not twelve series
        let color = try #require(chart.color)
        #expect(color.kind == .sequential && color.domain == 0...11)
        #expect(color.ticks.map(\.label) == ["0", "5", "10"])
        let scene = Scene(chart)
        // Every cell takes the ramp's color at its value: the lowest the ramp's start, the highest its end.
        let fills = Self.fills(scene)
        #expect(fills.count == 12)
        #expect(fills.contains(ColorRamp.sequential.color(at: 0)) && fills.contains(ColorRamp.sequential.color(at: 1)))
        #expect(Set(fills.map(\.hex)).count == 12)
        // The key: a ramp of stripes from the ramp's first color to its last, labelled at 0, 5, 10.
        let svg = chart.svg()
        let tree = try ParsedSVG(svg)
        let ramp = try #require(tree.root.all.first { $0.classes.contains("legend-ramp") })
        #expect(ramp.value("data-title") == "Count")
        let stripes = ramp.all.filter { $0.classes.contains("ramp-stripe") }
        #expect(stripes.count >= 40)
        let labels = ramp.all.filter { $0.classes.contains("legend-label") }.map(\.stringValue)
        #expect(labels == ["0", "5", "10"])
        // No series key for one series.
        #expect(!tree.root.all.contains { $0.classes.contains("legend-entry") })
    }

    @Test func theRampsColorsStayApartUnderColorBlindness() throws {
        for (ramp, background) in [(Theme.light.sequentialRamp, Theme.light.background), (Theme.dark.sequentialRamp, Theme.dark.background),
                                   (Theme.light.divergingRamp, Theme.light.background), (Theme.dark.divergingRamp, Theme.dark.background)] {
            let report = RampReport(ramp: ramp, background: background)
            #expect(report.passes, "\(report)")
            // Neighbouring steps of eight stay at least 7.5 apart (CIEDE2000) in each simulated vision.
            #expect(report.smallestStep.protanopia >= 7.5 && report.smallestStep.deuteranopia >= 7.5
                    && report.smallestStep.tritanopia >= 7.5, "\(report)")
        }
    }

    @Test func valuesOnBothSidesOfZeroDiverge() throws {
        let cells = [Cell(week: 0, day: "Mon", count: -4), Cell(week: 1, day: "Mon", count: 0), Cell(week: 2, day: "Mon", count: 8)]
        let chart = try Self.chart(cells)
        let color = try #require(chart.color)
        #expect(color.kind == .diverging && color.middle == 0)
        // Zero sits at the neutral middle; -4 halfway down the low side (the high side reaches 8).
        #expect(color.position(0) == 0.5 && color.position(8) == 1 && color.position(-4) == 0.25)
    }

    @Test func theWordsReadTheNumbers() throws {
        let access = try Self.chart().accessibility
        #expect(access.summary.contains("The lowest value is 0 commits (W0, Mon). The highest is 11 commits (W3, Wed)."),
                "\(access.summary)")
        #expect(access.labels.contains { $0.text == "W1, Tue: 4 commits" }, "\(access.labels.map(\.text))")
        #expect(access.descriptor.yAxis.title == "Count")
    }

    /// NaN in the color channel: the "no data" color, a key entry for it, and the words count it missing.
    @Test func missingNumbersTakeTheNoDataColor() throws {
        var cells = Self.cells
        cells[4].count = .nan
        let chart = try Self.chart(cells)
        let scene = Scene(chart)
        #expect(Self.fills(scene).filter { $0 == ColorRamp.noData }.count == 1)
        let tree = try ParsedSVG(chart.svg())
        #expect(tree.root.all.contains { $0.classes.contains("legend-no-data") && $0.all.contains { $0.name == "text" && $0.stringValue == "No data" } })
        #expect(chart.accessibility.summary.contains("1 value is missing"), "\(chart.accessibility.summary)")
    }

    @Test func oneValueAndAFixedDomainOfZeroWidth() throws {
        let same = [Cell(week: 0, day: "Mon", count: 5), Cell(week: 1, day: "Mon", count: 5)]
        let chart = try Self.chart(same)
        #expect(chart.color?.domain == 5...5)
        #expect(Set(Self.fills(Scene(chart))) == [ColorRamp.sequential.color(at: 0.5)])
        #expect(chart.color?.ticks.map(\.label) == ["5"])
        var spec = try Chart(same, id: \.week) { c in
            RectangleMark(x: .value("Week", "W\(c.week)"), y: .value("Day", c.day)).foregroundStyle(by: .value("Count", c.count))
        }.spec
        spec.colorScale = ColorScaleSpec(domain: [3, 3])
        #expect(throws: PlotlineError.invalidSpec(path: "$.colorScale.domain", reason: "needs two finite numbers, low then high")) {
            try ChartResolver.resolve(spec)
        }
    }

    /// The gallery's heat map names its busiest and quietest days in its words.
    @Test func theHeatMapNamesItsBusiestAndQuietestDays() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "13-contributions" })
        let chart = try entry.chart.resolve()
        let days = GalleryData.contributions
        let busiest = try #require(days.max { $0.count < $1.count }), quietest = try #require(days.min { $0.count < $1.count })
        let summary = chart.accessibility.summary
        // Many days share the lowest count: a tie is counted, never told as one day.
        let quiet = days.filter { $0.count == quietest.count }
        #expect(quiet.count > 3)
        #expect(summary.hasPrefix("The lowest value is \(quietest.count) commits (\(quiet.count) times, first week of "), "\(summary)")
        #expect(days.filter { $0.count == busiest.count }.count == 1)
        #expect(summary.contains("). The highest is \(busiest.count) commits (week of "), "\(summary)")
        #expect(summary.hasSuffix(", \(busiest.weekday))."), "\(summary)")
        #expect(chart.accessibility.overview.hasPrefix("Rectangle chart. X axis: Week, March 3 to August 25, 2024. Y axis: Day, 7 categories from Sunday to Saturday."))
    }
}
