import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG

/// A chart of many rows is drawn from fewer marks (LargeLayers). These tests compare the reduced drawing with
/// the drawing of every row, both made by PlotlinePNG at the output size.
@Suite struct LargeDataPNGTests {
    /// A deterministic random walk (a linear congruential generator), `count` rows.
    static func walk(_ count: Int, seed: UInt64 = 7) -> DataTable {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = [Double](), y = [Double]()
        var v = 0.0
        for i in 0..<count {
            v += next() - 0.5
            x.append(Double(i))
            y.append(v)
        }
        return try! DataTable(columns: [Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y))])
    }

    /// Normally distributed points (Box-Muller), correlated, `count` rows.
    static func cloud(_ count: Int, seed: UInt64 = 11) -> DataTable {
        var state = seed
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        var x = [Double](), y = [Double]()
        for _ in 0..<count {
            let r = (-2 * log(next())).squareRoot(), t = 2 * Double.pi * next()
            x.append(r * cos(t))
            y.append(0.6 * r * cos(t) + 0.8 * r * sin(t))
        }
        return try! DataTable(columns: [Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y))])
    }

    static func spec(_ table: DataTable, _ type: MarkType, width: Double = 400, height: Double = 250) -> ChartSpec {
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: type, channels: [
            .x: EncodingSpec(field: "x", type: .number), .y: EncodingSpec(field: "y", type: .number)])])
        spec.width = width
        spec.height = height
        return spec
    }

    static func charts(_ spec: ChartSpec) throws -> (reduced: ResolvedChart, full: ResolvedChart) {
        (try ChartResolver.resolve(spec, baseDirectory: nil, reducingLargeLayers: true),
         try ChartResolver.resolve(spec, baseDirectory: nil, reducingLargeLayers: false))
    }

    /// The largest difference of one channel at pixel `p` (an index into RGBA bytes).
    static func difference(_ a: Canvas, _ b: Canvas, _ p: Int) -> Int {
        (0..<4).map { abs(Int(a.pixels[p + $0]) - Int(b.pixels[p + $0])) }.max() ?? 0
    }

    /// Pixels whose color is not the background's.
    static func inked(_ c: Canvas, _ p: Int) -> Bool { c.pixels[p] != 255 || c.pixels[p + 1] != 255 || c.pixels[p + 2] != 255 }

    @Test(arguments: [1.0, 2.0])
    func reducedLineDrawsTheSamePicture(scale: Double) throws {
        let (reduced, full) = try Self.charts(Self.spec(Self.walk(60_000), .line))
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 4)
        let a = PNGRenderer.canvas(Scene(reduced), scale: scale), b = PNGRenderer.canvas(Scene(full), scale: scale)
        var inked = 0, differ = 0, solidLost = 0, touched = 0
        for p in stride(from: 0, to: a.pixels.count, by: 4) {
            if Self.inked(a, p) != Self.inked(b, p) { touched += 1 }
            if Self.inked(b, p) { inked += 1 }
            let d = Self.difference(a, b, p)
            if d > 0 { differ += 1 }
            if d > 128 { solidLost += 1 }
        }
        // Anti-aliasing differs at the stroke's edge: the rasterizer sums the coverage of overlapping pieces
        // of stroke, so a pixel crossed by many rows' segments is inked a little more. Bounded here.
        print("scale \(scale): of \(inked) inked pixels, \(differ) differ, \(solidLost) by more than half, \(touched) inked in one only")
        #expect(Double(differ) < 0.12 * Double(inked))
        #expect(Double(solidLost) < 0.005 * Double(inked))
        #expect(Double(touched) < 0.005 * Double(inked))
    }

    /// Points that land in one cell of the output grid are drawn once; no pixel loses its ink.
    @Test func deduplicatedPointsKeepTheirPixels() throws {
        let (reduced, full) = try Self.charts(Self.spec(Self.cloud(200_000), .point))
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 2)
        let a = PNGRenderer.canvas(Scene(reduced), scale: 2), b = PNGRenderer.canvas(Scene(full), scale: 2)
        var inked = 0, lost = 0
        for p in stride(from: 0, to: a.pixels.count, by: 4) where Self.inked(b, p) {
            inked += 1
            if !Self.inked(a, p) { lost += 1 }
        }
        print("points: \(reduced.layers[0].marks.count) of \(full.layers[0].marks.count) drawn; of \(inked) inked pixels \(lost) lost")
        #expect(Double(lost) < 0.005 * Double(inked))
    }
}
