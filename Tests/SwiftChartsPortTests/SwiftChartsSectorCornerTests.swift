import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Sectors with rounded corners, as Swift Charts' documentation writes a donut and a pie
/// (`SectorMark(angle:innerRadius:angularInset:).cornerRadius(5)`): each slice's corners are arcs of the
/// radius asked, clamped to what the slice allows. Read back from the SVG: the points of each slice's path,
/// measured from the circle's centre.
@Suite struct SwiftChartsSectorCornerTests {
    struct Category: Identifiable {
        var name: String
        var gigabytes: Double
        var id: String { name }
    }

    static let storage = [Category(name: "Apps", gigabytes: 40), Category(name: "Photos", gigabytes: 30),
                          Category(name: "Music", gigabytes: 20), Category(name: "System", gigabytes: 10)]

    /// The end points of a path's steps (`M`, `L`, and each `C`'s last point), read from its `d`.
    static func points(_ d: String) -> [(x: Double, y: Double)] {
        var result: [(x: Double, y: Double)] = []
        var command: Character = "M"
        var numbers: [Double] = []
        func flush() {
            switch command {
            case "M", "L": if numbers.count >= 2 { result.append((numbers[0], numbers[1])) }
            case "C": if numbers.count >= 6 { result.append((numbers[4], numbers[5])) }
            default: break
            }
            numbers = []
        }
        var token = ""
        for ch in d {
            if ch.isLetter && ch != "e" {
                if !token.isEmpty { numbers.append(Double(token)!); token = "" }
                flush()
                command = ch
            } else if ch == "," || ch == " " {
                if !token.isEmpty { numbers.append(Double(token)!); token = "" }
            } else if ch == "-" && !token.isEmpty && !token.hasSuffix("e") {
                numbers.append(Double(token)!)
                token = "-"
            } else {
                token.append(ch)
            }
        }
        if !token.isEmpty { numbers.append(Double(token)!) }
        flush()
        return result
    }

    /// Each slice's path, and the circle the slices are drawn in.
    static func slices(_ chart: Chart) throws -> (paths: [[(x: Double, y: Double)]], cx: Double, cy: Double, radius: Double) {
        let scene = Scene(try chart.resolve())
        let svg = try ParsedSVG(SVGRenderer.render(scene))
        let paths = svg.elements("path", classes: "mark", "sector").map { points($0.value("d") ?? "") }
        let area = scene.plotArea
        return (paths, area.x + area.width / 2, area.y + area.height / 2, min(area.width, area.height) / 2 - 2)
    }

    static func distance(_ p: (x: Double, y: Double), _ cx: Double, _ cy: Double) -> Double {
        ((p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy)).squareRoot()
    }

    @Test func aDonutsSlicesHaveRoundedCornersOfTheRadiusAsked() throws {
        let chart = Chart(Self.storage) { category in
            SectorMark(angle: .value("Size", category.gigabytes), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Category", category.name))
        }
        .frame(width: 320, height: 320)
        let (paths, cx, cy, radius) = try Self.slices(chart)
        #expect(paths.count == 4)
        let inner = 0.618 * radius, corner = 5.0
        // A corner's circle touches the outer arc from inside (its centre R - 5 out) and the slice's edge: the
        // edge leaves the corner √((R - 5)² - 5²) from the centre; at the inner arc, √((r + 5)² - 5²).
        let outerEdge = ((radius - corner) * (radius - corner) - corner * corner).squareRoot()
        let innerEdge = ((inner + corner) * (inner + corner) - corner * corner).squareRoot()
        for path in paths {
            let distances = path.map { Self.distance($0, cx, cy) }
            #expect(abs(distances[0] - outerEdge) < 0.02)
            // Sharp corners would start on the outer circle itself.
            #expect(radius - distances[0] > 0.1)
            #expect(distances.contains { abs($0 - innerEdge) < 0.02 })
            // Nothing reaches past the outer circle or inside the inner one.
            #expect(distances.allSatisfy { $0 <= radius + 0.02 && $0 >= inner - 0.02 })
            // The outer arc is still there between the corners, and the inner one.
            #expect(distances.contains { abs($0 - radius) < 0.02 })
            #expect(distances.contains { abs($0 - inner) < 0.02 })
        }
    }

    @Test func aPiesCornersAreRoundedOnItsOuterEdgeAndItsPointStaysAtTheCentre() throws {
        let chart = Chart(Self.storage) { category in
            SectorMark(angle: .value("Size", category.gigabytes), angularInset: 2)
                .cornerRadius(8)
                .foregroundStyle(by: .value("Category", category.name))
        }
        .frame(width: 300, height: 300)
        let (paths, cx, cy, radius) = try Self.slices(chart)
        #expect(paths.count == 4)
        let outerEdge = ((radius - 8) * (radius - 8) - 64).squareRoot()
        for path in paths {
            #expect(abs(Self.distance(path[0], cx, cy) - outerEdge) < 0.02)
            // The last step before closing is the point at the centre.
            #expect(Self.distance(path[path.count - 1], cx, cy) < 0.01)
        }
    }

    @Test func aRadiusLargerThanTheRingIsClampedToHalfItsThickness() throws {
        let chart = Chart(Self.storage) { category in
            SectorMark(angle: .value("Size", category.gigabytes), innerRadius: .ratio(0.8))
                .cornerRadius(100)
                .foregroundStyle(by: .value("Category", category.name))
        }
        .frame(width: 320, height: 320)
        let (paths, cx, cy, radius) = try Self.slices(chart)
        let corner = (radius - 0.8 * radius) / 2
        let outerEdge = ((radius - corner) * (radius - corner) - corner * corner).squareRoot()
        // The largest slice (Apps, 40 %) is wide enough that its ring's thickness is what limits the corner.
        #expect(abs(Self.distance(paths[0][0], cx, cy) - outerEdge) < 0.02)
        for path in paths {
            #expect(path.allSatisfy { Self.distance($0, cx, cy) <= radius + 0.02 })
            #expect(path.allSatisfy { Self.distance($0, cx, cy) >= 0.8 * radius - 0.02 })
        }
    }

    @Test func withoutACornerRadiusTheSlicesKeepTheirSharpCorners() throws {
        let chart = Chart(Self.storage) { category in
            SectorMark(angle: .value("Size", category.gigabytes), innerRadius: .ratio(0.618), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", category.name))
        }
        .frame(width: 320, height: 320)
        let (paths, cx, cy, radius) = try Self.slices(chart)
        for path in paths { #expect(abs(Self.distance(path[0], cx, cy) - radius) < 0.02) }
    }
}
