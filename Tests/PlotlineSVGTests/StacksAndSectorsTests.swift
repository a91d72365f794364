import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// Parts of a whole (M1, C3): stacks sum, normalized stacks reach 100 %, sectors share the turn, and a gap
/// in the background color separates every pair of touching segments.
@Suite struct StacksAndSectorsTests {
    @Test func storageSegmentsAreSeparated() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "06-storage" })
        let chart = try entry.chart.resolve()
        let rects = Scene(chart).shapes.filter { $0.classes.hasPrefix("mark bar") }.compactMap { shape -> Rect? in
            if case .rect(let r, _) = shape.geometry { r } else { nil }
        }.sorted { $0.x < $1.x }
        #expect(rects.count == 5)
        for (a, b) in zip(rects, rects.dropFirst()) {
            let gap = b.x - a.maxX
            #expect(gap >= AppearanceSpec.defaultSeparator - 1e-9, "gap \(gap) between segments")
            #expect(gap <= AppearanceSpec.defaultSeparator + 1e-9)
        }
        // The stack's end is the total: 136.0 GB on a 0 to 256 axis.
        let marks = chart.layers[0].marks
        let end = marks.map { max($0.x0, $0.x1) }.max() ?? 0
        #expect(abs(end - chart.x.scale.position(136.0)) < 1e-12)
    }

    /// Hundreds of rows in one bar: segments too thin to keep their color beside a gap are drawn whole,
    /// so the bar keeps all its ink; thick segments in the same chart keep their gap.
    @Test func thinSegmentsAreNotEatenBySeparators() throws {
        let rows = (0..<300).map { ("Many", 1.0, $0) } + [("Few", 150.0, 300), ("Few", 150.0, 301)]
        let chart = try Chart(rows, id: \.2) { r in BarMark(x: .value("Group", r.0), y: .value("Count", r.1)) }.resolve()
        let rects = Scene(chart).shapes.filter { $0.classes.hasPrefix("mark bar") }.compactMap { shape -> Rect? in
            if case .rect(let r, _) = shape.geometry { r } else { nil }
        }
        let many = rects.filter { $0.x < rects.map(\.x).max()! }, few = rects.filter { $0.x == rects.map(\.x).max()! }
        #expect(many.count == 300 && few.count == 2)
        let full = many.map(\.maxY).max()! - many.map(\.y).min()!
        #expect(abs(many.reduce(0) { $0 + $1.height } - full) < 1e-6)
        let sorted = few.sorted { $0.y < $1.y }
        #expect(abs(sorted[1].y - sorted[0].maxY - AppearanceSpec.defaultSeparator) < 1e-9)
    }

    @Test func separatorsCanBeTurnedOff() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "06-storage" })
        let chart = try entry.chart.chartSeparator(0).resolve()
        let rects = Scene(chart).shapes.filter { $0.classes.hasPrefix("mark bar") }.compactMap { shape -> Rect? in
            if case .rect(let r, _) = shape.geometry { r } else { nil }
        }.sorted { $0.x < $1.x }
        for (a, b) in zip(rects, rects.dropFirst()) { #expect(abs(b.x - a.maxX) < 0.01) }
    }

    @Test func normalizedStacksReachOneHundredPercent() throws {
        let rows = [("Mon", "A", 1.0), ("Mon", "B", 3.0), ("Tue", "A", 5.0), ("Tue", "B", 5.0)]
        let chart = try Chart(rows, id: \.2) { r in
            BarMark(x: .value("Day", r.0), y: .value("V", r.2), stacking: .normalized).foregroundStyle(by: .value("K", r.1))
        }.resolve()
        let y = chart.y.scale
        for day in ["Mon", "Tue"] {
            let index = Double(try #require(chart.x.scale.categories.firstIndex(of: day)))
            let column = chart.layers[0].marks.filter { abs((($0.x0 + $0.x1) / 2) - chart.x.scale.position(index)) < 1e-9 }
            let top = column.map { max($0.y0, $0.y1) }.max() ?? 0
            #expect(abs(top - y.position(1)) < 1e-12, "\(day)")
        }
    }

    @Test func sectorsShareTheWholeTurn() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "12-activity" })
        let chart = try entry.chart.resolve()
        let marks = chart.layers[0].marks
        let total = GalleryData.activity.map(\.minutes).reduce(0, +)
        #expect(marks.count == GalleryData.activity.count)
        for (mark, part) in zip(marks, GalleryData.activity) {
            #expect(abs((mark.x1 - mark.x0) - part.minutes / total) < 1e-12)
            #expect(mark.y0 == 0.58 && mark.y1 == 1)
        }
        #expect(marks.first?.x0 == 0)
        #expect(abs((marks.last?.x1 ?? 0) - 1) < 1e-12)
        for (a, b) in zip(marks, marks.dropFirst()) { #expect(a.x1 == b.x0) }
        // Words: each part's value and percent.
        let labels = chart.accessibility.labels.map(\.text)
        #expect(labels.first == "Walking: 74 minutes (43.3%)")
        #expect(chart.accessibility.overview == "Pie chart. 5 series: Walking, Cycling, Running, Yoga, Swimming. 5 sectors.")
        // Drawn with a gap: the sector paths do not reach their neighbours' angles.
        let svg = chart.svg()
        #expect(svg.components(separatedBy: "class=\"mark sector\"").count - 1 == marks.count)
        // Every slice's visible percent to the same precision.
        let percents = Scene(chart).texts.filter { $0.classes == "sector-label" }.map(\.text)
        #expect(percents == ["43%", "24%", "15%", "11%", "7%"])
    }

    @Test func annotationsStayInsideTheChart() throws {
        let chart = Chart([("A", 5.0), ("B", 9.0)], id: \.0) { r in
            BarMark(x: .value("C", r.0), y: .value("V", r.1))
                .annotation("A long note on the last bar of the chart", position: .trailing)
        }
        for width in [200.0, 320, 640] {
            let scene = Scene(try chart.frame(width: width, height: 200).resolve())
            let notes = scene.texts.filter { $0.classes == "annotation" }
            #expect(notes.count == 2)
            for note in notes {
                let box = TextBox(note).rect
                #expect(box.x >= 0 && box.maxX <= scene.width + 0.01, "\(width): \(box)")
                #expect(box.y >= 0 && box.maxY <= scene.height)
            }
        }
    }

    @Test func aLightSVGFollowsTheDarkScheme() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "05-blood-pressure" })
        let svg = try entry.chart.svg()
        #expect(svg.contains("@media (prefers-color-scheme: dark)"))
        #expect(svg.contains(".plotline [data-fill-role=s1]{fill:\(Theme.dark.palette[1].hex)}"))
        _ = try ParsedSVG(svg)
        // Drawn dark on purpose, it carries no light alternative.
        #expect(!(try entry.chart.svg(theme: .dark)).contains("prefers-color-scheme"))
    }
}

/// Stacking methods as Swift Charts names them, and curves drawn as they promise.
@Suite struct StackingMethodTests {
    static let rows = [("Mon", "A", 2.0), ("Mon", "B", 6.0), ("Tue", "A", 4.0), ("Tue", "B", 4.0)]

    func marks(_ method: MarkStackingMethod) throws -> (ResolvedChart, [ResolvedMark]) {
        let chart = try Chart(Self.rows, id: \.2) { r in
            BarMark(x: .value("Day", r.0), y: .value("V", r.2), stacking: method).foregroundStyle(by: .value("K", r.1))
        }.resolve()
        return (chart, chart.layers[0].marks)
    }

    @Test func centerStacksSitAroundZero() throws {
        let (chart, marks) = try marks(.center)
        let y = chart.y.scale
        // Mon: 8 in all, from -4 to 4; Tue: 8 in all, from -4 to 4.
        #expect(marks[0].y0 == y.position(-4) && marks[0].y1 == y.position(-2))
        #expect(marks[1].y0 == y.position(-2) && marks[1].y1 == y.position(4))
        #expect(y.domain.lowerBound <= -4 && y.domain.upperBound >= 4)
    }

    /// Rows of one series that share a category stack to their sum, as Swift Charts stacks them, instead of
    /// hiding each other; `.unstacked` still overlaps them.
    @Test func barsOfOneSeriesAtOnePositionStack() throws {
        let rows = [("Mon", 2.0), ("Mon", 6.0), ("Tue", 4.0), ("Mon", -1.0)]
        func resolve(_ method: MarkStackingMethod) throws -> ResolvedChart {
            try Chart(rows, id: \.1) { r in BarMark(x: .value("Day", r.0), y: .value("V", r.1), stacking: method) }.resolve()
        }
        let stacked = try resolve(.standard)
        let y = stacked.y.scale
        let marks = stacked.layers[0].marks
        #expect(stacked.layers[0].isStacked)
        let bases: [Double] = [0, 2, 0, 0], ends: [Double] = [2, 8, 4, -1]
        #expect(marks.map(\.y0) == bases.map { y.position($0) })
        #expect(marks.map(\.y1) == ends.map { y.position($0) })
        #expect(y.domain.upperBound >= 8)
        #expect(stacked.accessibility.overview.hasSuffix("2 stacked bars, 4 segments."))
        let overlapping = try resolve(.unstacked)
        #expect(overlapping.layers[0].marks[1].y0 == overlapping.y.scale.position(0))
        // One bar per position: nothing to stack.
        let single = try Chart([("Mon", 2.0), ("Tue", 3.0)], id: \.1) { r in
            BarMark(x: .value("Day", r.0), y: .value("V", r.1))
        }.resolve()
        #expect(!single.layers[0].isStacked)
    }

    @Test func unstackedBarsEachStartAtZero() throws {
        let (chart, marks) = try marks(.unstacked)
        #expect(marks.allSatisfy { $0.y0 == chart.y.scale.position(0) })
        #expect(marks[1].y1 == chart.y.scale.position(6))
    }

    @Test func monotoneCurvesNeverOvershootTheData() throws {
        let values = [1.0, 5, 5.5, 2, 2, 8, 3]
        let chart = try Chart(Array(values.enumerated()), id: \.offset) { p in
            LineMark(x: .value("X", p.offset), y: .value("Y", p.element)).interpolationMethod(.monotone)
        }.resolve()
        let scene = Scene(chart)
        var path: ScenePath?
        func visit(_ node: SceneNode) {
            switch node {
            case .group(let g): g.children.forEach(visit)
            case .shape(let s): if s.classes.hasPrefix("mark line"), case .path(let p) = s.geometry { path = p }
            case .text: break
            }
        }
        scene.nodes.forEach(visit)
        let elements = try #require(path).elements
        // Sample every cubic: between two points it stays within their values (in pixels: between their ys).
        var last: (Double, Double)?
        for element in elements {
            switch element {
            case .move(let x, let y): last = (x, y)
            case .line(let x, let y): last = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                guard let (x0, y0) = last else { continue }
                let lo = min(y0, y) - 1e-6, hi = max(y0, y) + 1e-6
                for k in 0...20 {
                    let t = Double(k) / 20, u = 1 - t
                    let py = u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y
                    let px = u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x
                    #expect(py >= lo && py <= hi, "overshoot at x \(px)")
                }
                last = (x, y)
            case .close: break
            }
        }
    }
}
