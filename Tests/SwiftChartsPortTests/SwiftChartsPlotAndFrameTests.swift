import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineSVG

/// Grouped content and the chart's frame as Swift Charts and SwiftUI write them (issue 14): `Plot { }`,
/// modifiers on grouped content, `alignsMarkStylesWithPlotArea`, `mask { }` (refused clearly), and the
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

    @Test func aMaskIsRefusedByName() throws {
        let chart = Chart(Self.steps, id: \.day) { s in
            AreaMark(x: .value("Day", s.day), y: .value("Steps", s.steps))
                .mask { RectangleMark(xStart: .value("Day", 1), xEnd: .value("Day", 1.5)) }
        }
        #expect(throws: PlotlineError.self) { try chart.svg() }
        do {
            _ = try chart.svg()
        } catch {
            #expect("\(error)".contains("mask") && "\(error)".contains("does not draw masks"))
        }
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
