import CFreeType
import Foundation
import PlotlineScene

/// Sets scene text as glyph outlines at the positions the layout measured.
///
/// A character DejaVu Sans has is placed with DejaVu's own advance and `kern` pairs (the same numbers
/// `TextMetrics` was generated from, and tests check they agree); kerning is applied only where
/// `TextMetrics` applies it (U+0020..U+017F). Where the layout only estimated a DejaVu character's width
/// (scripts outside its tables), the estimate wins. A whole-width character (kana, CJK) is set with
/// its glyph from the first font that has one, at that font's own advance (the layout's one em is the usual
/// advance of such fonts; a proportional one's kana are narrower); any other (emoji, a letter with a
/// combining mark) takes exactly the advance `TextMetrics` gives it, its glyph centred in it. A line is
/// anchored at its middle or end by the length its glyphs set.
final class TextSetter {
    let fonts: Fonts
    /// Characters no installed font could draw, in the order first met.
    private(set) var missing: [Character] = []
    private var missingSet: Set<Character> = []
    /// Flattened glyphs per face, glyph and size.
    private var flattened: [FlatKey: FlatPath] = [:]

    private struct FlatKey: Hashable {
        var file: FontFile
        var glyph: UInt32
        var pixelsPerEm: Double
    }

    init(fonts: Fonts) { self.fonts = fonts }

    /// The outlines of every line of `text`, in device pixels.
    func outlines(_ text: SceneText, scale: Double) -> FlatPath {
        var path = FlatPath()
        let style = text.style
        guard style.size > 0, style.size.isFinite, scale > 0 else { return path }
        var baseline = text.y
        switch text.baseline {
        case .alphabetic: break
        case .middle: baseline += TextMetrics.capHeight(style: style) / 2
        case .hanging: baseline += TextMetrics.ascent(style: style)
        }
        let lineHeight = TextMetrics.lineHeight(style: style)
        for (i, line) in text.lines.enumerated() {
            // As long as the glyphs set it (a fallback font's own advances), so it is anchored where measured.
            let width = advances(line, style: style)
            var x = text.x
            switch text.anchor {
            case .start: break
            case .middle: x -= width / 2
            case .end: x -= width
            }
            setLine(line, x: x * scale, baseline: (baseline + Double(i) * lineHeight) * scale, style: style,
                    pixelsPerEm: style.size * scale, into: &path)
        }
        if text.rotation != 0 { path.rotate(degrees: text.rotation, aboutX: text.x * scale, y: text.y * scale) }
        return path
    }

    /// Pen positions of each character of `line`, in points from its start, and the total advance: what
    /// `setLine` draws (for tests comparing with `TextMetrics`).
    func advances(_ line: String, style: TextStyle) -> Double {
        var path = FlatPath()
        return setLine(line, x: 0, baseline: 0, style: style, pixelsPerEm: style.size, into: &path, draw: false)
    }

    @discardableResult
    private func setLine(_ line: String, x: Double, baseline: Double, style: TextStyle, pixelsPerEm: Double,
                         into path: inout FlatPath, draw: Bool = true) -> Double {
        let primary = fonts.primary(style.weight)
        var pen = x
        var previous: (glyph: UInt32, kerns: Bool)?
        for character in line {
            let scalars = character.unicodeScalars
            if let (file, face) = primary, scalars.count == 1, let scalar = scalars.first, scalar.value <= 0xFFFF,
               scalar.value >= 0x20, !(0x7F..<0xA0).contains(scalar.value), scalar.value != 0xAD {
                let glyph = fonts.glyphIndex(face, scalar.value)
                if glyph != 0 {
                    let perUnit = pixelsPerEm / fonts.unitsPerEm(face)
                    let advance = Double(fonts.advance(face, glyph)) * perUnit
                    let measured = TextMetrics.width(String(character), style: style) * pixelsPerEm / style.size
                    if abs(advance - measured) > 1e-9 * pixelsPerEm {
                        // Outside the layout's tables (Cyrillic, say), the layout estimated the width: keep
                        // to the estimate, glyph centred in it, so the line is as long as was measured.
                        if draw {
                            addGlyph(file, face, glyph, x: pen + (measured - advance) / 2, y: baseline,
                                     pixelsPerEm: pixelsPerEm, into: &path)
                        }
                        pen += measured
                        previous = nil
                        continue
                    }
                    let kerns = scalar.value < 0x180
                    if let previous, previous.kerns, kerns {
                        pen += Double(fonts.kerning(face, previous.glyph, glyph)) * perUnit
                    }
                    if draw { addGlyph(file, face, glyph, x: pen, y: baseline, pixelsPerEm: pixelsPerEm, into: &path) }
                    pen += advance
                    previous = (glyph, kerns)
                    continue
                }
            }
            previous = nil
            // The layout's advance for this character, at this size.
            let advance = TextMetrics.width(String(character), style: style) * pixelsPerEm / style.size
            guard advance > 0 || scalars.contains(where: { $0.properties.generalCategory == .nonspacingMark }) else {
                continue
            }
            var glyphs: [(FontFile, FT_Face, UInt32)] = []
            var lacking = false
            // A decomposed character ("ト" and a combining voiced mark) drawn as its composed glyph ("ド")
            // where there is one.
            let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            var drawn = Array(scalars)
            if drawn.count > 1, composed.count == 1, let one = composed.first,
               fonts.faceFor(one.value, weight: style.weight) != nil {
                drawn = [one]
            }
            for scalar in drawn {
                if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { continue }
                if let found = fonts.faceFor(scalar.value, weight: style.weight) {
                    glyphs.append(found)
                } else {
                    lacking = true
                }
            }
            if lacking, !missingSet.contains(character) {
                missingSet.insert(character)
                missing.append(character)
            }
            if let base = glyphs.first {
                let perUnit = pixelsPerEm / fonts.unitsPerEm(base.1)
                let natural = Double(fonts.advance(base.1, base.2)) * perUnit
                // A whole-width character (kana, ideographs) takes its font's own advance, as the font
                // sets it, so a proportional font's kana are not spread out; anything else keeps the
                // layout's advance, its glyph centred in it.
                let own = natural > 0 && Self.takesOwnAdvance(drawn[0].value)
                let origin = own ? pen : pen + max(0, (advance - natural) / 2)
                if draw {
                    for (i, g) in glyphs.enumerated() {
                        // Marks after the base sit where the font puts them: after the base's own advance.
                        let gx = i == 0 ? origin : origin + natural
                        addGlyph(g.0, g.1, g.2, x: gx, y: baseline, pixelsPerEm: pixelsPerEm, into: &path)
                    }
                }
                pen += own ? natural : advance
                continue
            } else if draw, lacking, let (file, face) = primary {
                // The font's "missing glyph" box, so the gap is visible.
                addGlyph(file, face, 0, x: pen, y: baseline, pixelsPerEm: pixelsPerEm, into: &path)
            }
            pen += advance
        }
        return pen - x
    }

    /// Characters set with their fallback font's own advance: kana, CJK ideographs and punctuation and
    /// full-width forms, whose layout width is an estimate of one em. (Hangul keeps the layout's em, its
    /// glyph centred: Nanum's syllables are a little narrower and sit evenly so.)
    static func takesOwnAdvance(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x303E, 0x3041...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    private func addGlyph(_ file: FontFile, _ face: FT_Face, _ glyph: UInt32, x: Double, y: Double, pixelsPerEm: Double,
                          into path: inout FlatPath) {
        let key = FlatKey(file: file, glyph: glyph, pixelsPerEm: pixelsPerEm)
        let outline: FlatPath
        if let known = flattened[key] {
            outline = known
        } else {
            outline = fonts.outline(file, face, glyph).flattened(scale: pixelsPerEm / fonts.unitsPerEm(face))
            flattened[key] = outline
        }
        path.append(outline, dx: x, dy: y)
    }
}
