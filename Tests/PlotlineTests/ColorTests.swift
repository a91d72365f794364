import Foundation
import Testing
@testable import Plotline

/// Color that never stands alone (C1, C2, C3): the palettes' numbers are computed here, not asserted.
@Suite struct ColorTests {
    /// Pairs from Sharma, Wu & Dalal's CIEDE2000 test data, with their published differences.
    @Test(arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
        ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
        ((50.0, 2.4900, -0.0010), (50.0, -2.4900, 0.0009), 7.1792),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ])
    func ciede2000MatchesThePublishedPairs(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ expected: Double) {
        let d = ColorScience.deltaE2000((a.0, a.1, a.2), (b.0, b.1, b.2))
        #expect(abs(d - expected) < 0.0001, "\(d) vs \(expected)")
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(ColorScience.contrast(Color(hex: 0x000000), Color(hex: 0xffffff)) - 21) < 1e-9)
        #expect(ColorScience.contrast(Color(hex: 0x777777), Color(hex: 0xffffff)) > 4.47)
        #expect(ColorScience.contrast(Color(hex: 0x777777), Color(hex: 0xffffff)) < 4.49)
    }

    @Test func simulationsCollapseWhatTheyShould() {
        let red = Color(hex: 0xd62728), green = Color(hex: 0x2ca02c)
        let normal = ColorScience.deltaE2000(red, green)
        let deutan = ColorScience.deltaE2000(ColorScience.simulate(red, .deuteranopia), ColorScience.simulate(green, .deuteranopia))
        #expect(normal > 60)
        #expect(deutan < normal / 2)      // red and green are hard to tell apart without M cones
        // Grey stays grey in every simulation (the matrices keep neutral colors).
        for deficiency in ColorScience.Deficiency.allCases {
            let grey = ColorScience.simulate(Color(hex: 0x808080), deficiency)
            #expect(ColorScience.deltaE2000(grey, Color(hex: 0x808080)) < 1.5, "\(deficiency)")
        }
    }

    @Test(arguments: [("light", Theme.light), ("dark", Theme.dark)])
    func defaultPalettesStayApartAndReadable(_ name: String, _ theme: Theme) {
        #expect(theme.palette.count >= 8)
        let report = theme.paletteReport
        #expect(report.passes, "\(name): \(report)")
        #expect(report.smallestDifference >= PaletteReport.minimumDifference)
        #expect(report.lowestContrast >= PaletteReport.minimumContrast)
        // Text is at least 4.5:1 against the background; the rule color at least 3:1.
        for text in [theme.titleColor, theme.subtitleColor, theme.axisTextColor] {
            #expect(ColorScience.contrast(text, theme.background) >= 4.5, "\(name) text \(text.hex)")
        }
        #expect(ColorScience.contrast(theme.ruleColor, theme.background) >= 3)
        // B1: grid lighter than marks (nearer the background).
        #expect(ColorScience.contrast(theme.gridColor, theme.background) < ColorScience.contrast(theme.palette[0], theme.background))
    }

    @Test func aCustomPaletteThatFailsIsUsedAndReported() throws {
        let report = PaletteReport(palette: [Color(hex: 0xd62728), Color(hex: 0x2ca02c), Color(hex: 0xffff00)],
                                   background: Color(hex: 0xffffff))
        #expect(!report.passes)
        #expect(report.problems.contains { if case .tooClose(.deuteranopia?, 0, 1, _) = $0.kind { true } else { false } })
        #expect(report.problems.contains { if case .lowContrast(2, _) = $0.kind { true } else { false } })
        #expect(report.description.contains("colors 1 (#d62728) and 2 (#2ca02c) differ by only"))
        #expect(report.description.contains("color 3 (#ffff00) has a contrast of 1.1:1"))
        let chart = Chart(["a", "b"]) { c in BarMark(x: .value("C", c), y: .value("V", 1)).foregroundStyle(by: .value("K", c)) }
            .chartForegroundStyleScale(["#d62728", "#2ca02c"])
        let theme = Theme.light.applying(try chart.resolve().appearance)
        #expect(theme.palette.map(\.hex) == ["#d62728", "#2ca02c"])
        #expect(!theme.paletteReport.passes)
    }

    @Test func anAccentLeadsThePalette() {
        let theme = Theme.light.applying(AppearanceSpec(accent: "#ff2d55"))
        #expect(theme.palette.first?.hex == "#ff2d55")
        #expect(theme.palette.count == Theme.light.palette.count + 1)
    }

    @Test func seriesDifferByShapeAndDashNotColorAlone() throws {
        let kinds = ["A", "B", "C", "D", "E", "F"]
        let rows = kinds.flatMap { k in [(k, 1.0), (k, 2.0)] }
        let chart = Chart(rows, id: \.1) { r in
            PointMark(x: .value("X", r.1), y: .value("Y", r.1)).foregroundStyle(by: .value("Kind", r.0))
            LineMark(x: .value("X", r.1), y: .value("Y", r.1)).foregroundStyle(by: .value("Kind", r.0))
        }
        let series = try chart.resolve().series
        #expect(Set(series.map { SymbolShape.forSeries($0.symbolIndex) }).count == 6)
        #expect(Set(series.map { DashPattern.forSeries($0.dashIndex) }).count == 6)
        #expect(Set(series.map(\.colorIndex)).count == 6)
    }
}
