import Foundation
import Testing
import Plotline
import PlotlineSVG

/// The open model: a style given to one mark stays on that mark, layers draw in the order written, and
/// horizontal range bars of dates (a Gantt chart) lie along x with the whole range in the domain.
@Suite struct MarkModelTests {
    static func rects(_ scene: Scene, _ prefix: String = "mark bar") -> [(Rect, Color?)] {
        scene.shapes.filter { $0.classes.hasPrefix(prefix) }.compactMap { shape in
            if case .rect(let r, _) = shape.geometry { (r, shape.fill) } else { nil }
        }
    }

    /// `foregroundStyle(value > threshold ? .red : .blue)`: each bar in its own color, not the first one's.
    @Test func aConstantStyleAppliesToItsMarkOnly() throws {
        let days = [("Mon", 4.0), ("Tue", 12.0), ("Wed", 7.0), ("Thu", 15.0)]
        let chart = try Chart(days, id: \.0) { day in
            BarMark(x: .value("Day", day.0), y: .value("Hours", day.1))
                .foregroundStyle(day.1 > 10 ? "#d62728" : "#1f77b4")
                .opacity(day.0 == "Wed" ? 0.5 : 1)
        }.resolve()
        let bars = Self.rects(Scene(chart)).sorted { $0.0.x < $1.0.x }
        #expect(bars.map { $0.1?.hex } == ["#1f77b4", "#d62728", "#1f77b4", "#d62728"])
        #expect(bars.map { $0.1?.alpha } == [1, 1, 0.5, 1])
        // The spec keeps what the marks share as the layer's style and each mark's own per row.
        let spec = try Chart(days, id: \.0) { day in
            BarMark(x: .value("Day", day.0), y: .value("Hours", day.1)).foregroundStyle(day.1 > 10 ? "red" : "blue")
        }.spec
        #expect(spec.marks[0].style == nil)
        #expect(spec.marks[0].rowStyles?.map { $0?.color } == ["blue", "red", "blue", "red"])
        // And a JSON spec round-trips them.
        let decoded = try ChartSpec.decode(try spec.encoded())
        #expect(decoded.marks[0].rowStyles == spec.marks[0].rowStyles)
        // A style every mark shares stays the layer's.
        let same = try Chart(days, id: \.0) { day in
            BarMark(x: .value("Day", day.0), y: .value("Hours", day.1)).foregroundStyle("red").cornerRadius(day.1 > 10 ? 4 : 0)
        }.spec
        #expect(same.marks[0].style?.color == "red")
        #expect(same.marks[0].rowStyles?.map { $0?.cornerRadius } == [0, 4, 0, 4])
    }

    @Test func rowStylesMustMatchTheRows() throws {
        var spec = try Chart([("a", 1.0), ("b", 2.0)], id: \.0) { r in BarMark(x: .value("K", r.0), y: .value("V", r.1)) }.spec
        spec.marks[0].rowStyles = [MarkStyle(color: "red")]
        #expect(throws: PlotlineError.invalidSpec(path: "$.marks[0].rowStyles",
                                                  reason: "has 1 styles for 2 rows; give one per row (null for none)")) {
            try ChartResolver.resolve(spec)
        }
    }

    /// A candlestick: wicks (rules) written first are drawn under the bodies (bars) written after them.
    @Test func layersDrawInTheOrderWritten() throws {
        struct Day { var day: String; var low, high, open, close: Double }
        let days = [Day(day: "Mon", low: 10, high: 20, open: 12, close: 18),
                    Day(day: "Tue", low: 15, high: 25, open: 22, close: 16)]
        let chart = try Chart {
            ForEach(days, id: \.day) { d in
                RuleMark(x: .value("Day", d.day), yStart: .value("Low", d.low), yEnd: .value("High", d.high))
            }
            ForEach(days, id: \.day) { d in
                BarMark(x: .value("Day", d.day), yStart: .value("Open", d.open), yEnd: .value("Close", d.close))
                    .foregroundStyle(by: .value("Direction", d.close >= d.open ? "Up" : "Down"))
            }
        }.resolve()
        let classes = Scene(chart).shapes.map(\.classes).filter { $0.hasPrefix("mark") }
        let lastRule = try #require(classes.lastIndex { $0.hasPrefix("mark rule") })
        let firstBar = try #require(classes.firstIndex { $0.hasPrefix("mark bar") })
        #expect(lastRule < firstBar, "\(classes)")
        // And the other way round when written the other way round.
        let reversed = try Chart {
            ForEach(days, id: \.day) { d in
                BarMark(x: .value("Day", d.day), yStart: .value("Open", d.open), yEnd: .value("Close", d.close))
            }
            ForEach(days, id: \.day) { d in
                RuleMark(x: .value("Day", d.day), yStart: .value("Low", d.low), yEnd: .value("High", d.high))
            }
        }.resolve()
        let order = Scene(reversed).shapes.map(\.classes).filter { $0.hasPrefix("mark") }
        #expect(order.firstIndex { $0.hasPrefix("mark rule") }! > order.lastIndex { $0.hasPrefix("mark bar") }!)
    }

    /// `BarMark(xStart:xEnd:y:)` with dates: horizontal bars, one per task, over the whole span of dates.
    @Test func dateRangeBarsLieAlongX() throws {
        struct Task { var name: String; var start, end: Date }
        func day(_ d: Int) -> Date { Date(timeIntervalSince1970: 1_717_200_000 + Double(d) * 86_400) }  // June 1, 2024
        let tasks = [Task(name: "Design", start: day(0), end: day(9)), Task(name: "Build", start: day(7), end: day(24)),
                     Task(name: "Test", start: day(20), end: day(29))]
        let chart = try Chart(tasks, id: \.name) { t in
            BarMark(xStart: .value("Start", t.start), xEnd: .value("End", t.end), y: .value("Task", t.name))
        }.resolve()
        #expect(chart.x.scale.kind == .time && chart.y.scale.kind == .band)
        #expect(chart.layers[0].isHorizontal)
        #expect(chart.x.scale.domain.lowerBound <= day(0).timeIntervalSince1970)
        #expect(chart.x.scale.domain.upperBound >= day(29).timeIntervalSince1970)
        let scene = Scene(chart)
        let bars = Self.rects(scene)
        #expect(bars.count == 3)
        let plot = scene.plotArea
        for (bar, _) in bars {
            // Each bar is shorter than its band (not a tall bar between bands) and starts at its start date.
            #expect(bar.height < plot.height / 3)
            #expect(bar.x >= plot.x - 1e-9 && bar.maxX <= plot.maxX + 1e-9)
        }
        let design = try #require(bars.min { $0.0.y < $1.0.y })  // bands run top to bottom in order
        let x0 = plot.x + chart.x.scale.position(day(0).timeIntervalSince1970) * plot.width
        let x1 = plot.x + chart.x.scale.position(day(9).timeIntervalSince1970) * plot.width
        #expect(abs(design.0.x - x0) < 1e-9 && abs(design.0.maxX - x1) < 1e-9, "\(design.0) \(x0) \(x1) \(bars.map(\.0))")
    }
}
