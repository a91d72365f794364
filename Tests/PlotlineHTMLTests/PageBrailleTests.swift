import Foundation
import Plotline
import PlotlineGallery
import PlotlineHTML
@testable import ScenePage
import Testing

/// The page's braille line is the chart's `.braille.txt` (issue 29): the same key, the same line for each
/// series (aligned by x across series, blank where a row has a place but no value), and each point of the
/// page's navigation knows which cell is its own, so the cursor marks it.
@Suite struct PageBrailleTests {
    static func model(_ chart: ResolvedChart) -> NavigationModel {
        NavigationModel(chart: chart, plotArea: Scene(chart, theme: HTMLPage.readable(.light)).plotArea, pitch: nil)
    }

    /// The text braille's lines after its title and key: "High: ⠉⠒⠀".
    static func textLines(_ chart: ResolvedChart) -> (key: String, lines: [String]) {
        let braille = chart.accessibility.braille(locale: chart.locale)
        return (braille.key, braille.lines.map { braille.head(of: $0) + $0.cells })
    }

    @Test func blankCellsAndAlignmentAreTheTextsOwn() throws {
        // High has no Wednesday or Friday row; Low has a Thursday row without a value.
        struct Reading { var day: String; var kind: String; var value: Double? }
        let readings = [Reading(day: "Mon", kind: "Low", value: 0), Reading(day: "Tue", kind: "Low", value: 30),
                        Reading(day: "Wed", kind: "Low", value: 55), Reading(day: "Thu", kind: "Low", value: nil),
                        Reading(day: "Fri", kind: "Low", value: 10),
                        Reading(day: "Mon", kind: "High", value: 100), Reading(day: "Tue", kind: "High", value: 60),
                        Reading(day: "Thu", kind: "High", value: 80)]
        let chart = try Chart(readings, id: \.day) { r in
            LineMark(x: .value("Day", r.day), y: .value("Level", r.value ?? .nan, unit: "cm"))
                .foregroundStyle(by: .value("Kind", r.kind))
        }.chartTitle("Tides").resolve()
        let model = Self.model(chart)
        let text = Self.textLines(chart)
        #expect(Set(text.lines) == ["High: ⠉⠒\u{2800}⠉\u{2800}", "Low: ⣀⠤⠒\u{2800}⣀"])
        #expect(model.braille.key == text.key)
        #expect(model.braille.key.hasSuffix(" A blank cell is a place without a value."))
        #expect(model.braille.lines.map { $0.head + $0.cells } == text.lines)
        // Each point marks its own day's cell: High's Thursday is its fourth cell, past the blank Wednesday.
        let high = try #require(model.series.first { $0.name == "High" })
        let low = try #require(model.series.first { $0.name == "Low" })
        #expect(high.bl.map { model.braille.lines[$0].head } == "High: ")
        #expect(low.bl.map { model.braille.lines[$0].head } == "Low: ")
        #expect(high.points.map(\.c) == [0, 1, 3])
        #expect(low.points.map(\.c) == [0, 1, 2, 4])
        #expect(high.points.map(\.label) == ["High, Mon: 100 cm", "High, Tue: 60 cm", "High, Thu: 80 cm"])
    }

    @Test func oneSeriesWithMissingRowsAndPartsOfOneWhole() throws {
        // Wheat's last two years have no wages: two blank cells in their places.
        struct Year { var year: Int; var wages: Double? }
        let years = [Year(year: 1800, wages: 10), Year(year: 1805, wages: nil), Year(year: 1810, wages: 40),
                     Year(year: 1815, wages: 20), Year(year: 1820, wages: nil)]
        let line = try Chart(years, id: \.year) { y in
            LineMark(x: .value("Year", y.year), y: .value("Wages", y.wages ?? .nan))
        }.resolve()
        let model = Self.model(line)
        #expect(model.braille.lines.map(\.cells) == ["⣀\u{2800}⠉⠤\u{2800}"])
        #expect(model.braille.lines.map { $0.head + $0.cells } == Self.textLines(line).lines)
        #expect(model.series.map(\.bl) == [0])
        #expect(model.series[0].points.map(\.c) == [0, 2, 3])
        // A donut's sectors are one line, a cell per part: each sector's point is its own cell.
        let donut = try #require(Gallery.entries.first { $0.slug == "12-activity" }).chart.resolve()
        let parts = Self.model(donut)
        #expect(parts.braille.lines.count == 1)
        #expect(parts.series.map(\.bl) == [0, 0, 0, 0, 0])
        #expect(parts.series.map { $0.points[0].c } == [0, 1, 2, 3, 4])
    }

    /// Every gallery chart: the page's lines are the text's, and every point has a cell whose height is its
    /// value's (blank cells are places without a point).
    @Test(arguments: Gallery.entries.map(\.slug))
    func galleryPagesShowTheTextsBraille(_ slug: String) throws {
        let chart = try #require(Gallery.entries.first { $0.slug == slug }).chart.resolve()
        let model = Self.model(chart)
        let text = Self.textLines(chart)
        #expect(model.braille.key == text.key)
        #expect(model.braille.lines.map { $0.head + $0.cells } == text.lines)
        let lines = BrailleGraph.lines(of: chart.accessibility.descriptor)
        for series in model.series where !series.points.isEmpty {
            let bl = try #require(series.bl, "\(slug): \(series.name) has no braille line")
            let cells = Array(lines[bl].cells)
            for point in series.points {
                let c = try #require(point.c, "\(slug): \(point.label) has no cell")
                #expect(cells[c] == BrailleGraph.cell(point.v, range: lines[bl].range), "\(slug): \(point.label)")
            }
            let own = series.points.compactMap(\.c)
            #expect(Set(own).count == own.count, "\(slug): \(series.name) has two points on one cell")
        }
    }
}
