import Foundation
import Testing
@testable import Plotline
@testable import PlotlinePNG
@testable import ScenePNG
import PlotlineGallery

/// The heat map's ramp key and cells in pixels: the PNG draws the same ramp as the SVG.
@Suite struct ColorScalePNGTests {
    @Test func theRampKeyAndTheCellsAreDrawn() throws {
        let entry = try #require(Gallery.entries.first { $0.slug == "13-contributions" })
        let chart = try entry.chart.resolve()
        let scene = Scene(chart)
        let canvas = PNGRenderer.canvas(scene, scale: 1)
        func pixel(_ x: Double, _ y: Double) -> (Int, Int, Int) {
            let p = (Int(y) * canvas.width + Int(x)) * 4
            return (Int(canvas.pixels[p]), Int(canvas.pixels[p + 1]), Int(canvas.pixels[p + 2]))
        }
        func close(_ a: (Int, Int, Int), _ c: Color) -> Bool {
            let b = (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
            return abs(a.0 - b.0) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.2 - b.2) <= 3
        }
        // The key's first and last stripes, sampled in their middles.
        let stripes = scene.shapes.filter { $0.classes == "ramp-stripe" }
        let first = try #require(stripes.first), last = try #require(stripes.last)
        for stripe in [first, last] {
            guard case .rect(let r, _) = stripe.geometry, let fill = stripe.fill else { Issue.record("no stripe"); continue }
            #expect(close(pixel(r.x + r.width / 2, r.y + r.height / 2), fill))
        }
        // The busiest cell in the ramp's darkest color.
        let cells = scene.shapes.filter { $0.classes.hasPrefix("mark rect") }
        let darkest = ColorRamp.sequential.color(at: 1)
        let cell = try #require(cells.first { $0.fill == darkest })
        guard case .rect(let r, _) = cell.geometry else { Issue.record("no cell"); return }
        #expect(close(pixel(r.x + r.width / 2, r.y + r.height / 2), darkest))
    }
}
