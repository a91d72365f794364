import Foundation
import Testing
import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// The union filler inks each point once, however many pieces cover it, so a line that doubles back over
/// itself draws the same pixels as one that does not (the M4 reduction depends on it).
@Suite struct UnionFillerTests {
    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, into path: inout FlatPath) {
        path.addContour([Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)])
    }

    static func line(_ points: [(Double, Double)]) -> [Polyline] {
        [Polyline(points: points.map { Point($0.0, $0.1) }, closed: false)]
    }

    @Test func overlappingPiecesCountOnce() {
        // The same left half of a pixel, twice: the areas add up to a whole pixel, the union is a half.
        var path = FlatPath()
        Self.rect(0, 0, 0.5, 1, into: &path)
        Self.rect(0, 0, 0.5, 1, into: &path)
        #expect(abs(UnionFiller.coverage(of: path, width: 1, height: 1)[0] - 0.5) <= 1 / 255)
        #expect(Rasterizer.coverage(of: path, width: 1, height: 1)[0] > 0.99)
        // Two halves that overlap by a quarter: the union covers three quarters.
        var shifted = FlatPath()
        Self.rect(0, 0, 0.5, 1, into: &shifted)
        Self.rect(0.25, 0, 0.75, 1, into: &shifted)
        #expect(abs(UnionFiller.coverage(of: shifted, width: 1, height: 1)[0] - 0.75) <= 1 / 255)
    }

    @Test func coverageIsExactAlongXAndWithinASixteenthAlongY() {
        var path = FlatPath()
        Self.rect(0.3, 0, 2.6, 1, into: &path)
        let across = UnionFiller.coverage(of: path, width: 3, height: 1)
        #expect(abs(across[0] - 0.7) <= 1 / 255 && across[1] == 1 && abs(across[2] - 0.6) <= 1 / 255)
        var low = FlatPath()
        Self.rect(0, 0.3, 1, 2, into: &low)
        let down = UnionFiller.coverage(of: low, width: 1, height: 2)
        #expect(abs(down[0] - 0.7) <= 1 / 32 + 1 / 255 && down[1] == 1)
        // The triangle's area, 8, within the sampling's error: its horizontal edge, 8 pixels long, may be
        // off by up to half a sixteenth of a pixel.
        var triangle = FlatPath()
        triangle.addContour([Point(0.3, 0.2), Point(8.3, 0.2), Point(8.3, 2.2)])
        let total = UnionFiller.coverage(of: triangle, width: 10, height: 4).reduce(0) { $0 + Double($1) }
        #expect(abs(total - 8) <= 8.0 / 32)
    }

    @Test func discIsSymmetricAndReachesTheRadius() {
        for radius in [0.75, 1.5, 3, 12.5] {
            let disc = Stroker.disc(radius: radius)
            #expect(disc.count % 4 == 0 && disc.count >= 8)
            #expect(disc.map(\.x).max() == radius && disc.map(\.x).min() == -radius)
            #expect(disc.map(\.y).max() == radius && disc.map(\.y).min() == -radius)
            let points = Set(disc)
            for p in disc {
                #expect(points.contains(Point(-p.x, p.y)) || p.x == 0)
                #expect(points.contains(Point(p.x, -p.y)) || p.y == 0)
                #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - radius) < 1e-12)
            }
            // Wound as the rectangles are: a disc over a rectangle's end adds to it, leaving no hole.
            var area = 0.0
            for i in disc.indices {
                let a = disc[i], b = disc[(i + 1) % disc.count]
                area += a.x * b.y - b.x * a.y
            }
            let rect = [Point(0, 1), Point(1, 1), Point(1, -1), Point(0, -1)]
            var rectArea = 0.0
            for i in rect.indices {
                let a = rect[i], b = rect[(i + 1) % rect.count]
                rectArea += a.x * b.y - b.x * a.y
            }
            #expect(area.sign == rectArea.sign)
        }
    }

    /// A round-joined stroke that runs up and down one vertical stretch many times covers the same points
    /// as one pass from its lowest to its highest, entered and left the same way: the same bytes.
    @Test(arguments: [1.0, 1.5, 3.0])
    func lineThatDoublesBackDrawsOnce(width: Double) {
        let stroker = Stroker(halfWidth: width / 2, join: .round, cap: .round)
        let zigzag = Self.line([(2.3, 9.1), (10.4, 5.2), (10.4, 3.05), (10.4, 14.7), (10.4, 4.4), (10.4, 12.9),
                                (10.4, 11.0), (18.6, 8.7)])
        let direct = Self.line([(2.3, 9.1), (10.4, 5.2), (10.4, 3.05), (10.4, 14.7), (10.4, 11.0), (18.6, 8.7)])
        func draw(_ lines: [Polyline]) -> [UInt8] {
            var canvas = Canvas(width: 24, height: 20)
            var filler = UnionFiller()
            filler.fill(stroker.pieces(lines, dash: []), color: Paint(Color(red: 0.1, green: 0.3, blue: 0.8)),
                        clip: nil, canvas: &canvas)
            return canvas.pixels
        }
        let a = draw(zigzag), b = draw(direct)
        #expect(a == b)
        #expect(a.contains { $0 != 0 })
    }

    /// Pieces make the stroke the outline makes: the same ink to within the sampling along y.
    @Test func piecesMatchTheOutline() {
        let stroker = Stroker(halfWidth: 1.5, join: .round, cap: .round)
        let lines = Self.line([(3, 3), (20, 8), (9, 17), (25, 15)])
        let outline = Rasterizer.coverage(of: stroker.stroke(lines, dash: []), width: 30, height: 20)
        let pieces = UnionFiller.coverage(of: stroker.pieces(lines, dash: []), width: 30, height: 20)
        let a = outline.reduce(0) { $0 + Double($1) }, b = pieces.reduce(0) { $0 + Double($1) }
        #expect(abs(a - b) < 0.01 * a)
        let worst = zip(outline, pieces).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < 0.08)
    }

    /// A segment running 1e302 pixels off the canvas still inks its part of it (its direction is found
    /// without squaring the huge length).
    @Test func aHugeSegmentStillInks() {
        let stroker = Stroker(halfWidth: 1, join: .round, cap: .round)
        // Ink in pixels' worth: the line's 2 pixels across, over the 100 rows above its start, plus its cap.
        func ink(_ end: Double) -> Double {
            var canvas = Canvas(width: 200, height: 200)
            var filler = UnionFiller()
            filler.fill(stroker.pieces(Self.line([(100, 100), (101, end)]), dash: []),
                        color: Paint(Color(red: 0, green: 0, blue: 0)), clip: nil, canvas: &canvas)
            return stride(from: 3, to: canvas.pixels.count, by: 4).reduce(0) { $0 + Double(canvas.pixels[$1]) / 255 }
        }
        #expect(abs(ink(-2.5e302) - 201.6) < 2)
        #expect(abs(ink(-2.5e302) - ink(-2_500)) < 1)
    }

    @Test func clipsAndSkipsWhatIsOutside() {
        var path = FlatPath()
        Self.rect(-50, -50, 50, 50, into: &path)
        var canvas = Canvas(width: 4, height: 4)
        var filler = UnionFiller()
        filler.fill(path, color: Paint(Color(red: 0, green: 0, blue: 0)), clip: ClipRect(x0: 1, y0: 1, x1: 2.5, y1: 3),
                    canvas: &canvas)
        let alpha = stride(from: 3, to: canvas.pixels.count, by: 4).map { canvas.pixels[$0] }
        #expect(alpha == [0, 0, 0, 0, 0, 255, 128, 0, 0, 255, 128, 0, 0, 0, 0, 0])
        // Nothing finite, nothing drawn.
        var empty = FlatPath()
        empty.addContour([Point(.nan, 0), Point(1, .infinity), Point(2, 2)])
        var blank = Canvas(width: 4, height: 4)
        filler.fill(empty, color: Paint(Color(red: 0, green: 0, blue: 0)), clip: nil, canvas: &blank)
        #expect(blank.pixels.allSatisfy { $0 == 0 })
    }
}
