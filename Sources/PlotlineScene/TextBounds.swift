import Foundation

/// The box a text covers on the page, as measured: its widest line, from the font's ascent above the first
/// baseline to its descent below the last, anchored and turned as it is drawn.
extension SceneText {
    public var bounds: Rect {
        let width = lines.map { TextMetrics.width($0, style: style) }.max() ?? 0
        let ascent = TextMetrics.ascent(style: style), descent = TextMetrics.descent(style: style)
        var baseline = y
        switch self.baseline {
        case .alphabetic: break
        case .middle: baseline += TextMetrics.capHeight(style: style) / 2
        case .hanging: baseline += ascent
        }
        let left: Double = switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
        let top = baseline - ascent
        let bottom = baseline + Double(max(lines.count, 1) - 1) * TextMetrics.lineHeight(style: style) + descent
        guard rotation != 0 else { return Rect(x: left, y: top, width: width, height: bottom - top) }
        // The four corners turned about (x, y), as SVG's rotate.
        let radians = rotation * Double.pi / 180
        let c = cos(radians), s = sin(radians)
        var xs: [Double] = [], ys: [Double] = []
        for (px, py) in [(left, top), (left + width, top), (left, bottom), (left + width, bottom)] {
            let dx = px - x, dy = py - y
            xs.append(x + dx * c - dy * s)
            ys.append(y + dx * s + dy * c)
        }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
