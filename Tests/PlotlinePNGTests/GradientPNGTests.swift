import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG
@testable import ScenePNG

/// A gradient in pixels: the rasterizer paints each pixel with the gradient's color at its centre, so the
/// colors change along the gradient (and not across it), as the SVG's `linearGradient` does.
@Suite struct GradientPNGTests {
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 100), Sale(month: "Feb", units: 50)]

    @Test func aPlotWideGradientChangesColorUpTheBars() throws {
        let chart = Chart {
            ForEach(Self.sales.indices, id: \.self) { i in
                BarMark(x: .value("Month", Self.sales[i].month), y: .value("Units", Self.sales[i].units))
            }
            .foregroundStyle(.linearGradient(colors: [.blue, .red], startPoint: .bottom, endPoint: .top))
            .alignsMarkStylesWithPlotArea()
        }
        let scene = Scene(try chart.resolve())
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        func pixel(_ x: Double, _ y: Double) -> (red: Int, green: Int, blue: Int) {
            let p = (Int(y) * canvas.width + Int(x)) * 4
            return (Int(canvas.pixels[p]), Int(canvas.pixels[p + 1]), Int(canvas.pixels[p + 2]))
        }
        let bars = scene.shapes.filter { $0.classes.hasPrefix("mark bar") }
        guard bars.count == 2, case .rect(let tall, _) = bars[0].geometry, case .rect(let short, _) = bars[1].geometry,
              let gradient = bars[0].gradient else {
            Issue.record("two bars with a gradient"); return
        }
        // Up the tall bar, red grows and blue fades, row after row.
        let x = tall.x + tall.width / 2
        let rows = stride(from: tall.maxY - 2, to: tall.y + 2, by: -(tall.height - 4) / 6).map { pixel(x, $0) }
        #expect(rows.count >= 6)
        for (below, above) in zip(rows, rows.dropFirst()) {
            #expect(above.red > below.red)
            #expect(above.blue < below.blue)
        }
        // Each pixel is the gradient's color at its centre (within rounding).
        for y in [tall.y + 3, tall.y + tall.height / 2, tall.maxY - 3] {
            let expected = gradient.color(x: x, y: (y.rounded(.down) + 0.5))
            let got = pixel(x, y)
            #expect(abs(got.red - Int((expected.red * 255).rounded())) <= 2)
            #expect(abs(got.blue - Int((expected.blue * 255).rounded())) <= 2)
        }
        // Across a bar, the color holds; and at one height the two bars agree (one gradient for the plot).
        let y = short.y + short.height / 2
        #expect(pixel(tall.x + 2, y) == pixel(tall.maxX - 2, y))
        #expect(pixel(short.x + short.width / 2, y) == pixel(x, y))
    }
}
