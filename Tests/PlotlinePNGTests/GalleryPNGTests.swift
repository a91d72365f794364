import Foundation
import PlotlineTestSupport
import Testing
import Plotline
import PlotlineGallery
import PlotlineSVG
@testable import PlotlinePNG
@testable import ScenePNG

/// Each gallery chart as PNG looks like its SVG: compared with the SVG drawn by librsvg (`rsvg-convert`),
/// pixel by pixel, at 2x.
@Suite struct GalleryPNGTests {
    /// Mean difference over the whole picture, in 8-bit levels (0...255).
    static let meanLimit = 0.75
    /// Mean difference of the worst 16 x 16 block: a moved label, mark or axis would exceed it.
    static let blockLimit = 8.0

    @Test(arguments: Gallery.entries.map(\.slug))
    func matchesTheSVGDrawnByLibrsvg(slug: String) throws {
        guard Tools.available("rsvg-convert") else { return }
        let converter = try #require(Tools.find("rsvg-convert"), "rsvg-convert is required (Debian: librsvg2-bin)")
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        let chart = try entry.chart.resolve()
        let scratch = try Scratch()
        defer { scratch.remove() }
        try Data(chart.svg().utf8).write(to: URL(fileURLWithPath: scratch.path("chart.svg")))
        let (status, _, errors) = try Tools.run(converter, ["-z", "2", scratch.path("chart.svg"), "-o", scratch.path("reference.png")])
        #expect(status == 0, "rsvg-convert: \(errors)")
        let reference = try #require(PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: scratch.path("reference.png")))))

        let png = try chart.pngResult(scale: 2)
        #expect(png.missingCharacters.isEmpty)
        let ours = try #require(PNGDecoder.decode(png.data))
        #expect(ours.width == reference.width && ours.height == reference.height)
        guard ours.width == reference.width, ours.height == reference.height else { return }
        let difference = PictureDifference(ours, reference)
        print("\(slug): mean difference \(String(format: "%.3f", difference.mean)), worst 16x16 block "
              + "\(String(format: "%.2f", difference.worstBlock)) at \(difference.worstBlockAt)")
        #expect(difference.mean < Self.meanLimit, "\(slug): mean difference \(difference.mean)")
        #expect(difference.worstBlock < Self.blockLimit,
                "\(slug): block at \(difference.worstBlockAt) differs by \(difference.worstBlock)")
    }

    /// The comparison is sharp enough to notice a label moved by one point.
    @Test func aMovedLabelIsNoticed() throws {
        let chart = try #require(Gallery.entries.first).chart.resolve()
        let scene = Scene(chart)
        var moved = scene
        for (i, node) in moved.nodes.enumerated() {
            if case .text(var text) = node, text.classes == "subtitle" {
                text.x += 1
                moved.nodes[i] = .text(text)
            }
        }
        let a = try #require(PNGDecoder.decode(try PNGRenderer.render(scene, options: PNGOptions(scale: 2)).data))
        let b = try #require(PNGDecoder.decode(try PNGRenderer.render(moved, options: PNGOptions(scale: 2)).data))
        let difference = PictureDifference(a, b)
        print("subtitle moved 1 pt: worst 16x16 block \(String(format: "%.2f", difference.worstBlock))")
        #expect(difference.worstBlock > Self.blockLimit, "worst block \(difference.worstBlock)")
    }

    @Test(arguments: Gallery.entries.map(\.slug))
    func pngcheckAcceptsIt(slug: String) throws {
        guard Tools.available("pngcheck") else { return }
        let checker = try #require(Tools.find("pngcheck"), "pngcheck is required (Debian: pngcheck)")
        let entry = try #require(Gallery.entries.first { $0.slug == slug })
        let chart = try entry.chart.resolve()
        let scratch = try Scratch()
        defer { scratch.remove() }
        for (name, data) in [("2x.png", try chart.png(scale: 2)), ("1x-transparent.png", try chart.png(scale: 1, transparent: true)),
                             ("3x.png", try chart.png(scale: 3))] {
            try data.write(to: URL(fileURLWithPath: scratch.path(name)))
            let (status, output, errors) = try Tools.run(checker, ["-q", scratch.path(name)])
            #expect(status == 0, "pngcheck \(slug) \(name): \(output) \(errors)")
        }
    }

    @Test func sizeFollowsTheScale() throws {
        let entry = try #require(Gallery.entries.first)
        let chart = try entry.chart.resolve()
        for scale in [1.0, 2, 3] {
            let image = try #require(PNGDecoder.decode(try chart.png(scale: scale)))
            #expect(image.width == Int(chart.width * scale) && image.height == Int(chart.height * scale))
        }
        #expect(throws: PlotlineError.self) { try chart.png(scale: 0) }
        #expect(throws: PlotlineError.self) { try chart.png(scale: .nan) }
        #expect(throws: PlotlineError.self) { try entry.chart.frame(width: 30_000, height: 30_000).png(scale: 3) }
    }

    @Test func transparentBackground() throws {
        let chart = try #require(Gallery.entries.first).chart.resolve()
        let opaque = try #require(PNGDecoder.decode(try chart.png(scale: 1)))
        let clear = try #require(PNGDecoder.decode(try chart.png(scale: 1, transparent: true)))
        #expect(opaque.rgba[3] == 255 && clear.rgba[3] == 0)
        // The title's ink is there either way, at full strength in its middle.
        #expect(clear.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
        // The file says it has alpha (color type 6) only when it needs it (2: RGB).
        let opaqueHeader = try #require(pngChunks(try chart.png()).first)
        let clearHeader = try #require(pngChunks(try chart.png(transparent: true)).first)
        #expect(opaqueHeader.type == "IHDR" && opaqueHeader.body[9] == 2 && clearHeader.body[9] == 6)
    }

    @Test func titleAndDescriptionAreTextChunks() throws {
        let chart = try #require(Gallery.entries.first).chart.resolve()
        let chunks = pngChunks(try chart.png())
        #expect(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
        let texts = chunks.filter { $0.type == "tEXt" }.map { String(decoding: $0.body, as: UTF8.self) }
        #expect(texts.contains("Title\u{0}Steps"))
        #expect(texts.contains("Description\u{0}\(chart.subtitle ?? "")"))

        // Text beyond Latin-1 goes in iTXt, as UTF-8.
        let entry = try #require(Gallery.entries.first).chart
        let korean = try entry.chartTitle("서울 기온", subtitle: entry.spec.subtitle).resolve()
        let international = pngChunks(try korean.png()).filter { $0.type == "iTXt" }
        #expect(international.count == 1)
        #expect(international.first.map { [UInt8]($0.body) } == Array("Title".utf8) + [0, 0, 0, 0, 0] + Array("서울 기온".utf8))
    }

    @Test func sameChartSameBytes() throws {
        let chart = try #require(Gallery.entries.first { $0.slug == "09-cars" }).chart
        #expect(try chart.png(scale: 2) == chart.png(scale: 2))
    }
}
