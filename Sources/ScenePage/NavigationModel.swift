import Foundation
import PlotlineScene
import SceneAudio

/// What the page's keyboard, pointer and sound need, in points on the drawn chart: the core's navigation
/// (``PageNavigation``: for each series, its points along the position axis with their labels, where the
/// indicator goes and what to highlight, and the groups along that axis as runs of points; B6), with the
/// sound's part added from the audio graph the page plays: each point's pitch and when it sounds.
///
/// So what the page announces is what the SVG and the audio graph say: the labels are the chart's, and the
/// pitches and times the graph's.
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
    /// The chart in braille, as its `.braille.txt` writes it: the key, and each line's head and cells. The
    /// page shows the line of the series at the cursor, under the key.
    var braille: PageNavigation.Braille
    /// The other layouts the page may show for narrower containers (``HTMLPage``): each one's width, height
    /// and plot area, so positions here (in the chart's own layout) map onto it.
    var layouts: [Layout] = []

    struct Layout: Encodable {
        var width: Double
        var height: Double
        /// How much larger than its points it is shown (the chart's own layout when its text is small).
        var scale: Double
        var plot: [Double]

        init(_ layout: PageLayout) {
            width = layout.width
            height = layout.height
            scale = layout.scale
            plot = layout.plot
        }
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

    init(_ nav: PageNavigation, descriptor: ChartDescriptor, graph: AudioGraph? = nil,
         spanGraphs: [String: AudioGraph] = [:]) {
        orientation = nav.orientation
        plot = nav.plot
        let times = graph.map { Self.times($0, descriptor: descriptor) } ?? [:]
        series = nav.series.map { s in
            let mapping = graph.map { Self.mapping($0, series: s.name, in: descriptor) }
            let seriesTimes = times[s.name]
            var points = s.points.map { p in
                Point(label: p.label, pos: p.pos, dot: p.dot, box: p.box,
                      f: p.pitchValue.flatMap { v in mapping.map { Self.round($0.frequency(for: v)) } },
                      c: p.c, v: p.v, t: p.timeKey.flatMap { seriesTimes?[$0] }.map(Self.round))
            }
            // A reduced audio graph sounds only each bucket's lowest and highest: the points between start
            // where the sound of the one before them does (the first ones, where the first sound does).
            if !times.isEmpty {
                var known: Double? = points.lazy.compactMap(\.t).first
                for i in points.indices {
                    if let t = points[i].t { known = t } else { points[i].t = known }
                }
            }
            var spanF: [String: [Double?]] = [:]
            for (span, spanGraph) in spanGraphs {
                let other = Self.mapping(spanGraph, series: s.name, in: descriptor)
                spanF[span] = s.points.map { $0.pitchValue.map { Self.round(other.frequency(for: $0)) } }
            }
            return Series(name: s.name, bl: s.bl, points: points, groups: s.groups.map { Group(label: $0.label, first: $0.first, last: $0.last) },
                          spanF: spanF)
        }
        totals = nav.totals
        totalBoxes = nav.totalBoxes
        references = nav.references
        referenceBoxes = nav.referenceBoxes
        axes = nav.axes
        axisSides = nav.axisSides
        legend = nav.legend
        braille = nav.braille
    }

    /// The pitch mapping of a series of the audio graph, by name: its own under `--pitch-span series`, the
    /// graph's otherwise.
    static func mapping(_ graph: AudioGraph, series name: String, in descriptor: ChartDescriptor) -> PitchMapping {
        guard let i = descriptor.series.firstIndex(where: { $0.name == name }), graph.seriesPitch.indices.contains(i) else { return graph.pitch }
        return graph.seriesPitch[i]
    }

    /// When each point of each series sounds in the audio graph: by series name, then by the point's
    /// position ("x" key, as ``PageNavigation/Point/timeKey`` has it), the start of its tone or its place in a glide.
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

    /// Two decimals are plenty for points and hertz, and keep the page small and deterministic.
    static func round(_ v: Double) -> Double { PageNavigation.round(v) }
}
