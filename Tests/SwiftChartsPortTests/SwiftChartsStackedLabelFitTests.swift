import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// Category labels written as stacks of text, and category labels along the top, kept as Swift Charts keeps
/// them when they do not fit side by side (issue 32): wrapped line by line, or turned as one block, before
/// any is dropped; read back as the boxes the labels cover, which never overlap.
@Suite struct SwiftChartsStackedLabelFitTests {
    /// The four corners of a tick label as drawn: its lines' box turned about its anchor as the SVG turns it.
    static func corners(_ t: SceneText) -> [(x: Double, y: Double)] {
        let style = t.style
        let width = t.lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
        var baseline = 0.0
        switch t.baseline {
        case .alphabetic: break
        case .middle: baseline += TextMetrics.capHeight(style: style) / 2
        case .hanging: baseline += TextMetrics.ascent(style: style)
        }
        let top = baseline - TextMetrics.ascent(style: style)
        let bottom = baseline + Double(t.lines.count - 1) * TextMetrics.lineHeight(style: style) + TextMetrics.descent(style: style)
        let left: Double = switch t.anchor {
        case .start: 0
        case .middle: -width / 2
        case .end: -width
        }
        let radians = t.rotation * Double.pi / 180
        return [(left, top), (left + width, top), (left + width, bottom), (left, bottom)].map { p in
            (t.x + p.0 * cos(radians) - p.1 * sin(radians), t.y + p.0 * sin(radians) + p.1 * cos(radians))
        }
    }

    /// Whether two convex quadrilaterals overlap (no edge of either separates them).
    static func overlap(_ a: [(x: Double, y: Double)], _ b: [(x: Double, y: Double)]) -> Bool {
        for shape in [a, b] {
            for i in 0..<shape.count {
                let p = shape[i], q = shape[(i + 1) % shape.count]
                let normal = (x: q.y - p.y, y: p.x - q.x)
                let pa = a.map { $0.x * normal.x + $0.y * normal.y }, pb = b.map { $0.x * normal.x + $0.y * normal.y }
                if pa.max()! <= pb.min()! || pb.max()! <= pa.min()! { return false }
            }
        }
        return true
    }

    static func expectApart(_ labels: [SceneText]) {
        let ordered = labels.sorted { $0.x < $1.x }
        for (a, b) in zip(ordered, ordered.dropFirst()) {
            #expect(!overlap(corners(a), corners(b)), "\(a.lines) overlaps \(b.lines)")
        }
    }

    struct Region { var name: String; var sales: Double }
    static let regions = ["North America", "South America", "Western Europe", "Eastern Europe", "Southeast Asia"]
        .enumerated().map { Region(name: $1, sales: Double(40 + $0 * 9)) }

    /// Two lines per label (a region over its year): each line wrapped within its band, none dropped.
    @Test func stackedLabelsThatDoNotFitAreWrappedLineByLine() throws {
        let chart = Chart(Self.regions, id: \.name) { r in
            BarMark(x: .value("Region", r.name), y: .value("Sales", r.sales))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    if let name = value.as(String.self) {
                        VStack {
                            Text(name)
                            Text("2024").foregroundStyle(.secondary)
                        }
                    }
                }
            }
        }
        .frame(width: 360, height: 260)
        let resolved = try chart.resolve()
        let layout = ChartLayout(resolved)
        #expect(layout.x.categoryLabels?.arrangement == .wrapped)
        let scene = Scene(resolved)
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.anchor == .middle }
        #expect(labels.count == 5)
        // Every word kept, each name on its own lines above its year.
        for (label, region) in zip(labels.sorted { $0.x < $1.x }, Self.regions) {
            #expect(label.lines.last == "2024")
            #expect(label.lines.dropLast().joined(separator: " ") == region.name)
            #expect(label.lines.count == 3)
        }
        Self.expectApart(labels)
        // Below the plot area and on the chart.
        #expect(labels.allSatisfy { Self.corners($0).allSatisfy { $0.y > scene.plotArea.maxY && $0.y <= scene.height } })
    }

    /// Months over their year in narrow bands: a month's name cannot break, so the blocks are turned.
    @Test func stackedLabelsThatCannotWrapAreTurnedAsBlocks() throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August"]
        let chart = Chart(months.indices.map { (month: months[$0], rain: Double(30 + $0 * 7)) }, id: \.month) { m in
            BarMark(x: .value("Month", m.month), y: .value("Rain", m.rain))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisGridLine()
                AxisValueLabel {
                    if let month = value.as(String.self) {
                        VStack(alignment: .leading) {
                            Text(month)
                            Text("2023")
                        }
                    }
                }
            }
        }
        .frame(width: 380, height: 300)
        let resolved = try chart.resolve()
        let arranged = try #require(ChartLayout(resolved).x.categoryLabels)
        #expect(arranged.arrangement == .turned(-45))
        let scene = Scene(resolved)
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.rotation != 0 }
        #expect(labels.count == 8)
        #expect(labels.map(\.lines) == months.map { [$0, "2023"] })
        Self.expectApart(labels)
        // Every turned block ends at its tick, below the axis, and stays on the chart.
        let plot = scene.plotArea
        for label in labels {
            #expect(Self.corners(label).allSatisfy { $0.y > plot.maxY && $0.y <= scene.height && $0.x >= 0 })
        }
        // The same labels written on one line each and run side by side would have overlapped.
        let widths = months.map { TextMetrics.width($0, style: labels[0].style) }
        #expect(zip(widths, widths.dropFirst()).contains { ($0 + $1) / 2 > plot.width / 8 })
    }

    static let teams = ["Thunderbirds", "Nighthawks", "Rattlesnakes", "Timberwolves", "Barracudas", "Wildcats"]

    static func teamChart(position: AxisPosition) -> Chart {
        Chart(teams.indices.map { (team: teams[$0], wins: Double(20 + $0 * 4)) }, id: \.team) { t in
            BarMark(x: .value("Team", t.team), y: .value("Wins", t.wins))
        }
        .chartXAxis { AxisMarks(position: position) }
        .frame(width: 320, height: 280)
    }

    /// Along the top, category labels are kept as along the bottom: turned before any is thinned.
    @Test func labelsAlongTheTopAreTurnedNotThinned() throws {
        let resolved = try Self.teamChart(position: .top).resolve()
        let layout = ChartLayout(resolved)
        let arranged = try #require(layout.x.categoryLabels)
        let bottom = ChartLayout(try Self.teamChart(position: .bottom).resolve())
        #expect(bottom.x.categoryLabels?.arrangement == arranged.arrangement)
        guard case .turned = arranged.arrangement else { Issue.record("turned, not \(arranged.arrangement)"); return }
        let scene = Scene(resolved)
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.rotation != 0 }
        #expect(labels.map(\.text) == Self.teams)
        Self.expectApart(labels)
        // Above the plot area: each starts at its tick and rises; the plot area gives them their room.
        let plot = scene.plotArea
        for label in labels {
            #expect(label.anchor == .start)
            #expect(Self.corners(label).allSatisfy { $0.y < plot.y && $0.y >= 0 && $0.x <= scene.width })
        }
        #expect(abs(plot.height - bottom.plotArea.height) < 0.01)
    }

    /// Along the top, labels too wide for their bands wrap above the axis line, the last line nearest it.
    @Test func labelsAlongTheTopWrapAboveTheAxis() throws {
        let chart = Chart(["Morning shift", "Evening shift", "Night shift"].map { (name: $0, hours: 8.0) }, id: \.name) { s in
            BarMark(x: .value("Shift", s.name), y: .value("Hours", s.hours))
        }
        .chartXAxis { AxisMarks(position: .top) }
        .frame(width: 240, height: 220)
        let resolved = try chart.resolve()
        let layout = ChartLayout(resolved)
        #expect(layout.x.categoryLabels?.arrangement == .wrapped)
        let scene = Scene(resolved)
        let labels = scene.texts.filter { $0.classes == "tick-label" && $0.anchor == .middle }
        #expect(labels.count == 3)
        Self.expectApart(labels)
        #expect(labels.allSatisfy { Self.corners($0).allSatisfy { $0.y < scene.plotArea.y } })
        // Only the labels wider than their band wrap; "Night shift" fits on one line.
        #expect(labels.map(\.lines) == [["Morning", "shift"], ["Evening", "shift"], ["Night shift"]])
    }
}
