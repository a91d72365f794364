import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

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

    /// The pixels that differ between two canvases of one size.
    static func differing(_ a: Canvas, _ b: Canvas) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var count = 0
        for p in stride(from: 0, to: a.pixels.count, by: 4) where Self.difference(a, b, p) > 0 { count += 1 }
        return count
    }

    /// The scene without its dashed strokes (a dash pattern follows the length of the line drawn).
    static func withoutDashes(_ scene: Scene) -> Scene {
        func strip(_ nodes: [SceneNode]) -> [SceneNode] {
            nodes.compactMap { node in
                switch node {
                case .group(var group):
                    group.children = strip(group.children)
                    return .group(group)
                case .shape(let shape):
                    if let stroke = shape.stroke, !stroke.dash.isEmpty { return nil }
                    return node
                case .text:
                    return node
                }
            }
        }
        var scene = scene
        scene.nodes = strip(scene.nodes)
        return scene
    }

    /// The M4 line is the full line, pixel for pixel, at every output scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func reducedLineIsPixelIdentical(scale: Double) throws {
        let (reduced, full) = try Self.charts(Self.spec(Self.walk(60_000), .line))
        #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 4)
        let a = PNGRenderer.canvas(Scene(reduced), scale: scale), b = PNGRenderer.canvas(Scene(full), scale: scale)
        var inked = 0
        for p in stride(from: 0, to: b.pixels.count, by: 4) where Self.inked(b, p) { inked += 1 }
        #expect(inked > 5_000 * Int(scale * scale))
        #expect(Self.differing(a, b) == 0)
    }

    /// The same holds for the harder lines: several series (the second dashed is excluded: a dash pattern
    /// follows the length of the line, which the reduction shortens), gaps from missing values, x out of
    /// order with repeats, dates, a thick line, a narrow chart where a bucket holds hundreds of rows, and an
    /// area (its fill and its edge).
    @Test func reducedLinesOfEveryKindArePixelIdentical() throws {
        let rows = 24_000
        var state: UInt64 = 3
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = [Double](), y = [Double](), t = [Double](), g = [String?]()
        var v = 0.0
        for i in 0..<rows {
            v += next() - 0.5
            // Shuffled within runs of 7, with repeated x values, and missing values now and then.
            x.append(Double((i / 7) * 7 + (i * 3) % 7) / 3)
            y.append(i % 997 == 0 ? .nan : v)
            t.append(1_700_000_000 + Double(i) * 60)
            g.append(i % 2 == 0 ? "even" : "odd")
        }
        let table = try DataTable(columns: [
            Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y)),
            Column(name: "t", values: .dates(t)), Column(name: "g", values: .categories(g))])
        var specs: [(String, ChartSpec)] = []
        var shuffled = Self.spec(table, .line)
        specs.append(("shuffled x with gaps", shuffled))
        shuffled.marks[0].style = MarkStyle(lineWidth: 6)
        specs.append(("thick", shuffled))
        var dated = Self.spec(table, .line, width: 60, height: 200)
        dated.marks[0].x = EncodingSpec(field: "t", type: .date)
        specs.append(("dates, narrow", dated))
        var series = Self.spec(table, .line)
        series.marks[0].color = EncodingSpec(field: "g")
        series.marks[0].lineStyle = EncodingSpec(field: "g")
        specs.append(("two series", series))
        specs.append(("area", Self.spec(table, .area)))
        var reversed = Self.spec(table, .line)
        reversed.xScale = ScaleSpec(reversed: true)
        specs.append(("reversed x", reversed))
        for (name, spec) in specs {
            let (reduced, full) = try Self.charts(spec)
            #expect(reduced.layers[0].marks.count < full.layers[0].marks.count / 2, "\(name)")
            for scale in name == "thick" ? [2.0] : [1.0] {
                var a = PNGRenderer.canvas(Scene(reduced), scale: scale)
                var b = PNGRenderer.canvas(Scene(full), scale: scale)
                if name == "two series" {
                    // Compare the solid series only: blank the dashed one by drawing each chart's scene
                    // without it.
                    a = PNGRenderer.canvas(Self.withoutDashes(Scene(reduced)), scale: scale)
                    b = PNGRenderer.canvas(Self.withoutDashes(Scene(full)), scale: scale)
                }
                #expect(Self.differing(a, b) == 0, "\(name) at \(scale)x")
            }
        }
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
