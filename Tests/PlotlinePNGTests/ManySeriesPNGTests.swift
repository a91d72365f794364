import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// Issue 18: a legend of many series runs past the canvas, and its symbols were stamped with a reversed
/// pixel range ("Range requires lowerBound <= upperBound"). Every symbol is now clamped to the canvas.
@Suite struct ManySeriesPNGTests {
    @Test("56 series at 300 x 200 and 173 at the default size draw a PNG", arguments: [
        (56, 300.0, 200.0), (173, 450.0, 300.0), (60, 180.0, 110.0),
    ])
    func manySeries(series: Int, width: Double, height: Double) throws {
        var spec = SymbolStampTests.points(series * 2, series: series)
        spec.width = width
        spec.height = height
        let scene = Scene(try ChartResolver.resolve(spec, baseDirectory: nil))
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        #expect(canvas.width == Int(width) && canvas.height == Int(height))
    }

    @Test("A mask stamped wholly outside the canvas, on any side, paints nothing and does not trap")
    func stampOutside() {
        var canvas = Canvas(width: 10, height: 8)
        let box = MaskBox(x: 0, y: 0, width: 3, height: 3, start: 0)
        let coverage = [Float](repeating: 1, count: 9)
        let paint = Paint(Color(red: 1, green: 0, blue: 0))
        for (x, y) in [(20, 2), (2, 20), (-20, 2), (2, -20), (10, 8), (-3, -3), (Int.max / 4, 0), (0, Int.min / 4)] {
            Rasterizer.stamp(coverage, box, x: x, y: y, color: paint, canvas: &canvas)
        }
        #expect(canvas.pixels.allSatisfy { $0 == 0 })
        // Partly inside: only the pixels on the canvas are painted.
        Rasterizer.stamp(coverage, box, x: 8, y: 6, color: paint, canvas: &canvas)
        #expect(stride(from: 3, to: canvas.pixels.count, by: 4).count(where: { canvas.pixels[$0] != 0 }) == 4)
    }
}
