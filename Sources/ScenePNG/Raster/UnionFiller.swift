/// Fills the union of overlapping contours: every point some contour winds around (non-zero), each
/// counted once however many pieces cover it.
///
/// The exact-area ``Rasterizer`` adds the areas of the edges that cross a pixel, which is right for one
/// outline that never overlaps itself, but where pieces overlap inside a pixel their areas add up and the
/// pixel comes out darker than their union. A stroke made of pieces (``Stroker/pieces(_:dash:)``) overlaps
/// wherever the line turns or doubles back, and a dense line doubles back in nearly every pixel.
///
/// So this filler samples each pixel row on `subRows` horizontal lines, as Cairo's and Skia's
/// scan converters do, and on each line finds the exact spans where the winding number is not zero:
/// the union, exact along x. A pixel's coverage is the length of those spans inside it, averaged over its
/// lines. Two paths that cover the same set of points give the same spans and so the same bytes, however
/// they are cut into pieces.
struct UnionFiller {
    /// Sample lines per pixel row (coverage steps of 1/16 across horizontal edges; exact along x).
    static let subRows = 16

    private struct Edge {
        var firstSample: Int
        var endSample: Int
        var xTop: Double
        var yTop: Double
        var dxdy: Double
        var winding: Int
    }

    private var edges: [Edge] = []
    private var sorted: [Edge] = []
    /// The edges crossing the current sample line, in order of x (kept from line to line, so an insertion
    /// sort has little to do), with their crossings.
    private var active: [Int] = []
    private var activeX: [Double] = []
    /// How many of `active` were there, in order, before the edges that start on this line were added.
    private var settled = 0
    /// Room to merge the new edges into the settled ones.
    private var mergeEdges: [Int] = []
    private var mergeX: [Double] = []
    /// Coverage of the current pixel row: partial pixels, and a running difference for whole ones.
    private var partial: [Float] = []
    private var whole: [Float] = []

    init() {}

    /// Fills the union of `path`'s contours with `color` onto `canvas`, inside `clip` when given.
    mutating func fill(_ path: FlatPath, color: Paint, clip: ClipRect?, canvas: inout Canvas) {
        guard color.alpha > 0, let bounds = path.bounds,
              let (left, top, right, bottom) = canvas.pixelBox(bounds, clip: clip) else { return }
        let originX = Int(left), originY = Int(top)
        let width = Int(right) - originX, height = Int(bottom) - originY
        let samples = height * Self.subRows
        collectEdges(path, left: left, top: top, samples: samples)
        guard !edges.isEmpty else { return }
        sortEdges(samples: samples)
        if partial.count < width + 1 {
            partial = [Float](repeating: 0, count: width + 1)
            whole = [Float](repeating: 0, count: width + 1)
        }

        let perSample = 1 / Float(Self.subRows)
        let canvasWidth = canvas.width
        var next = 0
        active.removeAll(keepingCapacity: true)
        activeX.removeAll(keepingCapacity: true)
        settled = 0
        let firstRow = sorted[0].firstSample / Self.subRows
        for row in firstRow..<height {
            if active.isEmpty {
                guard next < sorted.count else { break }
                if sorted[next].firstSample >= (row + 1) * Self.subRows { continue }
            }
            var inked = false
            for sub in 0..<Self.subRows {
                let sample = row * Self.subRows + sub
                while next < sorted.count && sorted[next].firstSample <= sample {
                    active.append(next)
                    activeX.append(0)
                    next += 1
                }
                guard !active.isEmpty else { continue }
                let y = (Double(sample) + 0.5) / Double(Self.subRows)
                if sweep(sample: sample, y: y, width: width) { inked = true }
            }
            guard inked else { continue }
            composite(row: row, width: width, originX: originX, originY: originY, perSample: perSample,
                      clip: clip, color: color, canvasWidth: canvasWidth, canvas: &canvas)
        }
        edges.removeAll(keepingCapacity: true)
        sorted.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
        activeX.removeAll(keepingCapacity: true)
    }

    /// Orders the edges by their first sample line (a counting sort: there are few lines, many edges).
    private mutating func sortEdges(samples: Int) {
        var counts = [Int](repeating: 0, count: samples + 1)
        for edge in edges { counts[edge.firstSample + 1] += 1 }
        for i in 1...samples { counts[i] += counts[i - 1] }
        sorted = edges
        for edge in edges {
            sorted[counts[edge.firstSample]] = edge
            counts[edge.firstSample] += 1
        }
    }

    /// One sample line: drops the edges that ended, finds where the others cross it, keeps them in order of
    /// x, and adds the spans where the winding number is not zero. Spans that touch are joined first, so the
    /// result does not depend on the order of crossings at one x. True when a span was added.
    private mutating func sweep(sample: Int, y: Double, width: Int) -> Bool {
        var inked = false
        // Worked on as locals (swapped out, not copied) so the spans can be added to self meanwhile.
        var sortedEdges: [Edge] = [], activeEdges: [Int] = [], crossings: [Double] = []
        swap(&sortedEdges, &sorted)
        swap(&activeEdges, &active)
        swap(&crossings, &activeX)
        var kept = 0
        let settledBefore = settled
        if mergeEdges.count < activeEdges.count {
            mergeEdges = [Int](repeating: 0, count: activeEdges.count * 2)
            mergeX = [Double](repeating: 0, count: activeEdges.count * 2)
        }
        var scratchEdges: [Int] = [], scratchX: [Double] = []
        swap(&scratchEdges, &mergeEdges)
        swap(&scratchX, &mergeX)
        sortedEdges.withUnsafeBufferPointer { edges in
            activeEdges.withUnsafeMutableBufferPointer { active in
                crossings.withUnsafeMutableBufferPointer { xs in
                    // Drop ended edges and compute crossings, in place: first the settled ones (in order from
                    // the line before), then those that start on this line.
                    var count = 0, old = 0
                    for i in 0..<active.count {
                        let e = active[i]
                        let edge = edges[e]
                        guard edge.endSample > sample else { continue }
                        active[count] = e
                        xs[count] = edge.xTop + (y - edge.yTop) * edge.dxdy
                        count += 1
                        if i < settledBefore { old += 1 }
                    }
                    // Insertion sort by x within each part: the settled order barely changes from one line
                    // to the next, and few edges start on any one line.
                    func insertionSort(_ range: Range<Int>) {
                        guard range.count > 1 else { return }
                        for i in (range.lowerBound + 1)..<range.upperBound {
                            let x = xs[i], e = active[i]
                            var j = i
                            while j > range.lowerBound && xs[j - 1] > x {
                                xs[j] = xs[j - 1]
                                active[j] = active[j - 1]
                                j -= 1
                            }
                            xs[j] = x
                            active[j] = e
                        }
                    }
                    insertionSort(0..<old)
                    if old < count {
                        // Then the new ones are merged in, in one pass, rather than each walking down the list.
                        insertionSort(old..<count)
                        scratchEdges.withUnsafeMutableBufferPointer { me in
                            scratchX.withUnsafeMutableBufferPointer { mx in
                                var a = 0, b = old, k = 0
                                while a < old || b < count {
                                    if b >= count || (a < old && xs[a] <= xs[b]) {
                                        me[k] = active[a]; mx[k] = xs[a]; a += 1
                                    } else {
                                        me[k] = active[b]; mx[k] = xs[b]; b += 1
                                    }
                                    k += 1
                                }
                                for i in 0..<count { active[i] = me[i]; xs[i] = mx[i] }
                            }
                        }
                    }
                    var winding = 0
                    var start = 0.0
                    var spanStart = 0.0, spanEnd = 0.0, pending = false
                    for i in 0..<count {
                        let before = winding
                        winding += edges[active[i]].winding
                        if before == 0 && winding != 0 {
                            start = xs[i]
                        } else if before != 0 && winding == 0 {
                            if pending && start <= spanEnd {
                                spanEnd = max(spanEnd, xs[i])
                            } else {
                                if pending && addSpan(spanStart, spanEnd, width: width) { inked = true }
                                spanStart = start
                                spanEnd = xs[i]
                                pending = true
                            }
                        }
                    }
                    if pending && addSpan(spanStart, spanEnd, width: width) { inked = true }
                    kept = count
                }
            }
        }
        activeEdges.removeLast(activeEdges.count - kept)
        crossings.removeLast(crossings.count - kept)
        settled = kept
        swap(&scratchEdges, &mergeEdges)
        swap(&scratchX, &mergeX)
        swap(&sortedEdges, &sorted)
        swap(&activeEdges, &active)
        swap(&crossings, &activeX)
        return inked
    }

    /// The edges of every contour in box coordinates, with the sample lines each one crosses: line `j` lies
    /// at y = (j + 0.5) / subRows, and an edge crosses the lines with yTop <= y < yBottom.
    private mutating func collectEdges(_ path: FlatPath, left: Double, top: Double, samples: Int) {
        edges.removeAll(keepingCapacity: true)
        let s = Double(Self.subRows)
        var start = 0
        for end in path.contourEnds {
            if end - start >= 2 {
                var px = path.xs[end - 1] - left, py = path.ys[end - 1] - top
                for i in start..<end {
                    let qx = path.xs[i] - left, qy = path.ys[i] - top
                    defer { px = qx; py = qy }
                    guard py != qy, px.isFinite, py.isFinite, qx.isFinite, qy.isFinite else { continue }
                    let (x0, y0, x1, y1, winding) = py < qy ? (px, py, qx, qy, 1) : (qx, qy, px, py, -1)
                    let first = max((y0 * s - 0.5).rounded(.up), 0)
                    let last = min((y1 * s - 0.5).rounded(.up), Double(samples))
                    guard first < last else { continue }
                    edges.append(Edge(firstSample: Int(first), endSample: Int(last), xTop: x0, yTop: y0,
                                      dxdy: (x1 - x0) / (y1 - y0), winding: winding))
                }
            }
            start = end
        }
    }

    /// Adds the span a...b of one sample line, cut to the box; false when nothing of it is inside.
    @inline(__always)
    private mutating func addSpan(_ a: Double, _ b: Double, width: Int) -> Bool {
        let w = Double(width)
        let lo = min(max(a, 0), w), hi = min(max(b, 0), w)
        guard hi > lo else { return false }
        let i = Int(lo), j = Int(hi)
        if i == j {
            partial[i] += Float(hi - lo)
        } else {
            partial[i] += Float(Double(i + 1) - lo)
            whole[i + 1] += 1
            whole[j] -= 1
            partial[j] += Float(hi - Double(j))
        }
        return true
    }

    /// Paints one pixel row from its spans and clears them.
    private mutating func composite(row: Int, width: Int, originX: Int, originY: Int, perSample: Float,
                                    clip: ClipRect?, color: Paint, canvasWidth: Int, canvas: inout Canvas) {
        let rowFactor = clip?.cover(row: originY + row) ?? 1
        partial.withUnsafeMutableBufferPointer { partial in
            whole.withUnsafeMutableBufferPointer { whole in
                canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                    var running: Float = 0
                    var p = ((originY + row) * canvasWidth + originX) * 4
                    for column in 0..<width {
                        running += whole[column]
                        var coverage = min((partial[column] + running) * perSample, 1)
                        partial[column] = 0
                        whole[column] = 0
                        if let clip { coverage *= rowFactor * clip.cover(column: originX + column) }
                        if coverage > 0.5 / 255 { Rasterizer.blend(coverage, color, into: pixels, at: p) }
                        p += 4
                    }
                    partial[width] = 0
                    whole[width] = 0
                }
            }
        }
    }

    /// The coverage (0...1) of each pixel of a `width` x `height` box by the union of `path`, for tests.
    static func coverage(of path: FlatPath, width: Int, height: Int) -> [Float] {
        var canvas = Canvas(width: width, height: height)
        var filler = UnionFiller()
        filler.fill(path, color: Paint(.init(red: 1, green: 1, blue: 1)), clip: nil, canvas: &canvas)
        return Swift.stride(from: 3, to: canvas.pixels.count, by: 4).map { Float(canvas.pixels[$0]) / 255 }
    }
}
