import CFreeType
import PlotlineScene

/// Where fonts for characters DejaVu Sans lacks come from.
public enum FontFallback: Sendable {
    /// The installed fonts, in fontconfig's order (Hangul from fonts-nanum or fonts-noto-cjk, ...).
    case system
    /// None: such characters are reported missing (for tests, and for output that must not depend on
    /// which fonts are installed).
    case none
}

/// Open FreeType faces and outlines of the glyphs drawn so far, for one rendering (FreeType objects are
/// not shared between threads).
final class Fonts {
    private var library: FT_Library?
    private var faces: [FontFile: FT_Face] = [:]
    private var failed: Set<FontFile> = []
    /// Glyph outlines in font units, y up, per face and glyph index.
    private var outlines: [GlyphKey: GlyphOutline] = [:]
    let fallback: FontFallback

    struct GlyphKey: Hashable {
        var file: FontFile
        var glyph: UInt32
    }

    init(fallback: FontFallback) {
        self.fallback = fallback
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    deinit {
        for face in faces.values { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    func face(_ file: FontFile) -> FT_Face? {
        if let face = faces[file] { return face }
        guard let library, !failed.contains(file) else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, file.path, FT_Long(file.index), &face) == 0, let face else {
            failed.insert(file)
            return nil
        }
        faces[file] = face
        return face
    }

    func primary(_ weight: FontWeight) -> (FontFile, FT_Face)? {
        guard let file = FontLocator.shared.primary(weight), let face = face(file) else { return nil }
        return (file, face)
    }

    /// The glyph index of `scalar` in `face`, 0 when the face has none.
    func glyphIndex(_ face: FT_Face, _ scalar: UInt32) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
    }

    /// A face that has `scalar`: the primary one, else the first fallback that has it.
    func faceFor(_ scalar: UInt32, weight: FontWeight) -> (FontFile, FT_Face, UInt32)? {
        if let (file, face) = primary(weight) {
            let glyph = glyphIndex(face, scalar)
            if glyph != 0 { return (file, face, glyph) }
        }
        guard fallback == .system, let file = FontLocator.shared.fallback(for: scalar, weight: weight),
              let face = face(file) else { return nil }
        let glyph = glyphIndex(face, scalar)
        return glyph != 0 ? (file, face, glyph) : nil
    }

    static let loadFlags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    /// The advance of a glyph in font units (the font's hmtx advance).
    func advance(_ face: FT_Face, _ glyph: UInt32) -> Int {
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, glyph, Self.loadFlags, &advance) == 0 else { return 0 }
        return Int(advance)
    }

    /// Pair kerning in font units from the font's `kern` table.
    func kerning(_ face: FT_Face, _ left: UInt32, _ right: UInt32) -> Int {
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }

    func unitsPerEm(_ face: FT_Face) -> Double { Double(face.pointee.units_per_EM) }

    /// The outline of a glyph in font units, y up.
    func outline(_ file: FontFile, _ face: FT_Face, _ glyph: UInt32) -> GlyphOutline {
        let key = GlyphKey(file: file, glyph: glyph)
        if let known = outlines[key] { return known }
        var result = GlyphOutline(contours: [])
        if FT_Load_Glyph(face, glyph, Self.loadFlags) == 0, let slot = face.pointee.glyph,
           slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            result = GlyphOutline(slot.pointee.outline)
        }
        outlines[key] = result
        return result
    }
}

/// A glyph's contours as TrueType or CFF gives them: on-curve points and control points of quadratic
/// ("conic") or cubic curves.
struct GlyphOutline {
    enum Segment {
        case line(Point)
        case quadratic(Point, Point)
        case cubic(Point, Point, Point)
    }

    struct Contour {
        var start: Point
        var segments: [Segment]
    }

    var contours: [Contour]

    init(contours: [Contour]) { self.contours = contours }

    /// Reads an FT_Outline: TrueType's implied on-curve points between two conic control points included.
    init(_ outline: FT_Outline) {
        contours = []
        guard let points = outline.points, let tags = outline.tags, let ends = outline.contours else { return }
        var first = 0
        for c in 0..<Int(outline.n_contours) {
            let last = Int(ends[c])
            guard last >= first, last < Int(outline.n_points) else { break }
            let count = last - first + 1
            func point(_ i: Int) -> Point {
                let p = points[first + (i % count)]
                return Point(Double(p.x), Double(p.y))
            }
            func kind(_ i: Int) -> Int { Int(tags[first + (i % count)]) & 3 }  // 1 on, 0 conic, 2 cubic
            // Start on an on-curve point, or between two conic control points.
            var startIndex = 0
            var start: Point
            if kind(0) == 1 {
                start = point(0)
            } else if kind(count - 1) == 1 {
                start = point(count - 1)
                startIndex = -1
            } else {
                let a = point(0), b = point(count - 1)
                start = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
                startIndex = -1
            }
            var segments: [Segment] = []
            var i = startIndex + 1
            let end = startIndex + count
            var control: Point?
            var cubicControls: [Point] = []
            while i <= end {
                let p = point((i + count) % count)
                switch kind((i + count) % count) {
                case 1:
                    if let c = control {
                        segments.append(.quadratic(c, p))
                        control = nil
                    } else if cubicControls.count == 2 {
                        segments.append(.cubic(cubicControls[0], cubicControls[1], p))
                        cubicControls = []
                    } else {
                        segments.append(.line(p))
                    }
                case 0:
                    if let c = control {
                        let mid = Point((c.x + p.x) / 2, (c.y + p.y) / 2)
                        segments.append(.quadratic(c, mid))
                    }
                    control = p
                default:
                    cubicControls.append(p)
                    if cubicControls.count > 2 { cubicControls.removeFirst() }
                }
                i += 1
            }
            // Back to the start.
            if let c = control {
                segments.append(.quadratic(c, start))
            } else if cubicControls.count == 2 {
                segments.append(.cubic(cubicControls[0], cubicControls[1], start))
            }
            contours.append(Contour(start: start, segments: segments))
            first = last + 1
        }
    }

    /// The outline as polygons in device pixels: `scale` pixels per font unit, origin at (0, 0) on the
    /// baseline, y down.
    func flattened(scale: Double) -> FlatPath {
        var path = FlatPath()
        func device(_ p: Point) -> Point { Point(p.x * scale, -p.y * scale) }
        for contour in contours {
            var points: [Point] = [device(contour.start)]
            for segment in contour.segments {
                let current = points[points.count - 1]
                switch segment {
                case .line(let p): points.append(device(p))
                case .quadratic(let c, let p): Flatten.quadratic(current, device(c), device(p), into: &points)
                case .cubic(let c1, let c2, let p): Flatten.cubic(current, device(c1), device(c2), device(p), into: &points)
                }
            }
            path.addContour(points)
        }
        return path
    }
}
