import Foundation
import PlotlineTestSupport
import Testing
import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// Japanese text in the PNG set with each glyph's own advance: "(ドル)" reads as one word, not "(ド ル)",
/// whether "ド" comes composed or as "ト" and a combining voiced mark (as file names on a Mac give it), and
/// the layout's width agrees with what the glyphs set, so a label is not clipped. CI installs
/// fonts-ipafont-gothic; without a Japanese font the test fails under PLOTLINE_REQUIRE_TOOLS=1.
@Suite struct CJKTextTests {
    static var kanaFont: String? { FontLocator.shared.fallback(for: 0x30C9, weight: .regular)?.path }

    /// Ink columns of a text drawn alone at 20 points, twice the size: each run of inked columns.
    static func inkRuns(_ text: String) -> (runs: [ClosedRange<Int>], x: Double, scale: Double) {
        let style = TextStyle(size: 20)
        let label = SceneText(classes: "title", text: text, x: 10, y: 30, style: style, color: Color(hex: 0x000000))
        let scene = Scene(width: 200, height: 40, background: Color(hex: 0xffffff), plotArea: Rect(x: 0, y: 0, width: 200, height: 40),
                          nodes: [.text(label)])
        let canvas = PNGRenderer.canvas(scene, scale: 2)
        var inked = Array(repeating: false, count: canvas.width)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[(y * canvas.width + x) * 4] < 200 { inked[x] = true }
        }
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        for x in 0...canvas.width {
            let on = x < canvas.width && inked[x]
            if on, start == nil { start = x }
            if !on, let s = start { runs.append(s...(x - 1)); start = nil }
        }
        return (runs, 10, 2)
    }

    @Test(arguments: ["(ドル)", "(ト\u{3099}ル)"])
    func katakanaSitsTogether(_ text: String) throws {
        guard Self.kanaFont != nil || Tools.required else { return }
        let font = try #require(Self.kanaFont, "no font with katakana; CI installs fonts-ipafont-gothic")
        let (runs, _, scale) = Self.inkRuns(text)
        // Four glyphs: "(", "ド" (its voiced mark apart or touching), "ル" (two strokes apart or touching), ")".
        #expect(runs.count >= 4, "\(runs) with \(font)")
        // The widest blank between the parentheses is a glyph's side bearings, not a spare em (20 points).
        let inner = runs.dropFirst().dropLast()
        let gaps = zip(inner, inner.dropFirst()).map { Double($1.lowerBound - $0.upperBound) / scale }
        #expect(gaps.allSatisfy { $0 < 6 }, "gaps \(gaps) points with \(font)")
        // The whole word is about as wide as the layout measures it: two ems and two parentheses.
        let style = TextStyle(size: 20)
        let measured = TextMetrics.width(text, style: style)
        let inkWidth = Double(runs.last!.upperBound - runs.first!.lowerBound) / scale
        #expect(abs(inkWidth - measured) < 4, "ink \(inkWidth), measured \(measured)")
        #expect(abs(measured - (40 + 2 * TextMetrics.width("(", style: style))) < 0.01)
    }

    /// The glyphs' own advances agree with the layout's one em for kana and ideographs in the installed
    /// Japanese font, so a label measured by the layout is not clipped in the PNG.
    @Test func theLayoutMeasuresKanaAsTheFontSetsThem() throws {
        guard Self.kanaFont != nil || Tools.required else { return }
        _ = try #require(Self.kanaFont, "no font with katakana; CI installs fonts-ipafont-gothic")
        let setter = TextSetter(fonts: Fonts(fallback: .system))
        let style = TextStyle(size: 11)
        for text in ["ドル", "ト\u{3099}ル", "売上（円）", "東京", "カテゴリー"] {
            let set = setter.advances(text, style: style), measured = TextMetrics.width(text, style: style)
            #expect(set <= measured + 1e-9, "'\(text)': set \(set), measured \(measured)")
            #expect(abs(set - measured) < 0.02 * measured, "'\(text)': set \(set), measured \(measured)")
        }
    }
}
