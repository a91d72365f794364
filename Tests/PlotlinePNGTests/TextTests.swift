import Foundation
import PlotlineTestSupport
import Testing
import Plotline
import PlotlineGallery
@testable import PlotlinePNG
@testable import ScenePNG

/// Glyphs are placed where the layout measured them, and missing fonts are reported.
@Suite struct TextTests {
    static let styles = [TextStyle(size: 11), TextStyle(size: 17, weight: .bold)]

    /// The blocks `TextMetricsTables` covers (scripts/generate-text-metrics.py): there, DejaVu's advance
    /// as FreeType reads it is exactly the layout's width.
    static let tabulated: [ClosedRange<UInt32>] = [0x20...0x24F, 0x370...0x3FF, 0x2000...0x22FF, 0x25A0...0x25FF]

    @Test func glyphAdvancesAgreeWithTheMeasurements() throws {
        let fonts = Fonts(fallback: .none)
        for style in Self.styles {
            let (_, face) = try #require(fonts.primary(style.weight), "DejaVu Sans is not installed")
            var disagreements: [String] = []
            var checked = 0
            for range in Self.tabulated {
                for value in range {
                    guard (0x7F..<0xA0).contains(value) == false, value != 0xAD else { continue }
                    let glyph = fonts.glyphIndex(face, value)
                    guard glyph != 0, let scalar = Unicode.Scalar(value) else { continue }
                    let measured = TextMetrics.width(String(Character(scalar)), style: style)
                    let font = Double(fonts.advance(face, glyph)) * style.size / fonts.unitsPerEm(face)
                    checked += 1
                    if abs(measured - font) > 1e-9 { disagreements.append("U+\(String(value, radix: 16)): \(measured) vs \(font)") }
                }
            }
            #expect(checked > 900)
            #expect(disagreements.isEmpty, "\(style.weight): \(disagreements.prefix(20))")
        }
    }

    /// Whole strings, with DejaVu's kerning pairs, and every text of the gallery.
    @Test func kernedTextAgreesWithTheMeasurements() throws {
        let setter = TextSetter(fonts: Fonts(fallback: .system))
        var texts = ["AVATAR", "Type", "Wave", "To Yo", "LT", "P.", "Fjord", "Août 2024 — déjà vu", "1,234.5 K", "«Ÿ»", "Łódź", "ﬁ", "Привет, мир", "Ελληνικά", "서울 12°C", "e\u{301}té", "👍🏽 ok"]
        for entry in Gallery.entries {
            let scene = Scene(try entry.chart.resolve())
            texts += scene.texts.flatMap(\.lines)
        }
        for style in Self.styles {
            for text in texts {
                let measured = TextMetrics.width(text, style: style)
                #expect(abs(setter.advances(text, style: style) - measured) < 1e-9, "'\(text)' \(style.weight)")
            }
        }
        // Kerning is really applied: "AV" is narrower than "A" plus "V".
        let style = TextStyle(size: 20)
        #expect(setter.advances("AV", style: style) < setter.advances("A", style: style) + setter.advances("V", style: style) - 0.5)
    }

    static func koreanChart() -> Chart {
        struct Reading { let city: String; let temperature: Double }
        let readings = [Reading(city: "서울", temperature: 12), Reading(city: "부산", temperature: 16), Reading(city: "대구", temperature: 14)]
        return Chart(readings) { r in
            BarMark(x: .value("도시", r.city), y: .value("기온", r.temperature))
        }
        .chartTitle("도시별 기온", subtitle: "4월 평균")
        .chartLocale("ko-KR")
    }

    static var hangulFontInstalled: Bool { FontLocator.shared.fallback(for: 0xC11C, weight: .regular) != nil }

    @Test func hangulRendersWithAHangulFont() throws {
        guard Self.hangulFontInstalled || Tools.required else { return }
        #expect(Self.hangulFontInstalled, "no Hangul font found; CI installs fonts-nanum")
        let chart = try Self.koreanChart().resolve()
        let result = try chart.pngResult(scale: 2)
        #expect(result.missingCharacters.isEmpty)
        #expect(result.warning == nil)
        // The title is drawn: ink where its glyphs are, as wide as the layout measured.
        let scene = Scene(chart)
        let title = try #require(scene.texts.first { $0.classes == "title" })
        let canvas = PNGRenderer.canvas(scene, scale: 2)
        let width = TextMetrics.width(title.text, style: title.style)
        let (left, right) = inkExtent(canvas, top: Int((title.y - 14) * 2), bottom: Int((title.y + 2) * 2))
        #expect(abs(Double(left) / 2 - title.x) < 2, "ink starts at \(Double(left) / 2), text at \(title.x)")
        #expect(abs(Double(right) / 2 - (title.x + width)) < 3, "ink ends at \(Double(right) / 2), measured \(title.x + width)")
    }

    @Test func missingGlyphsAreNamedInAWarning() throws {
        let chart = try Self.koreanChart().resolve()
        let result = try chart.pngResult(scale: 1, fontFallback: .none)
        #expect(result.missingCharacters.contains("서") && result.missingCharacters.contains("도"))
        let warning = try #require(result.warning)
        #expect(warning.contains("'서' (U+C11C)"))
        #expect(warning.contains("fonts-nanum"))
        // Still a picture, with the title's boxes drawn.
        #expect(PNGDecoder.decode(result.data) != nil)
        // A character no font has at all (an unassigned code point) warns even with the system's fonts.
        let korean = Self.koreanChart()
        let odd = try korean.chartTitle("x\u{0378}y", subtitle: korean.spec.subtitle).resolve()
        let oddResult = try odd.pngResult()
        #expect(oddResult.missingCharacters == ["\u{0378}"])
        #expect(oddResult.warning?.contains("U+0378") == true && oddResult.warning?.contains("fonts-nanum") == false)
    }

    /// The leftmost and rightmost columns with dark ink between two rows.
    func inkExtent(_ canvas: Canvas, top: Int, bottom: Int) -> (Int, Int) {
        var left = canvas.width, right = 0
        for y in max(0, top)..<min(canvas.height, bottom) {
            for x in 0..<canvas.width where canvas.pixels[(y * canvas.width + x) * 4] < 128 {
                left = min(left, x)
                right = max(right, x + 1)
            }
        }
        return (left, right)
    }
}

