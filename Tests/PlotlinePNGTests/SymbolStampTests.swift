import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// Point symbols are filled by stamping masks made once per outline and subpixel position (SymbolStamps).
/// These tests compare the stamped picture with the one made by filling every symbol as a path.
@Suite struct SymbolStampTests {
    /// `count` points in `series` series (one symbol shape each), normally distributed, deterministic.
    static func points(_ count: Int, series: Int, size: Double? = nil) -> ChartSpec {
        var state: UInt64 = 5
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        var x = [Double](), y = [Double](), s = [String?]()
        for i in 0..<count {
            let r = (-2 * log(next())).squareRoot(), t = 2 * Double.pi * next()
            x.append(r * cos(t))
            y.append(0.6 * r * cos(t) + 0.8 * r * sin(t))
            s.append("s\(i % series)")
        }
        let table = try! DataTable(columns: [Column(name: "x", values: .numbers(x)), Column(name: "y", values: .numbers(y)),
                                             Column(name: "s", values: .categories(s))])
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: "x", type: .number),
                                                 .y: EncodingSpec(field: "y", type: .number)]
        if series > 1 { channels[.symbol] = EncodingSpec(field: "s", type: .category) }
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: .point, channels: channels,
                                                                   style: MarkStyle(symbolSize: size))])
        spec.width = 400
        spec.height = 250
        return spec
    }

    /// The largest difference of any channel of any pixel, and how many pixels differ at all.
    static func compare(_ spec: ChartSpec, scale: Double) throws -> (worst: Int, differing: Int, inked: Int) {
        let scene = Scene(try ChartResolver.resolve(spec, baseDirectory: nil))
        let a = PNGRenderer.canvas(scene, scale: scale), b = PNGRenderer.canvas(scene, scale: scale, stamping: false)
        var worst = 0, differing = 0, inked = 0
        for p in stride(from: 0, to: a.pixels.count, by: 4) {
            let d = (0..<4).map { abs(Int(a.pixels[p + $0]) - Int(b.pixels[p + $0])) }.max()!
            worst = max(worst, d)
            if d > 0 { differing += 1 }
            if b.pixels[p] != 255 || b.pixels[p + 1] != 255 || b.pixels[p + 2] != 255 { inked += 1 }
        }
        return (worst, differing, inked)
    }

    /// Every symbol shape (circles and polygons), at 1x, 2x and a fractional scale, overlapping densely.
    @Test(arguments: [1.0, 2.0, 1.5])
    func stampedSymbolsMatchFilledOnes(scale: Double) throws {
        let result = try Self.compare(Self.points(4_000, series: SymbolShape.seriesOrder.count), scale: scale)
        print("scale \(scale): \(result.differing) of \(result.inked) inked pixels differ, by at most \(result.worst)/255")
        #expect(result.worst <= 2)
        #expect(result.inked > 10_000)
    }

    /// Large symbols (over the stamp size) are filled as paths: the same bytes.
    @Test func largeSymbolsAreFilledAsPaths() throws {
        let result = try Self.compare(Self.points(50, series: 1, size: 4_000), scale: 2)
        #expect(result.worst == 0)
        #expect(result.inked > 10_000)
        var stamps = SymbolStamps(), rasterizer = Rasterizer(), canvas = Canvas(width: 200, height: 200)
        let paint = Paint(Color(red: 0, green: 0, blue: 1))
        #expect(!stamps.fill(.circle(cx: 100, cy: 100, r: 30), scale: 1, color: paint, clip: nil,
                             rasterizer: &rasterizer, canvas: &canvas))
        #expect(stamps.fill(.circle(cx: 100, cy: 100, r: 3), scale: 1, color: paint, clip: nil,
                            rasterizer: &rasterizer, canvas: &canvas))
        // Partly outside the clip: filled as a path, so the clip's partial pixels stay exact.
        #expect(!stamps.fill(.circle(cx: 100, cy: 100, r: 3), scale: 1, color: paint,
                             clip: ClipRect(x0: 100, y0: 0, x1: 200, y1: 200), rasterizer: &rasterizer, canvas: &canvas))
    }
}
