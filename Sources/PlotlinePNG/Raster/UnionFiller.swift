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
    private var active: [Int] = []
    private var crossings: [(x: Double, winding: Int)] = []
    /// Coverage of the current pixel row: partial pixels, and a running difference for whole ones.
    private var partial: [Float] = []
    private var whole: [Float] = []

    init() {}

    /// Fills the union of `path`'s contours with `color` onto `canvas`, inside `clip` when given.
    mutating func fill(_ path: FlatPath, color: Paint, clip: ClipRect?, canvas: inout Canvas) {
        guard color.alpha > 0, let (minX, minY, maxX, maxY) = path.bounds else { return }
        var left = minX.rounded(.down), top = minY.rounded(.down)
        var right = maxX.rounded(.up), bottom = maxY.rounded(.up)
        left = max(left, 0)
        top = max(top, 0)
        right = min(right, Double(canvas.width))
        bottom = min(bottom, Double(canvas.height))
        if let clip {
            left = max(left, clip.x0.rounded(.down))
            top = max(top, clip.y0.rounded(.down))
            right = min(right, clip.x1.rounded(.up))
            bottom = min(bottom, clip.y1.rounded(.up))
        }
        guard left < right, top < bottom else { return }
        let originX = Int(left), originY = Int(top)
        let width = Int(right) - originX, height = Int(bottom) - originY
        collectEdges(path, left: left, top: top, samples: height * Self.subRows)
        guard !edges.isEmpty else { return }
        edges.sort { $0.firstSample < $1.firstSample }
        if partial.count < width + 1 {
            partial = [Float](repeating: 0, count: width + 1)
            whole = [Float](repeating: 0, count: width + 1)
        }

        let perSample = 1 / Float(Self.subRows)
        let canvasWidth = canvas.width
        var next = 0
        active.removeAll(keepingCapacity: true)
        let firstRow = edges[0].firstSample / Self.subRows
        for row in firstRow..<height {
            if active.isEmpty {
                guard next < edges.count else { break }
                if edges[next].firstSample >= (row + 1) * Self.subRows { continue }
            }
            var inked = false
            for sub in 0..<Self.subRows {
                let sample = row * Self.subRows + sub
                while next < edges.count && edges[next].firstSample <= sample {
                    active.append(next)
                    next += 1
                }
                guard !active.isEmpty else { continue }
                active.removeAll { edges[$0].endSample <= sample }
                let y = (Double(sample) + 0.5) / Double(Self.subRows)
                crossings.removeAll(keepingCapacity: true)
                for e in active {
                    let edge = edges[e]
                    crossings.append((edge.xTop + (y - edge.yTop) * edge.dxdy, edge.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                var start = 0.0
                for crossing in crossings {
                    let before = winding
                    winding += crossing.winding
                    if before == 0 && winding != 0 {
                        start = crossing.x
                    } else if before != 0 && winding == 0 {
                        if addSpan(start, crossing.x, width: width) { inked = true }
                    }
                }
            }
            guard inked else { continue }
            composite(row: row, width: width, originX: originX, originY: originY, perSample: perSample,
                      clip: clip, color: color, canvasWidth: canvasWidth, canvas: &canvas)
        }
        edges.removeAll(keepingCapacity: true)
        active.removeAll(keepingCapacity: true)
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
        var rowFactor: Float = 1
        if let clip {
            let top = Double(originY + row)
            rowFactor = Float((min(top + 1, clip.y1) - max(top, clip.y0)).clamped(0, 1))
        }
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
                        if let clip {
                            let left = Double(originX + column)
                            coverage *= rowFactor * Float((min(left + 1, clip.x1) - max(left, clip.x0)).clamped(0, 1))
                        }
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
