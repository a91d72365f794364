import Foundation
import Testing
import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// The rasterizer's coverage is the exact area under each pixel (B1 depends on crisp, honest marks).
@Suite struct RasterizerTests {
    static func polygon(_ points: [(Double, Double)]) -> FlatPath {
        var path = FlatPath()
        path.addContour(points.map { Point($0.0, $0.1) })
        return path
    }

    static func total(_ coverage: [Float]) -> Double { coverage.reduce(0) { $0 + Double($1) } }

    /// One 8-bit step of tolerance.
    static let step: Float = 1.5 / 255

    @Test func halfCoveredPixel() {
        // The left half of the pixel.
        let left = Rasterizer.coverage(of: Self.polygon([(0, 0), (0.5, 0), (0.5, 1), (0, 1)]), width: 1, height: 1)
        #expect(abs(left[0] - 0.5) <= Self.step)
        // A diagonal cuts it in half too.
        let diagonal = Rasterizer.coverage(of: Self.polygon([(0, 0), (1, 0), (0, 1)]), width: 1, height: 1)
        #expect(abs(diagonal[0] - 0.5) <= Self.step)
        // A quarter, from a shape mostly outside the canvas.
        let quarter = Rasterizer.coverage(of: Self.polygon([(-5, -5), (0.5, -5), (0.5, 0.5), (-5, 0.5)]), width: 1, height: 1)
        #expect(abs(quarter[0] - 0.25) <= Self.step)
    }

    @Test func slantedEdgeAcrossManyPixels() {
        // A triangle of area 8 x 2 / 2 = 8 spread over many partly covered pixels.
        let coverage = Rasterizer.coverage(of: Self.polygon([(0.3, 0.2), (8.3, 0.2), (8.3, 2.2)]), width: 10, height: 4)
        #expect(abs(Self.total(coverage) - 8) < 0.02)
    }

    @Test func nonZeroAndEvenOdd() {
        // Two nested squares wound the same way: filled under non-zero, a hole under even-odd.
        var path = Self.polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
        path.addContour([Point(3, 3), Point(7, 3), Point(7, 7), Point(3, 7)])
        let nonZero = Rasterizer.coverage(of: path, rule: .nonZero, width: 10, height: 10)
        let evenOdd = Rasterizer.coverage(of: path, rule: .evenOdd, width: 10, height: 10)
        #expect(abs(Self.total(nonZero) - 100) < 0.01)
        #expect(abs(Self.total(evenOdd) - 84) < 0.01)
        #expect(evenOdd[5 * 10 + 5] == 0 && nonZero[5 * 10 + 5] == 1)
    }

    @Test func onePixelLine() {
        // A 1 px line on a pixel row's center fills exactly that row.
        let stroke = Stroker(halfWidth: 0.5, join: .miter, cap: .butt)
        let outline = stroke.stroke([Polyline(points: [Point(2, 5.5), Point(8, 5.5)], closed: false)], dash: [])
        let coverage = Rasterizer.coverage(of: outline, width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let expected: Float = (y == 5 && (2..<8).contains(x)) ? 1 : 0
                #expect(abs(coverage[y * 10 + x] - expected) <= Self.step, "pixel \(x), \(y)")
            }
        }
        // On a pixel boundary it spreads half over each of two rows.
        let between = stroke.stroke([Polyline(points: [Point(2, 5), Point(8, 5)], closed: false)], dash: [])
        let split = Rasterizer.coverage(of: between, width: 10, height: 10)
        #expect(abs(split[4 * 10 + 4] - 0.5) <= Self.step && abs(split[5 * 10 + 4] - 0.5) <= Self.step)
        #expect(abs(Self.total(split) - 6) < 0.05)
    }

    @Test func dashedStroke() {
        // Dashes of 4 and gaps of 2 along a 1 px line: on, on, on, on, off, off, ...
        let stroke = Stroker(halfWidth: 0.5, join: .miter, cap: .butt)
        let outline = stroke.stroke([Polyline(points: [Point(0, 0.5), Point(20, 0.5)], closed: false)], dash: [4, 2])
        let coverage = Rasterizer.coverage(of: outline, width: 20, height: 1)
        for x in 0..<20 {
            let expected: Float = x % 6 < 4 ? 1 : 0
            #expect(abs(coverage[x] - expected) <= Self.step, "pixel \(x)")
        }
        // An odd-length pattern repeats to an even one; a pattern of zeros is a solid line.
        #expect(Stroker.dashPattern([3]) == [3, 3])
        #expect(Stroker.dashPattern([0, 0]) == nil)
        #expect(Stroker.dashPattern([2, -1]) == nil)
        // Square caps lengthen each dash by half the width at both ends.
        let capped = Stroker(halfWidth: 0.5, join: .miter, cap: .square)
            .stroke([Polyline(points: [Point(0.5, 0.5), Point(15.5, 0.5)], closed: false)], dash: [3, 3])
        #expect(abs(Self.total(Rasterizer.coverage(of: capped, width: 20, height: 1)) - 3 * 4) < 0.05)
    }

    @Test(arguments: [(1.0, 1), (5.0, 5), (-1.0, 5)])
    func dashPhaseStartsPartWayIntoThePattern(phase: Double, shift: Int) {
        // As SVG's stroke-dashoffset: a phase of 1 into "4 on, 2 off" starts with 3 on; 5 starts with 1 off;
        // -1 counts back from the end, starting with 1 off. Every pixel is the unshifted pattern's pixel + shift.
        let stroke = Stroker(halfWidth: 0.5, join: .miter, cap: .butt, dashPhase: phase)
        let outline = stroke.stroke([Polyline(points: [Point(0, 0.5), Point(20, 0.5)], closed: false)], dash: [4, 2])
        let coverage = Rasterizer.coverage(of: outline, width: 20, height: 1)
        for x in 0..<20 {
            let expected: Float = ((x + shift) % 6 + 6) % 6 < 4 ? 1 : 0
            #expect(abs(coverage[x] - expected) <= Self.step, "pixel \(x)")
        }
    }

    @Test(arguments: [3.0, 10.0, 40.5])
    func circleArea(radius: Double) {
        let size = Int(2 * radius + 4)
        var path = FlatPath()
        path.addContour(Flatten.circle(cx: Double(size) / 2 + 0.3, cy: Double(size) / 2 - 0.2, r: radius))
        let area = Self.total(Rasterizer.coverage(of: path, width: size, height: size))
        #expect(abs(area - Double.pi * radius * radius) / (Double.pi * radius * radius) < 0.01)
        // The circle the scene draws (a point symbol) is the same.
        let lines = Geometry.polylines(.circle(cx: radius / 2 + 1, cy: radius / 2 + 1, r: radius / 2), scale: 2)
        let scene = Self.total(Rasterizer.coverage(of: Geometry.fillPath(lines), width: 20 + size, height: 20 + size))
        #expect(abs(scene - Double.pi * radius * radius) / (Double.pi * radius * radius) < 0.01)
    }

    @Test func joinsAndCapsCoverTheirArea() {
        // An L of two 10 px legs, 2 px wide, with a miter join: the corner square is filled once.
        let legs = [Polyline(points: [Point(2, 2), Point(12, 2), Point(12, 12)], closed: false)]
        func area(_ join: Stroke.LineJoin, _ cap: Stroke.LineCap) -> Double {
            let outline = Stroker(halfWidth: 1, join: join, cap: cap).stroke(legs, dash: [])
            return Self.total(Rasterizer.coverage(of: outline, width: 16, height: 16))
        }
        // Butt caps: two 10 x 2 rectangles overlapping in a 1 x 1 square, plus the outer 1 x 1 corner.
        #expect(abs(area(.miter, .butt) - 40) < 0.05)
        #expect(abs(area(.bevel, .butt) - 39.5) < 0.05)
        #expect(abs(area(.round, .butt) - (39 + Double.pi / 4)) < 0.05)
        // Square caps add 1 x 2 at each end; round caps a half disc of radius 1.
        #expect(abs(area(.miter, .square) - 44) < 0.05)
        #expect(abs(area(.miter, .round) - (40 + Double.pi)) < 0.05)
        // A closed square outline: the ring between 1 px inside and outside.
        let ring = Stroker(halfWidth: 1, join: .miter, cap: .butt)
            .stroke([Polyline(points: [Point(3, 3), Point(13, 3), Point(13, 13), Point(3, 13)], closed: true)], dash: [])
        #expect(abs(Self.total(Rasterizer.coverage(of: ring, width: 16, height: 16)) - (144 - 64)) < 0.05)
    }

    @Test func sharpTurnsFallBackToBevel() {
        // A hairpin: the miter would be endless, so it is cut (limit 4), and nothing pokes out far.
        let outline = Stroker(halfWidth: 1, join: .miter, cap: .butt)
            .stroke([Polyline(points: [Point(2, 5), Point(12, 5), Point(2, 5.5)], closed: false)], dash: [])
        let coverage = Rasterizer.coverage(of: outline, width: 20, height: 10)
        for y in 0..<10 { #expect(coverage[y * 20 + 15] == 0) }
    }

    @Test func clippingToThePlotArea() {
        var canvas = Canvas(width: 10, height: 10)
        var rasterizer = Rasterizer()
        let square = Self.polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
        rasterizer.fill(square, rule: .nonZero, color: Paint(Color(hex: 0x000000)),
                        clip: ClipRect(x0: 2.5, y0: 2, x1: 6, y1: 8), canvas: &canvas)
        let alpha = Swift.stride(from: 3, to: canvas.pixels.count, by: 4).map { Double(canvas.pixels[$0]) / 255 }
        #expect(abs(alpha.reduce(0, +) - 3.5 * 6) < 0.05)
        #expect(abs(alpha[5 * 10 + 2] - 0.5) < 0.01 && alpha[5 * 10 + 1] == 0 && alpha[5 * 10 + 6] == 0)
    }

    @Test func translucentPaintComposites() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.fill(Color(hex: 0xffffff))
        var rasterizer = Rasterizer()
        rasterizer.fill(Self.polygon([(0, 0), (2, 0), (2, 1), (0, 1)]), rule: .nonZero,
                        color: Paint(Color(hex: 0x000000).opacity(0.5)), clip: nil, canvas: &canvas)
        #expect(canvas.pixels[0] == 128 && canvas.pixels[3] == 255)
    }

    @Test func degenerateInputDrawsNothing() {
        let nan = Self.polygon([(.nan, 0), (1, .infinity), (0, 1)])
        #expect(Self.total(Rasterizer.coverage(of: nan, width: 4, height: 4)) == 0)
        let far = Self.polygon([(1e300, 1e300), (2e300, 1e300), (2e300, 2e300)])
        #expect(Self.total(Rasterizer.coverage(of: far, width: 4, height: 4)) == 0)
        let huge = Self.polygon([(-1e12, -1e12), (1e12, -1e12), (1e12, 1e12), (-1e12, 1e12)])
        #expect(abs(Self.total(Rasterizer.coverage(of: huge, width: 4, height: 4)) - 16) < 0.01)
    }
}
