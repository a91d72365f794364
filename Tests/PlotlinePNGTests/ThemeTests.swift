import Foundation
import Testing
import Plotline
import PlotlineGallery
@testable import PlotlinePNG
@testable import ScenePNG

/// The dark theme keeps the light theme's hierarchy (B1) and draws on its own background.
@Suite struct ThemeTests {
    /// WCAG relative luminance.
    static func luminance(_ c: Color) -> Double {
        func channel(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    static func contrast(_ a: Color, _ b: Color) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    @Test func darkTextAndMarksStandOutFromTheBackground() {
        let dark = Theme.dark
        #expect(Self.contrast(dark.titleColor, dark.background) >= 7)
        #expect(Self.contrast(dark.axisTextColor, dark.background) >= 4.5)
        for color in dark.palette { #expect(Self.contrast(color, dark.background) >= 3, "\(color)") }
        // Grid lines stay quieter than the marks and the axis text (B1).
        #expect(Self.contrast(dark.gridColor, dark.background) < Self.contrast(dark.axisTextColor, dark.background))
        #expect(Theme.named("DARK") == .dark && Theme.named("light") == .light && Theme.named("sepia") == nil)
    }

    @Test func darkPNGHasTheDarkBackground() throws {
        let chart = try #require(Gallery.entries.first).chart.resolve()
        let image = try #require(PNGDecoder.decode(try chart.png(theme: .dark)))
        #expect(Array(image.rgba[0..<4]) == [0x1c, 0x1c, 0x1e, 0xff])
    }
}
