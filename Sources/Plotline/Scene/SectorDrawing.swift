import Foundation

/// Draws sectors: slices of a pie or a donut in the plot area's largest centred circle, clockwise from the
/// top, separated by a gap in the background color (C3), each labelled with its percent when it fits.
enum SectorDrawing {
    static func draw(_ marks: [ResolvedMark], layer: ResolvedLayer, layout: ChartLayout, color: Color,
                     separator: Double, theme: Theme, locale: Locale) -> [SceneNode?] {
        let area = layout.plotArea
        let cx = area.x + area.width / 2, cy = area.y + area.height / 2
        let radius = max(min(area.width, area.height) / 2 - 2, 1)
        // A negative inset would widen each sector past the whole circle (a billion degrees: millions of
        // arc segments), so it counts as none, as the schema's minimum of 0 says.
        let asked = layer.style.angularInset ?? 0
        let extraInset = (asked.isNaN ? 0 : max(asked, 0)) * Double.pi / 180
        return marks.map { mark in
            let outer = mark.y1 * radius, inner = mark.y0 * radius
            var start = -Double.pi / 2 + mark.x0 * 2 * Double.pi
            var end = -Double.pi / 2 + mark.x1 * 2 * Double.pi
            // The gap: half a separator (as an angle at the outer edge) on each side.
            let inset = min((separator / 2) / max(outer, 1) + extraInset / 2, (end - start) / 2 * 0.9)
            if mark.x1 - mark.x0 < 1 - 1e-9 { start += inset; end -= inset }
            guard end > start, outer > inner else { return nil }
            var path = Path()
            path.move(cx + outer * cos(start), cy + outer * sin(start))
            arc(&path, cx, cy, outer, start, end)
            if inner > 0 {
                path.line(cx + inner * cos(end), cy + inner * sin(end))
                arc(&path, cx, cy, inner, end, start)
            } else {
                path.line(cx, cy)
            }
            path.close()
            var children: [SceneNode] = [.shape(SceneShape(classes: "mark sector", attributes: MarkDrawing.attributes(mark),
                                                           geometry: .path(path), fill: color))]
            if let label = percentLabel(mark, cx: cx, cy: cy, inner: inner, outer: outer, start: start, end: end,
                                        color: color, locale: locale) {
                children.append(.text(label))
            }
            return children.count == 1 ? children[0] : .group(SceneGroup(classes: "sector", children: children))
        }
    }

    /// Appends a circular arc from angle `a0` to `a1` (either direction) as cubic curves of at most 90°.
    static func arc(_ path: inout Path, _ cx: Double, _ cy: Double, _ r: Double, _ a0: Double, _ a1: Double) {
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
        let text = NumberFormat.percent(share, fractionDigits: share < 0.1 ? 1 : 0, locale: locale)
        let style = TextStyle(size: 11, weight: .bold)
        let r = inner > 0 ? (inner + outer) / 2 : outer * 0.62
        let width = TextMetrics.width(text, style: style)
        guard (end - start) * r > width + 6, outer - inner > TextMetrics.capHeight(style: style) + 6 else { return nil }
        let mid = (start + end) / 2
        let white = Color(hex: 0xffffff), black = Color(hex: 0x000000)
        let ink = ColorScience.contrast(white, color) >= ColorScience.contrast(black, color) ? white : black
        return SceneText(classes: "sector-label", attributes: [("aria-hidden", "true")], text: text,
                         x: cx + r * cos(mid), y: cy + r * sin(mid), anchor: .middle, baseline: .middle,
                         style: style, color: ink)
    }
}
