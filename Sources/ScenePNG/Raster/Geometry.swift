import PlotlineScene

/// Scene geometry in points to flattened subpaths in device pixels, as SVG defines each shape.
enum Geometry {
    static func polylines(_ geometry: SceneShape.Geometry, scale: Double) -> [Polyline] {
        switch geometry {
        case .rect(let r, let radius):
            return rect(r, radius: radius, scale: scale)
        case .line(let x1, let y1, let x2, let y2):
            return [Polyline(points: [Point(x1 * scale, y1 * scale), Point(x2 * scale, y2 * scale)], closed: false)]
        case .circle(let cx, let cy, let r):
            // SVG draws nothing for a radius of zero or less.
            guard r > 0, r.isFinite else { return [] }
            return [Polyline(points: Flatten.circle(cx: cx * scale, cy: cy * scale, r: r * scale), closed: true)]
        case .path(let path):
            return polylines(path, scale: scale)
        }
    }

    /// A rectangle, with SVG's rules: nothing when a side is not positive; corners rounded by at most half
    /// of each side.
    static func rect(_ r: Rect, radius: Double, scale: Double) -> [Polyline] {
        guard r.width > 0, r.height > 0, r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return [] }
        let x0 = r.x * scale, y0 = r.y * scale, x1 = r.maxX * scale, y1 = r.maxY * scale
        let rad = radius.isFinite ? min(max(radius, 0) * scale, (x1 - x0) / 2, (y1 - y0) / 2) : 0
        if rad <= 0 {
            return [Polyline(points: [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)], closed: true)]
        }
        // Clockwise on screen from the top edge, as SVG draws a rounded rect.
        var points: [Point] = [Point(x0 + rad, y0), Point(x1 - rad, y0)]
        let half = Double.pi / 2
        Flatten.arc(center: Point(x1 - rad, y0 + rad), radius: rad, start: -half, sweep: half, into: &points)
        points.append(Point(x1, y1 - rad))
        Flatten.arc(center: Point(x1 - rad, y1 - rad), radius: rad, start: 0, sweep: half, into: &points)
        points.append(Point(x0 + rad, y1))
        Flatten.arc(center: Point(x0 + rad, y1 - rad), radius: rad, start: half, sweep: half, into: &points)
        points.append(Point(x0, y0 + rad))
        Flatten.arc(center: Point(x0 + rad, y0 + rad), radius: rad, start: Double.pi, sweep: half, into: &points)
        return [Polyline(points: points, closed: true)]
    }

    static func polylines(_ path: ScenePath, scale: Double) -> [Polyline] {
        var lines: [Polyline] = []
        var current: [Point] = []
        var start = Point(0, 0)
        func finish(closed: Bool) {
            if !current.isEmpty { lines.append(Polyline(points: current, closed: closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                finish(closed: false)
                start = Point(x * scale, y * scale)
                current = [start]
            case .line(let x, let y):
                if current.isEmpty { current = [start] }
                current.append(Point(x * scale, y * scale))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                if current.isEmpty { current = [start] }
                let p0 = current[current.count - 1]
                Flatten.cubic(p0, Point(c1x * scale, c1y * scale), Point(c2x * scale, c2y * scale), Point(x * scale, y * scale),
                              into: &current)
            case .close:
                finish(closed: true)
                // A path goes on from the start of the subpath it closed.
            }
        }
        finish(closed: false)
        return lines
    }

    /// Subpaths as polygons to fill (every subpath closed).
    static func fillPath(_ lines: [Polyline]) -> FlatPath {
        var path = FlatPath()
        for line in lines where line.points.count >= 3 { path.addContour(line.points) }
        return path
    }
}
