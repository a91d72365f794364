import Foundation
import Testing
import Plotline
import PlotlineScene
import PlotlineSVGTestSupport
import PlotlineSVG

/// A point's symbol written as a view (issue 32): `.symbol { Circle().strokeBorder(lineWidth: 2).frame(width: 8) }`
/// and `.symbol(Circle().strokeBorder(lineWidth: 2))` draw that view on each point, in the point's color,
/// rather than Plotline's own filled circle; read back from the scene and the SVG.
@Suite struct SwiftChartsViewSymbolTests {
    struct Reading { var hour: Int; var bpm: Double }
    static let readings = [Reading(hour: 6, bpm: 58), Reading(hour: 9, bpm: 74), Reading(hour: 12, bpm: 81),
                           Reading(hour: 15, bpm: 69)]

    /// The diameter of the circle of Plotline's default symbol area: what a symbol's view is offered.
    static let side = 2 * (Theme.light.symbolSize / Double.pi).squareRoot()

    static func vertices(_ scene: Scene) throws -> [(x: Double, y: Double)] {
        let line = try #require(scene.shapes.first { $0.classes.hasPrefix("mark line") && !$0.classes.contains("symbol") })
        guard case .path(let path) = line.geometry else { return [] }
        return path.elements.compactMap {
            switch $0 {
            case .move(let x, let y), .line(let x, let y): (x, y)
            default: nil
            }
        }
    }

    @Test func aRingOnEveryPointOfALine() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Heart rate", r.bpm))
                .foregroundStyle(.red)
                .symbol {
                    Circle()
                        .strokeBorder(lineWidth: 2)
                        .frame(width: 8, height: 8)
                }
        }
        let scene = Scene(try chart.resolve())
        let points = try Self.vertices(scene)
        #expect(points.count == 4)
        // (A line in its author's color marks its shapes "own", to keep that color in every theme.)
        let rings = scene.shapes.filter { $0.classes.hasPrefix("view-shape circle outline") }
        #expect(rings.count == 4)
        // No filled symbol: the view draws only its outline.
        #expect(!scene.shapes.contains { $0.classes.contains("line-symbol") })
        #expect(!scene.shapes.contains { $0.classes.hasPrefix("view-shape circle") && !$0.classes.contains("outline") })
        for (ring, point) in zip(rings, points) {
            guard case .circle(let cx, let cy, let r) = ring.geometry else { Issue.record("a ring is a circle"); continue }
            // Centred on the point; 8 points across, its 2-point outline inside that edge.
            #expect(abs(cx - point.x) < 1e-9 && abs(cy - point.y) < 1e-9)
            #expect(abs(r - 3) < 1e-9)
            #expect(ring.stroke?.width == 2)
            #expect(ring.stroke?.color == Color.red)
            #expect(ring.fill == nil)
        }
        // Each symbol is one mark to the SVG: a group with the mark's classes around the ring.
        let svg = try ParsedSVG(chart.svg())
        #expect(svg.elements("g", classes: "line-symbol", "view-symbol").count == 4)
        #expect(svg.elements("circle", classes: "view-shape", "outline").count == 4)
        #expect(svg.elements("circle", classes: "view-shape", "outline").allSatisfy { $0.value("fill") == "none" || $0.value("fill") == nil })
    }

    @Test func aShapeAsAPointsSymbolTakesTheSymbolsSizeAndTheSeriesColor() throws {
        struct Sample { var x: Double; var y: Double; var kind: String }
        let samples = [Sample(x: 1, y: 2, kind: "A"), Sample(x: 2, y: 3, kind: "A"), Sample(x: 3, y: 1, kind: "B")]
        let chart = Chart(samples, id: \.x) { s in
            PointMark(x: .value("X", s.x), y: .value("Y", s.y))
                .foregroundStyle(by: .value("Kind", s.kind))
                .symbol(Circle().strokeBorder(lineWidth: 2))
        }
        let resolved = try chart.resolve()
        let scene = Scene(resolved)
        // The points' rings, not the legend's (its swatches draw the view too, below the plot area).
        let rings = scene.shapes.filter { ring in
            guard ring.classes == "view-shape circle outline", case .circle(_, let cy, _) = ring.geometry else { return false }
            return cy <= scene.plotArea.maxY
        }
        #expect(rings.count == 3)
        for ring in rings {
            guard case .circle(_, _, let r) = ring.geometry else { Issue.record("a ring is a circle"); continue }
            // Offered the default symbol's circle, drawn 1 point inside it.
            #expect(abs(r - (Self.side / 2 - 1)) < 1e-9)
        }
        // Each ring in its series' color, as Plotline's own symbol would be.
        #expect(rings.map(\.stroke?.color) == [Theme.light.color(forSeries: 0), Theme.light.color(forSeries: 0),
                                               Theme.light.color(forSeries: 1)])
        // The view is kept in the spec, and its shape still names the mark's symbol.
        #expect(chart.spec.marks[0].style?.symbol == .circle)
        #expect(chart.spec.marks[0].style?.symbolView != nil)
    }

    @Test func aFramedSquareInItsOwnColor() throws {
        let chart = Chart(Self.readings, id: \.hour) { r in
            PointMark(x: .value("Hour", r.hour), y: .value("Heart rate", r.bpm))
                .symbol {
                    Rectangle()
                        .fill(.orange)
                        .frame(width: 6, height: 6)
                }
        }
        let scene = Scene(try chart.resolve())
        let squares = scene.shapes.filter { $0.classes == "view-shape rectangle" }
        #expect(squares.count == 4)
        let groups = scene.nodes.flatMap(Self.groups).filter { $0.classes.contains("view-symbol") }
        #expect(groups.count == 4)
        #expect(groups.map { $0.attributes.first { $0.0 == "data-x" }?.1 } == ["6", "9", "12", "15"])
        for square in squares {
            guard case .rect(let r, _) = square.geometry else { Issue.record("a square is a rect"); continue }
            #expect(r.width == 6 && r.height == 6)
            #expect(square.fill == Color.orange)
        }
    }

    static func groups(_ node: SceneNode) -> [SceneGroup] {
        guard case .group(let g) = node else { return [] }
        return [g] + g.children.flatMap(groups)
    }
}
