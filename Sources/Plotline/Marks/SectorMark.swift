import Foundation
import PlotlineScene

/// A part of a whole as a slice of a pie or a donut (M1): its angle is its share of the total.
///
/// ```swift
/// SectorMark(angle: .value("Size", part.gigabytes), innerRadius: .ratio(0.6), angularInset: 1)
///     .foregroundStyle(by: .value("Category", part.name))
/// ```
public struct SectorMark: Mark {
    public var instance: MarkInstance

    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .ratio(0),
                              outerRadius: MarkDimension = .ratio(1), angularInset: Double = 0) {
        instance = MarkInstance(.sector, [.angle: angle.plotted])
        if innerRadius.kind == .ratio, innerRadius.value > 0 { instance.style.innerRadius = innerRadius.value }
        if outerRadius.kind == .ratio, outerRadius.value != 1 { instance.style.outerRadius = outerRadius.value }
        if angularInset > 0 { instance.style.angularInset = angularInset }
    }
}

extension SectorMark: MarkDefinition {
    static let type = MarkType.sector
    static let words = MarkWords(chart: .pieChart, counted: .sectors)
    static let channelSets: [Set<Channel>] = [[.angle]]
    static let overviewRank = 0
    static let usesAxes = false

    static func validate(_ layer: LayerBinding) throws(PlotlineError) {
        guard let angle = layer.columns[.angle] else {
            throw PlotlineError.invalidSpec(path: layer.path(.angle), reason: "a sector needs an angle")
        }
        guard case .numbers(let values) = angle.values else {
            throw PlotlineError.invalidSpec(path: layer.path(.angle),
                reason: "a sector's angle needs numbers; '\(angle.name)' holds \(angle.type.rawValue) values")
        }
        if let row = values.firstIndex(where: { $0 < 0 }) {
            throw PlotlineError.invalidSpec(path: layer.path(.angle),
                reason: "a part of a whole cannot be negative; row \(row + 1) of '\(angle.name)' is \(LayerBinding.plain(values[row]))")
        }
    }

    /// Sectors in data order, clockwise from the top: x is the turn from the sector's start to its end
    /// (0 to 1), y its inner and outer radius as shares of the largest.
    static func extents(_ layer: LayerBinding, _ context: PlacementContext) -> [PlacedMark] {
        let style = layer.spec.style ?? MarkStyle()
        let inner = min(max(style.innerRadius ?? 0, 0), 0.95), outer = min(max(style.outerRadius ?? 1, inner), 1)
        var total = 0.0
        for row in 0..<layer.table.rowCount { if let v = layer.number(.angle, row), v > 0 { total += v } }
        var running = 0.0
        var marks: [PlacedMark] = []
        for row in 0..<layer.table.rowCount {
            guard let v = layer.number(.angle, row), v >= 0, total > 0 else { continue }
            let start = running / total
            running += v
            marks.append(PlacedMark(row: row, series: context.series(row),
                                    x: .span(start, running / total), y: .span(inner, outer),
                                    xValue: nil, yValue: .number(v)))
        }
        return marks
    }

    /// Placed in turns and radii, not by the axes' scales.
    static func place(_ placed: PlacedMark, _ context: MarkPlacingContext) -> ResolvedMark {
        guard case .span(let a0, let a1) = placed.x, case .span(let r0, let r1) = placed.y else {
            return context.onAxes(placed, kind: Self.self)
        }
        var mark = ResolvedMark(row: placed.row, series: placed.series, x0: a0, x1: a1, y0: r0, y1: r1,
                                xValue: placed.xValue, yValue: placed.yValue)
        // Its own style too (a faded slice beside the selected one).
        mark.style = context.rowStyle(placed.row)
        return mark
    }

    /// The middle of the slice, where its percent is written.
    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus {
        let (cx, cy, radius) = circle(in: plotArea)
        let angle = -Double.pi / 2 + (mark.x0 + mark.x1) * Double.pi
        // On the slice's outer edge at its middle angle, where the ring (6 points) does not cover the
        // slice's percent, which is written further in (`labelRadius`).
        let r = mark.y1 * radius
        return .dot(x: cx + r * cos(angle), y: cy + r * sin(angle))
    }

    /// The circle sectors are drawn in: the plot area's largest, centred.
    static func circle(in area: Rect) -> (cx: Double, cy: Double, radius: Double) {
        (area.x + area.width / 2, area.y + area.height / 2, max(min(area.width, area.height) / 2 - 2, 1))
    }

    /// How far from the centre a slice's percent is written: mid-ring in a donut, most of the way out in a pie.
    static func labelRadius(inner: Double, outer: Double) -> Double {
        inner > 0 ? (inner + outer) / 2 : outer * 0.62
    }

    /// Slices in the plot area's largest centred circle, clockwise from the top, separated by a gap in the
    /// background color (C3), each labelled with its percent when it fits.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks {
        let layout = context.layout, layer = context.layer, separator = context.separator, locale = context.locale
        let (cx, cy, radius) = circle(in: layout.plotArea)
        // A negative inset would widen each sector past the whole circle (a billion degrees: millions of
        // arc segments), so it counts as none, as the schema's minimum of 0 says.
        let asked = layer.style.angularInset ?? 0
        let extraInset = (asked.isNaN ? 0 : max(asked, 0)) * Double.pi / 180
        return .each(marks.map { mark in
            let color = context.fill(mark)
            let outer = mark.y1 * radius, inner = mark.y0 * radius
            var start = -Double.pi / 2 + mark.x0 * 2 * Double.pi
            var end = -Double.pi / 2 + mark.x1 * 2 * Double.pi
            // The gap: half a separator (as an angle at the outer edge) on each side.
            let inset = min((separator / 2) / max(outer, 1) + extraInset / 2, (end - start) / 2 * 0.9)
            if mark.x1 - mark.x0 < 1 - 1e-9 { start += inset; end -= inset }
            guard end > start, outer > inner else { return nil }
            // A whole circle has no corners to round.
            let corner = mark.x1 - mark.x0 >= 1 - 1e-9 ? 0 : context.style(mark).cornerRadius ?? 0
            let path = outline(cx: cx, cy: cy, inner: inner, outer: outer, start: start, end: end, cornerRadius: corner)
            var children: [SceneNode] = [.shape(SceneShape(classes: "mark sector", attributes: MarkDrawContext.attributes(mark),
                                                           geometry: .path(path), fill: color))]
            let label = percentLabel(mark, cx: cx, cy: cy, inner: inner, outer: outer, start: start, end: end,
                                     color: color, locale: locale)
            // C2: the second series on is hatched as well as colored, inside the slice (its arcs as
            // points every 3 degrees at most), leaving the percent on a clear patch of color.
            if context.patternIndex > 0 {
                let steps = max(2, Int(((end - start) / (Double.pi / 60)).rounded(.up)))
                var outline = (0...steps).map { i -> (x: Double, y: Double) in
                    let a = start + (end - start) * Double(i) / Double(steps)
                    return (cx + outer * cos(a), cy + outer * sin(a))
                }
                outline += inner > 0
                    ? (0...steps).reversed().map { i -> (x: Double, y: Double) in
                        let a = start + (end - start) * Double(i) / Double(steps)
                        return (cx + inner * cos(a), cy + inner * sin(a))
                    }
                    : [(cx, cy)]
                // Rounded corners: the hatching keeps inside the rounded outline.
                if corner > 0 { outline = flattened(path) }
                let holes = label.map { text -> [(x: Double, y: Double)] in
                    let w = TextMetrics.width(text.text, style: text.style) / 2 + 3
                    let h = TextMetrics.capHeight(style: text.style) / 2 + 3
                    return [(text.x - w, text.y - h), (text.x + w, text.y - h), (text.x + w, text.y + h), (text.x - w, text.y + h)]
                }
                if let hatch = Hatching.node(inside: outline, holes: holes.map { [$0] } ?? [], series: context.patternIndex,
                                             theme: context.theme) {
                    children.append(hatch)
                }
            }
            if let label { children.append(.text(label)) }
            return children.count == 1 ? children[0] : .group(SceneGroup(classes: "sector", children: children))
        })
    }

    /// A sector's outline, clockwise from its start edge: the outer arc, then the inner arc back (or the
    /// centre, for a pie). With a corner radius (`.cornerRadius(5)`), each corner where a straight edge meets
    /// an arc is a quarter-ish circle of that radius touching both, as SwiftUI rounds a sector's corners; the
    /// radius is clamped to what the slice allows (half its ring's thickness, and what its angle leaves for
    /// two corners on each arc). A pie's point at the centre stays sharp.
    static func outline(cx: Double, cy: Double, inner: Double, outer: Double, start: Double, end: Double,
                        cornerRadius asked: Double) -> ScenePath {
        var path = ScenePath()
        func at(_ r: Double, _ a: Double) -> (x: Double, y: Double) { (cx + r * cos(a), cy + r * sin(a)) }
        let half = (end - start) / 2
        let sine = sin(min(half, Double.pi / 2))
        // Outer corners: a circle inside the outer arc, d = R - rc from the centre, touching the edge.
        let thickness = inner > 0 ? (outer - inner) / 2 : outer / 2
        let asked = asked.isFinite ? max(asked, 0) : 0
        let outerCorner = min(asked, thickness, outer * sine / (1 + sine))
        // Inner corners: a circle outside the inner arc, d = r + rc from the centre.
        let innerCorner = inner > 0 ? min(asked, thickness, sine < 1 ? inner * sine / (1 - sine) : asked) : 0
        // The inside of a slice without inner corners: back along the inner arc, or to the centre.
        func sharpInside(_ path: inout ScenePath) {
            if inner > 0 {
                let q = at(inner, end)
                path.line(q.x, q.y)
                arc(&path, cx, cy, inner, end, start)
            } else {
                path.line(cx, cy)
            }
        }
        guard outerCorner > 0.01 else {
            let p = at(outer, start)
            path.move(p.x, p.y)
            arc(&path, cx, cy, outer, start, end)
            sharpInside(&path)
            path.close()
            return path
        }
        let dOuter = outer - outerCorner, phiOuter = asin(min(outerCorner / dOuter, 1))
        let first = at(dOuter * cos(phiOuter), start)
        path.move(first.x, first.y)
        let c0 = at(dOuter, start + phiOuter)
        arc(&path, c0.x, c0.y, outerCorner, start - Double.pi / 2, start + phiOuter)
        arc(&path, cx, cy, outer, start + phiOuter, end - phiOuter)
        let c1 = at(dOuter, end - phiOuter)
        arc(&path, c1.x, c1.y, outerCorner, end - phiOuter, end + Double.pi / 2)
        if inner > 0 && innerCorner > 0.01 {
            let dInner = inner + innerCorner, phiInner = asin(min(innerCorner / dInner, 1))
            let q = at(dInner * cos(phiInner), end)
            path.line(q.x, q.y)
            let c2 = at(dInner, end - phiInner)
            arc(&path, c2.x, c2.y, innerCorner, end + Double.pi / 2, end - phiInner + Double.pi)
            arc(&path, cx, cy, inner, end - phiInner, start + phiInner)
            let c3 = at(dInner, start + phiInner)
            arc(&path, c3.x, c3.y, innerCorner, start + phiInner + Double.pi, start + 3 * Double.pi / 2)
        } else {
            sharpInside(&path)
        }
        path.close()
        return path
    }

    /// A path's points, its curves cut into short lines (for hatching inside it).
    static func flattened(_ path: ScenePath) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for element in path.elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): points.append((x, y))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                guard let p = points.last else { points.append((x, y)); continue }
                for i in 1...8 {
                    let t = Double(i) / 8, u = 1 - t
                    points.append((u * u * u * p.x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
                                   u * u * u * p.y + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y))
                }
            case .close: break
            }
        }
        return points
    }

    /// Appends a circular arc from angle `a0` to `a1` (either direction) as cubic curves of at most 90°.
    static func arc(_ path: inout ScenePath, _ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
        let segments = max(1, Int((abs(a1 - a0) / (Double.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<segments {
            let b = a + step
            path.cubic(cx + r * (cos(a) - k * sin(a)), cy + r * (sin(a) + k * cos(a)),
                       cx + r * (cos(b) + k * sin(b)), cy + r * (sin(b) - k * cos(b)),
                       cx + r * cos(b), cy + r * sin(b))
            a = b
        }
    }

    /// The sector's percent in its middle, when it fits; black or white, whichever reads better on it.
    static func percentLabel(_ mark: ResolvedMark, cx: Double, cy: Double, inner: Double, outer: Double,
                             start: Double, end: Double, color: Color, locale: Locale) -> SceneText? {
        let share = mark.x1 - mark.x0
        // Whole percents on every slice, so neighbours read alike ("11%" beside "7%", not "7.0%"); a slice
        // under one percent keeps a decimal, so it never reads "0%".
        let text = NumberFormat.percent(share, fractionDigits: share < 0.01 ? 1 : 0, locale: locale)
        let style = TextStyle(size: 11, weight: .bold)
        let r = labelRadius(inner: inner, outer: outer)
        let width = TextMetrics.width(text, style: style)
        guard (end - start) * r > width + 6, outer - inner > TextMetrics.capHeight(style: style) + 6 else { return nil }
        let mid = (start + end) / 2
        let ink = Color.ink(on: color)
        return SceneText(classes: "sector-label", attributes: [("aria-hidden", "true")], text: text,
                         x: cx + r * cos(mid), y: cy + r * sin(mid), anchor: .middle, baseline: .middle,
                         style: style, color: ink)
    }
}

extension MarkType {
    /// Slices of a pie or a donut: `SectorMark`.
    public static let sector = MarkType(registering: "sector")
}
