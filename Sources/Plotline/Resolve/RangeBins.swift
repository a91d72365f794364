import PlotlineScene
/// Bars that tile a numeric axis from edge to edge are bins, however they were made (`NumberBins` in Swift,
/// or `xStart`/`xEnd` columns in JSON): a histogram's axis then ticks on their edges, as it does for the
/// bin transform's. Bars are bins when each one spans from one edge to the next of the sorted edges of all
/// of them (gaps allowed, no bar across an edge), with one value on the other axis.
enum RangeBins {
    /// The bin edges of the bar layers that tile `orientation`'s axis, low to high; nil when none does.
    static func edges(_ layers: [LayerBinding], _ orientation: ResolvedAxis.Orientation) -> [Double]? {
        let (start, end, across): (Channel, Channel, Channel) = orientation == .horizontal ? (.xStart, .xEnd, .y) : (.yStart, .yEnd, .x)
        var all: [Double] = []
        var spans: [(Double, Double)] = []
        for layer in layers where layer.spec.type == .bar {
            guard layer.has(start), layer.has(end), layer.has(across),
                  layer.columns[start]?.type == .number, layer.columns[across]?.type == .number else { continue }
            for row in 0..<layer.table.rowCount {
                guard let a = layer.number(start, row), let b = layer.number(end, row) else { continue }
                guard b > a else { return nil }
                spans.append((a, b))
            }
        }
        guard !spans.isEmpty else { return nil }
        for (a, b) in spans { all.append(a); all.append(b) }
        let edges = Array(Set(all)).sorted()
        var index: [Double: Int] = [:]
        for (i, e) in edges.enumerated() { index[e] = i }
        for (a, b) in spans where index[b]! != index[a]! + 1 { return nil }
        return regular(edges, spans: spans) ?? edges
    }

    /// Bins of one width on one grid (a histogram of `NumberBins` whose empty bins have no bar) are ticked on
    /// the grid's every edge, the empty bins' too, so thinning keeps one step between ticks: nil when the
    /// bins differ in width or are off the grid of their first edge.
    static func regular(_ edges: [Double], spans: [(Double, Double)]) -> [Double]? {
        guard let first = edges.first, let last = edges.last, let width = spans.first.map({ $0.1 - $0.0 }),
              width > 0, width.isFinite else { return nil }
        let tolerance = width * 1e-9
        guard spans.allSatisfy({ abs(($0.1 - $0.0) - width) <= tolerance * 10 }) else { return nil }
        let steps = ((last - first) / width).rounded()
        guard steps >= 1, steps <= 100_000, abs(first + steps * width - last) <= tolerance * steps * 10 + tolerance else { return nil }
        var known: [Int: Double] = [:]
        for edge in edges {
            let k = ((edge - first) / width).rounded()
            guard abs(first + k * width - edge) <= tolerance * max(k, 1) * 10 else { return nil }
            known[Int(k)] = edge
        }
        // The bars' own edges, and the first plus a whole number of widths for the empty bins'.
        return (0...Int(steps)).map { known[$0] ?? first + Double($0) * width }
    }

    /// Every edge, or every second, fifth..., as many as `count` asks for, counted from the first edge.
    static func ticks(_ edges: [Double], count: Int) -> [Double] {
        let bins = edges.count - 1
        let every = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].first { (bins + $0 - 1) / $0 <= count } ?? (bins / max(count, 1) + 1)
        return stride(from: 0, to: edges.count, by: every).map { edges[$0] }
    }
}
