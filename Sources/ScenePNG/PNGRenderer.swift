import Foundation
import PlotlineScene

/// How a PNG is drawn.
public struct PNGOptions: Sendable {
    /// Device pixels per point: 1, 2 or 3 (sharp on dense screens). Any value from 0.25 to 4 works.
    public var scale: Double
    /// Leave the background out, so the chart sits on whatever it is placed on.
    public var transparent: Bool
    /// Fonts for characters DejaVu Sans lacks.
    public var fontFallback: FontFallback

    public init(scale: Double = 1, transparent: Bool = false, fontFallback: FontFallback = .system) {
        self.scale = scale
        self.transparent = transparent
        self.fontFallback = fontFallback
    }

    /// The largest image side, in pixels, and the most pixels, that a PNG may have (about 1 GB of memory).
    public static let maximumSide = 32_768
    public static let maximumPixels = 256 * 1024 * 1024
}

/// A PNG and what could not be drawn in it.
public struct PNGResult: Sendable {
    public var data: Data
    /// Characters that no installed font has a glyph for; drawn as empty boxes.
    public var missingCharacters: [Character]

    /// A warning naming the missing characters, or nil when every character was drawn.
    public var warning: String? {
        guard !missingCharacters.isEmpty else { return nil }
        let names = missingCharacters.map { character in
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(4) }
            return "'\(character)' (\(codes.joined(separator: " ")))"
        }
        let message = "no installed font has glyphs for \(names.joined(separator: ", ")); they are drawn as empty boxes"
        let eastAsian = missingCharacters.contains { character in
            character.unicodeScalars.contains { scalar in
                switch scalar.value {
                case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
                     0x20000...0x3FFFD: true
                default: false
                }
            }
        }
        return eastAsian ? message + " (for Hangul and CJK, install fonts-nanum or fonts-noto-cjk)" : message
    }
}

/// Draws a scene in pixels: the same nodes, in the same order and with the same geometry as the SVG
/// backend, anti-aliased by Plotline's own rasterizer, text from FreeType glyph outlines.
public enum PNGRenderer {
    public static func render(_ scene: Scene, options: PNGOptions = PNGOptions(),
                              metadata: PNGMetadata = PNGMetadata()) throws(PNGError) -> PNGResult {
        let scale = options.scale
        guard scale.isFinite, scale >= 0.25, scale <= 4 else {
            throw PNGError.invalidOption(name: "scale", reason: "\(scale) is not between 0.25 and 4")
        }
        let w = (scene.width * scale - 1e-9).rounded(.up), h = (scene.height * scale - 1e-9).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            throw PNGError.invalidOption(name: "size", reason: "the chart has no area to draw")
        }
        guard w <= Double(PNGOptions.maximumSide), h <= Double(PNGOptions.maximumSide),
              w * h <= Double(PNGOptions.maximumPixels) else {
            throw PNGError.invalidOption(
                name: "size", reason: "\(Int(w)) x \(Int(h)) pixels is too large for a PNG; make the chart or the scale smaller")
        }
        var drawing = Drawing(scene: scene, scale: scale, width: Int(w), height: Int(h), fallback: options.fontFallback)
        if !options.transparent, let background = scene.background, background.alpha > 0 {
            drawing.canvas.fill(background)
        }
        for node in scene.nodes { drawing.draw(node, clipped: false) }
        let data = try PNGEncoder.encode(drawing.canvas, metadata: metadata)
        return PNGResult(data: data, missingCharacters: drawing.text.missing)
    }

    /// The scene's pixels, premultiplied RGBA (for tests); `stamping: false` fills every symbol as a path.
    static func canvas(_ scene: Scene, scale: Double, transparent: Bool = false, stamping: Bool = true) -> Canvas {
        let w = Int((scene.width * scale - 1e-9).rounded(.up)), h = Int((scene.height * scale - 1e-9).rounded(.up))
        var drawing = Drawing(scene: scene, scale: scale, width: w, height: h, fallback: .system)
        drawing.stamping = stamping
        if !transparent, let background = scene.background { drawing.canvas.fill(background) }
        for node in scene.nodes { drawing.draw(node, clipped: false) }
        return drawing.canvas
    }
}

/// The state of one rendering.
struct Drawing {
    var canvas: Canvas
    var rasterizer = Rasterizer()
    var union = UnionFiller()
    var stamps = SymbolStamps()
    var stamping = true
    let scale: Double
    let plotClip: ClipRect
    let text: TextSetter

    init(scene: Scene, scale: Double, width: Int, height: Int, fallback: FontFallback) {
        canvas = Canvas(width: width, height: height)
        self.scale = scale
        let a = scene.plotArea
        plotClip = ClipRect(x0: a.x * scale, y0: a.y * scale, x1: a.maxX * scale, y1: a.maxY * scale)
        text = TextSetter(fonts: Fonts(fallback: fallback))
    }

    mutating func draw(_ node: SceneNode, clipped: Bool) {
        switch node {
        case .group(let group):
            guard let mask = group.mask else {
                for child in group.children { draw(child, clipped: clipped || group.clipsToPlotArea) }
                return
            }
            // Masked (`mask { }`): the children and the mask each drawn on a clear canvas of their own, then the
            // children laid over what is below as much as the mask is opaque at each pixel.
            let below = canvas
            canvas = Canvas(width: below.width, height: below.height)
            for child in group.children { draw(child, clipped: clipped || group.clipsToPlotArea) }
            let content = canvas
            canvas = Canvas(width: below.width, height: below.height)
            for node in mask { draw(node, clipped: clipped) }
            let coverage = canvas
            canvas = below
            canvas.composite(content, mask: coverage)
        case .shape(let shape):
            draw(shape, clip: clipped || shape.clipsToPlotArea ? plotClip : nil)
        case .text(let sceneText):
            let outlines = text.outlines(sceneText, scale: scale)
            rasterizer.fill(outlines, rule: .nonZero, color: Paint(sceneText.color),
                            clip: clipped ? plotClip : nil, canvas: &canvas)
        }
    }

    mutating func draw(_ shape: SceneShape, clip: ClipRect?) {
        if let gradient = shape.gradient {
            // A gradient: the shape's coverage drawn in white on a clear canvas, then painted pixel by pixel
            // with the gradient's color there; a filled shape's outline is drawn over it as usual.
            let white = Color(red: 1, green: 1, blue: 1)
            var covered = shape
            covered.gradient = nil
            if shape.fill != nil { covered.fill = white; covered.stroke = nil } else { covered.stroke?.color = white }
            let below = canvas
            canvas = Canvas(width: below.width, height: below.height)
            draw(covered, clip: clip)
            let coverage = canvas
            canvas = below
            canvas.paint(gradient, scale: scale, coverage: coverage)
            guard shape.fill != nil, shape.stroke != nil else { return }
            var outline = shape
            outline.gradient = nil
            outline.fill = nil
            draw(outline, clip: clip)
            return
        }
        // Point symbols are filled from masks made once per outline and subpixel position (SymbolStamps).
        var stamped = false
        if stamping, let fill = shape.fill, fill.alpha > 0 {
            stamped = stamps.fill(shape.geometry, scale: scale, color: Paint(fill), clip: clip,
                                  rasterizer: &rasterizer, canvas: &canvas)
        }
        let stroked = if let stroke = shape.stroke { stroke.color.alpha > 0 && stroke.width > 0 && stroke.width.isFinite } else { false }
        if stamped && !stroked { return }
        let lines = Geometry.polylines(shape.geometry, scale: scale)
        guard !lines.isEmpty else { return }
        // A line has no inside; SVG fills only closed shapes and paths.
        if !stamped, let fill = shape.fill, fill.alpha > 0 {
            if case .line = shape.geometry {} else {
                let evenOdd: Bool = if case .path(let p) = shape.geometry { p.evenOdd } else { false }
                rasterizer.fill(Geometry.fillPath(lines), rule: evenOdd ? .evenOdd : .nonZero, color: Paint(fill),
                                clip: clip, canvas: &canvas)
            }
        }
        if let stroke = shape.stroke, stroke.color.alpha > 0, stroke.width > 0, stroke.width.isFinite {
            let stroker = Stroker(halfWidth: stroke.width * scale / 2, join: stroke.lineJoin, cap: stroke.lineCap,
                                  miterLimit: max(stroke.miterLimit, 1), dashPhase: stroke.dashPhase * scale)
            let dash = stroke.dash.map { $0 * scale }
            if stroke.lineJoin == .round {
                // Round joins: a union of pieces, so a line that doubles back is inked once (UnionFiller).
                union.fill(stroker.pieces(lines, dash: dash), color: Paint(stroke.color), clip: clip, canvas: &canvas)
            } else {
                rasterizer.fill(stroker.stroke(lines, dash: dash), rule: .nonZero, color: Paint(stroke.color),
                                clip: clip, canvas: &canvas)
            }
        }
    }
}

extension String {
    fileprivate func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
