import Plotline

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
}
