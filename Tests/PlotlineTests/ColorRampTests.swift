import Foundation
import Testing
@testable import Plotline

/// Continuous color ramps for numbers: their colors, and the numbers ``RampReport`` measures for them (the
/// values asserted here are the measured ones, so a change to a ramp or to the color math shows up).
@Suite struct ColorRampTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var ramp: ColorRamp
        var background: Color
        /// Hex at t = 0, 0.5 and 1.
        var hexes: [String]
        /// Smallest neighbor step at 8 steps: normal, protanopia, deuteranopia, tritanopia.
        var step: [Double]
        var ends: [Double]
        var halves: [Double]?
        var noData: [Double]
        var unevenness: Double
        var contrast: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "sequential", ramp: .sequential, background: Theme.light.background,
             hexes: ["#f5fcbe", "#4697b5", "#1e0e84"], step: [10.11, 8.29, 8.30, 8.30], ends: [95.09, 82.93, 86.92, 70.82],
             halves: nil, noData: [17.13, 15.13, 17.02, 21.23], unevenness: 1.250, contrast: 14.47),
        Case(name: "sequentialDark", ramp: .sequentialDark, background: Theme.dark.background,
             hexes: ["#312842", "#3a94aa", "#e4faa5"], step: [10.76, 8.21, 8.22, 8.00], ends: [83.13, 79.53, 78.62, 71.34],
             halves: nil, noData: [18.91, 15.56, 16.17, 20.94], unevenness: 1.280, contrast: 15.00),
        Case(name: "diverging", ramp: .diverging, background: Theme.light.background,
             hexes: ["#7b2d00", "#f3f3f3", "#2438a8"], step: [13.96, 13.12, 14.05, 14.43], ends: [44.88, 51.35, 55.75, 48.90],
             halves: [32.51, 30.98, 33.44, 38.13], noData: [22.18, 22.54, 22.65, 20.39], unevenness: 1.359, contrast: 9.47),
        Case(name: "divergingDark", ramp: .divergingDark, background: Theme.dark.background,
             hexes: ["#edb838", "#333333", "#8ecce0"], step: [13.93, 13.08, 11.69, 11.23], ends: [41.78, 40.59, 43.21, 45.97],
             halves: [28.35, 28.26, 31.22, 43.48], noData: [18.01, 16.66, 16.67, 19.35], unevenness: 1.300, contrast: 9.33),
    ]

    static let visions: [ColorScience.Deficiency?] = [nil, .protanopia, .deuteranopia, .tritanopia]

    static func values(_ v: RampReport.ByVision) -> [Double] { visions.map { v[$0] } }

    /// The measured numbers match the expected ones to 0.01 (ΔE) or 0.001 (ratios); the message prints them.
    static func close(_ measured: [Double], _ expected: [Double], _ tolerance: Double = 0.01) -> Bool {
        measured.count == expected.count && zip(measured, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    // MARK: - The ramps

    @Test(arguments: cases)
    func colorsAtTheEndsAndTheMiddle(_ c: Case) {
        #expect([0, 0.5, 1].map { c.ramp.color(at: $0).hex } == c.hexes)
        #expect(c.ramp.stops(3).map(\.hex) == c.hexes)
        #expect(c.ramp.stops(9).count == 9)
        // A ramp passes through its control colors, in order.
        #expect(c.ramp.colors.first?.hex == c.hexes[0] && c.ramp.colors.last?.hex == c.hexes[2])
        for (color, t) in zip(c.ramp.colors, c.ramp.positions) {
            #expect(c.ramp.color(at: t).hex == color.hex, "\(c.name) at \(t)")
        }
    }

    @Test(arguments: cases)
    func theReportPassesWithItsMeasuredNumbers(_ c: Case) {
        let report = RampReport(ramp: c.ramp, background: c.background)
        #expect(report.passes, "\(c.name): \(report)")
        #expect(report.kind == c.ramp.kind)
        #expect(report.monotoneLightness, "\(c.name)")
        #expect(abs(report.unevenness - c.unevenness) < 0.001 && report.unevenness <= RampReport.maximumUnevenness,
                "\(c.name): unevenness \(report.unevenness)")
        // Built at constant OKLab speed: OKLab steps are even up to the rounding of the control colors.
        #expect(report.oklabUnevenness < 1.05, "\(c.name): OKLab unevenness \(report.oklabUnevenness)")
        #expect(abs(report.endContrast - c.contrast) < 0.01 && report.endContrast >= 3, "\(c.name): contrast \(report.endContrast)")
        #expect(Self.close(Self.values(report.endDifference), c.ends), "\(c.name): ends \(report.endDifference)")
        #expect(report.endDifference.smallest >= RampReport.minimumEnds)
    }

    /// Neighbors at 8 even steps stay apart in normal vision and under each simulated deficiency.
    @Test(arguments: cases)
    func neighborsStayApartUnderEachDeficiency(_ c: Case) {
        let step = RampReport(ramp: c.ramp, background: c.background).smallestStep
        #expect(Self.close(Self.values(step), c.step), "\(c.name): smallest step \(step)")
        for vision in Self.visions {
            #expect(step[vision] >= RampReport.minimumStep, "\(c.name) \(vision?.rawValue ?? "normal"): \(step[vision])")
        }
    }

    @Test(arguments: cases.filter { $0.ramp.kind == .diverging })
    func divergingHalvesStayApart(_ c: Case) throws {
        let halves = try #require(RampReport(ramp: c.ramp, background: c.background).halvesDifference)
        #expect(Self.close(Self.values(halves), c.halves ?? []), "\(c.name): halves \(halves)")
        #expect(halves.smallest >= RampReport.minimumHalves, "\(c.name): halves \(halves)")
        // The middle is neutral, and lightness is mirrored: t and 1 - t are equally light (within 2 L*).
        let middle = ColorScience.lab(c.ramp.color(at: 0.5))
        #expect(hypot(middle.a, middle.b) < 1, "\(c.name): middle \(middle)")
        for t in stride(from: 0.0, to: 0.5, by: 0.0625) {
            let a = ColorScience.lab(c.ramp.color(at: t)).l, b = ColorScience.lab(c.ramp.color(at: 1 - t)).l
            #expect(abs(a - b) < 2, "\(c.name) at \(t): L* \(a) vs \(b)")
        }
    }

    @Test(arguments: cases)
    func noDataStaysApartFromEveryStep(_ c: Case) {
        let noData = RampReport(ramp: c.ramp, background: c.background).noDataDifference
        #expect(Self.close(Self.values(noData), c.noData), "\(c.name): no data \(noData)")
        #expect(noData.smallest >= 15, "\(c.name): no data \(noData)")
        // Visible on both backgrounds.
        #expect(ColorScience.contrast(ColorRamp.noData, c.background) >= 3)
    }

    @Test(arguments: cases.filter { $0.ramp.kind == .sequential })
    func sequentialLowEndsSitNearTheirBackground(_ c: Case) {
        // Low values close to the background, high values far from it.
        let low = ColorScience.contrast(c.ramp.color(at: 0), c.background)
        let high = ColorScience.contrast(c.ramp.color(at: 1), c.background)
        #expect(low < 1.3 && high > 10, "\(c.name): \(low) \(high)")
    }

    @Test func namedRampsFollowTheTheme() {
        #expect(ColorRamp.named(.sequential) == .sequential)
        #expect(ColorRamp.named(.sequential, dark: true) == .sequentialDark)
        #expect(ColorRamp.named(.diverging) == .diverging)
        #expect(ColorRamp.named(.diverging, dark: true) == .divergingDark)
        #expect(ColorRamp.noData.hex == "#757575")
    }

    @Test func positionsAreClampedAndEvenlyWalked() {
        let ramp = ColorRamp.sequential
        #expect(ramp.color(at: -3) == ramp.color(at: 0))
        #expect(ramp.color(at: 7) == ramp.color(at: 1))
        #expect(ramp.color(at: .nan) == ramp.color(at: 0))
        #expect(ramp.color(at: .infinity) == ramp.color(at: 1))
        #expect(ramp.stops(1).map(\.hex) == [ramp.color(at: 0.5).hex])
        #expect(ramp.stops(0).isEmpty)
        #expect(ramp.reversed.color(at: 0).hex == "#1e0e84")
        // A two-color ramp is a straight OKLab line: its middle is the OKLab midpoint.
        let line = ColorRamp([Color(hex: 0x000000), Color(hex: 0xffffff)])
        #expect(abs(ColorScience.oklab(line.color(at: 0.5)).l - 0.5) < 1e-6)
        // Diverging: the middle control color sits at 0.5 even when the halves differ in length.
        let lopsided = ColorRamp([Color(hex: 0x000000), Color(hex: 0x777777), Color(hex: 0x808080)], kind: .diverging)
        #expect(lopsided.color(at: 0.5).hex == "#777777")
        #expect(lopsided.positions == [0, 0.5, 1])
    }

    @Test func oklabRoundTripsAndKnownPoints() {
        let white = ColorScience.oklab(Color(hex: 0xffffff))
        #expect(abs(white.l - 1) < 1e-6 && abs(white.a) < 1e-6 && abs(white.b) < 1e-6)
        #expect(abs(ColorScience.oklab(Color(hex: 0x000000)).l) < 1e-9)
        // Neutral greys have no a or b; pure sRGB red is at about (0.628, 0.225, 0.126).
        let grey = ColorScience.oklab(Color(hex: 0x808080))
        #expect(abs(grey.a) < 1e-6 && abs(grey.b) < 1e-6)
        let red = ColorScience.oklab(Color(hex: 0xff0000))
        #expect(abs(red.l - 0.628) < 0.001 && abs(red.a - 0.2249) < 0.001 && abs(red.b - 0.1258) < 0.001, "\(red)")
        for hex: UInt32 in [0xf5fcbe, 0x1e0e84, 0x7b2d00, 0x2438a8, 0x3f82f7, 0x00ff00, 0x0000ff] {
            let color = Color(hex: hex)
            let back = ColorScience.color(ColorScience.oklab(color))
            // The published matrices are given to 10 digits, so the round trip is close, not exact.
            #expect(abs(back.red - color.red) < 1e-5 && abs(back.green - color.green) < 1e-5
                    && abs(back.blue - color.blue) < 1e-5, "\(color.hex) came back as \(back.red), \(back.green), \(back.blue)")
            #expect(back.hex == color.hex)
        }
    }

    // MARK: - The report can fail

    /// A red-to-green ramp (a "traffic light") looks fine in normal vision and collapses under deuteranopia.
    @Test func aRedGreenRampFailsUnderDeuteranopia() {
        let bad = ColorRamp([Color(hex: 0xd62728), Color(hex: 0xffd700), Color(hex: 0x2ca02c)])
        let report = RampReport(ramp: bad, background: Theme.light.background)
        #expect(!report.passes)
        #expect(report.smallestStep.deuteranopia < RampReport.minimumStep, "\(report.smallestStep)")
        #expect(report.problems.contains { if case .stepTooSmall(.deuteranopia?, _, _, _) = $0.kind { true } else { false } })
        #expect(report.problems.contains { if case .endsTooClose(.deuteranopia?, _) = $0.kind { true } else { false } })
        // Lightness rises to yellow, then falls: not an order.
        #expect(!report.monotoneLightness)
        #expect(report.description.contains("under deuteranopia"))
    }

    @Test func aDivergingRampWithLookalikeHalvesFails() {
        // Red against green around white: the halves merge under protanopia and deuteranopia.
        let bad = ColorRamp([Color(hex: 0xb2182b), Color(hex: 0xf7f7f7), Color(hex: 0x1b7837)], kind: .diverging)
        let report = RampReport(ramp: bad, background: Theme.light.background)
        let halves = report.halvesDifference
        #expect((halves?.deuteranopia ?? 99) < RampReport.minimumHalves, "\(String(describing: halves))")
        #expect(report.problems.contains { if case .halvesTooClose(.deuteranopia?, _, _) = $0.kind { true } else { false } })
        #expect(report.description.contains("differ by only"))
    }

    @Test func aPaleRampFailsContrastAndNoData() {
        // Light grey to mid grey: low contrast at the high end, and no-data sits on the ramp.
        let bad = ColorRamp([Color(hex: 0xeeeeee), Color(hex: 0x757575)])
        let report = RampReport(ramp: bad, background: Theme.light.background)
        #expect(report.problems.contains { if case .noDataTooClose(nil, 1, _) = $0.kind { true } else { false } })
        let grey = ColorRamp([Color(hex: 0xeeeeee), Color(hex: 0xbbbbbb)])
        let pale = RampReport(ramp: grey, background: Theme.light.background)
        #expect(pale.problems.contains { if case .lowContrast(1, _) = $0.kind { true } else { false } })
    }

    // MARK: - docs/color-ramps.md and docs/color-ramps.svg

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let docs = repositoryRoot.appendingPathComponent("docs")
    static let tableStart = "<!-- ramp numbers: generated by ColorRampTests; PLOTLINE_WRITE_DOCS=1 rewrites -->"
    static let tableEnd = "<!-- end of ramp numbers -->"

    /// The table of measured numbers, from ``RampReport``.
    static func table() -> String {
        func f(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
        func four(_ v: RampReport.ByVision) -> String { values(v).map { f($0) }.joined(separator: " / ") }
        var lines = [
            "| ramp | t = 0, 0.5, 1 | smallest step, 8 steps (N / P / D / T) | ends (N / P / D / T) | halves, t ≤ 0.35 (N / P / D / T) | no data (N / P / D / T) | unevenness, 16 steps | high-end contrast |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for c in cases {
            let r = RampReport(ramp: c.ramp, background: c.background)
            let hexes = [0, 0.5, 1].map { "`\(c.ramp.color(at: $0).hex)`" }.joined(separator: " ")
            lines.append("| `\(c.name)` | \(hexes) | \(four(r.smallestStep)) | \(four(r.endDifference)) | "
                + "\(r.halvesDifference.map(four) ?? "–") | \(four(r.noDataDifference)) | \(f(r.unevenness, 2)) | \(f(r.endContrast, 1)):1 |")
        }
        lines.append("")
        lines.append("Bounds (RampReport): smallest step ≥ \(f(RampReport.minimumStep)), ends ≥ \(f(RampReport.minimumEnds)), "
            + "halves ≥ \(f(RampReport.minimumHalves)), no data ≥ \(f(RampReport.minimumNoData)), "
            + "unevenness ≤ \(f(RampReport.maximumUnevenness, 2)), contrast ≥ \(f(RampReport.minimumContrast)):1.")
        return lines.joined(separator: "\n")
    }

    /// Each ramp as 64 stripes, in normal vision and under each simulation, on its theme's background, with
    /// the no-data color at the end of each row.
    static func svg() -> String {
        let stripes = 64, stripe = 7.0, rowHeight = 18.0, labelWidth = 96.0, gap = 12.0
        let width = labelWidth + Double(stripes) * stripe + gap + 28 + 12
        let blockHeight = 22 + 4 * (rowHeight + 3) + 10
        func n(_ v: Double) -> String { String(format: "%g", v) }
        var out = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(blockHeight * Double(cases.count)))\" "
            + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\">"]
        for (k, c) in cases.enumerated() {
            let top = blockHeight * Double(k)
            let dark = c.background != Theme.light.background
            let text = (dark ? Theme.dark : Theme.light).titleColor.hex
            out.append("<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(blockHeight))\" fill=\"\(c.background.hex)\"/>")
            out.append("<text x=\"8\" y=\"\(n(top + 15))\" fill=\"\(text)\" font-weight=\"bold\">ColorRamp.\(c.name)</text>")
            let colors = (0..<stripes).map { c.ramp.color(at: (Double($0) + 0.5) / Double(stripes)) }
            for (r, vision) in visions.enumerated() {
                let y = top + 22 + Double(r) * (rowHeight + 3)
                out.append("<text x=\"8\" y=\"\(n(y + 13))\" fill=\"\(text)\">\(vision?.rawValue ?? "normal")</text>")
                for (i, color) in colors.enumerated() {
                    let seen = vision.map { ColorScience.simulate(color, $0) } ?? color
                    out.append("<rect x=\"\(n(labelWidth + Double(i) * stripe))\" y=\"\(n(y))\" width=\"\(n(stripe + 0.5))\" "
                        + "height=\"\(n(rowHeight))\" fill=\"\(seen.hex)\"/>")
                }
                let noData = vision.map { ColorScience.simulate(ColorRamp.noData, $0) } ?? ColorRamp.noData
                out.append("<rect x=\"\(n(labelWidth + Double(stripes) * stripe + gap))\" y=\"\(n(y))\" width=\"28\" "
                    + "height=\"\(n(rowHeight))\" fill=\"\(noData.hex)\"><title>no data</title></rect>")
            }
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The doc's table and image are what the code measures and draws now.
    @Test func docsAreCurrent() throws {
        let mdURL = Self.docs.appendingPathComponent("color-ramps.md")
        let svgURL = Self.docs.appendingPathComponent("color-ramps.svg")
        let markdown = try String(contentsOf: mdURL, encoding: .utf8)
        let start = try #require(markdown.range(of: Self.tableStart)), end = try #require(markdown.range(of: Self.tableEnd))
        let current = String(markdown[start.upperBound..<end.lowerBound])
        let table = "\n" + Self.table() + "\n"
        if ProcessInfo.processInfo.environment["PLOTLINE_WRITE_DOCS"] == "1" {
            try (markdown[..<start.upperBound] + table + markdown[end.lowerBound...]).write(to: mdURL, atomically: true, encoding: .utf8)
            try Self.svg().write(to: svgURL, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == table, "docs/color-ramps.md is out of date: run with PLOTLINE_WRITE_DOCS=1")
        #expect(try String(contentsOf: svgURL, encoding: .utf8) == Self.svg(), "docs/color-ramps.svg is out of date")
    }
}
