import PlotlineScene

/// Turns stroked polylines into polygons to fill with the non-zero rule, as SVG strokes them: widths,
/// miter/round/bevel joins (miter limit 4), butt/round/square caps, and dashes.
///
/// Each subpath becomes one outline: the left offset forward, the end cap, the right offset backward,
/// the start cap. On the outside of a turn the join is added; on the inside the outline pivots through
/// the vertex. Read as a sum of pieces (half of each segment's rectangle, each join wedge, each cap),
/// every piece winds the same way, so the non-zero fill is exactly their union and only one edge of the
/// outline runs along any part of the stroke's border, which keeps the anti-aliasing exact.
struct Stroker {
    var halfWidth: Double
    var join: Stroke.LineJoin
    var cap: Stroke.LineCap
    /// SVG's default `stroke-miterlimit`.
    var miterLimit = 4.0
    /// How far into the dash pattern each subpath starts (SVG's `stroke-dashoffset`), in device pixels.
    var dashPhase = 0.0

    /// The outlines of `lines` stroked, dashed first when `dash` (in device pixels) has a positive length.
    func stroke(_ lines: [Polyline], dash: [Double]) -> FlatPath {
        var out = FlatPath()
        let pattern = Stroker.dashPattern(dash)
        for line in lines {
            if let pattern {
                for piece in Stroker.dashes(line, pattern: pattern, phase: dashPhase) { strokeOne(piece, into: &out) }
            } else {
                strokeOne(line, into: &out)
            }
        }
        return out
    }

    /// A round-joined stroke as pieces whose union is the stroke, for ``UnionFiller``: a rectangle along
    /// each segment and a disc at each vertex (and at each end, for round caps; square caps lengthen the
    /// end rectangles instead). That union is the set of points within half the width of the line, so two
    /// lines through the same set of points (one that doubles back over itself and one that does not)
    /// have the same stroke. Every disc is one polygon moved to its vertex, symmetric about both axes, with
    /// its widest points exactly half the width out, as far as the rectangles reach.
    func pieces(_ lines: [Polyline], dash: [Double]) -> FlatPath {
        var out = FlatPath()
        guard halfWidth > 0, halfWidth.isFinite else { return out }
        let disc = Stroker.disc(radius: halfWidth)
        let pattern = Stroker.dashPattern(dash)
        for line in lines {
            if let pattern {
                for piece in Stroker.dashes(line, pattern: pattern, phase: dashPhase) { piecesOne(piece, disc: disc, into: &out) }
            } else {
                piecesOne(line, disc: disc, into: &out)
            }
        }
        return out
    }

    private func piecesOne(_ line: Polyline, disc: [Point], into out: inout FlatPath) {
        var points = line.points.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = points.first else { return }
        if points.allSatisfy({ $0 == first }) {
            dot(first, into: &out)
            return
        }
        if line.closed { points.append(first) }
        let n = points.count
        func addDisc(_ p: Point) {
            out.addContour(disc.map { Point(p.x + $0.x, p.y + $0.y) })
        }
        for i in 1..<n {
            let a = points[i - 1], b = points[i]
            guard a != b else { continue }
            let d = Stroker.direction(from: a, to: b)
            let normal = Point(-d.y * halfWidth, d.x * halfWidth)
            var start = a, end = b
            if cap == .square && !line.closed {
                if i == 1 { start = a - d * halfWidth }
                if i == n - 1 { end = b + d * halfWidth }
            }
            out.addContour([start + normal, end + normal, end - normal, start - normal])
        }
        for i in 0..<n {
            let isEnd = !line.closed && (i == 0 || i == n - 1)
            if line.closed && i == n - 1 { continue }  // the first point again
            if !isEnd || cap == .round { addDisc(points[i]) }
        }
    }

    /// The unit direction from a to b; exact along the axes, so a vertical run's rectangles all reach
    /// exactly half the width to either side.
    static func direction(from a: Point, to b: Point) -> Point {
        if a.x == b.x { return Point(0, b.y > a.y ? 1 : -1) }
        if a.y == b.y { return Point(b.x > a.x ? 1 : -1, 0) }
        // Scaled by the larger side first, so a segment 1e300 pixels long does not square to infinity.
        let dx = b.x - a.x, dy = b.y - a.y
        let m = max(abs(dx), abs(dy))
        let ux = dx / m, uy = dy / m
        let length = (ux * ux + uy * uy).squareRoot()
        return Point(ux / length, uy / length)
    }

    /// A disc of `radius` as a regular polygon centred on the origin, wound as the stroke's rectangles are:
    /// vertices on the circle at multiples of a quarter turn's fraction, each quadrant the mirror of the
    /// first (so the polygon is exactly symmetric and reaches exactly `radius` along both axes).
    static func disc(radius: Double) -> [Point] {
        let quarter = max(2, (Flatten.arcSteps(radius: radius, angle: 2 * Double.pi) + 3) / 4)
        var c = (0...quarter).map { k in radius * cosine(Double(k) * Double.pi / 2 / Double(quarter)) }
        c[0] = radius
        c[quarter] = 0
        var points: [Point] = []
        points.reserveCapacity(4 * quarter)
        for k in 0..<quarter { points.append(Point(c[k], c[quarter - k])) }
        for k in 0..<quarter { points.append(Point(-c[quarter - k], c[k])) }
        for k in 0..<quarter { points.append(Point(-c[k], -c[quarter - k])) }
        for k in 0..<quarter { points.append(Point(c[quarter - k], -c[k])) }
        // Those turn the way angles grow (a positive shoelace area); the rectangles turn the other way.
        return points.reversed()
    }

    /// The dash pattern SVG would use: repeated to an even length; nil (solid) when it is empty, has a
    /// negative or non-finite entry, or adds up to nothing.
    static func dashPattern(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.reduce(0, +) > 1e-6 else { return nil }
        return dash.count % 2 == 1 ? dash + dash : dash
    }

    /// The "on" pieces of a polyline under a dash pattern, starting afresh on each subpath.
    static func dashes(_ line: Polyline, pattern: [Double], phase: Double = 0) -> [Polyline] {
        var points = line.points
        if line.closed, let first = points.first { points.append(first) }
        guard points.count >= 2 else { return [] }
        var pieces: [Polyline] = []
        var index = 0
        var remaining = pattern[0]
        var on = true
        // Start `phase` into the pattern (a negative phase counts back from its end), as SVG does.
        let total = pattern.reduce(0, +)
        if phase.isFinite, phase != 0 {
            var skip = phase.truncatingRemainder(dividingBy: total)
            if skip < 0 { skip += total }
            while skip >= remaining {
                skip -= remaining
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on.toggle()
            }
            remaining -= skip
        }
        var current: [Point] = [points[0]]
        for i in 1..<points.count {
            var a = points[i - 1]
            let b = points[i]
            var length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard length.isFinite else { continue }
            while length > remaining {
                // The dash (or gap) ends inside this segment.
                let t = remaining / length
                let cut = Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                if on {
                    current.append(cut)
                    pieces.append(Polyline(points: current, closed: false))
                }
                current = [cut]
                length -= remaining
                a = cut
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= length
            if on { current.append(b) }
        }
        if on, current.count >= 2 { pieces.append(Polyline(points: current, closed: false)) }
        return pieces
    }

    private func strokeOne(_ line: Polyline, into out: inout FlatPath) {
        guard halfWidth > 0, halfWidth.isFinite else { return }
        // Drop repeated points: they have no direction.
        var points: [Point] = []
        points.reserveCapacity(line.points.count)
        for p in line.points where p.x.isFinite && p.y.isFinite {
            if let last = points.last, abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 { continue }
            points.append(p)
        }
        var closed = line.closed
        if closed, points.count > 1, let first = points.first, let last = points.last,
           abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
            points.removeLast()
        }
        if points.count == 1 {
            dot(points[0], into: &out)
            return
        }
        guard points.count >= 2 else { return }
        if points.count == 2 { closed = false }

        let n = points.count
        let segments = closed ? n : n - 1
        var directions: [Point] = []
        directions.reserveCapacity(segments)
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % n]
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            directions.append(Point((b.x - a.x) / length, (b.y - a.y) / length))
        }

        if closed {
            var left: [Point] = [], right: [Point] = []
            for j in 0..<n {
                let incoming = directions[(j + segments - 1) % segments], outgoing = directions[j]
                addJoin(points[j], incoming, outgoing, side: 1, into: &left)
                addJoin(points[j], incoming, outgoing, side: -1, into: &right)
            }
            out.addContour(left)
            out.addContour(right.reversed())
            return
        }

        var left: [Point] = [points[0] + normal(directions[0]) * halfWidth]
        var right: [Point] = [points[0] - normal(directions[0]) * halfWidth]
        for j in 1..<(n - 1) {
            addJoin(points[j], directions[j - 1], directions[j], side: 1, into: &left)
            addJoin(points[j], directions[j - 1], directions[j], side: -1, into: &right)
        }
        let end = points[n - 1], endDirection = directions[segments - 1]
        left.append(end + normal(endDirection) * halfWidth)
        right.append(end - normal(endDirection) * halfWidth)

        var outline = left
        addCap(at: end, direction: endDirection, into: &outline)
        outline.append(contentsOf: right.reversed())
        addCap(at: points[0], direction: Point(-directions[0].x, -directions[0].y), into: &outline)
        out.addContour(outline)
    }

    /// The left-hand normal of a direction.
    private func normal(_ d: Point) -> Point { Point(-d.y, d.x) }

    /// Adds the outline's points at a vertex on one side (`side` is 1 for left, -1 for right).
    private func addJoin(_ p: Point, _ incoming: Point, _ outgoing: Point, side: Double, into out: inout [Point]) {
        let n1 = normal(incoming) * (side * halfWidth), n2 = normal(outgoing) * (side * halfWidth)
        let a = p + n1, b = p + n2
        let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
        let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
        if abs(cross) < 1e-12, dot > 0 {
            out.append(a)  // straight on
            return
        }
        let outer = side * cross < 0 || (abs(cross) < 1e-12 && side > 0)
        guard outer else {
            out.append(a)
            out.append(p)
            out.append(b)
            return
        }
        // The outside turns by the same angle as the path.
        let turn = abs(cross) < 1e-12 ? -Double.pi : arcTangent(cross, dot)
        out.append(a)
        switch join {
        case .bevel:
            break
        case .round:
            Flatten.arc(center: p, radius: halfWidth, start: arcTangent(n1.y, n1.x), sweep: turn, into: &out)
            out.removeLast()  // b is appended below
        case .miter:
            // Miter length over stroke width is 1 / sin(theta / 2) = 1 / cos(turn / 2).
            let cosHalf = ((1 + dot) / 2).squareRoot()
            if cosHalf > 1 / miterLimit {
                out.append(p + (n1 + n2) * (1 / (1 + dot)))
            }
        }
        out.append(b)
    }

    /// Adds an end cap from the left offset to the right offset at `p`, facing `direction`.
    private func addCap(at p: Point, direction: Point, into out: inout [Point]) {
        let n = normal(direction) * halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = direction * halfWidth
            out.append(p + n + ahead)
            out.append(p - n + ahead)
        case .round:
            Flatten.arc(center: p, radius: halfWidth, start: arcTangent(n.y, n.x), sweep: -Double.pi, into: &out)
            out.removeLast()  // the right offset point follows
        }
    }

    /// A subpath of zero length: SVG draws a dot for round and square caps, nothing for butt.
    private func dot(_ p: Point, into out: inout FlatPath) {
        switch cap {
        case .butt:
            break
        case .round:
            out.addContour(Flatten.circle(cx: p.x, cy: p.y, r: halfWidth))
        case .square:
            let h = halfWidth
            out.addContour([Point(p.x - h, p.y - h), Point(p.x - h, p.y + h), Point(p.x + h, p.y + h), Point(p.x + h, p.y - h)])
        }
    }
}
