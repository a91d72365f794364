import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// `chartXScale(domain:range:type:)`, `chartYScale(range:)` and `.automatic(dataType:modifyInferredDomain:)`
/// written as Swift Charts' documentation writes them: the domain drawn on the padded part of the plot, or
/// changed after it is fitted, read back from the SVG.
@Suite struct SwiftChartsScaleRangeTests {
    struct Reading { var hour: Double; var level: Double }
    static let readings = (0...10).map { Reading(hour: Double($0), level: Double(20 + ($0 * 7) % 11)) }
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 12), Sale(month: "Feb", units: 30), Sale(month: "Mar", units: 18)]

    static func points() -> Chart {
        Chart(readings, id: \.hour) { r in
            PointMark(x: .value("Hour", r.hour), y: .value("Level", r.level))
        }
    }

    static func plotArea(_ svg: ParsedSVG) throws -> [Double] {
        let g = try #require(svg.elements("g", classes: "plot-area").first)
        return ["data-x", "data-y", "data-width", "data-height"].map { Double(g.value($0) ?? "") ?? .nan }
    }

    /// The centres of the point marks, left to right.
    static func centres(_ svg: ParsedSVG) -> [(x: Double, y: Double)] {
        svg.elements("circle").filter { $0.classes.contains("mark") }.compactMap { c in
            guard let x = Double(c.value("cx") ?? ""), let y = Double(c.value("cy") ?? "") else { return nil }
            return (x, y)
        }.sorted { $0.x < $1.x }
    }

    @Test func paddingKeepsTheEndsOffTheEdges() throws {
        let chart = Self.points().chartXScale(domain: 0...10, range: .plotDimension(padding: 20))
        let svg = try ParsedSVG(chart.svg())
        let area = try Self.plotArea(svg)
        let marks = Self.centres(svg)
        #expect(marks.count == 11)
        #expect(abs(marks.first!.x - (area[0] + 20)) < 0.01)
        #expect(abs(marks.last!.x - (area[0] + area[2] - 20)) < 0.01)
        // The ticks at 0 and 10 stand where those values are drawn, and their grid lines too.
        let zero = try #require(svg.elements("line", classes: "grid-line", "x").first { $0.value("data-value") == "0" })
        #expect(abs((Double(zero.value("x1") ?? "") ?? 0) - (area[0] + 20)) < 0.01)
        // Start and end alone; and y: the lowest value 10 points above the plot's bottom.
        let uneven = try ParsedSVG(Self.points().chartXScale(range: .plotDimension(startPadding: 30)).svg())
        let unevenArea = try Self.plotArea(uneven)
        let first = Self.centres(uneven).first!
        let domain = try Self.points().chartXScale(range: .plotDimension(startPadding: 30)).resolve().x.scale.domain
        let expected = unevenArea[0] + 30 + (0 - domain.lowerBound) / (domain.upperBound - domain.lowerBound) * (unevenArea[2] - 30)
        #expect(abs(first.x - expected) < 0.01)
        let lifted = Self.points().chartYScale(domain: 20...30, range: .plotDimension(startPadding: 10))
        let liftedSVG = try ParsedSVG(lifted.svg())
        let liftedArea = try Self.plotArea(liftedSVG)
        let lowest = Self.centres(liftedSVG).filter { _ in true }.max { $0.y < $1.y }!
        #expect(abs(lowest.y - (liftedArea[1] + liftedArea[3] - 10)) < 0.01)
    }

    @Test func bandsShareWhatIsLeftAndAPointRangeSetsBothEnds() throws {
        let bars = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        let padded = try ParsedSVG(bars.chartXScale(range: .plotDimension(padding: 30)).svg())
        let area = try Self.plotArea(padded)
        let rects = padded.elements("rect", classes: "mark", "bar").map { (Double($0.value("x")!)!, Double($0.value("width")!)!) }
        // Three bands over the plot less 60 points, each bar 80 % of its band.
        let band = (area[2] - 60) / 3
        #expect(rects.count == 3)
        #expect(abs(rects[0].0 - (area[0] + 30 + band * 0.1)) < 0.02)
        #expect(abs(rects[0].1 - band * 0.8) < 0.02)
        // An explicit range of points.
        let narrow = try ParsedSVG(Self.points().chartXScale(domain: 0...10, range: 0...200).svg())
        let narrowArea = try Self.plotArea(narrow)
        #expect(abs(Self.centres(narrow).last!.x - (narrowArea[0] + 200)) < 0.01)
        // The same from JSON, and a range that leaves nothing is named.
        var spec = Self.points().chartXScale(domain: 0...10, range: .plotDimension(padding: 20)).spec
        #expect(spec.xScale?.range == ScaleRangeSpec(startPadding: 20, endPadding: 20))
        #expect(try Chart(spec: ChartSpec.decode(spec.encoded())).svg() == Self.points().chartXScale(domain: 0...10, range: .plotDimension(padding: 20)).svg())
        spec.xScale?.range = ScaleRangeSpec(startPadding: 400, endPadding: 400)
        #expect(throws: PlotlineError.self) { try Chart(spec: spec).svg() }
        do { _ = try Chart(spec: spec).svg() } catch {
            #expect("\(error)".contains("$.xScale.range") && "\(error)".contains("leaves no room"), "\(error)")
        }
    }

    @Test func aFittedDomainChangedByAClosure() throws {
        let bars = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }
        // The categories reversed, and one added with no bar.
        let reversed = bars.chartXScale(domain: .automatic(dataType: String.self) { months in
            months.reverse()
            months.append("Apr")
        })
        let labels = try ParsedSVG(reversed.svg()).elements("g", classes: "axis", "x").flatMap { $0.all }
            .filter { $0.classes.contains("tick-label") }.map(\.stringValue)
        #expect(labels == ["Mar", "Feb", "Jan", "Apr"])
        // A number domain reaching past the data: the fitted ends (niced as before) take the appended value.
        let reaching = try Self.points().chartYScale(domain: .automatic(dataType: Double.self) { ends in
            ends.append(100)
        }).resolve()
        #expect(reaching.y.scale.domain.upperBound == 100)
        #expect(reaching.y.scale.domain.lowerBound == (try Self.points().resolve()).y.scale.domain.lowerBound)
        // Dates: the domain runs to a deadline after the last day.
        struct Day { var date: Date; var steps: Double }
        let start = Date(timeIntervalSince1970: 1_722_470_400)  // 2024-08-01
        let days = (0..<5).map { Day(date: start.addingTimeInterval(Double($0) * 86_400), steps: Double(7_000 + $0 * 500)) }
        let deadline = start.addingTimeInterval(14 * 86_400)
        let line = try Chart(days, id: \.date) { day in
            LineMark(x: .value("Day", day.date), y: .value("Steps", day.steps))
        }
        .chartXScale(domain: .automatic(dataType: Date.self) { dates in dates.append(deadline) })
        .resolve()
        #expect(line.x.scale.domain.upperBound == deadline.timeIntervalSince1970)
        #expect(line.x.scale.domain.lowerBound == start.timeIntervalSince1970)
    }
}
