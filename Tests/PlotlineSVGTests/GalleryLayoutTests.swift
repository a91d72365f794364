import Foundation
import Testing
import Plotline
import PlotlineSVGTestSupport
import PlotlineGallery
import PlotlineSVG

/// Every gallery chart at 320, 640 and 1280 points wide: nothing overlaps, nothing is cut off, ticks are
/// familiar (B1, B2, X3, X4).
@Suite struct GalleryLayoutTests {
    static let widths: [Double] = [320, 640, 1280]

    static func sized(_ entry: GalleryEntry, _ width: Double) -> Chart {
        let height = entry.chart.spec.height ?? ChartSpec.defaultHeight
        // The watch chart keeps its size: it is a glance (P1).
        if entry.slug == "10-watch" { return entry.chart }
        return entry.chart.frame(width: width, height: height)
    }

    @Test(arguments: Gallery.entries.map(\.slug))
    func textNeverOverlapsAndStaysInside(slug: String) throws {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        for width in Self.widths {
            let chart = try Self.sized(entry, width).resolve()
            let scene = Scene(chart)
            let texts = scene.texts
            let boxes = texts.map(TextBox.init)
            // Annotations and sector percents belong on the data; axis text, titles and legends never do.
            let onData = texts.map { $0.classes == "annotation" || $0.classes == "sector-label" }
            for (i, a) in boxes.enumerated() {
                #expect(a.rect.x >= 0 && a.rect.maxX <= scene.width + 0.5 && a.rect.y >= 0 && a.rect.maxY <= scene.height,
                        "\(slug) at \(width): '\(a.text)' is cut off at \(a.rect)")
                for b in boxes[(i + 1)...] {
                    #expect(!a.rect.intersects(b.rect), "\(slug) at \(width): '\(a.text)' overlaps '\(b.text)'")
                }
                // Text never sits on the plot area (the data is the strongest element), but for annotations.
                #expect(!a.rect.intersects(scene.plotArea) || a.text.isEmpty || onData[i],
                        "\(slug) at \(width): '\(a.text)' covers the plot area")
            }
        }
    }

    @Test(arguments: Gallery.entries.map(\.slug))
    func ticksAreFamiliar(slug: String) throws {
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        for width in Self.widths {
            let layout = ChartLayout(try Self.sized(entry, width).resolve())
            // A glance labels its lowest and highest values, not ticks (P1).
            if layout.glance { continue }
            for axis in [layout.x, layout.y] where axis.axis.scale.kind == .linear && axis.ticks.count > 1 {
                let values = axis.ticks.map(\.value)
                let step = values[1] - values[0]
                let exponent = (log10(step)).rounded(.down)
                let mantissa = (step / pow(10, exponent) * 1000).rounded() / 1000
                #expect([1, 2, 2.5, 5].contains(mantissa), "\(slug) at \(width): step \(step)")
                for v in values {
                    let multiple = v / step
                    #expect(abs(multiple - multiple.rounded()) < 1e-9, "\(slug) at \(width): \(v) is not a multiple of \(step)")
                }
            }
        }
    }

    @Test func gridAndAxisTextAreLighterThanMarks() {
        let theme = Theme.light
        func luminance(_ c: Color) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }
        // B1: the data is the strongest element.
        #expect(theme.gridLineWidth < theme.lineWidth)
        #expect(luminance(theme.gridColor) > luminance(theme.palette[0]))
        #expect(luminance(theme.axisTextColor) > luminance(theme.titleColor))
    }

    @Test func watchSizedChartIsMinimal() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "10-watch" })
        let layout = ChartLayout(try entry.chart.resolve())
        #expect(layout.y.ticks.count <= 3)
        #expect(layout.x.title == nil && layout.y.title == nil)
        #expect(layout.legend == nil)
    }
}
