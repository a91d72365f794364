import Foundation
@testable import Plotline
import PlotlineGallery
import PlotlineHTML
import SceneSVG
import Testing

/// The page's dark pictures are its light ones in the dark theme's colors, by role (issue 34: laying each chart
/// out again for dark was a sixth of a 100,000-point page's time): the same SVG, byte for byte, as a scene
/// laid out in the dark theme.
@Suite struct PageDarkPictureTests {
    @Test func theDarkPictureIsTheLightOneRecolored() throws {
        var compared = 0
        for entry in Gallery.entries {
            let chart = try entry.chart.resolve()
            for (width, height) in [(chart.width, chart.height), (272, 220)] {
                let sized = width == chart.width ? chart : chart.resized(width: width, height: height)
                let light = Scene(sized, theme: PageModel.readable(.light))
                let laidOut = SVGRenderer.render(Scene(sized, theme: PageModel.readable(.dark)))
                let recolored = SVGRenderer.render(PageModel.dark(of: light, chart: sized))
                #expect(recolored == laidOut, "\(entry.slug) at \(width)")
                #expect(recolored != SVGRenderer.render(light), "\(entry.slug): the dark picture has other colors")
                compared += 1
            }
        }
        #expect(compared == Gallery.entries.count * 2)
    }
}
