/// How overlapping contours fill: where the winding number is not zero, or where it is odd.
enum FillRule: Sendable {
    case nonZero
    case evenOdd
}

/// Where a mask's pixels lie: its box in whole pixels and where its coverage starts in the mask store.
struct MaskBox: Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var start: Int
}

/// An anti-aliasing scanline rasterizer that computes, for every pixel, the exact area its polygons cover.
///
/// The method is the signed-area accumulation of font rasterizers (libart, FreeType's "gray" raster,
/// font-rs): each edge adds, to the cells it crosses, the change in covered area it causes along its row,
/// so a running sum along the row gives each pixel's coverage. Winding direction gives the sign; non-zero
/// filling takes |sum| capped at 1, even-odd folds it into 0...1.
///
/// Work is limited to the path's bounding box (inside the canvas and the clip), and the accumulation
/// buffer is reused from one fill to the next and cleared as it is read, so a chart of a million small
/// marks costs a million small boxes, not a million canvases.
struct Rasterizer {
    /// Signed area changes for the current box, `stride` floats per row; all zero between fills.
    private var cells: [Float] = []
    private var stride = 0
    private var boxWidth = 0
    private var boxHeight = 0

    init() {}

    /// Fills `path`, moved by (dx, dy), with `color` onto `canvas`, inside `clip` when given.
    mutating func fill(_ path: FlatPath, dx: Double = 0, dy: Double = 0, rule: FillRule, color: Paint,
                       clip: ClipRect?, canvas: inout Canvas) {
        guard color.alpha > 0, let bounds = path.bounds,
              let (left, top, right, bottom) = canvas.pixelBox(bounds, dx: dx, dy: dy, clip: clip) else { return }
        let x0 = Int(left), y0 = Int(top)
        boxWidth = Int(right) - x0
        boxHeight = Int(bottom) - y0
        stride = boxWidth + 2
        let needed = stride * boxHeight
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }

        addEdges(path, dx: dx - left, dy: dy - top)
        composite(rule: rule, color: color, clip: clip, originX: x0, originY: y0, canvas: &canvas)
    }

    /// The coverage of `path`, moved by (dx, dy), for a box of whole pixels around it, appended to
    /// `coverage` row after row; returns the box, or nil when the path is empty or the box has a side over
    /// `maximumSide`. Painting it with `stamp` draws what `fill` draws (without a clip).
    mutating func mask(_ path: FlatPath, dx: Double, dy: Double, rule: FillRule, maximumSide: Int,
                       into coverage: inout [Float]) -> MaskBox? {
        guard let (minX, minY, maxX, maxY) = path.bounds else { return nil }
        let left = (minX + dx).rounded(.down), top = (minY + dy).rounded(.down)
        let right = (maxX + dx).rounded(.up), bottom = (maxY + dy).rounded(.up)
        guard left < right, top < bottom, right - left <= Double(maximumSide), bottom - top <= Double(maximumSide) else {
            return nil
        }
        boxWidth = Int(right - left)
        boxHeight = Int(bottom - top)
        stride = boxWidth + 2
        let needed = stride * boxHeight
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
        addEdges(path, dx: dx - left, dy: dy - top)
        let start = coverage.count
        for row in 0..<boxHeight {
            let base = row * stride
            var sum: Float = 0
            for column in 0..<boxWidth {
                sum += cells[base + column]
                cells[base + column] = 0
                coverage.append(Self.coverage(sum, rule: rule))
            }
            cells[base + boxWidth] = 0
            cells[base + boxWidth + 1] = 0
        }
        return MaskBox(x: Int(left), y: Int(top), width: boxWidth, height: boxHeight, start: start)
    }

    /// Paints a mask from `mask` with its box moved by (x, y) whole pixels: the same arithmetic as `fill`,
    /// so a mask made at the same position paints the same bytes. Pixels outside the canvas are left out.
    /// Source-over compositing of a premultiplied color at `coverage` onto the RGBA pixel at `p`: the one
    /// blending rule both the filler and the symbol stamps use.
    @inline(__always)
    static func blend(_ coverage: Float, _ color: Paint, into pixels: UnsafeMutableBufferPointer<UInt8>, at p: Int) {
        let a = coverage * color.alpha
        let inverse = 1 - a
        pixels[p] = UInt8(min(255, coverage * color.red * 255 + Float(pixels[p]) * inverse + 0.5))
        pixels[p + 1] = UInt8(min(255, coverage * color.green * 255 + Float(pixels[p + 1]) * inverse + 0.5))
        pixels[p + 2] = UInt8(min(255, coverage * color.blue * 255 + Float(pixels[p + 2]) * inverse + 0.5))
        pixels[p + 3] = UInt8(min(255, a * 255 + Float(pixels[p + 3]) * inverse + 0.5))
    }

    static func stamp(_ coverage: [Float], _ box: MaskBox, x: Int, y: Int, color: Paint, canvas: inout Canvas) {
        let left = x + box.x, top = y + box.y
        // Clamped to the canvas on both sides: a symbol wholly off the canvas (a legend of many series
        // runs past the bottom) has an empty range here, never a reversed one.
        let x0 = min(max(0, left), canvas.width), x1 = max(x0, min(canvas.width, left + box.width))
        let y0 = min(max(0, top), canvas.height), y1 = max(y0, min(canvas.height, top + box.height))
        let columns = x0..<x1, rows = y0..<y1
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let canvasWidth = canvas.width
        coverage.withUnsafeBufferPointer { cover in
            canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                for row in rows {
                    let base = box.start + (row - top) * box.width - left
                    var p = (row * canvasWidth + columns.lowerBound) * 4
                    for column in columns {
                        let coverage = cover[base + column]
                        if coverage > 0.5 / 255 { Self.blend(coverage, color, into: pixels, at: p) }
                        p += 4
                    }
                }
            }
        }
    }

    /// A running sum of area changes as coverage in 0...1.
    @inline(__always) private static func coverage(_ sum: Float, rule: FillRule) -> Float {
        var coverage = abs(sum)
        if rule == .evenOdd {
            coverage -= 2 * (coverage * 0.5).rounded(.down)
            if coverage > 1 { coverage = 2 - coverage }
        } else if coverage > 1 {
            coverage = 1
        }
        return coverage
    }

    /// Adds every contour's edges, moved by (ox, oy) into box coordinates.
    private mutating func addEdges(_ path: FlatPath, dx ox: Double, dy oy: Double) {
        var start = 0
        for end in path.contourEnds {
            if end - start >= 2 {
                var px = path.xs[end - 1] + ox, py = path.ys[end - 1] + oy
                for i in start..<end {
                    let qx = path.xs[i] + ox, qy = path.ys[i] + oy
                    addEdge(px, py, qx, qy)
                    px = qx
                    py = qy
                }
            }
            start = end
        }
    }

    /// Adds an edge, first cut where it crosses the box's left and right sides: what lies left of the box
    /// still covers the box (it is moved onto the left side); what lies right of it covers nothing.
    private mutating func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        let w = Double(boxWidth)
        var side = -1.0
        if ax * bx < 0 { side = 0 } else if (ax - w) * (bx - w) < 0 { side = w }
        if side >= 0 {
            let t = (side - ax) / (bx - ax)
            let my = ay + t * (by - ay)
            addEdge(ax, ay, side, my)
            addEdge(side, my, bx, by)
            return
        }
        addClampedEdge(min(max(ax, 0), w), ay, min(max(bx, 0), w), by)
    }

    /// Adds an edge whose x lies within 0...boxWidth, row by row, as exact areas.
    private mutating func addClampedEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Walk downwards; `direction` keeps the winding sign.
        let direction: Double = ay < by ? 1 : -1
        let (x0, y0, x1, y1) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let height = Double(boxHeight)
        guard y1 > 0, y0 < height else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        var row = 0
        if y0 < 0 {
            // Rounding can put the cut just outside the box when the ends are far off (a point of size
            // 1e308); the cut lies between x0 and x1, so it is kept there.
            x = min(max(x - y0 * dxdy, min(x0, x1)), max(x0, x1))
        } else {
            row = Int(y0.rounded(.down))
        }
        // y1 may be far below the box, beyond what an Int holds: only the rows of the box are walked.
        let lastRow = Int(min(height, y1.rounded(.up)))
        let stride = self.stride
        cells.withUnsafeMutableBufferPointer { cells in
            while row < lastRow {
                let rowTop = Double(row)
                let dy = min(rowTop + 1, y1) - max(rowTop, y0)
                let xNext = min(max(x + dxdy * dy, 0), Double(boxWidth))
                let d = dy * direction
                let (lo, hi) = x < xNext ? (x, xNext) : (xNext, x)
                let loCell = lo.rounded(.down), hiCell = hi.rounded(.up)
                let loIndex = Int(loCell), hiIndex = Int(hiCell)
                let base = row * stride
                if hiIndex <= loIndex + 1 {
                    // Within one cell: the area right of the edge is set by its mean x.
                    let mid = 0.5 * (x + xNext) - loCell
                    cells[base + loIndex] += Float(d * (1 - mid))
                    cells[base + loIndex + 1] += Float(d * mid)
                } else {
                    // Across cells: a triangle in the first, a trapezoid ramp, a triangle cut from the last.
                    let slope = 1 / (hi - lo)
                    let loFraction = lo - loCell
                    let first = 0.5 * slope * (1 - loFraction) * (1 - loFraction)
                    let hiFraction = hi - hiCell + 1
                    let last = 0.5 * slope * hiFraction * hiFraction
                    cells[base + loIndex] += Float(d * first)
                    if hiIndex == loIndex + 2 {
                        cells[base + loIndex + 1] += Float(d * (1 - first - last))
                    } else {
                        let second = slope * (1.5 - loFraction)
                        cells[base + loIndex + 1] += Float(d * (second - first))
                        let step = Float(d * slope)
                        var i = loIndex + 2
                        while i < hiIndex - 1 {
                            cells[base + i] += step
                            i += 1
                        }
                        let beforeLast = second + Double(hiIndex - loIndex - 3) * slope
                        cells[base + hiIndex - 1] += Float(d * (1 - beforeLast - last))
                    }
                    cells[base + hiIndex] += Float(d * last)
                }
                x = xNext
                row += 1
            }
        }
    }

    /// Sums each row into coverage, paints it, and clears the cells for the next fill.
    private mutating func composite(rule: FillRule, color: Paint, clip: ClipRect?, originX: Int, originY: Int,
                                    canvas: inout Canvas) {
        let stride = self.stride, boxWidth = self.boxWidth, boxHeight = self.boxHeight
        let canvasWidth = canvas.width
        cells.withUnsafeMutableBufferPointer { cells in
            canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                for row in 0..<boxHeight {
                    let base = row * stride
                    let rowFactor = clip?.cover(row: originY + row) ?? 1
                    var sum: Float = 0
                    var p = ((originY + row) * canvasWidth + originX) * 4
                    for column in 0..<boxWidth {
                        sum += cells[base + column]
                        cells[base + column] = 0
                        var coverage = Self.coverage(sum, rule: rule)
                        if let clip { coverage *= rowFactor * clip.cover(column: originX + column) }
                        if coverage > 0.5 / 255 { Self.blend(coverage, color, into: pixels, at: p) }
                        p += 4
                    }
                    cells[base + boxWidth] = 0
                    cells[base + boxWidth + 1] = 0
                }
            }
        }
    }

    /// The coverage (0...1) of each pixel of a `width` x `height` box by `path`, for tests.
    static func coverage(of path: FlatPath, rule: FillRule = .nonZero, width: Int, height: Int) -> [Float] {
        var canvas = Canvas(width: width, height: height)
        var rasterizer = Rasterizer()
        rasterizer.fill(path, rule: rule, color: Paint(.init(red: 1, green: 1, blue: 1)), clip: nil, canvas: &canvas)
        return Swift.stride(from: 3, to: canvas.pixels.count, by: 4).map { Float(canvas.pixels[$0]) / 255 }
    }
}
