import Foundation
import Plotline
import PlotlineAudio

/// What the page's keyboard, pointer and sound need, in points on the drawn chart: for each series, its
/// points along the position axis (each with its label, where the indicator goes, what to highlight and
/// the pitch of its value), and the groups along that axis (the grouped labels) as runs of points (B6).
///
/// Made from the resolved chart and its accessibility labels, never from the picture, so what the page
/// announces is what the SVG and the audio graph say.
///
/// The page walks it as a tree (after Olli): the chart; below it each series, each stack's total, each rule
/// or band, then each axis and the legend; below a series its groups, below a group its points. A series of one point
/// (a sector, one segment of a stack) is itself the leaf, so Left and Right move from segment to segment.
struct NavigationModel: Encodable {
    /// "x" when the position axis runs across (the indicator is vertical), "y" when it runs up (horizontal
    /// bars: the indicator is horizontal), "none" for charts without one (sectors).
    var orientation: String
    /// The plot area: x, y, width, height in points.
    var plot: [Double]
    var series: [Series]
    /// Each stack's total in words ("Total at Mon: 8 cups"), reachable after the series.
    var totals: [String]
    /// Each stack's box (x, y, width, height in points, around all its segments): the page rings the stack.
    var totalBoxes: [[Double]] = []
    /// Each rule and band in words, reachable after the totals.
    var references: [String]
    /// Where each rule or band is drawn (x, y, width, height in points; empty when not known): the page
    /// rings it when the cursor is on it, as it rings a point.
    var referenceBoxes: [[Double]] = []
    /// Each axis in words ("X axis: Day, August 1 to August 31, 2024."), reachable after the references.
    var axes: [String]
    /// Which axis each of `axes` is, "x" or "y": the page rings that axis's labels (its `g.axis.x` or `g.axis.y`).
    var axisSides: [String] = []
    /// The legend's entries (the series' names in legend order), when there is more than one series.
    var legend: [String]
    /// The chart in braille, as its `.braille.txt` writes it (``BrailleGraph``): the key, and each line's
    /// head and cells. The page shows the line of the series at the cursor, under the key.
    var braille: Braille
    /// The other layouts the page may show for narrower containers (``HTMLPage``): each one's width, height
    /// and plot area, so positions here (in the chart's own layout) map onto it.
    var layouts: [Layout] = []

    struct Layout: Encodable {
        var width: Double
        var height: Double
        /// How much larger than its points it is shown (the chart's own layout when its text is small).
        var scale: Double
        var plot: [Double]
    }

    struct Braille: Encodable {
        struct Line: Encodable {
            /// "Steps: ", or nothing for the one line of a chart without names.
            var head: String
            var cells: String
        }
        var key: String
        var lines: [Line]
    }

    struct Series: Encodable {
        var name: String
        /// Which line of `braille` is this series' (a part of one whole is a cell of the whole's line).
        var bl: Int? = nil
        var points: [Point]
        var groups: [Group]
        /// The points' frequencies under the pitch spans other than the page's own (`HTMLPage.View.spanSounds`):
        /// by span ("data", "series"), one per point (null for a missing value).
        var spanF: [String: [Double?]] = [:]
    }

    struct Point: Encodable {
        var label: String
        /// Where the indicator goes along the position axis, in points.
        var pos: Double
        /// A dot to ring (lines, areas, points): x, y; or a box to outline (bars, rules): x, y, width, height.
        var dot: [Double]?
        var box: [Double]?
        /// The frequency of the value in the audio graph, in hertz (nil for a missing value).
        var f: Double?
        /// Where the value is in its series' braille line: the index of its cell (blank cells, where a
        /// series has no value at an x, have no point).
        var c: Int? = nil
        /// The value (the color's number where color carries it), for the jumps to the lowest and highest.
        var v: Double? = nil
        /// When the point sounds in the audio graph, in seconds from its start: where Play starts from it.
        var t: Double? = nil
    }

    struct Group: Encodable {
        var label: String
        /// Indexes of the first and last point of the group.
        var first: Int
        var last: Int
    }

    init(chart: ResolvedChart, plotArea: Rect, pitch: PitchMapping?, graph: AudioGraph? = nil,
         spanGraphs: [String: AudioGraph] = [:]) {
        plot = [plotArea.x, plotArea.y, plotArea.width, plotArea.height]
        let valueIsX = ChartAccessibility.valueIsX(chart)
        let hasSectors = chart.layers.contains { !$0.isOnAxes }
        orientation = hasSectors ? "none" : (valueIsX ? "y" : "x")

        // Every mark's own label, whatever the chart's policy: the points of the hierarchy.
        let markLabels = chart.accessibility.markLabels.filter { !$0.isGroup && !$0.marks.isEmpty }
        let groupLabels = chart.accessibility.labels.filter(\.isGroup)
        // The braille the text writes; each point finds its cell by its line (the series' name) and its place.
        let descriptor = chart.accessibility.descriptor
        let text = BrailleGraph(descriptor: descriptor, locale: chart.locale)
        braille = Braille(key: text.key, lines: text.lines.map { Braille.Line(head: text.head(of: $0), cells: $0.cells) })
        let brailleCells = BrailleGraph.cells(of: descriptor)
        var lineOf: [String: Int] = [:]
        for (i, series) in descriptor.series.enumerated() where lineOf[series.name] == nil { lineOf[series.name] = i }
        // One line for a chart of one series, whatever its name; parts of one whole (a pie) are one line,
        // a cell per part, at the part's name.
        let oneLine = descriptor.series.count == 1 ? 0 : nil
        let parts = oneLine != nil && chart.series.count > 1
        let times = graph.map { Self.times($0, descriptor: descriptor) } ?? [:]

        func px(_ t: Double) -> Double { plotArea.x + t * plotArea.width }
        func py(_ t: Double) -> Double { plotArea.maxY - t * plotArea.height }
        func position(_ mark: ResolvedMark) -> Double { valueIsX ? mark.centreY : mark.centreX }
        func layerMark(_ label: MarkLabel) -> ResolvedMark? {
            guard chart.layers.indices.contains(label.layer), let first = label.marks.first,
                  chart.layers[label.layer].marks.indices.contains(first) else { return nil }
            return chart.layers[label.layer].marks[first]
        }

        // Each series' labels in their order, gathered in one pass (a search per series was quadratic:
        // 50,000 series took minutes).
        let labelsBySeries = Dictionary(grouping: markLabels, by: \.series)
        let groupsBySeries = Dictionary(grouping: groupLabels, by: \.series)
        // Series in legend order; marks without a series (a goal rule) last.
        let seriesOrder = labelsBySeries.keys.sorted(by: ResolvedSeries.inLegendOrder)

        var result: [Series] = []
        for s in seriesOrder {
            let labels = labelsBySeries[s] ?? []
            // A series drawn by several layers (a line with points on it) is walked once, by its fullest layer.
            var counts: [Int: Int] = [:]
            for label in labels { counts[label.layer, default: 0] += 1 }
            guard let layer = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
            else { continue }
            var placed: [(t: Double, point: Point, value: Double?)] = []
            let name = s >= 0 && s < chart.series.count ? chart.series[s].name : ""
            let mapping = graph.map { Self.mapping($0, series: name, in: descriptor) } ?? pitch
            let line = lineOf[name] ?? oneLine
            // Each place's cells in order: a scatter may have several values at one x.
            var cellsAt: [DataPointValue: [Int]] = [:]
            if let line, brailleCells.indices.contains(line) {
                for (i, cell) in brailleCells[line].enumerated().reversed() where cell.value != nil { cellsAt[cell.place, default: []].append(i) }
            }
            for label in labels where label.layer == layer {
                guard let mark = layerMark(label) else { continue }
                let t = position(mark)
                var point = Point(label: label.text, pos: valueIsX ? py(t) : px(t), dot: nil, box: nil, f: nil)
                switch chart.layers[layer].focus(of: mark, plotArea: plotArea) {
                case .box(let r): point.box = [r.x, r.y, r.width, r.height].map(Self.round)
                case .dot(let x, let y): point.dot = [x, y].map(Self.round)
                }
                point.pos = Self.round(point.pos)
                let value = valueIsX ? mark.xValue : mark.yValue
                if let v = Self.number(value), v.isFinite, let mapping {
                    point.f = Self.round(mapping.frequency(for: v))
                }
                let place = parts && lineOf[name] == nil ? .category(name)
                    : Self.place(valueIsX ? mark.yValue : mark.xValue) ?? .category(name)
                point.c = cellsAt[place]?.popLast()
                point.v = (mark.colorNumber ?? Self.number(value)).flatMap { $0.isFinite ? $0 : nil }
                point.t = Self.key(valueIsX ? mark.yValue : mark.xValue).flatMap { times[name]?[$0] }.map(Self.round)
                placed.append((t, point, Self.number(value).flatMap { $0.isFinite ? $0 : nil }))
            }
            if !valueIsX || !chart.layers[layer].isOnAxes {
                placed.sort { $0.t < $1.t }
            } else {
                // Categories down the chart read from the top.
                placed.sort { $0.t > $1.t }
            }
            var points = placed.map(\.point)
            let values = placed.map(\.value)
            // A reduced audio graph sounds only each bucket's lowest and highest: the points between start
            // where the sound of the one before them does (the first ones, where the first sound does).
            if !times.isEmpty {
                var known: Double? = points.lazy.compactMap(\.t).first
                for i in points.indices {
                    if let t = points[i].t { known = t } else { points[i].t = known }
                }
            }
            let ts = placed.map(\.t)
            var groups: [Group] = []
            for group in groupsBySeries[s] ?? [] where chart.layers.indices.contains(group.layer) {
                let marks = chart.layers[group.layer].marks
                let span = group.marks.filter(marks.indices.contains).map { position(marks[$0]) }
                guard let lo = span.min(), let hi = span.max() else { continue }
                let inside = ts.indices.filter { ts[$0] >= lo - 1e-9 && ts[$0] <= hi + 1e-9 }
                guard let first = inside.first, let last = inside.last else { continue }
                groups.append(Group(label: group.text, first: first, last: last))
            }
            var spanF: [String: [Double?]] = [:]
            for (span, spanGraph) in spanGraphs {
                let other = Self.mapping(spanGraph, series: name, in: chart.accessibility.descriptor)
                spanF[span] = values.map { $0.map { Self.round(other.frequency(for: $0)) } }
            }
            result.append(Series(name: name, bl: line, points: points, groups: groups, spanF: spanF))
        }
        series = result
        totals = chart.accessibility.stackTotalTexts
        references = chart.accessibility.referenceTexts
        referenceBoxes = chart.accessibility.referenceMarks.map { place -> [Double] in
            guard place.count == 2, chart.layers.indices.contains(place[0]),
                  chart.layers[place[0]].marks.indices.contains(place[1]) else { return [] }
            let layer = chart.layers[place[0]]
            switch layer.focus(of: layer.marks[place[1]], plotArea: plotArea) {
            case .box(let r): return [r.x, r.y, r.width, r.height].map(Self.round)
            case .dot(let x, let y): return [x - 3, y - 3, 6, 6].map(Self.round)
            }
        }
        totalBoxes = chart.accessibility.stackTotalMarks.map { places -> [Double] in
            let boxes: [Rect] = places.compactMap { place in
                guard place.count == 2, chart.layers.indices.contains(place[0]),
                      chart.layers[place[0]].marks.indices.contains(place[1]) else { return nil }
                let layer = chart.layers[place[0]]
                if case .box(let r) = layer.focus(of: layer.marks[place[1]], plotArea: plotArea) { return r }
                return nil
            }
            guard let x0 = boxes.map(\.x).min(), let y0 = boxes.map(\.y).min(),
                  let x1 = boxes.map(\.maxX).max(), let y1 = boxes.map(\.maxY).max() else { return [] }
            return [x0, y0, x1 - x0, y1 - y0].map(Self.round)
        }
        axes = chart.accessibility.axisTexts
        axisSides = chart.accessibility.axisSides
        let names = result.map(\.name).filter { !$0.isEmpty }
        legend = names.count > 1 ? names : []
    }

    /// The pitch mapping of a series of the audio graph, by name: its own under `--pitch-span series`, the
    /// graph's otherwise.
    static func mapping(_ graph: AudioGraph, series name: String, in descriptor: ChartDescriptor) -> PitchMapping {
        guard let i = descriptor.series.firstIndex(where: { $0.name == name }), graph.seriesPitch.indices.contains(i) else { return graph.pitch }
        return graph.seriesPitch[i]
    }

    /// When each point of each series sounds in the audio graph: by series name, then by the point's
    /// position ("x" key), the start of its tone or its place in a glide.
    static func times(_ graph: AudioGraph, descriptor: ChartDescriptor) -> [String: [String: Double]] {
        var result: [String: [String: Double]] = [:]
        for tone in graph.toneSchedule() where tone.kind == .data {
            guard let s = tone.series, descriptor.series.indices.contains(s) else { continue }
            let series = descriptor.series[s]
            for (i, index) in tone.points.enumerated() where series.dataPoints.indices.contains(index) {
                let at = tone.start + (tone.pitch.count == tone.points.count ? tone.pitch[i].time : 0)
                let key: String = switch series.dataPoints[index].x {
                case .number(let v): String(v)
                case .category(let c): c
                }
                if result[series.name, default: [:]][key] == nil { result[series.name, default: [:]][key] = at }
            }
        }
        return result
    }

    static func key(_ value: DataValue?) -> String? {
        switch value {
        case .number(let v)?, .date(let v)?: String(v)
        case .category(let c)?: c
        case nil: nil
        }
    }

    /// A mark's place along x as the descriptor writes it (dates as numbers).
    static func place(_ value: DataValue?) -> DataPointValue? {
        switch value {
        case .number(let v)?, .date(let v)?: .number(v)
        case .category(let c)?: .category(c)
        case nil: nil
        }
    }

    static func number(_ value: DataValue?) -> Double? {
        switch value {
        case .number(let v)?, .date(let v)?: v
        default: nil
        }
    }

    /// Two decimals are plenty for points and hertz, and keep the page small and deterministic.
    static func round(_ v: Double) -> Double { v.isFinite ? (v * 100).rounded() / 100 : 0 }
}
