import Foundation
import Testing
import Plotline
import PlotlineSVG
import PlotlineSVGTestSupport

/// Categories on a point scale sit at points one step apart (issue 13: position scales include point);
/// a category scale's band padding is an option too.
@Suite struct PointScaleTests {
    static func spec(mark: String, scale: String) throws -> ChartSpec {
        try ChartSpec.decode(Data("""
        {"marks":[{"type":"\(mark)","data":{"values":[{"d":"Mon","v":3},{"d":"Tue","v":5},{"d":"Wed","v":4}]},
         "x":{"field":"d","type":"category"},"y":{"field":"v","type":"number"}}],
         "xScale":\(scale),"width":300,"height":200}
        """.utf8))
    }

    /// The x of each x tick and the plot's domain line, read from the SVG.
    static func ticks(_ spec: ChartSpec) throws -> (ticks: [String: Double], from: Double, to: Double) {
        let svg = try ParsedSVG(Chart(spec: spec).svg())
        let axis = try #require(svg.elements("g", classes: "axis", "x").first)
        let domain = try #require(axis.children(named: "line").first { $0.classes.contains("domain") })
        var ticks: [String: Double] = [:]
        for tick in axis.children(named: "g") where tick.classes.contains("tick") {
            ticks[tick.value("data-value") ?? ""] = Double(tick.children(named: "line").first?.value("x1") ?? "")
        }
        return (ticks, Double(domain.value("x1")!)!, Double(domain.value("x2")!)!)
    }

    @Test func pointPaddingZeroPutsTheEndsOnTheEdges() throws {
        let (ticks, from, to) = try Self.ticks(Self.spec(mark: "line", scale: #"{"type":"point","pointPadding":0}"#))
        #expect(ticks["Mon"] == from && ticks["Wed"] == to)
        #expect(abs(ticks["Tue"]! - (from + to) / 2) < 0.01)
        // The line's vertices are at the same places.
        let svg = try ParsedSVG(Chart(spec: Self.spec(mark: "line", scale: #"{"type":"point","pointPadding":0}"#)).svg())
        let d = try #require(svg.elements("path", classes: "mark", "line").first?.value("d"))
        #expect(d.hasPrefix("M\(LayerBindingText.plain(from)),") && d.contains("L\(LayerBindingText.plain(to)),"))
    }

    @Test func pointPaddingOneLeavesAStepAtEachEnd() throws {
        let (ticks, from, to) = try Self.ticks(Self.spec(mark: "point", scale: #"{"type":"point","pointPadding":1}"#))
        let step = (to - from) / 4   // 3 points, 2 steps between them and 1 at each end
        #expect(abs(ticks["Mon"]! - (from + step)) < 0.01)
        #expect(abs(ticks["Tue"]! - (from + 2 * step)) < 0.01)
        #expect(abs(ticks["Wed"]! - (from + 3 * step)) < 0.01)
    }

    @Test func theDefaultPointPaddingMatchesBandCentres() throws {
        let point = try Self.ticks(Self.spec(mark: "line", scale: #"{"type":"point"}"#)).ticks
        let band = try Self.ticks(Self.spec(mark: "line", scale: #"{"type":"category"}"#)).ticks
        #expect(point == band)
        let (ticks, from, to) = try Self.ticks(Self.spec(mark: "line", scale: #"{"type":"point"}"#))
        #expect(abs(ticks["Mon"]! - (from + (to - from) / 6)) < 0.01)
    }

    @Test func bandPaddingZeroMakesBarsTouch() throws {
        let svg = try ParsedSVG(Chart(spec: Self.spec(mark: "bar", scale: #"{"bandPadding":0}"#)).svg())
        let bars = svg.elements("path", classes: "mark", "bar") + svg.elements("rect", classes: "mark", "bar")
        #expect(bars.count == 3)
        let (_, from, to) = try Self.ticks(Self.spec(mark: "bar", scale: #"{"bandPadding":0}"#))
        let widths = try bars.map { bar -> Double in
            if let w = bar.value("width") { return try #require(Double(w)) }
            // A path "M x,y ... H x2 ...": width from its x coordinates.
            let xs = (bar.value("d") ?? "").split(whereSeparator: { "MLHVZ ".contains($0) }).compactMap { Double($0.split(separator: ",").first ?? "") }
            return (xs.max() ?? 0) - (xs.min() ?? 0)
        }
        for w in widths { #expect(abs(w - (to - from) / 3) < 0.01, "\(widths)") }
    }

    @Test func paddingOutOfRangeNamesTheField() throws {
        #expect(throws: PlotlineError.invalidSpec(path: "$.xScale.bandPadding", reason: "a band's padding is a share from 0 up to 1; it is 1")) {
            try Chart(spec: Self.spec(mark: "bar", scale: #"{"bandPadding":1}"#)).resolve()
        }
        #expect(throws: PlotlineError.invalidSpec(path: "$.xScale.pointPadding", reason: "a point scale's padding is a number of steps from 0 to 1000; it is -1")) {
            try Chart(spec: Self.spec(mark: "line", scale: #"{"type":"point","pointPadding":-1}"#)).resolve()
        }
    }
}

/// Numbers written as the SVG writes coordinates (at most two decimals, no trailing zeros).
enum LayerBindingText {
    static func plain(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
