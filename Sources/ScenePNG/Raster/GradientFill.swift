import PlotlineScene

extension Canvas {
    /// Paints `gradient` wherever `coverage` (a canvas of the same size, the shape drawn in opaque white) is
    /// inked, as much as its alpha there: each pixel takes the gradient's color at its centre, so the colors
    /// change along the gradient pixel by pixel, as SVG's `linearGradient` draws them.
    mutating func paint(_ gradient: GradientPaint, scale: Double, coverage: Canvas) {
        precondition(coverage.width == width && coverage.height == height)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { out in
            coverage.pixels.withUnsafeBufferPointer { m in
                var i = 0
                while i < out.count {
                    let a = Float(m[i + 3]) / 255
                    if a > 0.5 / 255 {
                        let pixel = i / 4
                        let x = (Double(pixel % width) + 0.5) / scale, y = (Double(pixel / width) + 0.5) / scale
                        Rasterizer.blend(a, Paint(gradient.color(x: x, y: y)), into: out, at: i)
                    }
                    i += 4
                }
            }
        }
    }
}
