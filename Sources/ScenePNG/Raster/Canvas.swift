import PlotlineScene

/// Pixels being drawn: 8-bit RGBA, premultiplied by alpha (as Cairo and Skia keep them), row after row.
struct Canvas: Sendable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Paints every pixel with an opaque or translucent color.
    mutating func fill(_ color: Color) {
        let paint = Paint(color)
        let a = paint.alpha
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let inverse = 1 - a
                p[i] = UInt8(paint.red * 255 + Float(p[i]) * inverse + 0.5)
                p[i + 1] = UInt8(paint.green * 255 + Float(p[i + 1]) * inverse + 0.5)
                p[i + 2] = UInt8(paint.blue * 255 + Float(p[i + 2]) * inverse + 0.5)
                p[i + 3] = UInt8(a * 255 + Float(p[i + 3]) * inverse + 0.5)
                i += 4
            }
        }
    }

    /// Lays `layer` (premultiplied, the same size) over these pixels, each of its pixels scaled by the alpha
    /// of `mask` there: source-over with a mask, as SVG's `mask` composites a group.
    mutating func composite(_ layer: Canvas, mask: Canvas) {
        precondition(layer.width == width && layer.height == height && mask.width == width && mask.height == height)
        pixels.withUnsafeMutableBufferPointer { out in
            layer.pixels.withUnsafeBufferPointer { src in
                mask.pixels.withUnsafeBufferPointer { m in
                    var i = 0
                    while i < out.count {
                        let coverage = Float(m[i + 3]) / 255
                        if coverage > 0 && src[i + 3] > 0 {
                            let alpha = Float(src[i + 3]) * coverage / 255
                            let keep = 1 - alpha
                            for c in 0..<4 {
                                out[i + c] = UInt8(min(Float(src[i + c]) * coverage + Float(out[i + c]) * keep + 0.5, 255))
                            }
                        }
                        i += 4
                    }
                }
            }
        }
    }

    /// Whether every pixel is opaque (the PNG then needs no alpha channel).
    var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }

    /// The pixels as straight (not premultiplied) RGBA, or RGB when `dropAlpha`, as PNG stores them.
    func straightPixels(dropAlpha: Bool) -> [UInt8] {
        let channels = dropAlpha ? 3 : 4
        var out = [UInt8](repeating: 0, count: width * height * channels)
        var o = 0
        var i = 0
        while i < pixels.count {
            let a = Int(pixels[i + 3])
            if dropAlpha || a == 255 {
                out[o] = pixels[i]; out[o + 1] = pixels[i + 1]; out[o + 2] = pixels[i + 2]
            } else if a > 0 {
                out[o] = UInt8(min(255, (Int(pixels[i]) * 255 + a / 2) / a))
                out[o + 1] = UInt8(min(255, (Int(pixels[i + 1]) * 255 + a / 2) / a))
                out[o + 2] = UInt8(min(255, (Int(pixels[i + 2]) * 255 + a / 2) / a))
            }
            if !dropAlpha { out[o + 3] = UInt8(a) }
            o += channels
            i += 4
        }
        return out
    }
}

/// A color premultiplied by its alpha, in 0...1 floats, for compositing.
struct Paint: Sendable {
    var red: Float
    var green: Float
    var blue: Float
    var alpha: Float

    init(_ color: Color) {
        let a = Float(color.alpha.clamped(0, 1))
        alpha = a.isFinite ? a : 0
        red = Float(color.red.clamped(0, 1)) * alpha
        green = Float(color.green.clamped(0, 1)) * alpha
        blue = Float(color.blue.clamped(0, 1)) * alpha
        if !red.isFinite { red = 0 }
        if !green.isFinite { green = 0 }
        if !blue.isFinite { blue = 0 }
    }
}

/// An axis-aligned clip rectangle in device pixels; pixels it covers partly are drawn partly.
struct ClipRect: Sendable {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    /// How much of pixel row `row` lies inside, 0...1.
    func cover(row: Int) -> Float {
        let top = Double(row)
        return Float((min(top + 1, y1) - max(top, y0)).clamped(0, 1))
    }

    /// How much of pixel column `column` lies inside, 0...1.
    func cover(column: Int) -> Float {
        let left = Double(column)
        return Float((min(left + 1, x1) - max(left, x0)).clamped(0, 1))
    }
}

extension Canvas {
    /// The whole pixels a fill within `bounds` (minX, minY, maxX, maxY), moved by (dx, dy), can touch:
    /// the bounds rounded out to whole pixels, inside the canvas and the clip; nil when nothing is left.
    func pixelBox(_ bounds: (Double, Double, Double, Double), dx: Double = 0, dy: Double = 0,
                  clip: ClipRect?) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        let (minX, minY, maxX, maxY) = bounds
        var left = max((minX + dx).rounded(.down), 0), top = max((minY + dy).rounded(.down), 0)
        var right = min((maxX + dx).rounded(.up), Double(width))
        var bottom = min((maxY + dy).rounded(.up), Double(height))
        if let clip {
            left = max(left, clip.x0.rounded(.down))
            top = max(top, clip.y0.rounded(.down))
            right = min(right, clip.x1.rounded(.up))
            bottom = min(bottom, clip.y1.rounded(.up))
        }
        guard left < right, top < bottom else { return nil }
        return (left, top, right, bottom)
    }
}
