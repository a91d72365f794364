/// Weight of chart text. The SVG writes it as `font-weight`; the rasterizer picks the matching DejaVu file.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular
    case bold
}

/// How a piece of chart text is set: its size in points and its weight.
public struct TextStyle: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight

    public init(size: Double = 12, weight: FontWeight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// Measures text the way it will be drawn: with the advance widths and Latin kerning of
/// DejaVu Sans (the first family in `fontFamily`, and the font the rasterizer uses), and with
/// fixed per-block estimates for scripts DejaVu does not cover (Hangul, CJK, emoji), which a
/// browser or rasterizer draws with a fallback font.
///
/// Not modelled: ligatures (browsers form "ff", "fi", "fl" from DejaVu's `liga`, up to
/// 0.1 em narrower than the letters, so measured widths can only be slightly too wide), and
/// kerning outside U+0020..U+017F.
public enum TextMetrics {
    /// The CSS font stack for SVG `font-family`; DejaVu Sans first so the measurements hold.
    public static let fontFamily = "\"DejaVu Sans\", Verdana, \"Helvetica Neue\", Arial, sans-serif"
    /// The font file the measurements come from (regular weight).
    public static let fontFileName = "DejaVuSans.ttf"
    /// The font file for `FontWeight.bold`.
    public static let boldFontFileName = "DejaVuSans-Bold.ttf"

    /// Advance of a Hangul syllable, CJK ideograph, kana or full-width form: 1 em, as in
    /// Noto Sans CJK and Nanum Gothic.
    package static let wideUnits = Double(TextMetricsTables.unitsPerEm)
    /// Advance of a half-width form (half-width katakana and Hangul).
    package static let halfWideUnits = 0.5 * Double(TextMetricsTables.unitsPerEm)
    /// Advance of one emoji (a whole ZWJ sequence, flag or keycap counts once).
    package static let emojiUnits = 1.2 * Double(TextMetricsTables.unitsPerEm)
    /// Advance assumed for any other character DejaVu Sans does not have in the tables.
    package static let unknownUnits = 0.6 * Double(TextMetricsTables.unitsPerEm)

    /// The advance width of `text` in points: the sum of the characters' advances plus kerning.
    public static func width(_ text: String, style: TextStyle) -> Double {
        units(text, face: FontFace.face(style.weight)) * style.size / Double(TextMetricsTables.unitsPerEm)
    }

    /// Distance from one baseline to the next for single-spaced lines (ascent + descent + line gap).
    public static func lineHeight(style: TextStyle) -> Double {
        let face = FontFace.face(style.weight)
        return scaled(face.ascender + face.descender + face.lineGap, style)
    }

    /// Height above the baseline that the font reserves (hhea ascender).
    public static func ascent(style: TextStyle) -> Double {
        scaled(FontFace.face(style.weight).ascender, style)
    }

    /// Depth below the baseline that the font reserves (hhea descender, as a positive number).
    public static func descent(style: TextStyle) -> Double {
        scaled(FontFace.face(style.weight).descender, style)
    }

    /// Height of flat capital letters ("H") above the baseline.
    public static func capHeight(style: TextStyle) -> Double {
        scaled(FontFace.face(style.weight).capHeight, style)
    }

    /// Height of flat lowercase letters ("x") above the baseline.
    public static func xHeight(style: TextStyle) -> Double {
        scaled(FontFace.face(style.weight).xHeight, style)
    }

    /// `text` if it fits in `maxWidth` points; otherwise the longest prefix that fits with "…"
    /// appended, cut between grapheme clusters (never inside a Hangul syllable, emoji sequence
    /// or letter with combining marks), with trailing whitespace dropped before the "…".
    /// Returns "" when not even "…" fits.
    public static func truncate(_ text: String, toWidth maxWidth: Double, style: TextStyle) -> String {
        let tolerance = 1e-9
        if width(text, style: style) <= maxWidth + tolerance { return text }
        let ellipsis = "…"
        if width(ellipsis, style: style) > maxWidth + tolerance { return "" }

        // ends[k] is the end of the first k characters.
        var ends: [String.Index] = [text.startIndex]
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            ends.append(index)
        }
        func candidate(_ count: Int) -> String {
            var prefix = text[..<ends[count]]
            while let last = prefix.last, last.isWhitespace { prefix = prefix.dropLast() }
            return prefix + ellipsis
        }
        // Widths grow with the prefix, so binary-search the longest prefix that fits.
        // count 0 fits (it is just "…"); the whole text does not.
        var low = 0
        var high = ends.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if width(candidate(mid), style: style) <= maxWidth + tolerance { low = mid } else { high = mid }
        }
        return candidate(low)
    }

    private static func scaled(_ fontUnits: Int, _ style: TextStyle) -> Double {
        Double(fontUnits) * style.size / Double(TextMetricsTables.unitsPerEm)
    }

    // MARK: - Measuring in font units

    package static func units(_ text: String, face: FontFace) -> Double {
        let ascii = text.utf8.withContiguousStorageIfAvailable { asciiUnits($0, face: face) }
        if let ascii, let ascii { return Double(ascii) }
        return scalarUnits(text, face: face)
    }

    /// Width of a pure-ASCII string, or nil as soon as a non-ASCII byte shows up.
    private static func asciiUnits(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace) -> Int? {
        var total = 0
        var previousLeftClass = 0  // 0: no kerning with the next character
        for byte in bytes {
            if byte >= 0x80 { return nil }
            guard byte >= 0x20, byte != 0x7F else {
                previousLeftClass = 0
                continue
            }
            let i = Int(byte) - 0x20
            total += Int(face.dense[i])
            total += Int(face.kernMatrix[previousLeftClass &* face.kernRightClassCount &+ Int(face.kernRightClass[i])])
            previousLeftClass = Int(face.kernLeftClass[i])
        }
        return total
    }

    /// Width of any string, scalar by scalar, with just enough state for the clusters whose
    /// width is not the sum of their scalars: emoji sequences, flags, keycaps and conjoining jamo.
    private static func scalarUnits(_ text: String, face: FontFace) -> Double {
        var total = 0.0
        var previousLeftClass = 0
        var lastBase: Unicode.Scalar?  // last scalar that had a width of its own
        var lastBaseUnits = 0.0
        var inEmoji = false  // the last base was drawn as an emoji
        var joinNext = false  // a ZWJ followed an emoji: the next emoji is part of it
        var openRegionalIndicator = false  // the first half of a flag was counted
        var afterHangul = false  // a vowel or trailing jamo here joins the syllable before

        for scalar in text.unicodeScalars {
            let v = scalar.value

            // Scalars that never take space of their own.
            if v == 0x200D {  // zero width joiner
                joinNext = inEmoji
                previousLeftClass = 0
                continue
            }
            if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) {  // variation selectors
                if v == 0xFE0F, !inEmoji, let base = lastBase, base.properties.isEmoji {
                    // Emoji presentation of a text character: "❤️", "1️⃣", "©️".
                    total += emojiUnits - lastBaseUnits
                    inEmoji = true
                }
                previousLeftClass = 0
                continue
            }
            if inEmoji, (0x1F3FB...0x1F3FF).contains(v) { continue }  // skin tone modifier
            if (0xE0020...0xE007F).contains(v) { continue }  // tags in subdivision flags
            if joinNext {
                joinNext = false
                if isEmoji(scalar) { continue }
            }
            if (0x1F1E6...0x1F1FF).contains(v) {  // regional indicators: two make one flag
                previousLeftClass = 0
                if openRegionalIndicator {
                    openRegionalIndicator = false
                    continue
                }
                openRegionalIndicator = true
                total += emojiUnits
                lastBase = scalar
                lastBaseUnits = emojiUnits
                inEmoji = true
                afterHangul = false
                continue
            }

            // Characters from the font tables.
            var advance: Double
            var emoji = false
            var hangul = false
            if v < TextMetricsTables.kernEnd {
                guard v >= TextMetricsTables.denseFirst, v != 0xAD else {
                    // C0 controls, and the soft hyphen, which is invisible unless a line breaks there.
                    previousLeftClass = 0
                    continue
                }
                let i = Int(v - TextMetricsTables.denseFirst)
                let units = Int(face.dense[i])
                    + Int(face.kernMatrix[previousLeftClass * face.kernRightClassCount + Int(face.kernRightClass[i])])
                previousLeftClass = Int(face.kernLeftClass[i])
                if face.dense[i] == 0 { continue }  // C1 controls
                advance = Double(units)
            } else {
                previousLeftClass = 0
                if v < TextMetricsTables.denseFirst + UInt32(face.dense.count) {
                    advance = Double(face.dense[Int(v - TextMetricsTables.denseFirst)])
                } else if let units = face.sparseAdvance(v) {
                    if units == 0 { continue }  // zero-width spaces, joiners, direction marks
                    advance = Double(units)
                } else if (0xAC00...0xD7A3).contains(v) || (0x1100...0x115F).contains(v)
                    || (0xA960...0xA97F).contains(v)
                {
                    advance = wideUnits  // Hangul syllable or leading consonant
                    hangul = true
                } else if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) {
                    // Vowel or trailing consonant jamo: part of the syllable before, if any.
                    if afterHangul { continue }
                    advance = wideUnits
                    hangul = true
                } else if (0x3099...0x309A).contains(v) || (0x302A...0x302F).contains(v) {
                    // Combining kana voiced marks and ideographic tone marks sit on the character before
                    // (a decomposed "ド" is one character wide).
                    continue
                } else if isWide(v) {
                    advance = wideUnits
                } else if (0xFF61...0xFFDC).contains(v) || (0xFFE8...0xFFEE).contains(v) {
                    advance = halfWideUnits
                } else if isEmoji(scalar) {
                    advance = emojiUnits
                    emoji = true
                } else {
                    switch scalar.properties.generalCategory {
                    case .nonspacingMark, .enclosingMark, .control, .format, .lineSeparator,
                        .paragraphSeparator, .surrogate:
                        continue
                    default:
                        advance = unknownUnits
                    }
                }
            }
            total += advance
            lastBase = scalar
            lastBaseUnits = advance
            inEmoji = emoji
            afterHangul = hangul
            openRegionalIndicator = false
        }
        return total
    }

    /// Blocks drawn from a CJK fallback font at one em per character.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, enclosed CJK, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19,  // vertical forms
            0xFE30...0xFE4F,  // CJK compatibility forms
            0xFF00...0xFF60,  // full-width forms
            0xFFE0...0xFFE6,  // full-width signs
            0x20000...0x3FFFD:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }

    /// Scalars drawn as a colour emoji on their own.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F300...0x1FAFF, 0x2600...0x27BF, 0x1F000...0x1F2FF:
            return true
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}

/// One weight of DejaVu Sans, unpacked from `TextMetricsTables` for fast lookup.
package struct FontFace: Sendable {
    package let dense: [UInt16]
    package let sparseCodePoints: [UInt16]
    package let sparse: [UInt16]
    package let kernLeftClass: [UInt8]
    package let kernRightClass: [UInt8]
    package let kernRightClassCount: Int
    /// Kerning in font units at `leftClass * kernRightClassCount + rightClass`; row 0 is zeros.
    package let kernMatrix: [Int16]
    package let ascender: Int
    package let descender: Int
    package let lineGap: Int
    package let capHeight: Int
    package let xHeight: Int

    package static let regular = FontFace(
        dense: TextMetricsTables.regularDense,
        sparse: TextMetricsTables.regularSparse,
        kernLeftClass: TextMetricsTables.regularKernLeftClass,
        kernRightClass: TextMetricsTables.regularKernRightClass,
        kernLeftClassCount: TextMetricsTables.regularKernLeftClassCount,
        kernRightClassCount: TextMetricsTables.regularKernRightClassCount,
        kernPairKeys: TextMetricsTables.regularKernPairKeys,
        kernPairValues: TextMetricsTables.regularKernPairValues,
        ascender: TextMetricsTables.regularAscender,
        descender: TextMetricsTables.regularDescender,
        lineGap: TextMetricsTables.regularLineGap,
        capHeight: TextMetricsTables.regularCapHeight,
        xHeight: TextMetricsTables.regularXHeight)

    package static let bold = FontFace(
        dense: TextMetricsTables.boldDense,
        sparse: TextMetricsTables.boldSparse,
        kernLeftClass: TextMetricsTables.boldKernLeftClass,
        kernRightClass: TextMetricsTables.boldKernRightClass,
        kernLeftClassCount: TextMetricsTables.boldKernLeftClassCount,
        kernRightClassCount: TextMetricsTables.boldKernRightClassCount,
        kernPairKeys: TextMetricsTables.boldKernPairKeys,
        kernPairValues: TextMetricsTables.boldKernPairValues,
        ascender: TextMetricsTables.boldAscender,
        descender: TextMetricsTables.boldDescender,
        lineGap: TextMetricsTables.boldLineGap,
        capHeight: TextMetricsTables.boldCapHeight,
        xHeight: TextMetricsTables.boldXHeight)

    package static func face(_ weight: FontWeight) -> FontFace {
        switch weight {
        case .regular: regular
        case .bold: bold
        }
    }

    private init(
        dense: [UInt16], sparse: [UInt16], kernLeftClass: [UInt8], kernRightClass: [UInt8],
        kernLeftClassCount: Int, kernRightClassCount: Int, kernPairKeys: [UInt16], kernPairValues: [Int16],
        ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int
    ) {
        self.dense = dense
        self.sparseCodePoints = TextMetricsTables.sparseCodePoints
        self.sparse = sparse
        self.kernLeftClass = kernLeftClass
        self.kernRightClass = kernRightClass
        self.kernRightClassCount = kernRightClassCount
        var matrix = [Int16](repeating: 0, count: kernLeftClassCount * kernRightClassCount)
        for (key, value) in zip(kernPairKeys, kernPairValues) {
            matrix[Int(key >> 8) * kernRightClassCount + Int(key & 0xFF)] = value
        }
        self.kernMatrix = matrix
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Advance of a code point from the sparse table, or nil if the font has no glyph for it there.
    package func sparseAdvance(_ v: UInt32) -> UInt16? {
        guard v <= UInt32(UInt16.max) else { return nil }
        let key = UInt16(v)
        var low = 0
        var high = sparseCodePoints.count
        while low < high {
            let mid = (low + high) / 2
            if sparseCodePoints[mid] < key { low = mid + 1 } else { high = mid }
        }
        guard low < sparseCodePoints.count, sparseCodePoints[low] == key else { return nil }
        return sparse[low]
    }
}
