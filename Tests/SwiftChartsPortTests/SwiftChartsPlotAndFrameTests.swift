import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Grouped content and the chart's frame as Swift Charts and SwiftUI write them (issue 14): `Plot { }`,
/// modifiers on grouped content, `alignsMarkStylesWithPlotArea`, `mask { }`, and the
/// `frame` forms a chart takes; read back from the SVG.
@Suite struct SwiftChartsPlotAndFrameTests {
    struct Step { var day: Int; var steps: Double; var person: String }
    static let steps = [Step(day: 1, steps: 4_000, person: "Ana"), Step(day: 2, steps: 9_000, person: "Ana"),
                        Step(day: 1, steps: 7_000, person: "Ben"), Step(day: 2, steps: 5_000, person: "Ben")]

    static func size(_ chart: Chart) throws -> (String?, String?) {
        let root = try ParsedSVG(chart.svg()).root
        return (root.value("width"), root.value("height"))
    }

    @Test func plotGroupsMarksAndItsModifiersReachEveryOne() throws {
        let chart = Chart(Self.steps, id: \.day) { s in
            Plot {
                LineMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
                PointMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
            }
            .foregroundStyle(by: .value("Person", s.person))
        }
        // Both marks of each person are split by color: two lines and four points in two colors, one legend.
        #expect(chart.spec.marks.map(\.type) == [.line, .point])
        #expect(chart.spec.marks.allSatisfy { $0.color?.field == "Person" })
        let svg = try ParsedSVG(chart.svg())
        let lines = svg.elements("path", classes: "mark", "line")
        #expect(lines.count == 2 && Set(lines.compactMap { $0.value("stroke") }).count == 2)
        #expect(svg.elements("g", classes: "legend").count == 1)
        // A Plot draws nothing of its own: the same marks written without it give the same picture.
        let flat = Chart(Self.steps, id: \.day) { s in
            LineMark(x: .value("Day", s.day), y: .value("Steps", s.steps)).foregroundStyle(by: .value("Person", s.person))
            PointMark(x: .value("Day", s.day), y: .value("Steps", s.steps)).foregroundStyle(by: .value("Person", s.person))
        }
        #expect(try chart.svg() == flat.svg())
        // Styles and geometry on a group, a mark's own winning: a red group with one blue rule.
        let styled = Chart {
            Plot {
                ForEach(Self.steps.filter { $0.person == "Ana" }, id: \.day) { s in
                    BarMark(x: .value("Day", "Day \(s.day)"), y: .value("Steps", s.steps))
                }
                RuleMark(y: .value("Goal", 8_000)).foregroundStyle(.blue)
            }
            .foregroundStyle(.red)
            .cornerRadius(4)
            .zIndex(1)
            .alignsMarkStylesWithPlotArea()
        }
        let styledSVG = try ParsedSVG(styled.svg())
        let bars = styledSVG.elements("rect", classes: "mark", "bar")
        #expect(bars.map { $0.value("fill") } == ["#ff3b30", "#ff3b30"] && bars.allSatisfy { $0.value("rx") == "4" })
        #expect(styledSVG.elements("line", classes: "mark", "rule").map { $0.value("stroke") } == ["#007aff"])
        // alignsMarkStylesWithPlotArea changes nothing drawn (a gradient is drawn as one color).
        let unaligned = Chart {
            Plot {
                ForEach(Self.steps.filter { $0.person == "Ana" }, id: \.day) { s in
                    BarMark(x: .value("Day", "Day \(s.day)"), y: .value("Steps", s.steps))
                }
                RuleMark(y: .value("Goal", 8_000)).foregroundStyle(.blue)
            }
            .foregroundStyle(.red).cornerRadius(4).zIndex(1)
        }
        #expect(try styled.svg() == unaligned.svg())
    }

    /// The x of each vertex of a path's `d` (`M x,y L x,y ...`).
    static func vertexXs(_ d: String) -> [Double] {
        d.split(whereSeparator: { "MLZ".contains($0) }).compactMap { Double($0.split(separator: ",").first ?? "") }
    }

    @Test func aMaskShowsTheMarksOnlyWhereItsMarksAre() throws {
        let days = [Step(day: 1, steps: 4_000, person: "Ana"), Step(day: 2, steps: 9_000, person: "Ana"),
                    Step(day: 3, steps: 6_000, person: "Ana")]
        let chart = Chart(days, id: \.day) { s in
            AreaMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
                .mask { RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 2)) }
        }
        // The mask is the layer's, not a layer: the chart is an area of three values, in words and descriptor.
        #expect(chart.spec.marks.count == 1)
        #expect(chart.spec.marks[0].mask?.map(\.type) == [.rectangle])
        let resolved = try chart.resolve()
        #expect(resolved.layers.count == 1)
        let descriptor = resolved.accessibility.descriptor
        #expect(descriptor.series.map(\.dataPoints.count) == [3] && descriptor.references.isEmpty)
        let svg = try ParsedSVG(chart.svg())
        let masks = svg.elements("mask")
        try #require(masks.count == 1)
        let id = try #require(masks[0].value("id"))
        // The mask covers the whole picture (not the masked group's box, which a flat line or a rule has none of).
        #expect(masks[0].value("maskUnits") == "userSpaceOnUse" && masks[0].value("width") == "640" && masks[0].value("height") == "320")
        let masked = svg.elements("g", classes: "masked")
        try #require(masked.count == 1)
        #expect(masked[0].value("mask") == "url(#\(id))")
        // What is masked is the area; the mask's rectangle covers day 1 to day 2 exactly (the area's first two
        // vertices), white at full opacity, and is no mark (no "mark" class, no data attributes).
        let area = try #require(masked[0].all.first { $0.name == "path" && ($0.value("class") ?? "").hasPrefix("mark area") })
        let xs = Self.vertexXs(try #require(area.value("d")))
        let rect = try #require(masks[0].all.first { $0.name == "rect" })
        #expect(rect.value("class") == "mask-shape" && rect.value("fill") == "#ffffff" && rect.value("fill-opacity") == nil)
        let x = try #require(Double(rect.value("x") ?? "")), width = try #require(Double(rect.value("width") ?? ""))
        #expect(abs(x - xs[0]) < 0.01 && abs(x + width - xs[1]) < 0.01, "mask \(x)...\(x + width), days at \(xs)")
        #expect(svg.elements("rect", classes: "mark").isEmpty)
        // A translucent mask lets the marks through as much as it is opaque; on a group, every mark inside is masked.
        let grouped = Chart(days, id: \.day) { s in
            Plot {
                LineMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
                PointMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
            }
            .mask { RectangleMark(xStart: .value("Day", 2), xEnd: .value("Day", 3)).opacity(0.5) }
        }
        #expect(grouped.spec.marks.map { $0.mask?.count } == [1, 1])
        let groupedSVG = try ParsedSVG(grouped.svg())
        #expect(groupedSVG.elements("mask").count == 2)
        #expect(groupedSVG.elements("mask").allSatisfy { $0.all.first { $0.name == "rect" }?.value("fill-opacity") == "0.5" })
    }

    @Test func aMaskInsideAMaskIsRefusedByName() throws {
        let chart = Chart(Self.steps, id: \.day) { s in
            AreaMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
                .mask { RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 1.5)) }
                .mask { RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 2)) }
        }
        #expect(throws: PlotlineError.self) { try chart.svg() }
        do {
            _ = try chart.svg()
        } catch {
            #expect("\(error)".contains("a mask inside a mask"))
        }
    }

    /// A mask made from each row (inside a ForEach) would mask every mark by the first row's: refused by name.
    /// One mask made from every row (a ForEach inside `mask { }`) draws.
    @Test func aMaskPerRowIsRefusedAndAMaskOfEveryRowDraws() throws {
        let perRow = Chart {
            ForEach(Self.steps, id: \.day) { s in
                BarMark(x: .value("Person", s.person), y: .value("Steps", s.steps))
                    .mask { RectangleMark(x: .value("Person", s.person), yStart: .value("Steps", 0), yEnd: .value("Steps", s.steps / 2)) }
            }
        }
        do {
            _ = try perRow.svg()
            Issue.record("a mask per row was drawn")
        } catch {
            #expect("\(error)".contains("each mark of one declaration has a mask of its own"))
        }
        let shared = Chart {
            ForEach(Self.steps, id: \.day) { s in
                BarMark(x: .value("Person", s.person), y: .value("Steps", s.steps))
            }
            .mask {
                ForEach(Self.steps, id: \.day) { s in
                    RectangleMark(x: .value("Person", s.person), yStart: .value("Steps", 0), yEnd: .value("Steps", s.steps / 2))
                }
            }
        }
        #expect(try ParsedSVG(shared.svg()).elements("mask").count >= 1)
    }

    /// `RectangleMark(xStart:xEnd:)` (a holiday, a period) covers exactly its dates, edge to edge.
    @Test func aPeriodCoversExactlyItsSpan() throws {
        let chart = Chart(Self.steps.filter { $0.person == "Ana" } + [Step(day: 3, steps: 6_000, person: "Ana")], id: \.day) { s in
            LineMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
            RectangleMark(xStart: .value("Day", 2), xEnd: .value("Day", 3)).opacity(0.2)
        }
        let svg = try ParsedSVG(chart.svg())
        let line = try #require(svg.elements("path", classes: "mark", "line").first)
        let xs = Self.vertexXs(try #require(line.value("d")))
        let rect = try #require(svg.elements("rect", classes: "mark", "rect").first)
        let x = try #require(Double(rect.value("x") ?? "")), width = try #require(Double(rect.value("width") ?? ""))
        #expect(abs(x - xs[1]) < 0.01 && abs(x + width - xs[2]) < 0.01, "period \(x)...\(x + width), days at \(xs)")
    }

    @Test func frameFormsSizeTheChart() throws {
        let chart = Chart(Self.steps, id: \.day) { s in
            BarMark(x: .value("Person", s.person), y: .value("Steps", s.steps))
        }
        #expect(try Self.size(chart) == ("640", "320"))
        #expect(try Self.size(chart.frame(height: 200)) == ("640", "200"))
        #expect(try Self.size(chart.frame(width: 300)) == ("300", "320"))
        #expect(try Self.size(chart.frame(width: 300, height: 180)) == ("300", "180"))
        #expect(try Self.size(chart.frame(maxWidth: .infinity)) == ("640", "320"))
        #expect(chart.frame(maxWidth: .infinity).spec.width == nil)
        #expect(try Self.size(chart.frame(minHeight: 400)) == ("640", "400"))
        #expect(try Self.size(chart.frame(maxWidth: 500, maxHeight: 240)) == ("500", "240"))
        #expect(try Self.size(chart.frame(idealWidth: 480, idealHeight: 260)) == ("480", "260"))
        #expect(try Self.size(chart.frame(minWidth: 700, idealWidth: 480)) == ("700", "320"))
        #expect(try Self.size(chart.frame(height: 250).frame(maxWidth: .infinity)) == ("640", "250"))
    }
}
