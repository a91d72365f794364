import PlotlineScene

/// Point symbols filled by copying: a scatter of a hundred thousand circles of one size would otherwise
/// build and rasterize a hundred thousand polygons. Each symbol's fill is rasterized once per outline
/// (relative to its anchor: a circle's centre, a path's first point) and per subpixel position of the
/// anchor, rounded to 1/`phases` of a pixel, into a coverage mask; every symbol with the same outline and
/// position within its pixel paints a copy of that mask.
///
/// Rounding the position moves a symbol by at most 1/(2 `phases`) of a pixel, which changes an edge
/// pixel's coverage by about as much: well under one step of 8-bit color (tests compare with drawing
/// every symbol). Symbols larger than `maximumSide` pixels, partly outside the clip, or with curved
/// outlines other than circles are filled as before.
struct SymbolStamps {
    /// Subpixel positions per pixel, along each axis.
    static let phases = 128
    /// The largest mask side, in pixels: stamps are for point symbols, not for large shapes.
    static let maximumSide = 48
    /// The most coverage values kept (16 MB); beyond it, symbols are filled one by one.
    static let maximumStored = 4 << 20
    /// The most path elements an outline may have to be stamped.
    static let maximumElements = 32

    /// A symbol's outline relative to its anchor, in device pixels.
    enum Outline: Hashable {
        /// A circle by the bits of its radius in points.
        case circle(UInt64)
        /// A path's elements: kinds and coordinates relative to the first point, in 1/2^20 pixel.
        case path([Int64], evenOdd: Bool)
    }

    struct Key: Hashable {
        var outline: Outline
        var phaseX: Int32
        var phaseY: Int32
    }

    private var masks: [Key: MaskBox?] = [:]
    private var coverage: [Float] = []

    /// Fills `geometry` by stamping, when it can be; false when the caller must fill it as a path.
    mutating func fill(_ geometry: SceneShape.Geometry, scale: Double, color: Paint, clip: ClipRect?,
                       rasterizer: inout Rasterizer, canvas: inout Canvas) -> Bool {
        guard let (outline, ax, ay) = Self.outline(geometry, scale: scale),
              abs(ax) < 1e9, abs(ay) < 1e9 else { return false }
        var ix = ax.rounded(.down), iy = ay.rounded(.down)
        let q = Double(Self.phases)
        var px = ((ax - ix) * q).rounded(), py = ((ay - iy) * q).rounded()
        if px == q { px = 0; ix += 1 }
        if py == q { py = 0; iy += 1 }
        let key = Key(outline: outline, phaseX: Int32(px), phaseY: Int32(py))
        let box: MaskBox?
        if let known = masks[key] {
            box = known
        } else {
            guard coverage.count < Self.maximumStored else { return false }
            // The symbol itself, moved so its anchor sits at the rounded position within pixel (0, 0).
            let path = Geometry.fillPath(Geometry.polylines(geometry, scale: scale))
            guard !path.isEmpty else {
                masks[key] = .some(nil)
                return true
            }
            let evenOdd: Bool = if case .path(let p) = geometry { p.evenOdd } else { false }
            box = rasterizer.mask(path, dx: px / q - ax, dy: py / q - ay, rule: evenOdd ? .evenOdd : .nonZero,
                                  maximumSide: Self.maximumSide, into: &coverage)
            // Too large to stamp (or empty): remembered as nil and filled as a path.
            masks[key] = .some(box)
            if box == nil { return path.bounds == nil }
        }
        guard let box else { return false }
        let x = Int(ix), y = Int(iy)
        if let clip {
            // Only where the clip covers every pixel of the box wholly, so no pixel is partly clipped.
            guard Double(x + box.x) >= clip.x0, Double(x + box.x + box.width) <= clip.x1,
                  Double(y + box.y) >= clip.y0, Double(y + box.y + box.height) <= clip.y1 else { return false }
        }
        Rasterizer.stamp(coverage, box, x: x, y: y, color: color, canvas: &canvas)
        return true
    }

    /// The outline of a point symbol and its anchor in device pixels, or nil for shapes not stamped
    /// (rectangles, lines, paths with curves or many elements).
    static func outline(_ geometry: SceneShape.Geometry, scale: Double) -> (Outline, Double, Double)? {
        switch geometry {
        case .circle(let cx, let cy, let r):
            guard r > 0, r.isFinite, cx.isFinite, cy.isFinite else { return nil }
            return (.circle(r.bitPattern), cx * scale, cy * scale)
        case .path(let path):
            let elements = path.elements
            guard elements.count <= maximumElements, case .move(let x0, let y0)? = elements.first,
                  x0.isFinite, y0.isFinite else { return nil }
            let ax = x0 * scale, ay = y0 * scale
            var codes: [Int64] = []
            codes.reserveCapacity(3 * elements.count)
            for element in elements {
                switch element {
                case .move(let x, let y), .line(let x, let y):
                    let fx = ((x * scale - ax) * 1_048_576).rounded(), fy = ((y * scale - ay) * 1_048_576).rounded()
                    guard abs(fx) < 1e15, abs(fy) < 1e15 else { return nil }
                    if case .move = element { codes.append(0) } else { codes.append(1) }
                    codes.append(Int64(fx))
                    codes.append(Int64(fy))
                case .close:
                    codes.append(2)
                case .cubic:
                    return nil
                }
            }
            return (.path(codes, evenOdd: path.evenOdd), ax, ay)
        case .rect, .line:
            return nil
        }
    }
}
