import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG
import PlotlinePNG
@testable import ScenePNG

/// SwiftUI's `Path` and `Shape` as chart code uses them (issue 32): a crosshair drawn with `Path` in a chart
/// overlay at the proxy's position, a line drawn between two values, an app's own `Shape` as a point's symbol,
/// and the geometry of arcs, curves and ellipses, read back from the scene, the SVG and the PNG's pixels.
@Suite struct SwiftChartsPathTests {
    struct Reading: Identifiable { var id: Int { day }; var day: Int; var steps: Double }
    static let readings = [Reading(day: 1, steps: 4_200), Reading(day: 2, steps: 7_900), Reading(day: 3, steps: 6_100),
                           Reading(day: 4, steps: 9_300), Reading(day: 5, steps: 5_500)]

    /// The points of a scene path (curves by their end points).
    static func points(_ geometry: SceneShape.Geometry) -> [(x: Double, y: Double)] {
        guard case .path(let path) = geometry else { return [] }
        return path.elements.compactMap {
            switch $0 {
            case .move(let x, let y), .line(let x, let y), .cubic(_, _, _, _, let x, let y): (x, y)
            case .close: nil
            }
        }
    }

    static func circles(_ scene: Scene) -> [(cx: Double, cy: Double)] {
        scene.shapes.filter { $0.classes.hasPrefix("mark point") || $0.classes.hasPrefix("mark symbol") }.compactMap {
            if case .circle(let cx, let cy, _) = $0.geometry { return (cx, cy) }
            return nil
        }
    }

    @Test func aCrosshairPathStandsAtTheSelectedValue() throws {
        @State var selectedDay: Int? = 4
        let chart = Chart(Self.readings) { reading in
            PointMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let selectedDay, let x = proxy.position(forX: selectedDay) {
                    let origin = geometry[proxy.plotFrame!].origin
                    Path { path in
                        path.move(to: CGPoint(x: origin.x + x, y: origin.y))
                        path.addLine(to: CGPoint(x: origin.x + x, y: origin.y + geometry[proxy.plotFrame!].height))
                    }
                    .stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let lines = scene.shapes.filter { $0.classes == "view-shape path outline" }
        try #require(lines.count == 1)
        let ends = Self.points(lines[0].geometry)
        #expect(ends.count == 2)
        // The line stands on the fourth day's point, from the top of the plot area to its bottom.
        let dots = Self.circles(scene)
        try #require(dots.count == 5)
        #expect(abs(ends[0].x - dots[3].cx) < 0.001 && abs(ends[1].x - dots[3].cx) < 0.001)
        #expect(abs(ends[0].y - scene.plotArea.y) < 0.001)
        #expect(abs(ends[1].y - scene.plotArea.maxY) < 0.001)
        #expect(lines[0].stroke?.dash == [4, 2])
        #expect(lines[0].fill == nil)
        // The SVG draws it as a dashed path and nothing else for it.
        let svg = try ParsedSVG(chart.svg())
        let drawn = svg.elements("path", classes: "view-shape", "path", "outline")
        #expect(drawn.count == 1)
        #expect(drawn.first?.attributes["stroke-dasharray"] == "4 2" || drawn.first?.attributes["stroke-dasharray"] == "4,2")
    }

    /// A path through the points of two values, as overlay code draws a trend between two readings.
    @Test func aPathBetweenTwoValuesJoinsTheirPoints() throws {
        let chart = Chart(Self.readings) { reading in
            PointMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotFrame!]
                if let start = proxy.position(for: (x: 1, y: 4_200.0)), let end = proxy.position(for: (x: 5, y: 5_500.0)) {
                    Path { path in
                        path.move(to: CGPoint(x: frame.origin.x + start.x, y: frame.origin.y + start.y))
                        path.addLine(to: CGPoint(x: frame.origin.x + end.x, y: frame.origin.y + end.y))
                    }
                    .stroke(.red, lineWidth: 2)
                }
            }
        }
        let scene = Scene(try chart.resolve())
        let line = try #require(scene.shapes.first { $0.classes == "view-shape path outline" })
        let dots = Self.circles(scene)
        let ends = Self.points(line.geometry)
        try #require(ends.count == 2 && dots.count == 5)
        #expect(abs(ends[0].x - dots[0].cx) < 0.001 && abs(ends[0].y - dots[0].cy) < 0.001)
        #expect(abs(ends[1].x - dots[4].cx) < 0.001 && abs(ends[1].y - dots[4].cy) < 0.001)
        #expect(line.stroke?.width == 2)
        #expect(line.stroke?.color.hex == "#ff3b30")
    }

    /// An app's own shape, stretched from its `path(in:)` to the frame it is given.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    @Test func anAppsOwnShapeIsDrawnAsAPointsSymbol() throws {
        let chart = Chart(Self.readings) { reading in
            PointMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
                .symbol {
                    Triangle().fill(.orange).frame(width: 10, height: 8)
                }
        }
        .frame(width: 400, height: 240)
        let scene = Scene(try chart.resolve())
        let triangles = scene.shapes.filter { $0.classes == "view-shape path" }
        try #require(triangles.count == 5)
        for triangle in triangles {
            let corners = Self.points(triangle.geometry)
            try #require(corners.count == 3)
            // Centred on its point: the apex 4 above the centre, the base 4 below, 10 wide.
            let box = triangle.geometry.bounds
            #expect(abs(box.width - 10) < 0.001 && abs(box.height - 8) < 0.001)
            #expect(abs(corners[0].x - (box.x + 5)) < 0.001 && abs(corners[0].y - box.y) < 0.001)
            #expect(abs(corners[1].x - box.maxX) < 0.001 && abs(corners[1].y - box.maxY) < 0.001)
            #expect(triangle.fill?.hex == "#ff9500")
        }
        // The PNG fills the triangle's inside and leaves the corners beside its apex empty.
        let png = try #require(PNGDecoder.decode(try chart.png()))
        let box = triangles[0].geometry.bounds
        func pixel(_ x: Double, _ y: Double) -> [Int] {
            let i = (Int(y) * png.width + Int(x)) * 4
            return png.rgba[i..<i + 4].map(Int.init)
        }
        let inside = pixel(box.x + 5, box.y + 6)
        #expect(inside[0] > 230 && inside[1] > 120 && inside[1] < 170 && inside[2] < 40)
        let corner = pixel(box.x + 0.5, box.y + 0.5)
        #expect(corner[2] > 200)
    }

    @Test func arcsCurvesAndEllipsesKeepTheirGeometry() throws {
        // A quarter arc with growing angles turns clockwise on screen: from the right to the bottom.
        var arc = Path()
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90),
                   clockwise: false)
        #expect(arc.currentPoint.map { abs($0.x - 50) < 1e-9 && abs($0.y - 70) < 1e-9 } == true)
        // The other way round, the same angles take three quarters: from the right over the top to the bottom.
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .degrees(0), endAngle: .degrees(90),
                    clockwise: true)
        #expect(abs(long.boundingRect.minY - 30) < 1 && abs(long.boundingRect.minX - 30) < 1)
        #expect(abs(arc.boundingRect.minY - 50) < 1e-9 && abs(arc.boundingRect.minX - 50) < 1)
        // Drawn, the arc's curve keeps to the circle (a quarter turn in one cubic curve errs by 0.03%).
        let chart = Chart(Self.readings) { reading in
            PointMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
        }
        .chartOverlay { _ in arc.stroke(.black, lineWidth: 1) }
        let drawn = try #require(Scene(try chart.resolve()).shapes.first { $0.classes == "view-shape path outline" })
        guard case .path(let scenePath) = drawn.geometry else { Issue.record("not a path"); return }
        var from = (x: 0.0, y: 0.0)
        var curves = 0
        for element in scenePath.elements {
            switch element {
            case .move(let x, let y): from = (x, y)
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                    let u = 1 - t
                    let px = u * u * u * from.x + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * x
                    let py = u * u * u * from.y + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * y
                    #expect(abs(hypot(px - 50, py - 50) - 20) < 0.01)
                }
                from = (x, y)
                curves += 1
            default: break
            }
        }
        #expect(curves == 1)
        // A quadratic curve is kept as the cubic that draws it: its middle passes half way to the control.
        var quad = Path()
        quad.move(to: CGPoint(x: 0, y: 0))
        quad.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        #expect(quad.boundingRect.height > 13 && quad.boundingRect.height < 14)
        // A line with no pen starts the path; a closed subpath returns the pen to its start.
        var lines = Path()
        lines.addLine(to: CGPoint(x: 3, y: 4))
        lines.addLine(to: CGPoint(x: 9, y: 4))
        lines.closeSubpath()
        #expect(lines.currentPoint == CGPoint(x: 3, y: 4))
        #expect(Path().isEmpty && Path().boundingRect.isNull)
        // An ellipse fills its rectangle exactly.
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 60, height: 30))
        #expect(ellipse.boundingRect.minX == 10 && ellipse.boundingRect.maxX == 70)
        #expect(abs(ellipse.boundingRect.minY - 20) < 1e-9 && abs(ellipse.boundingRect.maxY - 50) < 1e-9)
    }
}
