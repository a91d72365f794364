import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Scrolling (issue 14), mapped onto what a server draws: `chartScrollableAxes` with a visible length draws
/// the window at its scroll position; the words say what part is shown.
@Suite struct SwiftChartsScrollingTests {
    struct Reading { var day: Date; var steps: Double }
    static let day = 86_400.0
    static let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01
    /// A year of daily steps, 2024-01-01 to 2024-12-31: a slow wave with its peak in late June.
    static let readings: [Reading] = (0..<366).map { i in
        Reading(day: start.addingTimeInterval(Double(i) * day), steps: 6_000 + 3_000 * sin(Double(i) / 366 * 2 * .pi - .pi / 2) + 3_000)
    }

    static func chart() -> Chart {
        Chart(readings, id: \.day) { reading in
            LineMark(x: .value("Day", reading.day, unit: .day), y: .value("Steps", reading.steps))
        }
    }

    static func date(_ text: String) -> Date { Date(timeIntervalSince1970: ISODate.parse(text)!) }

    @Test func aDateWindowShowsItsMonthAndScrollsOverTheYear() throws {
        let june = Self.date("2024-06-01")
        let chart = Self.chart()
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 30)
            .chartScrollPosition(initialX: june)
        #expect(chart.spec.scroll == ScrollSpec(axes: [.x], xVisibleLength: 2_592_000, initialX: .string("2024-06-01T00:00:00Z")))
        let resolved = try chart.resolve()
        // The x scale is the window: June 1 to July 1.
        #expect(resolved.x.scale.domain == june.timeIntervalSince1970...(june.timeIntervalSince1970 + 30 * Self.day))
        // The y scale is fitted to the whole year, as while scrolling in Swift Charts: the same as unscrolled.
        let whole = try Self.chart().resolve()
        #expect(resolved.y.scale.domain == whole.y.scale.domain)
        // The ticks read back from the SVG are June's and July 1's.
        let svg = try ParsedSVG(chart.svg())
        let labels = svg.elements("g", classes: "axis", "x").flatMap { $0.all }.filter { $0.classes.contains("tick-label") }.map(\.stringValue)
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.hasPrefix("Jun") || $0 == "Jul 1" || Int($0) != nil }, "\(labels)")
        // The line is clipped to the plot area, so the rest of the year is not drawn beside it.
        let series = svg.elements("g").filter { $0.classes.contains("series") || $0.classes.contains("marks") }
        #expect(!series.isEmpty && series.allSatisfy { $0.value("clip-path") != nil })
        // The window's place on the whole: 30 of 366 days (the whole domain is the year's nice bounds).
        let window = try #require(resolved.scroll?.x)
        let span = whole.x.scale.domain.upperBound - whole.x.scale.domain.lowerBound
        #expect(abs(window.share - 30 * Self.day / span) < 1e-9)
        #expect(abs(window.offset - (june.timeIntervalSince1970 - whole.x.scale.domain.lowerBound) / span) < 1e-9)
        // The whole chart the page scrolls over has a plot area as many times wider.
        let windowPlot = Scene(resolved).plotArea, widePlot = Scene(try #require(resolved.scroll?.whole)).plotArea
        #expect(abs(widePlot.width - windowPlot.width / window.share) <= 1)
        #expect(abs(widePlot.height - windowPlot.height) <= 0.5)
        // The words are about every day, and say what the picture shows.
        let summary = resolved.accessibility.summary
        #expect(summary.contains("Scrolls horizontally: shows June 1 to June 30, 2024, of January 1 to December 31, 2024."), "\(summary)")
        #expect(resolved.accessibility.descriptor.series[0].dataPoints.count == 366)
    }

    @Test func theWindowStaysInsideTheDomainAndWholeDomainsDoNotScroll() throws {
        // A position past the end shows the last 30 days.
        let late = try Self.chart().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 30)
            .chartScrollPosition(initialX: Self.date("2024-12-20")).resolve()
        let whole = try Self.chart().resolve()
        #expect(late.x.scale.domain.upperBound == whole.x.scale.domain.upperBound)
        #expect(abs((late.scroll?.x?.offset ?? 0) + (late.scroll?.x?.share ?? 0) - 1) < 1e-9)
        // Without a position the window starts at the domain's start.
        let first = try Self.chart().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 7).resolve()
        #expect(first.x.scale.domain.lowerBound == whole.x.scale.domain.lowerBound)
        // A length covering the domain, or a visible length on an axis that does not scroll: the whole chart.
        let all = try Self.chart().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 1000).resolve()
        #expect(all.scroll == nil && all.x.scale.domain == whole.x.scale.domain)
        let fixed = try Self.chart().chartXVisibleDomain(length: 3600 * 24 * 30).resolve()
        #expect(fixed.scroll == nil && fixed.x.scale.domain == whole.x.scale.domain)
        // The picture is the same as the chart without scrolling then.
        #expect(try Self.chart().chartXVisibleDomain(length: 3600 * 24 * 30).svg() == Self.chart().svg())
    }

    struct Sale { var month: String; var units: Double }
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let sales = months.enumerated().map { Sale(month: $1, units: Double(10 + $0 * 5)) }

    @Test func categoryWindowsShowWholeBarsAlongXAndDownY() throws {
        let bars = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 4)
        .chartScrollPosition(initialX: "Mar")
        let svg = try ParsedSVG(bars.svg())
        let labels = svg.elements("g", classes: "axis", "x").flatMap { $0.all }.filter { $0.classes.contains("tick-label") }.map(\.stringValue)
        #expect(labels == ["Mar", "Apr", "May", "Jun"])
        let drawn = svg.elements("path").filter { $0.classes.contains("bar") } + svg.elements("rect").filter { $0.classes.contains("bar") }
        #expect(drawn.count == 4, "\(drawn.count) bars")
        let resolved = try bars.resolve()
        #expect(resolved.scroll?.x?.share == 4.0 / 12 && resolved.scroll?.x?.offset == 2.0 / 12)
        // The y axis still fits December's 65 units, though only March to June are shown.
        #expect(resolved.y.scale.domain.upperBound >= 65)
        #expect(resolved.accessibility.summary.contains("Scrolls horizontally: shows Mar to Jun, of Jan to Dec."), "\(resolved.accessibility.summary)")

        // Horizontal bars scroll down the y axis: the first categories are on top.
        let rows = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Units", sale.units), y: .value("Month", sale.month))
        }
        .chartScrollableAxes(.vertical)
        .chartYVisibleDomain(length: 3)
        let rowLabels = try ParsedSVG(rows.svg()).elements("g", classes: "axis", "y").flatMap { $0.all }
            .filter { $0.classes.contains("tick-label") }.map(\.stringValue)
        #expect(rowLabels == ["Jan", "Feb", "Mar"])
        let window = try #require(try rows.resolve().scroll?.y)
        #expect(window.offset == 0 && window.share == 0.25)
    }

    @Test func badScrollingIsNamed() throws {
        let bars = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }.chartScrollableAxes(.horizontal)
        #expect(throws: PlotlineError.invalidSpec(path: "$.scroll.xVisibleLength", reason: "a category axis shows a whole number of categories, found 2.5")) {
            try bars.chartXVisibleDomain(length: 2.5).svg()
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.scroll.initialX",
            reason: "'Smarch' is not a category of the x axis; it has: Jan, Feb, Mar, Apr, May, Jun, Jul, Aug")) {
            try bars.chartXVisibleDomain(length: 3).chartScrollPosition(initialX: "Smarch").svg()
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.scroll.xVisibleLength", reason: "expected a length above 0, found -1.0")) {
            try bars.chartXVisibleDomain(length: -1).svg()
        }
        // The behaviours of scrolling gestures compile and change nothing drawn.
        let aligned = Self.chart().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3600 * 24 * 30)
        #expect(try aligned.chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1)))).svg()
                == aligned.svg())
        #expect(try aligned.chartScrollTargetBehavior(.paging).svg() == aligned.svg())
        #expect(try aligned.chartScrollPosition(x: .constant(Self.date("2024-03-01"))).resolve().x.scale.domain.lowerBound
                == Self.date("2024-03-01").timeIntervalSince1970)
    }
}
